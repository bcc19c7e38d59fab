import Foundation
import Testing
@testable import APIGenCore

/// Several `apigen` runs into the same output folder at once (a build plugin and a command-line run, two targets
/// sharing specs, a watcher; issue 37): every run succeeds, and the folder ends up holding exactly what one clean run
/// writes, with no temporary file left. Before, a run cleared the others' live temporary files as a killed run's
/// leftovers, and a pair of runs failed three times in five with "cannot write …: No such file or directory".
@Suite(.timeLimit(.minutes(5)))
struct ConcurrentGenerationTests {
    typealias Support = KilledGenerationTests

    /// Starts `count` runs of `arguments` at once, each with a cache of its own (so no run is a no-op because another
    /// finished first), and waits for them all. Returns each run's exit status and what it printed to standard error.
    static func runTogether(_ count: Int, _ arguments: [String], scratch: String) throws -> [(status: Int32, errors: String)] {
        var processes: [(Process, String)] = []
        for index in 0..<count {
            let cache = scratch + "/cache-\(index)"
            let errors = scratch + "/errors-\(index).txt"
            guard FileManager.default.createFile(atPath: errors, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
            let process = Process()
            process.executableURL = Support.executable
            process.arguments = arguments
            process.environment = ["XDG_CACHE_HOME": cache, "HOME": cache, "PATH": "/usr/bin:/bin"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
            processes.append((process, errors))
        }
        for (process, _) in processes { try process.run() }
        return processes.map { process, errors in
            process.waitUntilExit()
            let text = FileManager.default.contents(atPath: errors).map { String(decoding: $0, as: UTF8.self) } ?? ""
            return (process.terminationReason == .uncaughtSignal ? -1 : process.terminationStatus, text)
        }
    }

    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: Support.executable.path), "needs .build/debug/apigen (swift build)"),
        arguments: [2, 8])
    func runsIntoOneFolderAtOnceAllSucceedAndAgree(count: Int) throws {
        let scratch = NSTemporaryDirectory() + "apigen-concurrent-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let specs = scratch + "/Specs"
        try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
        let output = scratch + "/Generated"
        // A first generation into an empty folder; one with fewer endpoints (files removed, others rewritten); one
        // with every API file changed (another base URL). Each round's runs overlap in their writing.
        let rounds = [
            Support.spec(endpoints: 300),
            Support.spec(endpoints: 240),
            Support.spec(endpoints: 300).replacingOccurrences(of: "https://api.example.com", with: "https://v2.example.com"),
        ]
        for (round, text) in rounds.enumerated() {
            try Data(text.utf8).write(to: URL(fileURLWithPath: specs + "/Big.yaml"))
            let reference = scratch + "/reference-\(round)"
            #expect(try Support.run([specs, "-o", reference, "--quiet"], cache: scratch + "/reference-cache") == 0)
            let expected = Support.snapshot(reference)
            #expect(expected.count > 400)

            let results = try Self.runTogether(count, [specs, "-o", output, "--quiet"], scratch: scratch)
            for (index, result) in results.enumerated() {
                #expect(result.status == 0, "round \(round), run \(index) of \(count): \(result.errors)")
                #expect(result.errors.isEmpty, "round \(round), run \(index) of \(count): \(result.errors)")
            }
            // Exactly a clean run's files: none missing or stale, no temporary file (snapshot lists hidden files).
            let actual = Support.snapshot(output)
            #expect(actual.keys.sorted() == expected.keys.sorted(), "round \(round)")
            #expect(actual == expected, "round \(round)")
        }
    }
}
