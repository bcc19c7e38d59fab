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
    /// test fast; the standard 100,000 take about a fifth of a second in a debug build.)
    @Test func nestedListSectionsStopAtTheIterationLimit() throws {
        let source = String(repeating: "{{#items}}", count: 25) + "x" + String(repeating: "{{/items}}", count: 25)
        let data = MustacheValue.object(["items": .list([.int(1), .int(2), .int(3)])])
        var limits = MustacheRenderer.Limits.standard
        limits.iterations = 20_000
        limits.growth = nil
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
        // 16 MiB, plus 256 bytes for the one value of the empty context.
        #expect(error.message == MustacheRenderLimit.outputSize((16 << 20) + 256).message)
        #expect(error.message.contains("the output size limit is 16777472 bytes"))
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
        let limits: [MustacheRenderLimit] = [.depth(200), .expansions(100_000), .iterations(100_000), .steps(500_000), .outputSize(16 << 20)]
        for limit in limits {
            let diagnostic = limit.diagnostic(at: location("T.mustache", 1, 1))
            #expect(diagnostic.message.hasPrefix("rendering stopped: "))
            #expect(diagnostic.message.contains("limit is "))
            // The limits that grow with the data say so.
            let grows = [MustacheRenderLimit.iterations(100_000), .steps(500_000), .outputSize(16 << 20)].contains(limit)
            #expect(diagnostic.notes.count == (grows ? 2 : 1))
            #expect(diagnostic.notes.last?.contains("grow with the size of the data") == grows)
        }
    }

    /// Issue 12, found by FuzzMustache (`Fuzz/Findings/mustache-large-body-in-nested-sections.bin`): 17
    /// nested sections whose innermost body holds partials, parents, blocks and a hundred-byte text ran
    /// the 250,000 section iterations allowed then, but with ten to twenty nodes each: 2.7 million nodes
    /// and 13 MB of output, 0.45 s in a release build and 1.4 to 1.8 s in the fuzzing build. Counting
    /// every node rendered bounds that work whatever the body's size.
    @Test func aLargeBodyInNestedSectionsStopsAtTheWorkLimit() throws {
        let body = String(repeating: "{{name}} text {{>missing}}", count: 40)
        let source = String(repeating: "{{#items}}", count: 12) + body + String(repeating: "{{/items}}", count: 12)
        let data = MustacheValue.object(["items": .list([.int(1), .object(["name": .string("n")]), .string("x")]), "name": .string("N")])
        let error = try #require(throws: Diagnostic.self) { try render(source, data) }
        // Seven values in the context (itself, the list, its three items, two names): 500,000 + 7 × 32.
        #expect(data.valueCount == 7)
        #expect(error.message == MustacheRenderLimit.steps(500_224).message)
        #expect(error.location?.file == "T.mustache")
    }

    /// The limits grow with the data: a template that renders each of 400,000 values once makes more
    /// section runs, steps and output than the base limits allow, and renders all the same.
    @Test func largeDataRendersPastTheBaseLimits() throws {
        let count = 400_000
        let data = MustacheValue.object(["items": .list((0..<count).map { .string("item \($0) " + String(repeating: "x", count: 40)) })])
        let output = try render("{{#items}}{{.}},{{^last}}{{/last}}{{/items}}", data)
        #expect(output.utf8.count > 16 << 20)
        #expect(output.hasPrefix("item 0 x") && output.hasSuffix("item \(count - 1) " + String(repeating: "x", count: 40) + ","))
        // The same template over the same data with fixed limits stops at the first one it passes.
        var fixed = MustacheRenderer.Limits.standard
        fixed.growth = nil
        #expect(throws: MustacheRenderLimit.iterations(100_000).diagnostic(at: location("T.mustache", 1, 1))) {
            try render("{{#items}}{{.}},{{^last}}{{/last}}{{/items}}", data, limits: fixed)
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
