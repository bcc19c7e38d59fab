import Foundation
import Testing
@testable import APIGenCore

#if canImport(Glibc)
import Glibc
#endif

/// `apigen` killed with SIGKILL at any moment while (re)generating: the user's own files in the output folder are
/// untouched, no temporary file is left behind once the next run is done, and that next run leaves exactly what a
/// clean generation writes (the no-op stamp never certifies half-written output).
@Suite(.timeLimit(.minutes(5)))
struct KilledGenerationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let executable = root.appending(path: ".build/debug/apigen")

    /// A native spec with `count` endpoints and models, large enough that writing it takes a while.
    static func spec(endpoints count: Int) -> String {
        var lines = ["service: Big", "baseURLs: [https://api.example.com]", "models:"]
        for index in 0..<count {
            lines.append("  Item\(index):")
            lines.append("    description: Model \(index).")
            lines.append("    properties: { id: Int, name: String, tags: \"[String]\", next: \"Item\((index + 1) % count)?\" }")
        }
        lines.append("endpoints:")
        for index in 0..<count {
            lines.append("  getItem\(index): { method: GET, path: \"/items/\(index)/{id}\", params: { id: { in: path, type: Int } }, response: Item\(index) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// How to pick the moment of the kill.
    enum Kill {
        /// After this many seconds.
        case after(Double)
        /// As soon as `folder` holds at least `count` entries (polled every half millisecond).
        case whenFolder(String, holds: Int)
    }

    /// Runs apigen, killing it with SIGKILL at the given moment. Returns its exit status (nil when killed).
    static func run(_ arguments: [String], cache: String, kill moment: Kill? = nil) throws -> Int32? {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["XDG_CACHE_HOME": cache, "HOME": cache, "PATH": "/usr/bin:/bin"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        switch moment {
        case nil:
            break
        case .after(let delay):
            Thread.sleep(forTimeInterval: delay)
        case .whenFolder(let folder, let count):
            let deadline = Date().addingTimeInterval(20)
            while process.isRunning, Date() < deadline,
                  ((try? FileManager.default.contentsOfDirectory(atPath: folder).count) ?? 0) < count {
                Thread.sleep(forTimeInterval: 0.0005)
            }
        }
        if moment != nil, process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? nil : process.terminationStatus
    }

    /// Every file below `folder`, relative path → bytes.
    static func snapshot(_ folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [:] }
        for case let path as String in enumerator {
            var isDirectory: ObjCBool = false
            let full = folder + "/" + path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = FileManager.default.contents(atPath: full)
            }
        }
        return result
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: executable.path), "needs .build/debug/apigen (swift build)"))
    func killedRunsNeverHurtUserFilesAndTheNextRunConverges() throws {
        let scratch = NSTemporaryDirectory() + "apigen-kill-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let specs = scratch + "/Specs"
        try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
        try Data(Self.spec(endpoints: 400).utf8).write(to: URL(fileURLWithPath: specs + "/Big.yaml"))
        let cache = scratch + "/cache"

        // What a clean run writes.
        let reference = scratch + "/reference"
        #expect(try Self.run([specs, "-o", reference, "--quiet"], cache: cache) == 0)
        let expected = Self.snapshot(reference)
        #expect(expected.count == 801)

        // The user's files in the output folder.
        let output = scratch + "/Generated"
        let userFiles = ["Notes.swift": "// mine, no apigen header\nlet note = 1\n", "Big/README.md": "# mine\n"]
        for (path, text) in userFiles {
            let url = URL(fileURLWithPath: output + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        // Kill a first run early in its writing and late in it, then regenerations (a new base URL rewrites every
        // API file) at moments spread over the end of a run, where the writing happens.
        let models = output + "/Big/Models"
        let start = Date()
        _ = try Self.run([specs, "-o", scratch + "/timing", "--quiet"], cache: cache)
        let duration = Date().timeIntervalSince(start)
        var moments: [Kill] = [.whenFolder(models, holds: 1), .whenFolder(models, holds: 250)]
        moments += [0.6, 0.75, 0.85, 0.92, 0.97].map { Kill.after(duration * $0) }
        var killed = 0
        for (round, moment) in moments.enumerated() {
            let text = round < 2 ? Self.spec(endpoints: 400)
                : Self.spec(endpoints: 400).replacingOccurrences(of: "https://api.example.com", with: "https://v\(round).example.com")
            try Data(text.utf8).write(to: URL(fileURLWithPath: specs + "/Big.yaml"))
            if try Self.run([specs, "-o", output, "--quiet"], cache: cache, kill: moment) == nil { killed += 1 }
            for (path, text) in userFiles {
                #expect(FileManager.default.contents(atPath: output + "/" + path) == Data(text.utf8), "round \(round): \(path)")
            }
        }
        // Runs really were cut short. The two kills that watch the folder fill up land mid-write on any machine; the
        // timed ones may come too late on a loaded one (writes run on every core), which finds the run done: fine too.
        #expect(killed >= 2, "only \(killed) of \(moments.count) runs were killed")
        let partial = (try? FileManager.default.contentsOfDirectory(atPath: models).count) ?? 0
        #expect(partial > 0)
        // The spec back as the reference had it, and one ordinary run.
        try Data(Self.spec(endpoints: 400).utf8).write(to: URL(fileURLWithPath: specs + "/Big.yaml"))
        #expect(try Self.run([specs, "-o", output, "--quiet"], cache: cache) == 0)
        var actual = Self.snapshot(output)
        for path in userFiles.keys { #expect(actual.removeValue(forKey: path) != nil) }
        #expect(actual.keys.sorted() == expected.keys.sorted())
        #expect(actual == expected)
        // And the run after that is a no-op that changes nothing.
        #expect(try Self.run([specs, "-o", output, "--quiet"], cache: cache) == 0)
        var again = Self.snapshot(output)
        for path in userFiles.keys { again.removeValue(forKey: path) }
        #expect(again == expected)
    }
}
