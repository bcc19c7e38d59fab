import Foundation
import Testing
@testable import APIGenCore

/// The schema checked by an independent validator: `Tests/Support/validate_schema.py` (PyPI `jsonschema`, in the
/// venv that `Tests/run` creates) validates every example spec, the specs imported from the OpenAPI corpus and the
/// spec of every code generation snippet (each feature in the form `SpecWriter` writes it), and makes sure the
/// schema-invalid fixtures fail with the error each names.
///
/// Runs when the venv and `.build/debug/apigen` are there (always under `Tests/run`); in CI a missing one is a
/// failure, not a skip.
@Suite(.timeLimit(.minutes(5)))
struct SpecJSONSchemaValidationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let python = root.appending(path: ".build/test-venv/bin/python")
    static let apigen = root.appending(path: ".build/debug/apigen")
    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"
    static let canRun = FileManager.default.isExecutableFile(atPath: python.path)
        && FileManager.default.isExecutableFile(atPath: apigen.path)

    @Test(.enabled(if: canRun || isCI, "needs .build/test-venv (Tests/run creates it) and .build/debug/apigen (swift build)"))
    func examplesValidateAndInvalidFixturesFail() throws {
        let folder = try TemporaryFolder()
        let written = SpecWriter.write(SnippetCase.combinedSpec)
        #expect(!written.diagnostics.hasErrors)
        let snippets = try folder.write("Snippets.yaml", written.text)
        let process = Process()
        process.executableURL = Self.python
        process.arguments = [
            Self.root.appending(path: "Tests/Support/validate_schema.py").path, "--apigen", Self.apigen.path,
            "--schema", Self.root.appending(path: "docs/apigen-spec.schema.json").path, "--also", snippets,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // 2: jsonschema is missing (a venv from before it was a requirement) or apigen is not built.
        if process.terminationStatus == 2, !Self.isCI {
            try Test.cancel("validate_schema.py cannot run here: \(text)")
        }
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains(" passed, 0 failed"), "\(text)")
        #expect(text.contains("ok   \(snippets)\n"), "\(text)")
        #expect(text.contains("ok   Specs/Users.yaml\n"), "\(text)")
    }
}
