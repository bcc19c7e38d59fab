import Testing
@testable import APIGenCore

/// Thousands of errors in one file: printed up to a limit, and found and printed in linear time.
/// (Rescanning the file per diagnostic to print its line took minutes for the spec below; there are
/// no timing assertions, a regression simply does not finish.)
@Suite struct DiagnosticScaleTests {
    /// One model with 5,000 properties whose type misspells `String`.
    private static let count = 5_000
    private static let spec: String = {
        var lines = ["service: Big", "models:", "  Model:", "    properties:"]
        for index in 0..<count {
            lines.append("      property\(index): Strng")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func fiveThousandErrorsAreFoundAndPrintedUpToTheLimit() throws {
        let node = try YAMLReader.read(Self.spec, file: "Big.yaml")
        let diagnostics = SpecDecoder.decode(node, file: "Big.yaml").diagnostics
        #expect(diagnostics.count == Self.count)
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        let output = DiagnosticRenderer(sources: ["Big.yaml": Self.spec]).render(diagnostics)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        // Each printed error has a message, an excerpt, a caret and its notes; then one closing note.
        let printed = diagnostics.sorted().prefix(DiagnosticRenderer.maximumCount)
        #expect(lines.count == printed.reduce(0) { $0 + 3 + $1.notes.count } + 1)
        #expect(lines.last.map(String.init) == "Big.yaml:\(5 + DiagnosticRenderer.maximumCount):21: note: 4000 more diagnostics from here on "
            + "are not shown (4000 errors, 0 warnings): apigen prints at most 1000; fix the ones above and run again")
        #expect(lines.first?.hasPrefix("Big.yaml:5:18: error: ") == true)
        #expect(lines[1] == "      property0: Strng")
        #expect(lines[3] == "note: did you mean 'String'?")
    }

    @Test func fewerDiagnosticsThanTheLimitPrintWithoutANote() {
        let location = SourceLocation(file: "a.yaml", line: 2, column: 3)
        let diagnostics = (0..<3).map { Diagnostic.error("problem \($0)", at: location) }
        let output = DiagnosticRenderer(sources: ["a.yaml": "a: 1\r\nbb: 2\rc: 3"]).render(diagnostics)
        #expect(output == (0..<3).map { "a.yaml:2:3: error: problem \($0)\nbb: 2\n  ^" }.joined(separator: "\n"))
    }

    @Test func lineIndexHandlesEveryLineEnding() {
        let index = SourceLineIndex("one\ntwo\r\nthree\rfour\n")
        #expect((0...6).map { index.line($0) } == [nil, "one", "two", "three", "four", "", nil])
        #expect(SourceLineIndex("").line(1) == "")
    }

    /// Every candidate costs a length check and an ASCII prefix comparison; at most
    /// `maximumComparisons` of them an edit distance.
    @Test func suggestionsStillFindTheClosestName() {
        let names = (0..<Self.count).map { "Model\($0)" }
        #expect(Suggestion.closest(to: "Modle42", in: names) == "Model42")
        #expect(Suggestion.closest(to: "model42", in: ["x", "Model42"]) == "Model42")
        #expect(Suggestion.closest(to: "Zebra", in: names) == nil)
        #expect(Suggestion.closest(to: "MODEL4999", in: names) == "Model4999")
        #expect(Suggestion.closest(to: "Ünïcödé", in: ["ünïcödé"]) == "ünïcödé")
        #expect(Suggestion.closest(to: "Strng", in: names + ["String"]) == "String")
    }
}
