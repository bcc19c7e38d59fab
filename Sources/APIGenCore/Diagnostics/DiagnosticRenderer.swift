/// Prints diagnostics the way compilers do:
///
/// ```
/// Specs/Users.yaml:12:5: error: unknown key 'respnse' in endpoint 'getUser'
///     respnse: User
///     ^
/// note: did you mean 'response'?
/// ```
public struct DiagnosticRenderer: Sendable {
    /// Source text by file path, for the excerpt. Files not present print without one.
    public var sources: [String: String]

    public init(sources: [String: String] = [:]) {
        self.sources = sources
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var lines = [diagnostic.description]
        if let location = diagnostic.location, let text = sources[location.file],
           let line = Self.line(location.line, of: text) {
            let (excerpt, caretColumn) = Self.excerpt(of: line, column: location.column)
            lines.append(excerpt)
            let prefix = excerpt.unicodeScalars.prefix(max(0, caretColumn - 1))
            // Keep tabs so the caret lines up under a tab-indented line.
            let padding = String(String.UnicodeScalarView(prefix.map { $0 == "\t" ? "\t" : " " }))
            lines.append(padding + "^")
        }
        for note in diagnostic.notes {
            lines.append("note: \(note)")
        }
        return lines.joined(separator: "\n")
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.sorted().map(render).joined(separator: "\n")
    }

    /// How much of a source line an excerpt shows at most: minified JSON or a binary file can put
    /// megabytes on one line.
    static let excerptWidth = 120

    /// The part of `line` around `column` that fits `excerptWidth`, with `…` where it was cut and
    /// control characters (binary input) shown as `?`; and the caret's column within the excerpt.
    static func excerpt(of line: String, column: Int) -> (text: String, caretColumn: Int) {
        let scalars = Array(line.unicodeScalars)
        var start = 0
        var end = scalars.count
        if scalars.count > excerptWidth {
            start = max(0, min(column - 1 - excerptWidth / 2, scalars.count - excerptWidth))
            end = start + excerptWidth
        }
        var view = String.UnicodeScalarView()
        if start > 0 { view.append("\u{2026}") }
        for scalar in scalars[start..<end] {
            view.append(scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F ? "?" : scalar)
        }
        if end < scalars.count { view.append("\u{2026}") }
        return (String(view), column - start + (start > 0 ? 1 : 0))
    }

    /// The 1-based `number`th line of `text`, without its terminator.
    static func line(_ number: Int, of text: String) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = text.utf8.startIndex
        var index = start
        let utf8 = text.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if current == number { break }
                current += 1
                if byte == UInt8(ascii: "\r"), utf8.index(after: index) < utf8.endIndex,
                   utf8[utf8.index(after: index)] == UInt8(ascii: "\n") {
                    index = utf8.index(after: index)
                }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        guard current == number else { return nil }
        return String(text[start..<index])
    }
}
