/// Prints the changes `SpecDiff` found: compiler-style text, Markdown for a pull-request comment, or JSON.
///
/// Every format lists the changes in the order given (`SpecDiff`'s fixed order) and ends with one final
/// newline. Locations are printed as given (`path:line:col`, the path as the user named it).
public enum DiffReport {
    public enum Format: String, Sendable, CaseIterable {
        case text, markdown, json
    }

    public static func render(_ changes: [APIChange], format: Format) -> String {
        switch format {
        case .text: text(changes)
        case .markdown: markdown(changes)
        case .json: json(changes)
        }
    }

    /// `2 changes: 1 breaking for callers, 1 compatible`, or `no changes to the generated API`.
    public static func summary(_ changes: [APIChange]) -> String {
        guard !changes.isEmpty else { return "no changes to the generated API" }
        let counts = APIChange.Impact.allCases.reversed().compactMap { impact -> String? in
            let count = changes.count(of: impact)
            return count == 0 ? nil : "\(count) \(impact.label)"
        }
        return "\(changes.count) change\(changes.count == 1 ? "" : "s"): " + counts.joined(separator: ", ")
    }

    /// One line per change, `path:line:col: <impact>: <service> <subject>: <message>`, with the affected
    /// symbols and, for a breaking change the spec can avoid, a hint on indented lines under it; then the summary.
    static func text(_ changes: [APIChange]) -> String {
        var output = ""
        for change in changes {
            output += "\(change.location): \(change.impact.label): \(change.service) \(change.subject.description): \(change.message)\n"
            if !change.symbols.isEmpty {
                output += "    affects: " + change.symbols.joined(separator: ", ") + "\n"
            }
            if let hint = change.hint {
                output += "    hint: \(hint)\n"
            }
        }
        return output + summary(changes) + "\n"
    }

    /// A heading with the summary, then one table per impact, most serious first.
    static func markdown(_ changes: [APIChange]) -> String {
        var output = "### apigen diff: \(summary(changes))\n"
        for impact in APIChange.Impact.allCases.reversed() {
            let group = changes.filter { $0.impact == impact }
            guard !group.isEmpty else { continue }
            let title = impact.label.prefix(1).uppercased() + impact.label.dropFirst()
            output += "\n#### \(title) (\(group.count))\n\n"
            output += "| Where | Change | Swift symbols |\n|---|---|---|\n"
            for change in group {
                let what = "\(change.service) \(change.subject.description): \(change.message)"
                    + (change.hint.map { " (hint: \($0))" } ?? "")
                let symbols = change.symbols.map { "`\($0)`" }.joined(separator: ", ")
                output += "| `\(cell(change.location.description))` | \(cell(what)) | \(cell(symbols)) |\n"
            }
        }
        return output
    }

    /// Text that stays inside one table cell: `|` escaped, line breaks as spaces.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// `{"summary": {…}, "changes": [{…}]}` with 2-space indentation and keys in a fixed order.
    static func json(_ changes: [APIChange]) -> String {
        var output = "{\n  \"summary\": {\n"
        let counts = APIChange.Impact.allCases.reversed().map { "    \(string($0.identifier)): \(changes.count(of: $0))" }
        output += counts.joined(separator: ",\n") + "\n  },\n"
        guard !changes.isEmpty else { return output + "  \"changes\": []\n}\n" }
        output += "  \"changes\": [\n"
        output += changes.map { change in
            let symbols = change.symbols.map(string).joined(separator: ", ")
            let fields = [
                "\"impact\": \(string(change.impact.identifier))",
                "\"kind\": \(string(change.kind))",
                "\"service\": \(string(change.service))",
                "\"subject\": \(string(change.subject.description))",
                "\"message\": \(string(change.message))",
                "\"symbols\": [\(symbols)]",
                "\"file\": \(string(change.location.file))",
                "\"line\": \(change.location.line)",
                "\"column\": \(change.location.column)",
                "\"side\": \(string(change.side.rawValue))",
                "\"hint\": \(change.hint.map(string) ?? "null")",
            ]
            return "    {\n" + fields.map { "      " + $0 }.joined(separator: ",\n") + "\n    }"
        }.joined(separator: ",\n")
        return output + "\n  ]\n}\n"
    }

    /// A JSON string literal.
    private static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
