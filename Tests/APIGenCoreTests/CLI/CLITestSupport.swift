import Foundation
import Synchronization
@testable import apigen

/// Runs the CLI in-process and captures what it prints.
struct CapturedRun {
    let code: ExitCode
    let out: String
    let err: String

    init(_ arguments: [String]) {
        let box = OutputBox()
        let console = Console(out: { box.append(out: $0) }, err: { box.append(err: $0) })
        code = CLI(console: console).run(arguments)
        (out, err) = box.value
    }
}

private final class OutputBox: Sendable {
    private let state = Mutex<(out: String, err: String)>(("", ""))
    func append(out text: String) { state.withLock { $0.out += text } }
    func append(err text: String) { state.withLock { $0.err += text } }
    var value: (out: String, err: String) { state.withLock { $0 } }
}

/// A fresh temporary folder, removed when the value goes away.
final class TemporaryFolder: Sendable {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appending(path: "apigen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    @discardableResult
    func write(_ relativePath: String, _ contents: String) throws -> String {
        let full = path + "/" + relativePath
        let folder = (full as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }

    func read(_ relativePath: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relativePath).map { String(decoding: $0, as: UTF8.self) }
    }
}
