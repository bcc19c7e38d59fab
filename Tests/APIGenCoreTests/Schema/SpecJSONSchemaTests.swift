import Foundation
import Testing
@testable import APIGenCore
@testable import apigen

/// The JSON Schema of the spec format: the checked-in copy, the command that prints it, and its agreement with the
/// decoder (the same keys, the same fixed values).
@Suite struct SpecJSONSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let schema = SpecJSONSchema.value

    @Test func checkedInCopyIsThePrintedSchema() throws {
        let copy = try String(contentsOf: Self.root.appending(path: "docs/apigen-spec.schema.json"), encoding: .utf8)
        #expect(
            copy == SpecJSONSchema.text,
            "docs/apigen-spec.schema.json is out of date: run 'swift run apigen schema -o docs/apigen-spec.schema.json'")
    }

    @Test func schemaCommandPrintsIt() {
        let run = CapturedRun(["schema"])
        #expect(run.code == .success)
        #expect(run.out == SpecJSONSchema.text)
        #expect(run.err.isEmpty)
    }

    @Test func schemaCommandWritesAFileOnlyWhenItChanges() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/schemas/spec.schema.json"
        let first = CapturedRun(["schema", "-o", path])
        #expect(first.code == .success)
        #expect(first.out == "apigen: wrote \(path)\n")
        #expect(folder.read("schemas/spec.schema.json") == SpecJSONSchema.text)
        let second = CapturedRun(["schema", "--output", path])
        #expect(second.code == .success)
        #expect(second.out == "apigen: \(path) is up to date\n")
    }

    @Test func schemaCommandReportsAnUnwritableFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("taken", "a file, not a folder\n")
        let run = CapturedRun(["schema", "-o", folder.path + "/taken/spec.schema.json"])
        #expect(run.code == .cannotCreate)
        #expect(run.err.contains("error: cannot write the file"))
    }

    @Test func schemaCommandTakesNoArguments() {
        let run = CapturedRun(["schema", "Specs/Users.yaml"])
        #expect(run.code == .usage)
        #expect(CapturedRun(["--help"]).out.contains("  schema "))
        #expect(CapturedRun(["schema", "--help"]).out.contains("USAGE: apigen schema [-o <file>]"))
    }

    @Test func theSchemaIsJSONOfDraft202012() throws {
        let parsed = try JSONSerialization.jsonObject(with: Data(SpecJSONSchema.text.utf8))
        let object = try #require(parsed as? [String: Any])
        #expect(object["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(object["$id"] as? String == SpecJSONSchema.id)
        #expect(SpecJSONSchema.text.hasSuffix("}\n"))
        #expect(!SpecJSONSchema.text.contains("\t"))
    }

    /// Every schema object in `value` with its path: not the maps of `properties`, `patternProperties` and
    /// `$defs`, whose keys are names rather than keywords.
    static func schemaObjects(in value: SchemaValue, at path: String = "", isMap: Bool = false) -> [(path: String, object: SchemaValue)] {
        switch value {
        case .object(let members):
            var result = isMap ? [] : [(path, value)]
            for member in members {
                let childIsMap = !isMap && ["properties", "patternProperties", "$defs"].contains(member.key)
                result += schemaObjects(in: member.value, at: path + "/" + member.key, isMap: childIsMap)
            }
            return result
        case .array(let items):
            return items.enumerated().flatMap { schemaObjects(in: $0.element, at: "\(path)/\($0.offset)") }
        case .string, .integer, .bool:
            return []
        }
    }

    /// Duplicate keys would be kept by the renderer and silently merged by JSON readers; every `$ref` points at a
    /// definition; every definition and every declared key has a description (editors show it on hover).
    @Test func objectsAreWellFormedAndDescribed() {
        var problems: [String] = []
        let definitions = Set(Self.schema["$defs"]?.keys ?? [])
        for (path, object) in Self.schemaObjects(in: Self.schema) {
            let keys = object.keys
            if Set(keys).count != keys.count { problems.append("\(path): duplicate keys in \(keys)") }
            if let properties = object["properties"], Set(properties.keys).count != properties.keys.count {
                problems.append("\(path): duplicate properties in \(properties.keys)")
            }
            if case .string(let target)? = object["$ref"], !definitions.contains(String(target.dropFirst("#/$defs/".count))) {
                problems.append("\(path): $ref to a missing definition \(target)")
            }
            // Keys named in `if`/`then` conditions are described where they are declared.
            guard !path.hasSuffix("/if"), !path.hasSuffix("/then") else { continue }
            for property in object["properties"]?.keys ?? [] where object["properties"]?[property]?["description"] == nil {
                problems.append("\(path)/properties/\(property) has no description")
            }
        }
        for name in definitions where Self.schema["$defs"]?[name]?["description"] == nil {
            problems.append("$defs/\(name) has no description")
        }
        #expect(problems == [])
    }

    /// The schema is draft 2020-12, but yaml-language-server and older editors speak draft-07: keywords both drafts
    /// share keep completion, hover and checks working there (a `$ref` into `$defs` is a plain JSON pointer).
    @Test func usesOnlyKeywordsDraft07EditorsKnow() {
        let shared: Set<String> = [
            "$schema", "$id", "$ref", "$defs", "title", "description", "type", "enum", "const", "default", "examples",
            "properties", "patternProperties", "additionalProperties", "propertyNames", "required", "minProperties",
            "items", "minItems", "minLength", "pattern", "exclusiveMinimum", "anyOf", "oneOf", "allOf", "not", "if", "then",
            "else",
        ]
        let used = Set(Self.schemaObjects(in: Self.schema).flatMap(\.object.keys))
        #expect(used.subtracting(shared) == [])
    }

    /// The fixed-key object of a definition: the definition itself, or its `anyOf` branch with `properties`.
    static func fixedObject(_ definition: String) -> SchemaValue? {
        guard let value = schema["$defs"]?[definition] else { return nil }
        if value["properties"] != nil { return value }
        guard case .array(let branches)? = value["anyOf"] else { return nil }
        return branches.first { $0["properties"] != nil }
    }

    static func keys(of object: SchemaValue?) -> Set<String> {
        Set(object?["properties"]?.keys ?? [])
    }

    @Test func fixedKeysAreTheKeysTheDecoderAccepts() throws {
        typealias Decoder = SpecDocumentDecoder
        let expected: [(String, SchemaValue?, [String])] = [
            ("top level", Self.schema, Decoder.topLevelKeys),
            ("envelope", Self.fixedObject("envelope"), Decoder.envelopeKeys),
            ("securityScheme", Self.fixedObject("securityScheme"), Decoder.securityKeys),
            ("model", Self.fixedObject("model"), Decoder.modelKeys),
            ("property", Self.fixedObject("property"), Decoder.propertyKeys),
            ("enumCase", Self.fixedObject("enumCase"), Decoder.enumCaseKeys),
            ("variant", Self.fixedObject("variant"), Decoder.variantKeys),
            ("endpoint", Self.fixedObject("endpoint"), Decoder.endpointKeys),
            ("parameter", Self.fixedObject("parameter"), Decoder.paramKeys),
            ("body", Self.fixedObject("body"), Decoder.bodyKeys),
            ("field", Self.fixedObject("field"), Decoder.fieldKeys),
            ("errorResponse", Self.fixedObject("errorResponse"), Decoder.errorKeys),
        ]
        for (name, object, keys) in expected {
            let object = try #require(object, "no fixed-key object for \(name)")
            #expect(Self.keys(of: object) == Set(keys), "\(name)")
            // Typos are flagged, extensions are not.
            #expect(object["additionalProperties"] == .bool(false), "\(name)")
            #expect(object["patternProperties"]?["^x-"] != nil, "\(name)")
        }
        let paging = try #require(Self.fixedObject("endpoint")?["properties"]?["paging"])
        guard case .array(let branches)? = paging["anyOf"] else {
            Issue.record("paging has no anyOf")
            return
        }
        #expect(branches.contains { Self.keys(of: $0) == ["param"] })
    }

    @Test func fixedValuesAreTheDecoders() throws {
        func values(_ value: SchemaValue?) -> [String] {
            guard case .array(let items)? = value else { return [] }
            return items.compactMap { if case .string(let text) = $0 { text } else { nil } }
        }
        func anyOfEnum(_ value: SchemaValue?) -> [String] {
            guard case .array(let branches)? = value?["anyOf"] else { return [] }
            return branches.flatMap { values($0["enum"]) }
        }
        let endpoint = try #require(Self.fixedObject("endpoint")?["properties"])
        let parameter = try #require(Self.fixedObject("parameter")?["properties"])
        let body = try #require(Self.fixedObject("body")?["properties"])
        let scheme = try #require(Self.fixedObject("securityScheme")?["properties"])
        #expect(anyOfEnum(endpoint["method"]) == HTTPMethodSpec.allCases.map(\.rawValue))
        #expect(values(endpoint["responseEncoding"]?["enum"]) == ResponseEncoding.allCases.map(\.rawValue))
        #expect(values(parameter["in"]?["enum"]) == ParamSpec.Placement.allCases.map(\.rawValue))
        #expect(values(parameter["style"]?["enum"]) == ParamSpec.Style.allCases.map(\.rawValue))
        #expect(values(body["encoding"]?["enum"]) == BodySpec.Encoding.allCases.map(\.rawValue))
        #expect(values(scheme["type"]?["enum"]) == SpecDocumentDecoder.securityTypes)
        #expect(anyOfEnum(Self.schema["$defs"]?["dateFormat"]) == DateFormat.namedFormats.map(\.name))
        let examples = values(Self.schema["$defs"]?["type"]?["examples"])
        let builtins = BuiltinType.allCases.map(\.rawValue).filter { $0 != "File" && $0 != "Empty" }
        #expect(examples.filter { builtins.contains($0) }.sorted() == builtins.sorted())
    }

    /// The schema-invalid fixtures are mistakes apigen itself rejects: the schema flags nothing the decoder accepts.
    @Test(arguments: Self.invalidFixtures())
    func invalidFixtureIsRejectedByTheDecoder(_ name: String) throws {
        let path = "Tests/APIGenCoreTests/Fixtures/specs/schema-invalid/" + name
        let text = try String(contentsOf: Self.root.appending(path: path), encoding: .utf8)
        #expect(text.contains("\n# expect: "), "\(name) names the schema error it expects")
        let diagnostics: [Diagnostic]
        do {
            diagnostics = SpecDecoder.decode(try YAMLReader.read(text, file: path), file: path).diagnostics
        } catch {
            diagnostics = [error]
        }
        #expect(diagnostics.hasErrors, "\(name) should be an invalid spec")
    }

    static func invalidFixtures() -> [String] {
        let folder = root.appending(path: "Tests/APIGenCoreTests/Fixtures/specs/schema-invalid").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test func thereAreInvalidFixtures() {
        #expect(Self.invalidFixtures().count >= 10)
    }
}
