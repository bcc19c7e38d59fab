/// Final whitespace rules for generated Swift, applied after rendering so templates can stay
/// readable (blank lines around sections) while the output is byte-stable:
/// LF line ends, no trailing spaces, no blank line after `{` or before `}`, never two blank lines
/// in a row, exactly one final newline.
///
/// Generated code never contains multi-line string literals, so these rules cannot change the
/// meaning of any line.
enum SourceLayout {
    static func normalize(_ text: String) -> String {
        var lines: [Substring] = []
        let raw = text.split(separator: "\n", omittingEmptySubsequences: false)
        lines.reserveCapacity(raw.count)
        for rawLine in raw {
            var line = rawLine
            if line.last == "\r" { line = line.dropLast() }
            while let last = line.last, last == " " || last == "\t" { line = line.dropLast() }
            if line.isEmpty {
                // Drop blank lines at the start, after another blank line, and after an opening brace.
                guard let previous = lines.last, !previous.isEmpty, previous.last != "{" else { continue }
            } else if Self.startsWithClosingBrace(line), lines.last?.isEmpty == true {
                lines.removeLast()
            }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func startsWithClosingBrace(_ line: Substring) -> Bool {
        line.first { $0 != " " } == "}"
    }
}
