import Testing
@testable import APIGenCore

/// Numbers, defaults, flags and shorthands: each written the way the decoder reads back the same value.
@Suite struct SpecWriterValueTests {
    static let at = SourceLocation.built()

    static func spec(timeout: Double? = nil, defaults: [(TypeRef, DefaultValue)] = []) -> ServiceSpec {
        let level = ModelSpec(
            name: "Level", kind: .enumeration(EnumSpec(rawType: .int, cases: [EnumCaseSpec(value: "-1", location: at), EnumCaseSpec(value: "2", location: at)])),
            location: at)
        let mode = ModelSpec(
            name: "Mode", kind: .enumeration(EnumSpec(rawType: .string, cases: [EnumCaseSpec(value: "2", location: at), EnumCaseSpec(value: "null", location: at)])),
            deprecated: Deprecation(), location: at)
        let properties = defaults.enumerated().map { index, item in
            PropertySpec(name: "p\(index)", type: item.0, defaultValue: item.1, deprecated: index == 0 ? Deprecation() : nil, location: at)
        }
        let holder = ModelSpec(name: "Holder", kind: .object(properties), location: at)
        let endpoint = EndpointSpec(name: "get", method: .get, path: "/", timeout: timeout, deprecated: Deprecation(), location: at)
        return ServiceSpec(file: "built.yaml", service: "Values", models: [level, mode, holder], endpoints: [endpoint], location: at)
    }

    @Test(arguments: [10, 2.5, 0.001, 86_400.25, 1e-7, 3_600_000_000, 1e300])
    func timeoutsReadBackExactly(_ timeout: Double) {
        SpecWriterRoundTrip.expectRoundTrip(Self.spec(timeout: timeout))
    }

    @Test func wholeTimeoutsAreWrittenAsIntegers() {
        #expect(SpecWriter.write(Self.spec(timeout: 10)).text.contains("    timeout: 10\n"))
        #expect(SpecWriter.write(Self.spec(timeout: 2.5)).text.contains("    timeout: 2.5\n"))
    }

    @Test func defaultsReadBackExactly() {
        SpecWriterRoundTrip.expectRoundTrip(Self.spec(defaults: [
            (.builtin(.int), .int(Int.min)), (.builtin(.int64), .int(Int.max)), (.builtin(.double), .double(0.1)),
            (.builtin(.double), .double(1e16)), (.builtin(.double), .double(-2.5e-300)), (.builtin(.double), .double(3)),
            (.builtin(.bool), .bool(false)), (.optional(.builtin(.bool)), .bool(true)), (.optional(.builtin(.string)), .null),
            (.builtin(.string), .string("0x1F")), (.builtin(.string), .string("")), (.model("Level"), .enumCase("-1")),
            (.optional(.model("Mode")), .enumCase("2")), (.model("Mode"), .enumCase("null")),
        ]))
    }

    @Test func enumDefaultsAreWrittenInTheirEnumsKind() {
        let text = SpecWriter.write(Self.spec(defaults: [(.model("Level"), .enumCase("2")), (.model("Mode"), .enumCase("2"))])).text
        #expect(text.contains("p0: { type: Level, default: 2, deprecated: true }\n"))
        #expect(text.contains("p1: { type: Mode, default: \"2\" }\n"))
        #expect(text.contains("    enum: [-1, 2]\n"))
        #expect(text.contains("    enum: [\"2\", \"null\"]\n    deprecated: true\n"))
    }

    @Test func shorthandsOnlyWhenTheyMeanTheSame() {
        let params = [
            ParamSpec(name: "q", placement: .query, type: .optional(.builtin(.string)), location: Self.at),
            ParamSpec(name: "page", placement: .query, type: .builtin(.int), key: "p", location: Self.at),
            ParamSpec(name: "id", placement: .path, type: .builtin(.int), location: Self.at),
            ParamSpec(name: "tags", placement: .query, type: .array(.builtin(.string)), location: Self.at),
        ]
        let endpoint = EndpointSpec(
            name: "list", method: .get, path: "/{id}", params: params, paging: PagingSpec(param: "page", location: Self.at),
            location: Self.at)
        let spec = ServiceSpec(file: "built.yaml", service: "S", endpoints: [endpoint], location: Self.at)
        #expect(SpecWriter.write(spec).text == """
            service: S

            endpoints:
              list:
                method: GET
                path: /{id}
                params:
                  q: String?
                  page: { type: Int, key: p }
                  id: { in: path, type: Int }
                  tags: "[String]"
                paging: page

            """)
        SpecWriterRoundTrip.expectRoundTrip(spec)
    }
}
