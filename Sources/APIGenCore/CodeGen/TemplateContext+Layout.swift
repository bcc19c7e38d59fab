extension TemplateContext {
    /// The column limit generated lines are wrapped at, when they can be.
    static let lineLimit = 120

    /// A parenthesised, comma-separated clause: `(a: Int, b: String)` when the line
    /// `prefix + clause + suffix` fits in `lineLimit` columns, otherwise one item per line,
    /// indented one level deeper than `indent`, with the closing parenthesis back at `indent`:
    ///
    ///     (
    ///         a: Int,
    ///         b: String
    ///     )
    ///
    /// Template values are never re-indented, so the indentation is part of the value.
    static func clause(_ items: [String], prefix: String, suffix: String = "", indent: String, alwaysWrap: Bool = false) -> String {
        let inline = "(" + items.joined(separator: ", ") + ")"
        guard !items.isEmpty, alwaysWrap || prefix.count + inline.count + suffix.count > lineLimit else { return inline }
        let inner = indent + "    "
        return "(\n" + items.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + ")"
    }
}
