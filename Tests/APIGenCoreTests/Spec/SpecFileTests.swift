import Foundation
import Testing
@testable import APIGenCore

/// Specs read from files with the real readers: the bundled examples, the YAML/JSON twin, and a
/// broken spec whose rendered diagnostics are checked character for character.
@Suite struct SpecFileTests {
    /// The package root, found from this file so tests never depend on the working directory.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Reads and decodes one spec; `file` is the path as a user would type it, relative to the root.
    static func load(_ file: String) throws -> (text: String, spec: ServiceSpec?, diagnostics: [Diagnostic]) {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let node = try JSONReader.read(text, file: file)
        let (spec, diagnostics) = SpecDecoder.decode(node, file: file)
        return (text, spec, diagnostics)
    }

    @Test(arguments: ["Specs/Weather.json"])
    func exampleSpecsAreClean(_ file: String) throws {
        let (text, spec, diagnostics) = try Self.load(file)
        #expect(diagnostics.isEmpty, "\(DiagnosticRenderer(sources: [file: text]).render(diagnostics))")
        let service = try #require(spec)
        #expect(!service.endpoints.isEmpty)
        // Every stub an example names exists next to it and is valid JSON.
        for stub in service.endpoints.compactMap(\.stub) {
            let url = Self.root.appendingPathComponent("Specs").appendingPathComponent(stub)
            let stubText = try String(contentsOf: url, encoding: .utf8)
            #expect(throws: Never.self) { try JSONReader.read(stubText, file: stub) }
        }
    }

    @Test func weatherSpecKeepsJSONLocations() throws {
        let service = try #require(try Self.load("Specs/Weather.json").spec)
        #expect(service.models.map(\.name) == ["Conditions", "Sky", "Units", "Forecast", "Day"])
        #expect(service.endpoints.map(\.name) == ["currentConditions", "forecast"])
        #expect(service.endpoints[0].location == SourceLocation(file: "Specs/Weather.json", line: 34, column: 5))
        #expect(service.endpoints[0].params[1].defaultValue == .enumCase("metric"))
        #expect(service.endpoints[1].timeout == 15)
    }

    @Test func jsonTwinDecodesClean() throws {
        let (_, spec, diagnostics) = try Self.load("Tests/APIGenCoreTests/Fixtures/specs/Twin.json")
        #expect(diagnostics.isEmpty)
        #expect(spec?.service == "Library")
    }

    @Test func errorsInJSONPointInsideTheQuotes() throws {
        let text = """
            {
              "service": "Users",
              "endpoints": { "ping": { "method": "GET", "path": "/ping", "response": "[Usr]" } }
            }
            """
        let node = try JSONReader.read(text, file: "t.json")
        let diagnostics = SpecDecoder.decode(node, file: "t.json").diagnostics
        #expect(DiagnosticRenderer(sources: ["t.json": text]).render(diagnostics) == """
            t.json:3:76: error: unknown type 'Usr'
              "endpoints": { "ping": { "method": "GET", "path": "/ping", "response": "[Usr]" } }
                                                                                       ^
            """)
    }
}
