import Testing
@testable import APIGenCore

@Suite struct SourceLayoutTests {
    @Test func normalizesWhitespaceOnly() {
        let input = "\n\n// header  \r\n\n\n\nstruct A {\n\n    var a: Int \n\n\n    func f() {}\n\n}\n\n\n"
        let expected = "// header\n\nstruct A {\n    var a: Int\n\n    func f() {}\n}\n"
        #expect(SourceLayout.normalize(input) == expected)
    }

    @Test func keepsDocCommentsAndEmptyFilesStable() {
        #expect(SourceLayout.normalize("/// a\n/// \n/// b") == "/// a\n///\n/// b\n")
        #expect(SourceLayout.normalize("") == "\n")
        let once = SourceLayout.normalize("a {\n\n  b\n\n}\n")
        #expect(SourceLayout.normalize(once) == once)
    }

    @Test func blankOnlyAndUnicodeInput() {
        #expect(SourceLayout.normalize("  \n\t\n\r\n") == "\n")
        #expect(SourceLayout.normalize("a {\n\n\t}\n") == "a {\n\t}\n")
        #expect(SourceLayout.normalize("x\n\n    }  ") == "x\n    }\n")
        #expect(SourceLayout.normalize("/// ünïcödé 用户 \u{1F600}\t\n\n\nlet a = 1") == "/// ünïcödé 用户 \u{1F600}\n\nlet a = 1\n")
    }

    /// The one-pass implementation against the rules written out line by line, on random inputs.
    @Test func agreesWithTheRulesOnRandomInput() {
        // By Unicode scalars: `\r\n` is one `Character`, so splitting a `String` at "\n" would not see it.
        func reference(_ text: String) -> String {
            var lines: [[Unicode.Scalar]] = []
            for raw in Array(text.unicodeScalars).split(separator: "\n", omittingEmptySubsequences: false) {
                var line = Array(raw)
                while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
                if line.isEmpty {
                    guard let previous = lines.last, !previous.isEmpty, previous.last != "{" else { continue }
                } else if line.first(where: { $0 != " " }) == "}", lines.last?.isEmpty == true {
                    lines.removeLast()
                }
                lines.append(line)
            }
            while lines.last?.isEmpty == true { lines.removeLast() }
            var result = String.UnicodeScalarView()
            for line in lines { result += line + ["\n"] }
            return lines.isEmpty ? "\n" : String(result)
        }
        let pieces = ["a", "{", "}", " ", "\t", "\r", "\n", "\n", "\n", "é", "/// x"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let input = (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            #expect(SourceLayout.normalize(input) == reference(input), "\(input.debugDescription)")
        }
    }
}
