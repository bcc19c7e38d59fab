import Foundation

/// What one `swift` invocation in the client package did.
struct RunResult: CustomStringConvertible {
    var status: Int32
    /// stdout and stderr, interleaved as written.
    var output: String

    var succeeded: Bool { status == 0 }

    /// Whether the build ran the apigen command of the spec with this file name: SwiftPM prints a progress line
    /// ending in the command's display name, `apigen [folder/]<spec>`, each time it runs it.
    func ranGenerator(for specName: String) -> Bool {
        output.split(separator: "\n").contains { line in
            line.contains("] apigen ") && (line.hasSuffix(" \(specName)") || line.hasSuffix("/\(specName)"))
        }
    }

    var description: String {
        "exit \(status):\n\(output)"
    }
}

extension ClientPackage {
    /// `swift build` in the package.
    func build() async throws -> RunResult {
        try await swift(["build"])
    }

    /// `swift package --allow-writing-to-package-directory generate-api <arguments>`.
    func generateAPI(_ arguments: [String]) async throws -> RunResult {
        try await swift(["package", "--allow-writing-to-package-directory", "generate-api"] + arguments)
    }

    /// Runs `swift <arguments>` in the package, stdin from the null device, and waits for it without blocking a
    /// thread of the test pool.
    func swift(_ arguments: [String]) async throws -> RunResult {
        let log = scratch.appending(path: "run-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw SetupError(description: "cannot create \(log.path)")
        }
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = root
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
        let output = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        return RunResult(status: status, output: output)
    }
}
