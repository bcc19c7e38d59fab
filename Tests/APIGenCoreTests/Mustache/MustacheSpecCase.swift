import Foundation
import Testing
@testable import APIGenCore

/// One test of the official Mustache spec (vendored JSON in `Fixtures/mustache-spec/`).
struct MustacheSpecCase: Sendable, CustomTestStringConvertible {
    var module: String
    var name: String
    var description: String
    var data: MustacheValue
    var template: String
    var partials: [String: String]
    var expected: String

    var testDescription: String { "\(module): \(name)" }

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/mustache-spec")

    /// The cases of `module` (e.g. "sections", "~inheritance"); empty if the file cannot be read,
    /// which `MustacheSpecTests.caseCounts` reports as a failure.
    static func load(_ module: String) -> [MustacheSpecCase] {
        let url = fixtures.appendingPathComponent("\(module).json")
        guard let data = try? Data(contentsOf: url),
              let file = try? JSONDecoder().decode(File.self, from: data) else { return [] }
        return file.tests.map {
            MustacheSpecCase(module: module, name: $0.name, description: $0.desc, data: $0.data.value,
                             template: $0.template, partials: $0.partials ?? [:], expected: $0.expected)
        }
    }

    /// Renders the case through the public API.
    func render() throws -> String {
        let template = try MustacheTemplate(source: template, name: "\(name).mustache")
        var parsed: [String: MustacheTemplate] = [:]
        for (name, source) in partials {
            parsed[name] = try MustacheTemplate(source: source, name: "\(name).mustache")
        }
        return try template.render(data, partials: parsed)
    }

    private struct File: Decodable {
        var tests: [Test]
    }

    private struct Test: Decodable {
        var name: String
        var desc: String
        var data: JSONValue
        var template: String
        var partials: [String: String]?
        var expected: String
    }
}

/// Test-only JSON → `MustacheValue` decoding (Sources read JSON through the located readers).
struct JSONValue: Decodable {
    var value: MustacheValue

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let bool = try? container.decode(Bool.self) {
            value = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            value = .int(int)
        } else if let double = try? container.decode(Double.self) {
            value = .double(double)
        } else if let string = try? container.decode(String.self) {
            value = .string(string)
        } else if let list = try? container.decode([JSONValue].self) {
            value = .list(list.map(\.value))
        } else {
            value = .object(try container.decode([String: JSONValue].self).mapValues(\.value))
        }
    }
}
