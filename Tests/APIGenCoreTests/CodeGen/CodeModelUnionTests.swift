import Testing
@testable import APIGenCore

/// The code model of unions and `additionalProperties`: names, warnings, recursion, deprecation.
@Suite struct CodeModelUnionTests {
    static func at(_ line: Int) -> APIGenCore.SourceLocation { SpecFixtures.at(line, "Union.yaml") }

    static func spec(_ models: [ModelSpec]) -> ServiceSpec {
        ServiceSpec(file: "Union.yaml", service: "Union", models: models, location: at(1))
    }

    static func object(_ name: String, _ properties: [(String, TypeRef)], additional: TypeRef? = nil, deprecated: Bool = false) -> ModelSpec {
        ModelSpec(
            name: name, kind: .object(properties.map { PropertySpec(name: $0.0, type: $0.1, location: at(2)) }),
            deprecated: deprecated ? Deprecation() : nil, additionalProperties: additional, location: at(2))
    }

    static func union(_ name: String, _ variants: [(String, TypeRef, [String])], discriminator: String? = nil) -> ModelSpec {
        let specs = variants.enumerated().map { index, variant in
            UnionVariantSpec(name: variant.0, type: variant.1, discriminatorValues: variant.2, location: at(10 + index))
        }
        return ModelSpec(name: name, kind: .union(UnionSpec(variants: specs, discriminator: discriminator)), location: at(9))
    }

    @Test func caseNamesAreLegalUniqueAndNeverUnknown() throws {
        let (model, diagnostics) = CodeModelBuilder.build(Self.spec([
            Self.union("Value", [("unknown", .builtin(.int), []), ("first-name", .builtin(.string), []), ("firstName", .builtin(.bool), []),
                                 ("default", .builtin(.double), []), ("self", .array(.builtin(.int)), [])]),
        ]))
        guard case .union(let union) = try #require(model.models.first).kind else {
            Issue.record("Value is not a union")
            return
        }
        #expect(union.cases.map(\.name) == ["unknown2", "firstName", "firstName2", "`default`", "selfValue"])
        #expect(union.cases.map(\.type) == ["Int", "String", "Bool", "Double", "[Int]"])
        #expect(union.discriminatorLiteral == nil && union.cases.allSatisfy { $0.patternLiterals == nil })
        #expect(diagnostics.map(\.description) == [
            "Union.yaml:10:3: warning: variant 'unknown' of 'Value': 'unknown' is reserved in a union; the case is generated as 'unknown2'",
            "Union.yaml:12:3: warning: variant 'firstName' of 'Value': another variant also converts to 'firstName'; the case is generated as 'firstName2'",
        ])
    }

    @Test func discriminatorValuesAreLiteralsAndARepeatedValueStaysWithTheFirstVariant() throws {
        let (model, diagnostics) = CodeModelBuilder.build(Self.spec([
            Self.union("Pet", [("cat", .model("Cat"), []), ("dog", .model("Dog"), ["dog", "a\"b"]), ("other", .model("Dog"), ["dog"]),
                               ("count", .builtin(.int), [])], discriminator: "pet-type"),
            Self.object("Cat", []), Self.object("Dog", []),
        ]))
        guard case .union(let union) = try #require(model.models.first).kind else { return }
        #expect(union.discriminatorLiteral == #""pet-type""#)
        #expect(union.cases.map(\.patternLiterals) == [#""Cat""#, #""dog", "a\"b""#, nil, nil])
        #expect(diagnostics.map(\.description) == [
            "Union.yaml:12:3: warning: discriminator value 'dog' of 'Pet' already selects variant 'dog'; variant 'other' does not get it",
        ])
    }

    @Test func additionalPropertiesGetAFreeNameAndCustomCoding() throws {
        let (model, diagnostics) = CodeModelBuilder.build(Self.spec([
            Self.object("Tags", [("additionalProperties", .builtin(.int))], additional: .model("Tag")),
            Self.object("Tag", [("id", .builtin(.int))]),
        ]))
        guard case .structure(let tags) = try #require(model.models.first).kind else { return }
        let additional = try #require(tags.additionalProperties)
        #expect(additional.name == "additionalProperties2" && additional.type == "[String: Tag]")
        #expect(tags.customCoding && tags.needsCodingKeys)
        #expect(additional.decodeStatement == "self.additionalProperties2 = try decoder.additionalProperties(excluding: CodingKeys.self)")
        #expect(diagnostics.map(\.message) == [
            "the additional properties of 'Tags' would be named 'additionalProperties', which a property already uses; they are generated as 'additionalProperties2'",
        ])
    }

    @Test func additionalPropertiesOutsideObjectsAreIgnoredWithAWarning() {
        var pet = Self.union("Pet", [("count", .builtin(.int), [])])
        pet.additionalProperties = .builtin(.string)
        let (_, diagnostics) = CodeModelBuilder.build(Self.spec([pet]))
        #expect(diagnostics.map(\.description) == ["Union.yaml:9:3: warning: 'additionalProperties' applies only to objects; it is ignored for 'Pet'"])
    }

    @Test func unionCasesOnACycleAreIndirectAndStructsAreBoxedOnlyForStructCycles() {
        let recursion = RecursionAnalysis.analyze([
            Self.object("Holder", [("value", .model("Either"))]),
            Self.union("Either", [("holder", .model("Holder"), []), ("list", .array(.model("Either")), []), ("node", .optional(.model("Node")), [])]),
            Self.object("Node", [("next", .optional(.model("Node"))), ("owner", .optional(.model("Either")))]),
        ])
        // `Either.holder` and `Either.node` lead back to `Either`; indirect cases break both cycles, so only
        // the struct-only cycle `Node.next` needs a box. `list` is an array: already on the heap.
        #expect(recursion.indirectCases == ["Either": ["holder", "node"]])
        #expect(recursion.boxedProperties == ["Node": ["next"]])
    }

    @Test func modelsUsedByUnionsOrAdditionalPropertiesAreNotDeprecatedByAttribute() {
        let spec = Self.spec([
            Self.union("Pet", [("old", .model("Old"), [])]),
            Self.object("Bag", [], additional: .model("Older")),
            Self.object("Old", [], deprecated: true), Self.object("Older", [], deprecated: true), Self.object("Unused", [], deprecated: true),
        ])
        #expect(DeprecationAnalysis.attributableModels(in: spec) == ["Unused"])
    }

    /// An importer may hand over a union without variants: it still compiles, and decodes everything as unknown.
    @Test func aUnionWithoutVariantsKeepsEverythingAsUnknown() throws {
        let (files, diagnostics) = Generator.generate(
            [Self.spec([Self.union("Anything", [])])], options: GeneratorOptions(layout: .singleFile), templates: .defaults)
        #expect(diagnostics.isEmpty)
        let text = try #require(files.first).contents
        #expect(text.contains("""
            public nonisolated enum Anything: Codable, Hashable, Sendable {
                /// A variant this client does not know yet; the raw JSON is kept and encoded back unchanged.
                case unknown(JSON)

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    self = .unknown(try container.decode(JSON.self))
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    switch self {
                    case .unknown(let value): try container.encode(value)
                    }
                }
            }
            """))
    }

    /// A union is a `ParameterValue` when every variant can be sent: a simple value, an enum, a list of them or another
    /// such union. One that holds an object, a dictionary or itself is not, and as a parameter it is an error.
    @Test func onlyUnionsOfSendableVariantsAreParameterValues() throws {
        let level = ModelSpec(name: "Level", kind: .enumeration(EnumSpec(rawType: .string, cases: [
            EnumCaseSpec(value: "low", location: Self.at(3)),
        ])), location: Self.at(3))
        let models = [
            Self.union("Names", [("name", .builtin(.string), []), ("names", .array(.builtin(.string)), [])]),
            Self.union("Levels", [("one", .model("Level"), []), ("several", .optional(.array(.model("Level"))), [])]),
            Self.union("Window", [("seconds", .builtin(.int), []), ("names", .model("Names"), []), ("since", .builtin(.date), [])]),
            Self.union("WithObject", [("name", .builtin(.string), []), ("point", .model("Point"), [])]),
            Self.union("WithMap", [("name", .builtin(.string), []), ("labels", .dictionary(.builtin(.string)), [])]),
            Self.union("Tree", [("leaf", .builtin(.string), []), ("branches", .array(.model("Tree")), [])]),
            Self.union("Ping", [("text", .builtin(.string), []), ("pong", .model("Pong"), [])]),
            Self.union("Pong", [("count", .builtin(.int), []), ("ping", .array(.model("Ping")), [])]),
            level, Self.object("Point", [("x", .builtin(.double))]),
        ]
        let (model, _) = CodeModelBuilder.build(Self.spec(models))
        var sendable: [String] = []
        for code in model.models {
            if case .union(let union) = code.kind, union.isParameterValue { sendable.append(code.typeName) }
        }
        #expect(sendable.sorted() == ["Levels", "Names", "Window"])

        func diagnostics(_ type: TypeRef) -> [String] {
            let endpoint = EndpointSpec(
                name: "find", method: .get, path: "/find", params: [ParamSpec(name: "q", placement: .query, type: type, location: Self.at(20))],
                location: Self.at(19))
            let spec = ServiceSpec(file: "Union.yaml", service: "Union", models: models, endpoints: [endpoint], location: Self.at(1))
            return CodeModelBuilder.build(spec).1.filter { $0.severity == .error }.map(\.description)
        }
        #expect(diagnostics(.optional(.model("Window"))).isEmpty)
        #expect(diagnostics(.array(.model("Names"))).isEmpty)
        #expect(diagnostics(.model("Tree")) == [
            "Union.yaml:20:3: error: a query parameter cannot have type 'Tree'",
        ])
    }
}
