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

    /// Minified JSON: a 3.7 MB document on one line with a thousand diagnostics along it. Each excerpt costs its width
    /// (decoding the whole line for each one took 133 s here in a debug build; now about a second), and each is the
    /// cut the plain algorithm makes.
    @Test func aThousandDiagnosticsOnOneLongLine() {
        let segment = #"{"naïve":"€\#t",ok:1},"#  // 20 scalars in 23 bytes, one of them a tab
        let line = String(repeating: segment, count: 160_000)
        let width = segment.unicodeScalars.count * 160_000
        let columns = (0..<DiagnosticRenderer.maximumCount).map { 1 + $0 * (width / DiagnosticRenderer.maximumCount) } + [width]
        let diagnostics = columns.map { Diagnostic.warning("here", at: SourceLocation(file: "min.json", line: 1, column: $0)) }
        let output = DiagnosticRenderer(sources: ["min.json": line]).render(diagnostics)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 3 * DiagnosticRenderer.maximumCount + 1)
        for (number, column) in columns.prefix(DiagnosticRenderer.maximumCount).enumerated() where number % 97 == 0 || number < 3 {
            #expect(lines[3 * number + 1] == Self.plainExcerpt(of: line, column: column).text, "column \(column)")
        }
        #expect(lines.last?.hasPrefix("min.json:1:\(width): note: 1 more diagnostics") == true)
    }

    /// Every column of lines with multi-byte scalars, tabs and control characters, asked in order, backwards and
    /// across lines (the index continues from its last excerpt only on the same line and forwards).
    @Test func excerptsAreThePlainCutAtEveryColumn() throws {
        let lines = ["", "a", "tab\there", "ünï\u{0}cödé 🎉 " + String(repeating: "x€", count: 100), String(repeating: "→", count: 121),
                     String(repeating: "\u{7F}b", count: 70)]
        var index = SourceLineIndex(lines.joined(separator: "\r\n"))
        for (number, line) in lines.enumerated() {
            let count = line.unicodeScalars.count
            for column in Array(1...count + 1) + Array((1...count + 1).reversed()) {
                let found = index.excerpt(line: number + 1, column: column, width: DiagnosticRenderer.excerptWidth)
                let excerpt = try #require(found)
                let plain = Self.plainExcerpt(of: line, column: column)
                #expect(excerpt.text == plain.text && excerpt.caretColumn == plain.caretColumn, "line \(number + 1), column \(column)")
            }
        }
        #expect(index.excerpt(line: lines.count + 1, column: 1, width: 10) == nil)
    }

    /// The excerpt as the renderer cut it before it worked on bytes: decode the line, then take the window.
    private static func plainExcerpt(of line: String, column: Int) -> (text: String, caretColumn: Int) {
        let scalars = Array(line.unicodeScalars)
        let width = DiagnosticRenderer.excerptWidth
        var (start, end) = (0, scalars.count)
        if scalars.count > width {
            start = max(0, min(column - 1 - width / 2, scalars.count - width))
            end = start + width
        }
        var view = String.UnicodeScalarView()
        if start > 0 { view.append("\u{2026}") }
        for scalar in scalars[start..<end] { view.append(scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F ? "?" : scalar) }
        if end < scalars.count { view.append("\u{2026}") }
        return (String(view), column - start + (start > 0 ? 1 : 0))
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
