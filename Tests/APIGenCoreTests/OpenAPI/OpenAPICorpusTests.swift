import Foundation
import Testing
@testable import APIGenCore

/// The real public documents in Fixtures/openapi/corpus (see its INDEX.md): every one imports and generates, and
/// every operation is in its client.
@Suite struct OpenAPICorpusTests {
    @Test func theCorpusIsThere() {
        #expect(OpenAPICorpus.documents.count == 22)
    }

    @Test(arguments: OpenAPICorpus.documents)
    func everyOperationBecomesAnEndpoint(document: String) throws {
        let path = OpenAPICorpus.path(document)
        let source = try SourceDocument.read(path: path)
        #expect(OpenAPIImporter.isOpenAPIDocument(source.root))
        let (spec, diagnostics) = SpecLoader.decode(source.root, file: path)
        #expect(!diagnostics.hasErrors, "\(diagnostics.filter { $0.severity == .error }.prefix(5).map(\.description))")
        let operations = Self.operations(in: source.root)
        #expect(spec?.endpoints.count == operations.count)
        // Each operation's method and path (placeholders aside) is one endpoint's.
        let endpoints = Set((spec?.endpoints ?? []).map { "\($0.method.rawValue) \(Self.shape($0.path))" })
        for operation in operations {
            #expect(endpoints.contains(operation), "\(operation) is missing")
        }
    }

    @Test(arguments: OpenAPICorpus.documents)
    func importingIsDeterministic(document: String) throws {
        let path = OpenAPICorpus.path(document)
        let root = try SourceDocument.read(path: path).root
        #expect(OpenAPIImporter.importDocument(root, file: path).spec == OpenAPIImporter.importDocument(root, file: path).spec)
    }

    /// `GET /users/{}`: every method key under `paths`, with placeholders blanked.
    static func operations(in root: Node) -> [String] {
        guard case .mapping(let top) = root, case .mapping(let paths)? = top["paths"] else { return [] }
        var result: [String] = []
        for entry in paths.entries {
            guard case .scalar(let path) = entry.key, case .mapping(let item) = entry.value else { continue }
            for method in ["get", "put", "post", "delete", "options", "head", "patch"] where item[method] != nil {
                result.append("\(method.uppercased()) \(shape(path.text))")
            }
        }
        return result
    }

    /// The path with placeholders blanked and without a `?query` or `#fragment` some documents write into it.
    static func shape(_ path: String) -> String {
        var result = ""
        var inside = false
        for character in path {
            if !inside, character == "?" || character == "#" { break }
            if character == "{" { inside = true; result += "{}" } else if character == "}" { inside = false } else if !inside { result.append(character) }
        }
        return result
    }
}
