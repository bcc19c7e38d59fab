import Foundation
import Testing
@testable import APIGenCore

/// Hostile input: deep nesting, alias bombs, garbage, size. Errors, never crashes or hangs.
@Suite struct YAMLReaderLimitTests {
    @Test func deepFlowNestingIsRejectedAtTheLimit() throws {
        let accepted = try YAMLTest.read(String(repeating: "[", count: 512) + String(repeating: "]", count: 512))
        #expect(accepted.yamlItems.count == 1)
        let diagnostic = try #require(YAMLTest.diagnostic(String(repeating: "[", count: 100_000)))
        #expect(diagnostic.message == "nesting is too deep (more than 512 levels); flatten the document")
        #expect(diagnostic.location == SourceLocation(file: "t.yaml", line: 1, column: 513))
    }

    @Test func deepBlockNestingIsRejected() throws {
        let text = (0..<600).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        let diagnostic = try #require(YAMLTest.diagnostic(text))
        #expect(diagnostic.message == "nesting is too deep (more than 512 levels); flatten the document")
        #expect(diagnostic.location?.line == 513)
    }

    // A hang guard, not a timing assertion: speed is measured by apigen-bench, not by tests.
    @Test(.timeLimit(.minutes(5))) func billionLaughsFailsFast() throws {
        var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            let refs = Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
            lines.append("\(name): &\(name) [\(refs)]")
        }
        let diagnostic = try #require(YAMLTest.diagnostic(lines.joined(separator: "\n")))
        #expect(diagnostic.message == "alias expansion too large (more than 1000000 nodes); aliases expand to copies, so use fewer nested aliases")
        #expect(diagnostic.location?.line == 7)
    }

    @Test(.timeLimit(.minutes(5))) func longBlankRunsStayLinear() throws {
        let tabs = try YAMLTest.read("a:\n  b: 1\n" + String(repeating: "\t", count: 200_000) + "\nc: 2\n")
        #expect(tabs.yamlKeys == ["a", "c"])
        let spaces = try YAMLTest.read("a: x" + String(repeating: " ", count: 200_000) + "y\n")
        #expect(spaces.yamlValue(forKey: "a")?.yamlScalar?.text.count == 200_002)
    }

    @Test func randomInputNeverCrashes() {
        // Deterministic pseudo-random strings over YAML's syntax characters.
        let alphabet = Array("- :?[]{},#&*!|>'\"%@`\t\n\\ab1.~".utf8) + [0xC3, 0xA9, 0xFF]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var rejected = 0
        for _ in 0..<3_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 58)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            if let diagnostic = YAMLTest.diagnostic(bytes: bytes) {
                rejected += 1
                #expect(diagnostic.location != nil)
            }
        }
        #expect(rejected > 0)
    }

    @Test(.timeLimit(.minutes(5))) func largeDocumentsReadCompletely() throws {
        func spec(endpoints: Int) -> String {
            var text = "service: Demo\nendpoints:\n"
            for index in 0..<endpoints {
                text += """
                  getUser\(index):
                    method: GET
                    path: "/users/{id}"
                    params: { id: { in: path, type: Int }, verbose: { in: query, type: Bool?, default: false } }
                    response: '[User]'
                    description: >
                      Returns the user with the given id,
                      folded over two lines.
                    tags: [a, b, c]

                """
            }
            return text
        }
        // Reading time is measured by `apigen-bench --only readers` (linear in size); here a large document
        // must simply read completely and correctly.
        let node = try YAMLTest.read(spec(endpoints: 4_000))
        #expect(node.yamlValue(forKey: "endpoints")?.yamlKeys.count == 4_000)
    }
}

@Suite struct YAMLAliasDepthTests {
    /// Anchors 500 levels deep, each holding the previous one, would build a 3,000-level tree from 6 KB.
    @Test func aliasesCannotStackNestingPastTheLimit() throws {
        var lines: [String] = []
        var previous: String?
        for index in 0..<6 {
            let inner = previous.map { "*\($0)" } ?? "x"
            lines.append("d\(index): &d\(index) " + String(repeating: "[", count: 500) + inner + String(repeating: "]", count: 500))
            previous = "d\(index)"
        }
        let diagnostic = try #require(YAMLTest.diagnostic(lines.joined(separator: "\n")))
        #expect(diagnostic.message == "nesting is too deep (more than 512 levels) once '*d0' is expanded; flatten the document")
        #expect(diagnostic.location?.line == 2)
        #expect(diagnostic.location?.column == 509)
        // Shallow reuse is fine.
        #expect(YAMLTest.diagnostic("a: &a [[1]]\nb: [*a, *a]\n") == nil)
    }
}
