import Testing
@testable import APIGenCore

/// Random templates built from Mustache fragments: parsing either succeeds or reports a located
/// error, and rendering always terminates without crashing.
@Suite struct MustacheFuzzTests {
    /// SplitMix64: a tiny deterministic generator, so a failure reproduces.
    private struct Random: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static let fragments = [
        "{{", "}}", "{{{", "}}}", "{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{<p}}", "{{/p}}", "{{$k}}",
        "{{/k}}", "{{>p}}", "{{>*n}}", "{{.}}", "{{a.b}}", "{{&c}}", "{{!x}}", "{{=<% %>=}}", "<%a%>",
        "<%={{ }}=%>", "\n", "\r\n", "  ", "\t", "x", "é", "#", "=", "{", "}", "<", "$", "/", "*",
    ]

    @Test func randomTemplatesNeverCrash() {
        var random = Random(state: 0xA91_6E4)
        let context = MustacheValue.object([
            "a": .list([.int(1), .object(["b": .string("<&>")])]), "b": .bool(false), "c": .double(2.5),
            "n": .string("p"),
        ])
        // Self-inclusion is covered by MustacheRenderingTests; here partials are fixed so that
        // every random template renders quickly.
        let partials: [String: MustacheTemplate] = [
            "p": try? MustacheTemplate(source: "[{{#a}}{{$k}}k{{/k}}{{/a}}]\n", name: "p"),
        ].compactMapValues { $0 }
        var parsed = 0
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...30, using: &random)
            let source = (0..<count).map { _ in Self.fragments.randomElement(using: &random) ?? "" }.joined()
            do {
                let template = try MustacheTemplate(source: source, name: "fuzz")
                parsed += 1
                let first = try template.render(context, partials: partials)
                #expect(try first == template.render(context, partials: partials), "\(source.debugDescription)")
            } catch {
                #expect(error.location?.file == "fuzz", "\(source.debugDescription)")
                #expect((error.location?.line ?? 0) >= 1 && (error.location?.column ?? 0) >= 1)
            }
        }
        #expect(partials.count == 1)
        #expect(parsed > 1_000)
    }
}
