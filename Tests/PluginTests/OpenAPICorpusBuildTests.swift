import Foundation
import Testing

/// Every OpenAPI document of the corpus (Tests/APIGenCoreTests/Fixtures/openapi/corpus) as a user would use it: in
/// the `Specs` folder of its own target with the build plugin, in one package built with warnings as errors. The build
/// proves that each document generates and that its client compiles with zero warnings in Swift 6 mode.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["APIGEN_PLUGIN_TESTS"] == "1",
        "slow: builds a package of 22 generated clients; set APIGEN_PLUGIN_TESTS=1 (Tests/run does)"
    ),
    .timeLimit(.minutes(20))
)
struct OpenAPICorpusBuildTests {
    static let corpus = ClientPackage.apigenRoot.appending(path: "Tests/APIGenCoreTests/Fixtures/openapi/corpus")

    static var documents: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    }

    /// `readme__3.0-star-trek.json` → `DocReadme30StarTrekJson`: a target name per document (the extension tells
    /// `oai__petstore.yaml` and `oai__petstore.json` apart).
    static func targetName(_ document: String) -> String {
        let words = document.split { !$0.isLetter && !$0.isNumber }
        return "Doc" + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    @Test func everyDocumentGeneratesAClientThatCompilesWithoutWarnings() async throws {
        let documents = Self.documents
        #expect(documents.count == 22)
        let scratch = FileManager.default.temporaryDirectory.appending(path: "apigen-corpus-\(UUID().uuidString)")
        let root = scratch.appending(path: "corpusclients")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var targets: [String] = []
        for document in documents {
            let name = Self.targetName(document)
            let specs = root.appending(path: "Sources/\(name)/Specs")
            try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.corpus.appending(path: document), to: specs.appending(path: document))
            // Uses the generated service, so the build also proves the generated API is reachable.
            try Data("import APIRuntime\n".utf8).write(to: root.appending(path: "Sources/\(name)/\(name).swift"))
            targets.append("""
                    .target(name: "\(name)", dependencies: [.product(name: "APIRuntime", package: "apigen")],
                            plugins: [.plugin(name: "APIGenPlugin", package: "apigen")]),
                """)
        }
        let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "corpusclients",
                platforms: [.macOS(.v15)],
                dependencies: [.package(name: "apigen", path: "\(ClientPackage.apigenRoot.standardizedFileURL.path)")],
                targets: [
            \(targets.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v6]
            )

            """
        try Data(manifest.utf8).write(to: root.appending(path: "Package.swift"))
        let result = try await run(["build", "-Xswiftc", "-warnings-as-errors"], in: root)
        #expect(result.status == 0, "swift build failed:\n\(result.output.suffix(20_000))")
        let outputs = root.appending(path: ".build/plugins/outputs/corpusclients")
        for document in documents {
            let name = Self.targetName(document)
            let stem = document.split(separator: ".").dropLast().joined(separator: ".")
            let generated = outputs.appending(path: "\(name)/destination/APIGenPlugin/Generated")
            #expect(FileManager.default.fileExists(atPath: generated.appending(path: "\(stem).swift").path), "no client for \(document)")
            // A document of 256 KB or more is spread over 64 files, a smaller one over four (the plugin's rule).
            let size = try Self.corpus.appending(path: document).resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
            let parts = (try FileManager.default.contentsOfDirectory(atPath: generated.path)).filter { $0.hasPrefix(stem + "+Part") }
            #expect(parts.count == (size >= 256 << 10 ? 63 : 3), "\(document): \(parts.count) parts for \(size) bytes")
        }
    }

    /// Runs `swift <arguments>` in `folder` and collects its output, without blocking a thread of the test pool.
    private func run(_ arguments: [String], in folder: URL) async throws -> (status: Int32, output: String) {
        let log = folder.appending(path: "build.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return (status, String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }
}
