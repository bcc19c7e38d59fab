import Foundation
import Testing
@testable import APIGenCore
@testable import apigen

/// Templates whose work multiplies stop at a render limit with a located error naming it. Each input
/// here would hang or exhaust memory without its limit, so a missing limit fails by never finishing.
@Suite struct MustacheRenderLimitTests {
    private func render(_ source: String, _ context: MustacheValue = .object([:]), partials: [String: String] = [:],
                        limits: MustacheRenderer.Limits = .standard) throws(Diagnostic) -> String {
        var parsed: [String: MustacheTemplate] = [:]
        for (name, text) in partials { parsed[name] = try MustacheTemplate(source: text, name: "partials/\(name).mustache") }
        return try MustacheTemplate(source: source, name: "T.mustache").render(context, partials: parsed, limits: limits)
    }

    private func location(_ file: String, _ line: Int, _ column: Int) -> APIGenCore.SourceLocation {
        APIGenCore.SourceLocation(file: file, line: line, column: column)
    }

    /// Issue 12: 1,000 bytes and two self-inclusions per level ran to 1 GB of output while nesting
    /// silently stopped at 200 levels; now the first branch stops the render at the nesting limit.
    @Test func partialIncludingItselfTwiceStopsAtTheNestingLimit() {
        let partial = String(repeating: "A", count: 1_000) + "{{>p}}{{>p}}"
        #expect(throws: MustacheRenderLimit.depth(200).diagnostic(at: location("partials/p.mustache", 1, 1_001))) {
            try render("{{>p}}", partials: ["p": partial])
        }
    }

    /// Issue 12: 25 nested sections over three items are 3^25 runs. (A small budget keeps the
    /// test fast; the standard 250,000 take about half a second in a debug build.)
    @Test func nestedListSectionsStopAtTheIterationLimit() throws {
        let source = String(repeating: "{{#items}}", count: 25) + "x" + String(repeating: "{{/items}}", count: 25)
        let data = MustacheValue.object(["items": .list([.int(1), .int(2), .int(3)])])
        var limits = MustacheRenderer.Limits.standard
        limits.iterations = 20_000
        let error = try #require(throws: Diagnostic.self) { try render(source, data, limits: limits) }
        #expect(error.message == "rendering stopped: sections ran more than 20000 times (the section iteration limit is 20000)")
        // At one of the `{{#items}}` tags (every tenth column).
        #expect(error.location?.file == "T.mustache" && error.location?.line == 1 && (error.location?.column ?? 0) % 10 == 1)
    }

    /// A chain of 17 partials, each 2,000 bytes that include the next one twice: 2^17 × 2 KB of output.
    @Test func doublingPartialChainStopsAtTheOutputSizeLimit() throws {
        var partials = ["p17": ""]
        for level in 0..<17 {
            partials["p\(level)"] = String(repeating: "A", count: 2_000) + "{{>p\(level + 1)}}{{>p\(level + 1)}}"
        }
        let error = try #require(throws: Diagnostic.self) { try render("{{>p0}}", partials: partials) }
        #expect(error.message == MustacheRenderLimit.outputSize(64 << 20).message)
        #expect(error.message.contains("the output size limit is 67108864 bytes"))
        #expect(error.location?.file.hasPrefix("partials/p") == true)
    }

    /// A chain of 20 partials, each including the next one twice: 2^20 expansions, no output.
    @Test func doublingPartialChainWithoutTextStopsAtTheExpansionLimit() throws {
        var partials = ["p20": ""]
        for level in 0..<20 { partials["p\(level)"] = "{{>p\(level + 1)}}{{>p\(level + 1)}}" }
        let error = try #require(throws: Diagnostic.self) { try render("{{>p0}}", partials: partials) }
        #expect(error.message == MustacheRenderLimit.expansions(100_000).message)
        #expect(error.location?.file.hasPrefix("partials/p") == true)
    }

    @Test func unconditionalSelfInclusionStopsAtTheNestingLimit() {
        #expect(throws: MustacheRenderLimit.depth(200).diagnostic(at: location("partials/loop.mustache", 1, 2))) {
            try render("{{>loop}}", partials: ["loop": "x{{>loop}}"])
        }
        // Sections count towards the depth too, so recursion through them also stops.
        #expect(throws: MustacheRenderLimit.depth(200).diagnostic(at: location("partials/deep.mustache", 1, 8))) {
            try render("{{>deep}}", .object(["a": .bool(true)]), partials: ["deep": "{{#a}}y{{>deep}}{{/a}}"])
        }
    }

    /// Recursion that the data ends (as in the spec's recursive partial) is not limited.
    @Test func recursionEndedByTheDataRenders() throws {
        let leaf = { (name: String) in MustacheValue.object(["name": .string(name), "children": .list([])]) }
        let tree = MustacheValue.object(["name": .string("a"), "children": .list([
            leaf("b"), .object(["name": .string("c"), "children": .list([leaf("d")])]),
        ])])
        let output = try render("{{>node}}", tree, partials: ["node": "{{name}}({{#children}}{{>node}}{{/children}})"])
        #expect(output == "a(b()c(d()))")
    }

    @Test func limitMessagesNameTheLimitAndHowToFixIt() {
        for limit in [MustacheRenderLimit.depth(200), .expansions(100_000), .iterations(250_000), .outputSize(64 << 20)] {
            let diagnostic = limit.diagnostic(at: location("T.mustache", 1, 1))
            #expect(diagnostic.message.hasPrefix("rendering stopped: "))
            #expect(diagnostic.message.contains("limit is "))
            #expect(diagnostic.notes.count == 1)
        }
    }

    /// `apigen template render` answers the self-including partial with exit 65 and the located error.
    @Test func templateRenderExitsWithALocatedError() throws {
        let folder = try TemporaryFolder()
        let template = try folder.write("t.mustache", "{{>p}}")
        let data = try folder.write("data.json", "{}")
        try folder.write("partials/p.mustache", String(repeating: "A", count: 1_000) + "{{>p}}{{>p}}")
        let run = CapturedRun(["template", "render", template, "--data", data, "--partials", folder.path + "/partials"])
        #expect(run.code == .dataError)
        #expect(run.out.isEmpty)
        #expect(run.err.contains("partials/p.mustache:1:1001: error: rendering stopped: more than 200 sections"))
    }

    /// Generation with a `--templates` override that recurses reports the limit for every file and writes none.
    @Test func generationReportsTheLimit() throws {
        let templates = try TemplateLibrary(sources: ["File": "{{>Loop}}", "Loop": "x{{>Loop}}"], directory: "Custom")
        let (files, diagnostics) = Generator.generate([SpecFixtures.users], options: GeneratorOptions(), templates: templates)
        #expect(files.isEmpty)
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy {
            $0.severity == .error && $0.location == location("Custom/Loop.mustache", 1, 2) && $0.message.contains("nesting limit")
        })
    }
}
