/// Quoting and block scalars for ``SpecYAMLPrinter``.
extension SpecYAMLPrinter {
    /// A string in block context: plain unless ``YAMLWriter/needsQuotes(_:)`` says it would read back differently.
    static func blockScalar(_ text: String) -> String {
        YAMLWriter.needsQuotes(text) ? YAMLWriter.doubleQuoted(text) : text
    }

    /// A string inside `{ … }` or `[ … ]`: also quoted when it contains a flow indicator (`, [ ] { }`), which
    /// would end a plain scalar there, or ends in `?`, which docs/SpecFormat.md asks to quote so that every
    /// YAML tool reads `"URL?"` the same way.
    static func flowScalar(_ text: String) -> String {
        let needsQuotes = YAMLWriter.needsQuotes(text) || text.hasSuffix("?")
            || text.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]")
                || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
        return needsQuotes ? YAMLWriter.doubleQuoted(text) : text
    }

    /// A mapping key in block context, or nil when it is too long for an implicit key (YAML's limit is 1024
    /// characters) and needs the explicit `? key` form.
    static func blockKey(_ key: String) -> String? {
        let text = blockScalar(key)
        return text.unicodeScalars.count <= 1024 ? text : nil
    }

    /// Multi-line text as a literal block scalar (`|` or `|-` and its lines, without indentation), or
    /// nil when the text is one line or a block scalar cannot hold it exactly.
    ///
    /// Block scalars cannot hold characters YAML only allows escaped (tabs are left out too: some
    /// readers reject them in indentation), and their indentation is detected from the first non-empty
    /// line, so that line must not start with a space and no blank line before it may hold spaces. Those
    /// texts, and texts ending in more than one break, are written double-quoted with `\n` escapes instead.
    static func literalBlock(_ text: String) -> (indicator: String, lines: [String])? {
        guard text.utf8.contains(UInt8(ascii: "\n")) else { return nil }
        guard text.unicodeScalars.allSatisfy({ $0 == "\n" || (!YAMLWriter.needsEscape($0) && $0 != "\t") }) else {
            return nil
        }
        // Split by scalars, not characters: a combining mark after a break makes one `Character` of both.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        guard let first = lines.firstIndex(where: { $0.unicodeScalars.contains { $0 != " " } }),
              lines[..<first].allSatisfy(\.isEmpty), lines[first].unicodeScalars.first != " "
        else { return nil }
        // `|+` would keep further breaks, but also any blank line that follows in the document: quote those.
        switch text.utf8.reversed().prefix(while: { $0 == UInt8(ascii: "\n") }).count {
        case 0:
            return ("|-", lines)
        case 1:
            lines.removeLast()
            return ("|", lines)
        default:
            return nil
        }
    }
}
