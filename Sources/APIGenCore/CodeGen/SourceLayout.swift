/// Final whitespace rules for generated Swift, applied after rendering so templates can stay
/// readable (blank lines around sections) while the output is byte-stable:
/// LF line ends, no trailing spaces, no blank line after `{` or before `}`, never two blank lines
/// in a row, exactly one final newline.
///
/// Generated code never contains multi-line string literals, so these rules cannot change the
/// meaning of any line. Works on UTF-8 bytes: `\r\n` is one `Character` in Swift, not two.
enum SourceLayout {
    static func normalize(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var lines: [ArraySlice<UInt8>] = []
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            var line = rawLine
            while let last = line.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") {
                line = line.dropLast()
            }
            if line.isEmpty {
                // Drop blank lines at the start, after another blank line, and after an opening brace.
                guard let previous = lines.last, !previous.isEmpty, previous.last != UInt8(ascii: "{") else { continue }
            } else if line.first(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: "}"), lines.last?.isEmpty == true {
                lines.removeLast()
            }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        for line in lines {
            output += line
            output.append(UInt8(ascii: "\n"))
        }
        if lines.isEmpty { output.append(UInt8(ascii: "\n")) }
        return String(decoding: output, as: UTF8.self)
    }
}
