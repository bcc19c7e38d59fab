import Foundation
import Testing
@testable import APIGenCore

/// Runs every single-document case of the official YAML test suite (vendored in Fixtures).
@Suite struct YAMLTestSuiteTests {
    static let suiteDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/yaml-test-suite")

    enum Outcome: Equatable {
        case correct
        case wrongValue(String)
        case acceptedError
        case rejectedValid(String)
        case skipped
    }

    static func run(caseNamed name: String) -> Outcome {
        let folder = suiteDirectory.appendingPathComponent(name)
        guard let yaml = FileManager.default.contents(atPath: folder.appendingPathComponent("in.yaml").path) else {
            return .wrongValue("missing in.yaml")
        }
        let isError = FileManager.default.fileExists(atPath: folder.appendingPathComponent("error").path)
        let json = FileManager.default.contents(atPath: folder.appendingPathComponent("in.json").path)
            .map { String(decoding: $0, as: UTF8.self) }
        var expected: YAMLSuiteJSONValue?
        if let json {
            guard let values = YAMLSuiteJSONValue.parseAll(json) else { return .wrongValue("unreadable in.json") }
            guard values.count == 1 else { return .skipped }
            expected = values[0]
        }
        do {
            let node = try YAMLReader.read(bytes: Array(yaml), file: "in.yaml")
            if isError { return .acceptedError }
            guard let expected else { return .correct }
            guard let actual = YAMLSuiteJSONValue(node) else { return .wrongValue("not JSON-representable") }
            return actual == expected ? .correct : .wrongValue("expected \(expected)\n   got \(actual)")
        } catch {
            let isMultiDocument = error.message.hasPrefix("multi-document streams")
            // A stream with a second document is a multi-document case, error case or not.
            if isMultiDocument { return .skipped }
            if isError { return .correct }
            return .rejectedValid("\(error)")
        }
    }

    @Test func conformance() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.suiteDirectory.path)
            .filter { FileManager.default.fileExists(atPath: Self.suiteDirectory.appendingPathComponent("\($0)/in.yaml").path) }
            .sorted()
        var counts: [String: Int] = [:]
        var report: [String] = []
        var skipped: [String] = []
        for name in names {
            let outcome = Self.run(caseNamed: name)
            switch outcome {
            case .correct: counts["correct", default: 0] += 1
            case .skipped:
                counts["skipped", default: 0] += 1
                skipped.append(name)
            case .acceptedError:
                counts["accepted error cases", default: 0] += 1
                report.append("accepted error case \(name)")
            case .rejectedValid(let message):
                counts["rejected valid cases", default: 0] += 1
                report.append("rejected valid case \(name): \(message)")
            case .wrongValue(let detail):
                counts["wrong values", default: 0] += 1
                report.append("WRONG VALUE \(name): \(detail)")
            }
        }
        let singleDocument = names.count - counts["skipped", default: 0]
        let correct = counts["correct", default: 0]
        print("YAML test suite: \(names.count) cases, \(singleDocument) single-document")
        for key in ["correct", "wrong values", "accepted error cases", "rejected valid cases", "skipped"] {
            print("  \(key.padding(toLength: 22, withPad: " ", startingAt: 0)) \(counts[key, default: 0])")
        }
        print(String(format: "  correct: %.1f%% of single-document cases", 100 * Double(correct) / Double(max(singleDocument, 1))))
        print("  skipped (multi-document): \(skipped.joined(separator: " "))")
        for line in report { print("  " + line) }
        #expect(counts["wrong values", default: 0] == 0, "a reader may reject input but must never return a wrong value")
        #expect(Double(correct) >= 0.95 * Double(singleDocument))
    }
}
