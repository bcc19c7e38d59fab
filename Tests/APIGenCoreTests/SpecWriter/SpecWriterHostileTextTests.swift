import Foundation
import Testing
@testable import APIGenCore

/// Specs built in code whose names and text are everything YAML could misread: they must read back unchanged.
@Suite struct SpecWriterHostileTextTests {
    /// Strings that break naive YAML output: indicators, comments, quotes, escapes, numbers and
    /// booleans in disguise, blanks at the edges, line breaks of every kind, and Unicode.
    static let hostile: [String] = [
        "", " ", "plain", "key: value", "ends with colon:", "a #comment", "#hash", "- dash", "-", "? question",
        "?", ": colon", "[bracket]", "{brace}", "a, b", "a,b", "x?", "'single'", "\"double\"", "back\\slash",
        "123", "1.5", "0x1F", "0o17", "-7", "+1", ".5", ".inf", "-.nan", "1e3", "1_000", "2024-03-01",
        "true", "False", "TRUE", "null", "Null", "~", "yes", "No", "on", "OFF", "y", "n", "<<", "=",
        " leading", "trailing ", "tab\there", "\ttab first", "line\nbreak", "two\n\nbreaks", "ends with break\n",
        "ends with breaks\n\n\n", "\nstarts with break", "  \nspaces then break", "line\n  indented\n    more",
        "crlf\r\nbreak", "cr\ronly", "trailing spaces  \non a line", "one\n  \nblank with spaces",
        "|", ">", "| literal", "> folded", "&anchor", "*alias", "!tag", "%directive", "@at", "`tick`",
        "---", "...", "--- not a marker", "naïve café", "用户", "emoji 🐦‍⬛", "e\u{301}", "\n\u{301}combining after break",
        "nel\u{85}", "ls\u{2028}ps\u{2029}", "\u{FEFF}bom", "nul\u{0}", "bell\u{7}", "del\u{7F}",
        "*/ /* \\(injection) \"\"\" #\"raw\"#", String(repeating: "long ", count: 60),
    ]

    @Test func descriptionsAndTextReadBack() {
        for text in Self.hostile {
            SpecWriterRoundTrip.expectRoundTrip(Self.spec(text: text))
        }
    }

    @Test func namesReadBack() {
        // Names the decoder accepts (not blank); model names also need the type syntax to read them back.
        for name in Self.hostile where !name.trimmingCharacters(in: .whitespaces).isEmpty {
            SpecWriterRoundTrip.expectRoundTrip(Self.spec(name: name))
        }
    }

    @Test func keysLongerThanYAMLImplicitKeysReadBack() {
        let long = String(repeating: "k", count: 1100)
        let spec = Self.spec(name: long)
        let text = SpecWriter.write(spec).text
        #expect(text.contains("? \"" + long + "\"\n"))
        SpecWriterRoundTrip.expectRoundTrip(spec)
    }

    @Test func multiLineTextIsABlockScalar() {
        let text = SpecWriter.write(Self.spec(text: "First line.\n\nSecond: paragraph # not a comment.\n")).text
        #expect(text.contains("""
            service: Hostile
            description: |
              First line.

              Second: paragraph # not a comment.
            baseURLs:
            """))
        // `|+` would also keep the blank line before the next section: quoted instead.
        let kept = SpecWriter.write(Self.spec(text: "Two breaks.\n\n")).text
        #expect(kept.contains("description: \"Two breaks.\\n\\n\"\nbaseURLs:"))
        let stripped = SpecWriter.write(Self.spec(text: "No final\nbreak")).text
        #expect(stripped.contains("description: |-\n  No final\n  break\nbaseURLs:"))
        // The blank line before a section is not part of a block scalar just before it.
        let at = SourceLocation.built()
        let spaced = ServiceSpec(
            file: "built.yaml", service: "S", description: "a\nb\n",
            models: [ModelSpec(name: "M", description: "c\nd", kind: .object([]), location: at)], location: at)
        #expect(SpecWriter.write(spaced).text == "service: S\ndescription: |\n  a\n  b\n\nmodels:\n  M:\n    description: |-\n      c\n      d\n    properties: {}\n")
        SpecWriterRoundTrip.expectRoundTrip(spaced)
        // A block scalar cannot start with an indented line: quoted instead.
        let indented = SpecWriter.write(Self.spec(text: "  indented\nfirst line")).text
        #expect(indented.contains("description: \"  indented\\nfirst line\"\n"))
    }

    /// A spec that uses `text` everywhere a string value goes.
    static func spec(text: String) -> ServiceSpec {
        let at = SourceLocation.built()
        let role = ModelSpec(
            name: "Role", description: text,
            kind: .enumeration(EnumSpec(rawType: .string, cases: [
                EnumCaseSpec(value: text, description: text, location: at), EnumCaseSpec(value: text + "2", location: at),
            ])),
            deprecated: Deprecation(message: text), location: at)
        let user = ModelSpec(
            name: "User", description: text,
            kind: .object([
                PropertySpec(name: "name", type: .builtin(.string), key: text.isEmpty ? "k" : text, description: text,
                             defaultValue: .string(text), deprecated: Deprecation(message: text), location: at),
                PropertySpec(name: "role", type: .optional(.model("Role")), defaultValue: .enumCase(text), location: at),
                PropertySpec(name: "born", type: .builtin(.date), format: .custom("yyyy-MM-dd'\(text.isEmpty ? "T" : "T")'HH"), location: at),
            ]),
            location: at)
        let endpoint = EndpointSpec(
            name: "create", description: text, method: .post, path: "/users",
            params: [
                ParamSpec(name: "q", placement: .query, type: .builtin(.string), key: text.isEmpty ? "k" : text, defaultValue: .string(text),
                          description: text, location: at),
                ParamSpec(name: "h", placement: .header, type: .optional(.builtin(.string)), key: "X-H", description: text, location: at),
            ],
            headers: [HeaderSpec(name: "X-Text", value: text, location: at)],
            body: BodySpec(encoding: .json, content: .fields([
                FieldSpec(name: "f", type: .model("User"), key: text.isEmpty ? "k" : text, description: text, location: at),
            ]), location: at),
            response: .array(.model("User")), stub: "Stubs/" + text.filter { $0.isLetter } + "x.json",
            deprecated: Deprecation(message: text), location: at)
        return ServiceSpec(
            file: "built.yaml", service: "Hostile", description: text, baseURLs: ["https://example.com/" + text.filter(\.isLetter)],
            headers: [HeaderSpec(name: "X-Text", value: text, location: at)],
            envelope: EnvelopeSpec(code: "code", success: [.int(0), .string(text.isEmpty ? "OK" : text)], location: at),
            models: [role, user], endpoints: [endpoint], location: at)
    }

    /// A spec that uses `name` for a model, property, enum case, endpoint, parameter (query and path) and field.
    static func spec(name: String) -> ServiceSpec {
        let at = SourceLocation.built()
        let modelName = TypeRef.parseModelName(name) != nil && BuiltinType(rawValue: name) == nil ? name : "Model"
        let model = ModelSpec(
            name: modelName,
            kind: .object([
                PropertySpec(name: name, type: .builtin(.string), location: at),
                PropertySpec(name: "other", type: .optional(.model(modelName)), key: name + "2", location: at),
            ]),
            location: at)
        let kind = ModelSpec(
            name: "Kind", kind: .enumeration(EnumSpec(rawType: .string, cases: [EnumCaseSpec(value: name, location: at)])), location: at)
        let endpoint = EndpointSpec(
            name: name, method: .put, path: "/things/{id}",
            params: [
                ParamSpec(name: "id", placement: .path, type: .builtin(.int), location: at),
                ParamSpec(name: name, placement: .query, type: .optional(.model("Kind")), location: at),
            ],
            body: BodySpec(encoding: .form, content: .fields([
                FieldSpec(name: name + "field", type: .builtin(.int), location: at),
            ]), location: at),
            response: .dictionary(.model(modelName)), location: at)
        return ServiceSpec(file: "built.yaml", service: "Names", models: [model, kind], endpoints: [endpoint], location: at)
    }
}
