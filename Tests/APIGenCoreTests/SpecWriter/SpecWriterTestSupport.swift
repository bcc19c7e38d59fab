import Foundation
import Testing
@testable import APIGenCore

/// Writing a spec and reading the text back with the real YAML reader and spec decoder.
enum SpecWriterRoundTrip {
    /// The package root, found from this file so tests never depend on the working directory.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The written text, the spec it decodes to, and every problem found on the way (writer, reader, decoder).
    static func run(_ spec: ServiceSpec) -> (text: String, spec: ServiceSpec?, problems: [String]) {
        let (text, writerDiagnostics) = SpecWriter.write(spec, importedFrom: "api.yaml")
        var problems = writerDiagnostics.map(\.description)
        do {
            let node = try YAMLReader.read(text, file: "written.yaml")
            let (decoded, diagnostics) = SpecDecoder.decode(node, file: "written.yaml")
            problems += diagnostics.filter { $0.severity == .error }.map { DiagnosticRenderer(sources: ["written.yaml": text]).render([$0]) }
            return (text, decoded, problems)
        } catch {
            problems.append(DiagnosticRenderer(sources: ["written.yaml": text]).render([error]))
            return (text, nil, problems)
        }
    }

    /// Expects `spec` to be written without problems and to read back as the same spec, locations aside.
    static func expectRoundTrip(_ spec: ServiceSpec, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (text, decoded, problems) = run(spec)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(text)", sourceLocation: sourceLocation)
        guard let decoded else { return }
        let expected = spec.withoutLocations
        let actual = decoded.withoutLocations
        #expect(actual == expected, "\(differences(expected, actual))\n\(text)", sourceLocation: sourceLocation)
    }

    /// The first parts that differ, so a failure says where instead of dumping two whole specs.
    static func differences(_ expected: ServiceSpec, _ actual: ServiceSpec) -> String {
        var lines: [String] = []
        if expected.service != actual.service { lines.append("service: \(expected.service) ≠ \(actual.service)") }
        if expected.description != actual.description {
            lines.append("description: \(String(reflecting: expected.description)) ≠ \(String(reflecting: actual.description))")
        }
        if expected.baseURLs != actual.baseURLs { lines.append("baseURLs: \(expected.baseURLs) ≠ \(actual.baseURLs)") }
        if expected.headers != actual.headers { lines.append("headers: \(expected.headers) ≠ \(actual.headers)") }
        if expected.envelope != actual.envelope { lines.append("envelope differs") }
        if expected.security != actual.security { lines.append("security: \(expected.security) ≠ \(actual.security)") }
        for (left, right) in zip(expected.models, actual.models) where left != right {
            lines.append("model \(left.name):\n  \(left)\n≠ \(right)")
        }
        for (left, right) in zip(expected.endpoints, actual.endpoints) where left != right {
            lines.append("endpoint \(left.name):\n  \(left)\n≠ \(right)")
        }
        if expected.models.count != actual.models.count { lines.append("model count \(expected.models.count) ≠ \(actual.models.count)") }
        if expected.endpoints.count != actual.endpoints.count {
            lines.append("endpoint count \(expected.endpoints.count) ≠ \(actual.endpoints.count)")
        }
        return lines.joined(separator: "\n")
    }

    /// Every native spec in the repository that decodes without errors (relative paths).
    static func nativeSpecs() -> [String] {
        let folders = ["Specs", "Tests/APIGenCoreTests/Fixtures/specs"]
        return folders.flatMap { folder -> [String] in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
        }
    }

    /// Reads and decodes a spec of the repository.
    static func load(_ file: String) throws -> (spec: ServiceSpec?, diagnostics: [Diagnostic]) {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let node = file.hasSuffix(".json") ? try JSONReader.read(text, file: file) : try YAMLReader.read(text, file: file)
        return SpecDecoder.decode(node, file: file)
    }
}

extension APIGenCore.SourceLocation {
    /// A location for specs built in tests.
    static func built(_ line: Int = 1) -> APIGenCore.SourceLocation {
        APIGenCore.SourceLocation(file: "built.yaml", line: line, column: 1)
    }
}
