import Foundation
import Testing
@testable import APIGenCore

/// Every OpenAPI document of the importer's corpus (Tests/APIGenCoreTests/Fixtures/openapi/corpus) that imports
/// without errors is written and read back as the same spec. Switches on when the importer and its corpus are in.
@Suite struct SpecWriterImportedCorpusTests {
    static let corpus = "Tests/APIGenCoreTests/Fixtures/openapi/corpus"

    static let documents: [String] = {
        let folder = SpecWriterRoundTrip.root.appendingPathComponent(corpus).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
    }()

    @Test(
        .enabled(if: !documents.isEmpty && ImportCLITestsSupport.importerIsImplemented, "needs the OpenAPI importer and its corpus"),
        arguments: documents)
    func importedSpecReadsBackTheSame(_ name: String) throws {
        let path = SpecWriterRoundTrip.root.appendingPathComponent(Self.corpus).appendingPathComponent(name).path
        let document = try SourceDocument.read(path: path)
        guard let spec = OpenAPIImporter.importDocument(document.root, file: name).spec else { return }
        SpecWriterRoundTrip.expectRoundTrip(spec)
    }
}
