import Foundation
import Testing
@testable import APIGenCore

/// A repeated key fails a native spec, but not an OpenAPI document: there the later value wins with a warning, as
/// PyYAML, SnakeYAML and `JSON.parse` read it (Stripe's 2023 description repeats `description` in `refund`).
@Suite struct DuplicateKeyTests {
    @Test func yamlKeepsThePositionOfTheFirstKeyAndTheValueOfTheLast() throws {
        let (node, warnings) = try YAMLReader.readLenientlyReplacingDuplicateKeys(
            bytes: Array("a: 1\nb: { x: 1, x: 2 }\na: 3\n".utf8), file: "d.yaml")
        guard case .mapping(let top) = node, case .mapping(let inner)? = top["b"] else {
            Issue.record("expected mappings")
            return
        }
        #expect(top.entries.map { scalarText($0.key) } == ["a", "b"])
        #expect(top["a"].map(scalarText) == "3")
        #expect(inner.entries.count == 1 && inner["x"].map(scalarText) == "2")
        #expect(warnings.map(\.description) == [
            "d.yaml:2:12: warning: duplicate key 'x' (first defined at 2:6); the later value is used, as most YAML and JSON readers do",
            "d.yaml:3:1: warning: duplicate key 'a' (first defined at 1:1); the later value is used, as most YAML and JSON readers do",
        ])
        // Strict reading is unchanged.
        #expect(throws: Diagnostic.self) { try YAMLReader.readLeniently(bytes: Array("a: 1\na: 2\n".utf8), file: "d.yaml") }
    }

    @Test func jsonReplacesInSmallAndLargeObjects() throws {
        // 20 keys: past the size where the parser switches from scanning to a hash of the keys.
        let many = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let text = "{\(many), \"k3\": \"again\", \"small\": {\"a\": 1, \"a\": [2]}}"
        let (node, warnings) = try JSONReader.readReplacingDuplicateKeys(bytes: Array(text.utf8), file: "d.json")
        guard case .mapping(let top) = node, case .mapping(let small)? = top["small"] else {
            Issue.record("expected objects")
            return
        }
        #expect(top.entries.count == 21)
        #expect(scalarText(top.entries[3].value) == "again")
        #expect(small.entries.count == 1)
        if case .sequence(let list)? = small["a"] { #expect(list.items.count == 1) } else { Issue.record("expected [2]") }
        #expect(warnings.map(\.message) == [
            "duplicate key 'k3' (first defined at 1:29); the later value is used, as most YAML and JSON readers do",
            "duplicate key 'a' (first defined at 1:227); the later value is used, as most YAML and JSON readers do",
        ])
    }

    /// YAML 1.1 merge keys, as PyYAML, SnakeYAML and js-yaml read them: the mapping's own keys win wherever the merge
    /// is written, an earlier mapping of a list wins over a later one, and `!!merge <<` is the same key. The values are
    /// those PyYAML 6's `safe_load` gives for the same text; merged keys sit where the merge key is written, as in
    /// js-yaml (PyYAML puts them first).
    @Test func mergeKeysMergeInOpenAPIDocuments() throws {
        let text = """
            base: &base { a: 1, b: 2 }
            more: &more { b: 20, c: 30 }
            one: { x: 0, <<: *base, a: 10 }
            two:
              b: 0
              <<: [*base, *more]
            three:
              !!merge <<: *more
              d: 4
            """
        let (node, warnings) = try YAMLReader.readLenientlyReplacingDuplicateKeys(bytes: Array(text.utf8), file: "m.yaml")
        #expect(warnings.isEmpty)
        func pairs(_ key: String) -> [String] {
            guard case .mapping(let top) = node, case .mapping(let mapping)? = top[key] else { return [] }
            return mapping.entries.map { "\(scalarText($0.key) ?? "?")=\(scalarText($0.value) ?? "?")" }
        }
        #expect(pairs("one") == ["x=0", "a=10", "b=2"])
        #expect(pairs("two") == ["b=0", "a=1", "c=30"])
        #expect(pairs("three") == ["b=20", "c=30", "d=4"])
        // Strict reading refuses both spellings, since YAML 1.2 readers keep a "<<" key.
        for strict in ["a: &a { x: 1 }\nb: { <<: *a }\n", "a: &a { x: 1 }\nb: { !!merge <<: *a }\n"] {
            #expect(throws: Diagnostic.self) { try YAMLReader.readLeniently(bytes: Array(strict.utf8), file: "m.yaml") }
        }
        #expect(throws: Diagnostic.self) {
            try YAMLReader.readLenientlyReplacingDuplicateKeys(bytes: Array("a: { <<: 1 }\n".utf8), file: "m.yaml")
        }
    }

    private func scalarText(_ node: Node) -> String? {
        if case .scalar(let scalar) = node { return scalar.text }
        return nil
    }

    @Test func onlyOpenAPIDocumentsAndTheFilesTheyReferToAreReadThatWay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-duplicates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ text: String) throws -> String {
            let path = folder.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let openAPI = try write("api.yaml", """
            openapi: 3.0.3
            info: { title: T, version: "1" }
            paths:
              /refunds:
                get:
                  operationId: listRefunds
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "common.yaml#/Refund" } } } } }
            """)
        _ = try write("common.yaml", "Refund:\n  description: first\n  description: second\n  type: object\n  properties: { id: { type: string } }\n")
        let document = try SourceDocument.read(path: openAPI)
        #expect(document.warnings.isEmpty)
        let (spec, diagnostics) = OpenAPIImporter.importDocument(document.root, file: openAPI)
        #expect(diagnostics.map(\.message) == [
            "duplicate key 'description' (first defined at 2:3); the later value is used, as most YAML and JSON readers do",
        ])
        #expect(spec?.models.first { $0.name == "Refund" }?.description == "second")

        let json = try write("api.json", #"{"openapi": "3.0.3", "info": {"title": "T", "title": "U", "version": "1"}, "paths": {}}"#)
        #expect(try SourceDocument.read(path: json).warnings.map(\.description) == [
            "\(json):1:45: warning: duplicate key 'title' (first defined at 1:31); the later value is used, as most YAML and JSON readers do",
        ])
        // A merge key in an OpenAPI document merges (openapi-typescript's `yaml-merge.yaml` fixture writes an error
        // response once and merges it into each operation's responses).
        let merged = try write("merge.yaml", """
            openapi: 3.1.0
            info: { title: T, version: "1" }
            x-errors: &errors
              4XX: { description: failed, content: { application/json: { schema: { type: object, properties: { title: { type: string } } } } } }
            paths:
              /ping:
                get:
                  operationId: ping
                  responses:
                    "200": { description: ok }
                    <<: *errors
            """)
        let mergedSpec = OpenAPIImporter.importDocument(try SourceDocument.read(path: merged).root, file: merged).spec
        #expect(mergedSpec?.endpoints.first?.errors.map(\.status) == ["4XX"])
        // A native spec's repeated key would silently drop what it names: still an error.
        let native = try write("Users.yaml", "service: Users\nendpoints:\n  ping: { method: GET, path: /ping }\n  ping: { method: GET, path: /pong }\n")
        #expect(throws: Diagnostic.self) { try SourceDocument.read(path: native) }
    }
}
