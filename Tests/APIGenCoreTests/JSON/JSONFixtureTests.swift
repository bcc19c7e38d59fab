import Foundation
import Testing
@testable import APIGenCore

/// Runs the reader and writer over the `in.json` files of the vendored YAML test suite: real,
/// varied JSON written by other people.
@Suite struct JSONFixtureTests {
    static let suite = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/yaml-test-suite")

    @Test func yamlTestSuiteJSONRoundTrips() throws {
        let cases = try FileManager.default.contentsOfDirectory(atPath: Self.suite.path).sorted()
        var read = 0
        for name in cases {
            let url = Self.suite.appendingPathComponent(name).appendingPathComponent("in.json")
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            do {
                let node = try JSONReader.read(bytes: [UInt8](data), file: name)
                let written = try JSONWriter.write(node)
                #expect(JSONTest.Tree(try JSONReader.read(written, file: name)) == JSONTest.Tree(node), "\(name)")
                #expect(!YAMLWriter.write(node).isEmpty)
                read += 1
            } catch {
                // The suite stores multi-document streams as several JSON values in one file, and
                // an empty file for an empty stream; those are the only rejections allowed.
                let allowed = error.message.hasSuffix("a JSON document holds exactly one value")
                    || error.message.hasPrefix("the document is empty")
                #expect(allowed, "\(error)")
            }
        }
        #expect(read >= 250)
    }
}
