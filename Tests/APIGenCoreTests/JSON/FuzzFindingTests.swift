import Foundation
import Testing
@testable import APIGenCore

/// Inputs the fuzz targets (Fuzz/, docs/Reliability.md) found, replayed. Each file in
/// Fixtures/fuzz is a saved finding.
@Suite struct FuzzFindingTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fuzz")

    /// Every scalar's resolved value, depth first (keys as their text, as JSON writes every key as a string).
    private func values(_ node: Node) -> [String] {
        switch node {
        case .scalar(let scalar): ["\(scalar.value)"]
        case .sequence(let sequence): sequence.items.flatMap(values)
        case .mapping(let mapping): mapping.entries.flatMap { entry -> [String] in
            guard case .scalar(let key) = entry.key else { return values(entry.key) + values(entry.value) }
            return [key.text] + values(entry.value)
        }
        }
    }

    /// FuzzYAML: `y: !!float 129` was written to JSON as `129`, which reads back as an integer.
    @Test func taggedFloatStaysAFloatInJSON() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("yaml-tagged-float.yaml"))
        let node = try YAMLReader.read(bytes: [UInt8](data), file: "yaml-tagged-float.yaml")
        let json = try JSONWriter.write(node)
        #expect(json.contains(#""y": 129.0"#))
        #expect(values(try JSONReader.read(json, file: "out.json")) == values(node))
        // Written as YAML it stays a float too.
        #expect(values(try YAMLReader.read(YAMLWriter.write(node), file: "out.yaml")) == values(node))
    }

    /// FuzzJSON: `["\u{7F}"]` with a raw DEL is valid JSON, but the YAML reader rejected the character. DEL and the
    /// C1 controls are now accepted (YAML 1.2 allows them in quoted scalars for JSON compatibility).
    @Test func rawDeleteAndC1ControlsReadTheSameThroughYAML() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("json-del-in-string.json"))
        let json = try JSONReader.read(bytes: [UInt8](data), file: "json-del-in-string.json")
        let yaml = try YAMLReader.read(bytes: [UInt8](data), file: "json-del-in-string.json")
        #expect(values(yaml) == values(json))
        guard case .sequence(let list) = yaml, case .scalar(let item)? = list.items.first else {
            Issue.record("expected a list of one string")
            return
        }
        #expect(item.value == .string("\u{7F}"))
        let c1 = try YAMLReader.read("k: \"a\u{85}b\u{9F}c\"", file: "c1.yaml")
        guard case .mapping(let mapping) = c1, case .scalar(let value)? = mapping["k"] else {
            Issue.record("expected a mapping")
            return
        }
        #expect(value.value == .string("a\u{85}b\u{9F}c"))
    }

    /// FuzzJSON in CI: a key holding U+FFFF (`{"a\u{FFFF} true": null}`, raw) is valid JSON; the YAML reader rejected
    /// the noncharacter. U+FFFE and U+FFFF are now accepted like DEL and the C1 controls.
    @Test func noncharactersReadTheSameThroughYAML() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("json-noncharacter-in-key.json"))
        let json = try JSONReader.read(bytes: [UInt8](data), file: "json-noncharacter-in-key.json")
        let yaml = try YAMLReader.read(bytes: [UInt8](data), file: "json-noncharacter-in-key.json")
        #expect(values(yaml) == values(json))
        #expect(values(yaml).first == "a\u{FFFF} true")
    }

    /// FuzzYAML (the release campaign, after 6.1 M inputs): a key of at most 1,024 characters but more than 1,024
    /// bytes (one two-byte character among ASCII) was written by YAMLWriter as an implicit `key:`, and the reader rejected its own
    /// output: it measured YAML's 1024-character limit on implicit keys in bytes. It counts characters now.
    @Test func implicitKeyLimitCountsCharactersNotBytes() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("yaml-long-key-multibyte.yaml"))
        let node = try YAMLReader.read(bytes: [UInt8](data), file: "yaml-long-key-multibyte.yaml")
        let yaml = YAMLWriter.write(node)
        #expect(values(try YAMLReader.read(yaml, file: "out.yaml")) == values(node))

        // The limit itself: 1,024 characters (2,048 bytes) is a key, 1,025 characters is not.
        let key = String(repeating: "é", count: 1024)
        guard case .mapping(let mapping) = try YAMLReader.read("\(key): v\n", file: "long.yaml"),
              case .scalar(let value)? = mapping[key] else {
            Issue.record("expected a mapping")
            return
        }
        #expect(value.value == .string("v"))
        #expect(throws: Diagnostic.self) { try YAMLReader.read("é\(key): v\n", file: "longer.yaml") }
    }

    /// FuzzMustache: 17 nested `{{#items}}` around a body of partials, parents, blocks and text (template
    /// `t`; partial `p` does not compile and is left out, as the fuzz target does) rendered 2.7 million
    /// nodes within the section iteration limit: 1.4 to 1.8 s per input in the fuzzing build, past its
    /// one-second limit. Now the work limit (nodes rendered) stops it at 500,000 plus 32 per context value.
    @Test func largeBodyInNestedSectionsStopsAtTheWorkLimit() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("mustache-large-body-in-nested-sections.bin"))
        let parts = data.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        #expect(parts.count == 2)
        let template = try MustacheTemplate(source: parts[0], name: "t")
        #expect(throws: Diagnostic.self) { try MustacheTemplate(source: parts[1], name: "p") }
        // The fuzz target's context when its input carries no JSON: 13 values.
        let context = MustacheValue.object([
            "items": .list([.int(1), .object(["name": .string("<a&b>"), "items": .list([.bool(true)])]), .string("x")]),
            "name": .string("Name"), "flag": .bool(true), "none": .null, "n": .string("p"), "ratio": .double(0.5),
        ])
        #expect(context.valueCount == 13)
        let error = try #require(throws: Diagnostic.self) { try template.render(context, partials: ["t": template]) }
        #expect(error.message == MustacheRenderLimit.steps(500_000 + 13 * 32).message)
        #expect(error.location?.file == "t")
    }
}
