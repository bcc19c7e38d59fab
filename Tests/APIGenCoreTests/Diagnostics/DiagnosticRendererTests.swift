import Testing
@testable import APIGenCore

@Suite struct DiagnosticRendererTests {
    @Test func excerptWithCaretAndNotes() {
        let renderer = DiagnosticRenderer(sources: ["a.yaml": "one: 1\n\ttwo: x\n"])
        let text = renderer.render(.error("bad value", at: SourceLocation(file: "a.yaml", line: 2, column: 7), notes: ["use a number"]))
        #expect(text == "a.yaml:2:7: error: bad value\n\ttwo: x\n\t     ^\nnote: use a number")
    }

    @Test func longLinesShowAWindowAroundTheColumn() {
        let line = String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500)
        let renderer = DiagnosticRenderer(sources: ["min.json": line])
        let lines = renderer.render(.error("here", at: SourceLocation(file: "min.json", line: 1, column: 501))).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].unicodeScalars.count == DiagnosticRenderer.excerptWidth + 2)
        #expect(lines[1].hasPrefix("\u{2026}") && lines[1].hasSuffix("\u{2026}"))
        let caret = lines[2].unicodeScalars.count  // the caret is the last character
        #expect(Array(lines[1].unicodeScalars)[caret - 1] == "X")
    }

    @Test func controlCharactersAreShownAsQuestionMarks() {
        let renderer = DiagnosticRenderer(sources: ["bin.yaml": "a\u{0}b\u{7F}c"])
        let text = renderer.render(.error("binary", at: SourceLocation(file: "bin.yaml", line: 1, column: 2)))
        #expect(text == "bin.yaml:1:2: error: binary\na?b?c\n ^")
    }

    @Test func fileLevelProblemsArePlacedAtTheFirstLine() {
        #expect(Diagnostic(.error, "no such file or directory; check the path", file: "x.yaml").description
            == "x.yaml:1:1: error: no such file or directory; check the path")
    }
}
