import APIGenCore
import Foundation

/// Writing one whole output file (`schema -o`, `import -o`, `generate --output-file`): only when its bytes
/// change, so tools that watch the file (and the compiler) see no change when there is none.
enum FileOutput {
    enum Outcome {
        case unchanged, written, failed
    }

    /// Writes `text` to `path` (creating its folder) unless the file already holds exactly these bytes; a
    /// failure is reported compiler-style on `console`.
    static func write(_ text: String, to path: String, console: Console) -> Outcome {
        if let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(text.utf8) {
            return .unchanged
        }
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
            return .written
        } catch {
            report([Diagnostic(.error, "cannot write the file: \(error.localizedDescription)", file: path)], sources: [:], console: console)
            return .failed
        }
    }
}
