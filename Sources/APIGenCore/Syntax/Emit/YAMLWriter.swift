/// Writes a ``Node`` tree as block-style YAML: 2-space indent, document order, `{}` and `[]` for
/// empty collections, one final newline.
///
/// The output reads back to the same values under the YAML 1.2 core schema:
/// - scalars are written from their resolved ``ScalarValue`` in canonical form (`31` for `0x1F`,
///   `true` for `True`, `null` for `~`, `1.5` for `1.50`, `.inf`), so the output also shows how
///   the input was understood;
/// - strings are plain when that is unambiguous and double-quoted otherwise (see
///   ``YAMLWriter/needsQuotes(_:)``);
/// - list items holding a mapping or list use the compact `- key: value` / `- - item` forms;
/// - keys that are lists or mappings, or longer than YAML's 1024-character implicit-key limit,
///   use explicit `? key` / `: value` entries.
///
/// Tags are dropped: core tags (`!!str`, `!!int`, ...) are already reflected in the value, and
/// other tags (`!custom`, `!!binary`, `!!set`) do not change how the core schema resolves the
/// node, so the value tree is unchanged without them. Anchors and aliases are not written; an
/// alias was already expanded into a copy by the reader.
public enum YAMLWriter {
    /// The block-style YAML text of `node`. Every node tree can be written, so this never fails.
    public static func write(_ node: Node) -> String {
        var output: [UInt8] = []
        switch node {
        case .scalar(let scalar):
            output.append(contentsOf: scalarText(scalar).utf8)
            output.append(contentsOf: "\n".utf8)
        case .sequence(let sequence) where sequence.items.isEmpty:
            output.append(contentsOf: "[]\n".utf8)
        case .mapping(let mapping) where mapping.entries.isEmpty:
            output.append(contentsOf: "{}\n".utf8)
        case .sequence(let sequence):
            writeSequence(sequence.items, indent: 0, continuesLine: false, into: &output)
        case .mapping(let mapping):
            writeMapping(mapping.entries, indent: 0, continuesLine: false, into: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The one-line text of a scalar or empty collection, or nil for a non-empty collection,
    /// which needs lines of its own.
    private static func inlineText(_ node: Node) -> String? {
        switch node {
        case .scalar(let scalar): scalarText(scalar)
        case .sequence(let sequence): sequence.items.isEmpty ? "[]" : nil
        case .mapping(let mapping): mapping.entries.isEmpty ? "{}" : nil
        }
    }

    /// Writes list items at `indent`. With `continuesLine`, the first item goes on the current
    /// line, right after a `- ` already written (the compact `- - item` form).
    private static func writeSequence(_ items: [Node], indent: Int, continuesLine: Bool, into output: inout [UInt8]) {
        for (index, item) in items.enumerated() {
            if index > 0 || !continuesLine { writeIndent(indent, into: &output) }
            output.append(UInt8(ascii: "-"))
            writeNested(item, indent: indent + 2, compact: true, into: &output)
        }
    }

    /// Writes mapping entries at `indent`; with `continuesLine`, the first entry follows a `- `.
    private static func writeMapping(
        _ entries: [Node.Mapping.Entry], indent: Int, continuesLine: Bool, into output: inout [UInt8]
    ) {
        for (index, entry) in entries.enumerated() {
            if index > 0 || !continuesLine { writeIndent(indent, into: &output) }
            if let key = implicitKeyText(entry.key) {
                output.append(contentsOf: key.utf8)
                output.append(UInt8(ascii: ":"))
                writeNested(entry.value, indent: indent + 2, compact: false, into: &output)
            } else {
                output.append(UInt8(ascii: "?"))
                writeNested(entry.key, indent: indent + 2, compact: true, into: &output)
                writeIndent(indent, into: &output)
                output.append(UInt8(ascii: ":"))
                writeNested(entry.value, indent: indent + 2, compact: false, into: &output)
            }
        }
    }

    /// Writes `node` after an indicator (`-`, `?`, `:` or `key:`) already on the line: a scalar or
    /// empty collection on the same line; a list or mapping on the same line when `compact`
    /// (after `-` and `?`), else on the next lines.
    private static func writeNested(_ node: Node, indent: Int, compact: Bool, into output: inout [UInt8]) {
        if let text = inlineText(node) {
            output.append(UInt8(ascii: " "))
            output.append(contentsOf: text.utf8)
            output.append(contentsOf: "\n".utf8)
            return
        }
        switch node {
        case .sequence(let sequence):
            if compact {
                output.append(UInt8(ascii: " "))
                writeSequence(sequence.items, indent: indent, continuesLine: true, into: &output)
            } else {
                output.append(contentsOf: "\n".utf8)
                writeSequence(sequence.items, indent: indent, continuesLine: false, into: &output)
            }
        case .mapping(let mapping):
            if compact {
                output.append(UInt8(ascii: " "))
                writeMapping(mapping.entries, indent: indent, continuesLine: true, into: &output)
            } else {
                output.append(contentsOf: "\n".utf8)
                writeMapping(mapping.entries, indent: indent, continuesLine: false, into: &output)
            }
        case .scalar:
            break
        }
    }

    private static func writeIndent(_ width: Int, into output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
    }

    /// The key as a simple `key:` prefix, or nil when it needs an explicit `? key` entry.
    private static func implicitKeyText(_ key: Node) -> String? {
        guard case .scalar(let scalar) = key else { return nil }
        let text = scalarText(scalar)
        // YAML limits implicit keys to 1024 characters.
        return text.unicodeScalars.count <= 1024 ? text : nil
    }
}
