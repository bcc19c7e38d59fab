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
        var lines: [String: SourceLineIndex] = [:]
        return render(diagnostic, lines: &lines)
    }

    /// At most this many diagnostics are printed; a note at the first one left out says how many more
    /// there are, so a pathological file cannot print millions of lines.
    public static let maximumCount = 1_000

    /// Renders `diagnostics` sorted by location, at most `maximumCount` of them.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        let sorted = diagnostics.sorted()
        var lines: [String: SourceLineIndex] = [:]
        var parts = sorted.prefix(Self.maximumCount).map { render($0, lines: &lines) }
        if sorted.count > Self.maximumCount {
            parts.append(Self.omissionNote(for: sorted[Self.maximumCount...]).description)
        }
        return parts.joined(separator: "\n")
    }

    /// The note that stands in for `omitted`, placed where the first of them is.
    static func omissionNote(for omitted: ArraySlice<Diagnostic>) -> Diagnostic {
        let errors = omitted.count { $0.severity == .error }
        let warnings = omitted.count { $0.severity == .warning }
        var counts = ["\(errors) error\(errors == 1 ? "" : "s")", "\(warnings) warning\(warnings == 1 ? "" : "s")"]
        if omitted.count > errors + warnings { counts.append("\(omitted.count - errors - warnings) notes") }
        let message = "\(omitted.count) more diagnostics from here on are not shown (\(counts.joined(separator: ", "))): "
            + "apigen prints at most \(maximumCount); fix the ones above and run again"
        var note = Diagnostic(.note, message, file: omitted.first?.file ?? "")
        note.location = omitted.first?.location
        return note
    }

    /// Renders one diagnostic, looking its line up in `lines` (built once per file).
    private func render(_ diagnostic: Diagnostic, lines: inout [String: SourceLineIndex]) -> String {
        var output = [diagnostic.description]
        if let location = diagnostic.location, let text = sources[location.file] {
            let index = lines[location.file] ?? SourceLineIndex(text)
            lines[location.file] = index
            if let line = index.line(location.line) {
                let (excerpt, caretColumn) = Self.excerpt(of: line, column: location.column)
                output.append(excerpt)
                let prefix = excerpt.unicodeScalars.prefix(max(0, caretColumn - 1))
                // Keep tabs so the caret lines up under a tab-indented line.
                let padding = String(String.UnicodeScalarView(prefix.map { $0 == "\t" ? "\t" : " " }))
                output.append(padding + "^")
            }
        }
        for note in diagnostic.notes {
            output.append("note: \(note)")
        }
        return output.joined(separator: "\n")
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
}
