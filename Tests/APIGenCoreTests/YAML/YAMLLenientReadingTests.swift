import Foundation
import Testing
@testable import APIGenCore

/// Spec files are read as libyaml reads them where YAML 1.2 is stricter (a flow collection line no more indented than
/// its block: the Matrix and 3GPP API descriptions do it), with a warning; `YAMLReader.read` stays strict.
@Suite struct YAMLLenientReadingTests {
    /// The closing `}` sits under `example`, the indentation of the block that holds the flow mapping.
    static let shallow = """
        openapi: 3.0.3
        info: { title: T, version: "1" }
        paths: {}
        components:
          schemas:
            Room:
              type: object
              properties:
                name: { type: string }
              example: {
                "name": "hall"
              }
        """

    @Test func theStrictReaderRejectsAShallowFlowLine() {
        #expect(throws: Diagnostic.self) { try YAMLReader.read(Self.shallow, file: "rooms.yaml") }
    }

    @Test func theLenientReaderReadsItAsLibyamlDoesWithOneWarning() throws {
        let (node, warnings) = try YAMLReader.readLeniently(bytes: Array(Self.shallow.utf8), file: "rooms.yaml")
        #expect(warnings.map(\.description) == [
            "rooms.yaml:12:7: warning: flow collection line indented no more than its enclosing block (column 7); read as libyaml reads it",
        ])
        // The same tree as the properly indented document.
        let indented = Self.shallow.replacingOccurrences(of: "\n      }", with: "\n       }")
        #expect(try YAMLReader.read(indented, file: "rooms.yaml").isEqualIgnoringLocations(to: node))
    }

    @Test func oneWarningPerDocument() throws {
        let twice = Self.shallow + "\n    Hall:\n      type: object\n      example: {\n        \"a\": 1\n      }\n"
        let (_, warnings) = try YAMLReader.readLeniently(bytes: Array(twice.utf8), file: "rooms.yaml")
        #expect(warnings.count == 1)
    }

    /// Two more of libyaml's habits, both in the 3GPP descriptions (TS 29502, TS 29575): a quoted string's continuation
    /// line under its key, and a `#` comment right after a quoted string. One warning for each kind.
    @Test func quotedContinuationLinesAndCommentsWithoutASpaceAreReadAsLibyamlDoes() throws {
        let text = """
            Room:
              type: object
              description: 'Map indicating whether
              the NRF requires'
              summary: "and
              again"
              properties:
                id:
                  $ref: '#/components/schemas/Id'# a note
            """
        #expect(throws: Diagnostic.self) { try YAMLReader.read(text, file: "r.yaml") }
        let (node, warnings) = try YAMLReader.readLeniently(bytes: Array(text.utf8), file: "r.yaml")
        #expect(warnings.map(\.description) == [
            "r.yaml:4:3: warning: single-quoted string's continuation line indented no more than its enclosing block (column 3); "
                + "read as libyaml reads it",
            "r.yaml:9:38: warning: '#' right after a value starts a comment only in libyaml; read as libyaml reads it",
        ])
        let strict = text.replacingOccurrences(of: "\n  the NRF", with: "\n   the NRF")
            .replacingOccurrences(of: "\n  again", with: "\n   again").replacingOccurrences(of: "'# a", with: "' # a")
        #expect(try YAMLReader.read(strict, file: "r.yaml").isEqualIgnoringLocations(to: node))
    }

    @Test func specFilesAreReadLenientlyAndTheWarningIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-lenient-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("rooms.yaml").path
        try Self.shallow.write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = SpecLoader.load(paths: [path])
        #expect(loaded.specs.count == 1)
        #expect(loaded.diagnostics.map(\.severity) == [.warning])
        #expect(loaded.diagnostics.first?.location?.line == 12)
    }
}

extension Node {
    /// Whether two trees hold the same values, whatever their locations.
    func isEqualIgnoringLocations(to other: Node) -> Bool {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): a.text == b.text && a.value == b.value
        case (.sequence(let a), .sequence(let b)):
            a.items.count == b.items.count && zip(a.items, b.items).allSatisfy { $0.isEqualIgnoringLocations(to: $1) }
        case (.mapping(let a), .mapping(let b)):
            a.entries.count == b.entries.count && zip(a.entries, b.entries).allSatisfy {
                $0.key.isEqualIgnoringLocations(to: $1.key) && $0.value.isEqualIgnoringLocations(to: $1.value)
            }
        default: false
        }
    }
}
