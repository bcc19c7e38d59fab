import Foundation

/// A temporary copy of `Fixtures/ClientPackage` that depends on this apigen checkout by path.
///
/// One copy is shared by every plugin test, so apigen and the runtime are built once per run; the tests
/// run serialized and each puts back what it changes.
final class ClientPackage: Sendable {
    /// The package folder: its name is the package identity, which appears in the plugin output path.
    let root: URL
    /// The folder that holds `root`, removed when the test process exits.
    let scratch: URL

    /// The shared copy, created on first use.
    static let shared: Result<ClientPackage, SetupError> = Result { () throws(SetupError) in
        do {
            return try ClientPackage()
        } catch {
            throw SetupError(description: "cannot create the client package: \(error)")
        }
    }

    /// The apigen checkout: this file is `<root>/Tests/PluginTests/ClientPackage.swift`.
    static let apigenRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private init() throws {
        let fixture = Self.apigenRoot.appending(path: "Tests/PluginTests/Fixtures/ClientPackage")
        scratch = FileManager.default.temporaryDirectory.appending(path: "apigen-plugin-tests-\(UUID().uuidString)")
        root = scratch.appending(path: "pluginclient")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: root)
        let template = root.appending(path: "Package.swift.in")
        let manifest = try String(contentsOf: template, encoding: .utf8)
            .replacingOccurrences(of: "@APIGEN_ROOT@", with: Self.apigenRoot.standardizedFileURL.path)
        try manifest.write(to: root.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: template)
        // Global teardown: Swift Testing has no hook after a suite, and the copy with its .build is large.
        atexit {
            if case .success(let package) = ClientPackage.shared {
                package.removeScratch()
            }
        }
    }

    /// Removes the copy, and the lock files SwiftPM keeps for it in the temporary folder (named after its path).
    func removeScratch() {
        let files = FileManager.default
        try? files.removeItem(at: scratch)
        let temporary = files.temporaryDirectory
        let lockPrefix = scratch.standardizedFileURL.path.replacingOccurrences(of: "/", with: "_")
        for name in (try? files.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix(lockPrefix) {
            try? files.removeItem(at: temporary.appending(path: name))
        }
    }

    /// Where the build plugin writes the `Client` target's generated files.
    var pluginOutputs: URL {
        root.appending(path: ".build/plugins/outputs/pluginclient/Client/destination/APIGenPlugin/Generated")
    }

    /// A file of the package, by its path relative to the package root.
    func file(_ path: String) -> URL {
        root.appending(path: path)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: file(path), encoding: .utf8)
    }

    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: file(path))
    }

    /// Runs `body` after saving the file at `path`, and puts the saved bytes back afterwards, even on failure.
    func restoring<T>(_ path: String, _ body: () async throws -> T) async throws -> T {
        let saved = try Data(contentsOf: file(path))
        defer { try? saved.write(to: file(path)) }
        return try await body()
    }

    /// The identity of a file's current version: its inode and modification time. An untouched file keeps both;
    /// an atomic rewrite changes the inode, an in-place one the time.
    func stamp(_ url: URL) throws -> FileStamp {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return FileStamp(
            inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0,
            modified: attributes[.modificationDate] as? Date ?? .distantPast
        )
    }
}

/// Why the shared client package could not be made; every plugin test then fails with it.
struct SetupError: Error, CustomStringConvertible {
    var description: String
}

/// See `ClientPackage.stamp(_:)`.
struct FileStamp: Equatable, CustomStringConvertible {
    var inode: UInt64
    var modified: Date

    var description: String {
        "inode \(inode), modified \(modified.timeIntervalSince1970)"
    }
}
