import Foundation
import Testing
@testable import APIGenCore
@testable import apigen

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `apigen` writing into a full disk or a read-only folder: exit 73 with a message that names the file
/// and says what to do, the user's own files in the output folder untouched, no temporary file left
/// behind, and no no-op stamp (so the next run is a full one).
///
/// The full disk and the read-only folder are small tmpfs mounts, which needs root (as in CI) and a
/// `mount` that works; elsewhere these tests are skipped with that reason. Root ignores permission
/// bits, so a `chmod 0555` folder is only tested when not root.
@Suite(.timeLimit(.minutes(2)))
struct OutputFaultTests {
    /// A native spec whose output (121 files, about 500 KB on disk) does not fit a 200 KB tmpfs.
    static let bigSpec = KilledGenerationTests.spec(endpoints: 60)

    /// What the user keeps in the output folder next to apigen's files.
    static let userFiles = [
        "Extensions/Item0+Helpers.swift": "extension Item0 { var label: String { name } }\n",
        "NOTES.md": "Written by hand.\n",
    ]

    @Test(.enabled(if: ScratchMount.isAvailable, ScratchMount.unavailableReason))
    func fullDiskExits73AndLosesNothing() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("Big.yaml", Self.bigSpec)
        let disk = try ScratchMount(in: folder, options: "size=200k")
        defer { disk.unmount() }
        let output = disk.path + "/Generated"
        try Self.writeUserFiles(into: output)
        GenerationStamp.remove(for: output)

        let run = CapturedRun([spec, "-o", output])
        #expect(run.code == .cannotCreate, "\(run.err)")
        #expect(run.err.contains("\(output)/"), "the message names the file: \(run.err)")
        #expect(run.err.contains("no space left on device — free space and run again"), "\(run.err)")
        #expect(run.err.contains("may not have been made either; run again once the folder takes writes (files apigen did not generate were not touched)"), "\(run.err)")
        #expect(Self.errorLines(run.err) == 1, "one error, not one per file: \(run.err)")
        Self.expectUserFilesIntact(in: output)
        #expect(Self.temporaryFiles(below: output).isEmpty)
        #expect(GenerationStamp.load(for: output) == nil)

        // With room again, the next run finishes the job and still leaves the user's files alone.
        try disk.remount(options: "size=20m")
        let again = CapturedRun([spec, "-o", output])
        #expect(again.code == .success, "\(again.err)")
        Self.expectUserFilesIntact(in: output)
        #expect(Self.temporaryFiles(below: output).isEmpty)
        #expect(GenerationStamp.load(for: output) != nil)
    }

    @Test(.enabled(if: ScratchMount.isAvailable, ScratchMount.unavailableReason))
    func readOnlyFolderExits73AndChangesNothing() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("Pets.yaml", GenerateCLITests.spec)
        let disk = try ScratchMount(in: folder, options: "size=300k")
        defer { disk.unmount() }
        let output = disk.path + "/Generated"
        #expect(CapturedRun([spec, "-o", output]).code == .success)
        try Self.writeUserFiles(into: output)
        let before = KilledGenerationTests.snapshot(output)

        // The spec changes, so there is something to write, but the folder became read-only.
        try folder.write("Pets.yaml", GenerateCLITests.spec.replacingOccurrences(of: "getPet", with: "fetchPet"))
        try disk.remount(options: "ro")
        let run = CapturedRun([spec, "-o", output])
        #expect(run.code == .cannotCreate, "\(run.err)")
        #expect(run.err.contains("\(output)/"), "the message names the file: \(run.err)")
        #expect(run.err.contains("read-only file system — choose another output folder"), "\(run.err)")
        #expect(Self.errorLines(run.err) == 1, "\(run.err)")
        #expect(KilledGenerationTests.snapshot(output) == before)
        #expect(GenerationStamp.load(for: output) == nil, "the stamp of the earlier run must not certify this one")
    }

    @Test(.enabled(if: getuid() != 0, "root ignores permission bits; the tmpfs tests cover a read-only folder for root"))
    func folderWithoutWritePermissionExits73() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("Pets.yaml", GenerateCLITests.spec)
        let output = folder.path + "/Generated"
        try Self.writeUserFiles(into: output)
        chmod(output, 0o555)
        defer { chmod(output, 0o755) }
        let run = CapturedRun([spec, "-o", output])
        #expect(run.code == .cannotCreate, "\(run.err)")
        #expect(run.err.contains("choose another output folder"), "\(run.err)")
        Self.expectUserFilesIntact(in: output)
        #expect(GenerationStamp.load(for: output) == nil)
    }

    @Test func writeErrorsAreExplained() {
        #expect(OutputWriter.explain(POSIXError(.ENOSPC)).reason == "no space left on device — free space and run again")
        #expect(OutputWriter.explain(POSIXError(.EROFS)).affectsFolder)
        #expect(OutputWriter.explain(CocoaError(.fileWriteVolumeReadOnly)).reason.contains("choose another output folder"))
        #expect(!OutputWriter.explain(POSIXError(.EISDIR)).affectsFolder)
    }

    // MARK: - Support

    static func writeUserFiles(into output: String) throws {
        for (path, contents) in userFiles {
            let url = URL(fileURLWithPath: output + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }

    static func expectUserFilesIntact(in output: String) {
        for (path, contents) in userFiles {
            let now = FileManager.default.contents(atPath: output + "/" + path).map { String(decoding: $0, as: UTF8.self) }
            #expect(now == contents, "\(path) changed")
        }
    }

    /// Temporary files of `FileReplacer` anywhere below `folder`.
    static func temporaryFiles(below folder: String) -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return paths.filter { ($0 as NSString).lastPathComponent.hasPrefix(FileReplacer.temporaryPrefix) }
    }

    static func errorLines(_ text: String) -> Int {
        text.split(separator: "\n").filter { $0.contains(": error: ") }.count
    }
}

/// A tmpfs mounted on a fresh folder: a small disk that fills up, or that can be made read-only.
struct ScratchMount {
    let path: String

    /// Whether this process may mount a tmpfs: root on Linux with a working `mount` (not in every container).
    static let isAvailable: Bool = {
        #if os(Linux)
        guard getuid() == 0, let probe = try? TemporaryFolder() else { return false }
        let point = probe.path + "/probe"
        guard (try? FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)) != nil,
              run(["-t", "tmpfs", "-o", "size=64k", "tmpfs", point], tool: "mount") else { return false }
        _ = run([point], tool: "umount")
        return true
        #else
        return false
        #endif
    }()

    static let unavailableReason: Comment = "needs root and a working mount(8) to make a small tmpfs (as in CI)"

    init(in folder: TemporaryFolder, options: String) throws {
        path = folder.path + "/disk"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard Self.run(["-t", "tmpfs", "-o", options, "tmpfs", path], tool: "mount") else {
            throw POSIXError(.EPERM)
        }
    }

    func remount(options: String) throws {
        guard Self.run(["-o", "remount," + options, path], tool: "mount") else { throw POSIXError(.EPERM) }
    }

    func unmount() {
        _ = Self.run([path], tool: "umount")
    }

    /// Runs `/usr/bin/<tool>` (or `/bin/<tool>`) and says whether it succeeded.
    private static func run(_ arguments: [String], tool: String) -> Bool {
        let candidates = ["/usr/bin/" + tool, "/bin/" + tool]
        guard let executable = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
