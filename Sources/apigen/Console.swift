import Foundation

/// Where the CLI writes. Tests capture both streams; the real tool writes to the process's stdout/stderr.
struct Console: Sendable {
    var out: @Sendable (String) -> Void
    var err: @Sendable (String) -> Void

    static let standard = Console(
        out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
        err: { text in FileHandle.standardError.write(Data(text.utf8)) }
    )
}
