import Foundation
import Testing

/// Compares generated text with checked-in files under `Tests/APIGenCoreTests/Fixtures/CodeGen/`.
/// `APIGEN_RECORD=1 swift test` rewrites them instead; review the diff before committing.
enum Golden {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/CodeGen")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["APIGEN_RECORD"] == "1" }

    static func check(_ actual: String, against relativePath: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = root.appendingPathComponent(relativePath)
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden \(relativePath); run with APIGEN_RECORD=1 and review it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard actual != expected else { return }
        Issue.record("\(relativePath) differs from the generated code:\n\(firstDifference(expected, actual))\nrun with APIGEN_RECORD=1 to re-record, then review the diff", sourceLocation: sourceLocation)
    }

    /// The first differing line, for a readable failure.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let old = index < left.count ? String(left[index]) : "<end of file>"
            let new = index < right.count ? String(right[index]) : "<end of file>"
            if old != new { return "line \(index + 1):\n- \(old)\n+ \(new)" }
        }
        return "(identical lines, different bytes)"
    }
}
