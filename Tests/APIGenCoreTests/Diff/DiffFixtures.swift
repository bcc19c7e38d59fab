import Foundation
import Testing
@testable import APIGenCore

/// The fixture pairs under Fixtures/diff/<case>/: `old.yaml` and `new.yaml` (or `new.json`).
enum DiffFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/diff").path

    /// The old and new file of a case.
    static func paths(_ name: String) -> (old: String, new: String) {
        let folder = directory + "/" + name
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let new = files.first { $0.hasPrefix("new.") } ?? "new.yaml"
        return (folder + "/old.yaml", folder + "/" + new)
    }

    /// The changes of a pair, loaded as `apigen diff` loads two files (an OpenAPI document named after NEW).
    static func changes(old: String, new: String) -> [APIChange] {
        let options = OpenAPIImporter.Options(serviceName: OpenAPIImporter.serviceName(forFile: new))
        let before = SpecLoader.load(paths: [old], openAPI: options)
        let after = SpecLoader.load(paths: [new], openAPI: options)
        for diagnostic in (before.diagnostics + after.diagnostics) where diagnostic.severity == .error {
            Issue.record("fixture error: \(diagnostic)")
        }
        return SpecDiff.compare(old: before.specs, new: after.specs)
    }

    static func changes(_ name: String) -> [APIChange] {
        let (old, new) = paths(name)
        return changes(old: old, new: new)
    }

    /// `breaking-callers parameter-added new:31:7`: what a fixture test compares.
    static func summary(_ change: APIChange) -> String {
        "\(change.impact.identifier) \(change.kind) \(change.side.rawValue):\(change.location.line):\(change.location.column)"
    }

    /// A report with the fixture folder left out of every path, so that expected output does not depend on the checkout.
    static func relative(_ report: String, case name: String) -> String {
        report.replacingOccurrences(of: directory + "/" + name + "/", with: "")
    }
}
