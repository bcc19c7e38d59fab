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
            var index = lines[location.file] ?? SourceLineIndex(text)
            if let excerpt = index.excerpt(line: location.line, column: location.column, width: Self.excerptWidth) {
                output.append(excerpt.text)
                let prefix = excerpt.text.unicodeScalars.prefix(max(0, excerpt.caretColumn - 1))
                // Keep tabs so the caret lines up under a tab-indented line.
                let padding = String(String.UnicodeScalarView(prefix.map { $0 == "\t" ? "\t" : " " }))
                output.append(padding + "^")
            }
            lines[location.file] = index
        }
        for note in diagnostic.notes {
            output.append("note: \(note)")
        }
        return output.joined(separator: "\n")
    }

    /// How much of a source line an excerpt shows at most: minified JSON or a binary file can put
    /// megabytes on one line.
    static let excerptWidth = 120
}
