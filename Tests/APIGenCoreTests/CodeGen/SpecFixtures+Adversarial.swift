@testable import APIGenCore

extension SpecFixtures {
    static func adv(_ line: Int) -> SourceLocation { at(line, "tricky-names.yaml") }

    /// Names and text that try to break the output: keywords, punctuation, digits, non-ASCII,
    /// collisions, shadowed type names, recursion, and text that looks like code.
    static let adversarial = ServiceSpec(
        file: "tricky-names.yaml", service: "tricky-names",
        description: "Ends a comment */ and opens \"\"\" a string \\(oops) # not a directive\nsecond line",
        baseURLs: ["http://127.0.0.1:8080/a\"b"],
        headers: [HeaderSpec(name: "X-Note", value: "\\(1 + 1) \"q\"", location: adv(4))],
        models: [
            ModelSpec(name: "class", kind: .object([
                PropertySpec(name: "default", type: .builtin(.int), location: adv(10)),
                PropertySpec(name: "self", type: .builtin(.string), location: adv(11)),
                PropertySpec(name: "in", type: .optional(.builtin(.bool)), location: adv(12)),
                PropertySpec(name: "first-name", type: .builtin(.string), location: adv(13)),
                PropertySpec(name: "first_name", type: .builtin(.string), location: adv(14)),
                PropertySpec(name: "1st", type: .builtin(.int), location: adv(15)),
                PropertySpec(name: "naïve café", type: .builtin(.string), location: adv(16)),
                PropertySpec(name: "Type", type: .model("Type"), location: adv(17)),
                PropertySpec(name: "hashValue", type: .builtin(.int), location: adv(18)),
                PropertySpec(name: "init", type: .builtin(.int), location: adv(19)),
                PropertySpec(
                    name: "note", type: .builtin(.string),
                    description: "A \"quoted\" */ note\r\nwith \\(interpolation)", defaultValue: .string("a\"b\\(c)\n#d"),
                    location: adv(20)),
            ]), location: adv(9)),
            ModelSpec(name: "Type", kind: .enumeration(EnumSpec(rawType: .string, cases: [
                EnumCaseSpec(value: "", location: adv(22)),
                EnumCaseSpec(value: "1st", location: adv(22)),
                EnumCaseSpec(value: "a-b", location: adv(22)),
                EnumCaseSpec(value: "a_b", location: adv(22)),
                EnumCaseSpec(value: "default", location: adv(22)),
                EnumCaseSpec(value: "unknown", location: adv(22)),
                EnumCaseSpec(value: "self", location: adv(22)),
                EnumCaseSpec(value: "\"\"\"", location: adv(22)),
            ])), location: adv(21)),
            ModelSpec(name: "Result", kind: .object([
                PropertySpec(name: "data", type: .builtin(.data), location: adv(24)),
                PropertySpec(name: "error", type: .optional(.model("Error")), location: adv(25)),
            ]), location: adv(23)),
            ModelSpec(name: "Error", kind: .object([
                PropertySpec(name: "message", type: .builtin(.string), location: adv(27)),
            ]), location: adv(26)),
            ModelSpec(name: "Node", kind: .object([
                PropertySpec(name: "value", type: .builtin(.int), location: adv(29)),
                PropertySpec(name: "parent", type: .optional(.model("Node")), location: adv(30)),
                PropertySpec(name: "children", type: .array(.model("Node")), location: adv(31)),
                PropertySpec(name: "updated", type: .optional(.builtin(.date)), format: .unixMillis, location: adv(32)),
            ]), location: adv(28)),
            ModelSpec(name: "Priority", kind: .enumeration(EnumSpec(rawType: .int, cases: [
                EnumCaseSpec(value: "1", location: adv(34)),
                EnumCaseSpec(value: "-1", location: adv(34)),
            ])), location: adv(33)),
            ModelSpec(
                name: "OldThing", kind: .object([PropertySpec(name: "x", type: .builtin(.int), location: adv(36))]),
                deprecated: Deprecation(message: "Use \"NewThing\"."), location: adv(35)),
        ],
        endpoints: [
            EndpointSpec(
                name: "get-class", description: "Get a `class` */", method: .get, path: "/classes/{default}/{self}\"\\(x)",
                params: [
                    ParamSpec(name: "default", placement: .path, type: .builtin(.string), location: adv(40)),
                    ParamSpec(name: "self", placement: .path, type: .builtin(.int), location: adv(41)),
                    ParamSpec(name: "path", placement: .query, type: .optional(.builtin(.string)), location: adv(42)),
                    ParamSpec(name: "tag", placement: .query, type: .optional(.model("Type")), defaultValue: .enumCase("a-b"), location: adv(43)),
                    ParamSpec(name: "X-Token", placement: .header, type: .optional(.builtin(.string)), location: adv(44)),
                    ParamSpec(name: "client", placement: .query, type: .optional(.builtin(.int)), location: adv(45)),
                ],
                response: .model("class"), location: adv(39)),
            EndpointSpec(
                name: "for", method: .post, path: "/for",
                params: [ParamSpec(name: "page", placement: .query, type: .optional(.builtin(.int)), location: adv(48))],
                body: BodySpec(encoding: .json, content: .fields([
                    FieldSpec(name: "body", type: .model("Result"), location: adv(50)),
                    FieldSpec(name: "the-count", type: .builtin(.int), key: "the-count", location: adv(51)),
                ]), location: adv(49)),
                response: .array(.model("Node")), paging: PagingSpec(param: "page", location: adv(52)),
                deprecated: Deprecation(message: "Use \"while\"."), location: adv(47)),
            EndpointSpec(
                name: "submit form", method: .put, path: "/form",
                body: BodySpec(encoding: .form, content: .fields([
                    FieldSpec(name: "completion", type: .builtin(.string), location: adv(56)),
                    FieldSpec(name: "priority", type: .model("Priority"), location: adv(57)),
                ]), location: adv(55)),
                response: .builtin(.empty), location: adv(54)),
            EndpointSpec(
                name: "Send", method: .patch, path: "/send",
                body: BodySpec(encoding: .json, content: .type(.optional(.model("OldThing"))), location: adv(60)),
                response: .builtin(.json), location: adv(59)),
        ],
        location: adv(1))
}
