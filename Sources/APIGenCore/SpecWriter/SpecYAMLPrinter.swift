/// Writes a ``SpecYAML`` tree the way a person writes a spec: block style for sections, one-line flow style
/// for short entries (`id: { in: path, type: Int }`), literal block scalars for multi-line text, and quotes
/// only where plain text would read back as something else.
///
/// Everything written reads back, under apigen's YAML reader and other YAML 1.2 readers, as exactly the
/// strings in the tree: scalar quoting comes from ``YAMLWriter``, plus the flow-context rules of
/// ``flowScalar(_:)``.
struct SpecYAMLPrinter {
    /// Flow collections that would make a line longer than this get lines of their own.
    static let lineWidth = 100

    private(set) var output = ""

    /// Writes the document's top-level mapping.
    mutating func writeDocument(_ entries: [SpecYAML.Entry]) {
        writeBlockMapping(entries, indent: 0, continuesLine: false)
    }

    /// Mapping entries at `indent`; with `continuesLine` the first entry follows a `- ` already written.
    private mutating func writeBlockMapping(_ entries: [SpecYAML.Entry], indent: Int, continuesLine: Bool) {
        for (index, entry) in entries.enumerated() {
            if entry.isSpaced, !output.isEmpty { output += "\n" }
            if index > 0 || !continuesLine { output += Self.padding(indent) }
            if let key = Self.blockKey(entry.key) {
                output += key + ":"
                writeValue(entry.value, indent: indent, column: indent + key.count + 1)
            } else {
                // YAML caps implicit keys at 1024 characters; longer ones need the explicit `? key` form.
                output += "? " + YAMLWriter.doubleQuoted(entry.key) + "\n" + Self.padding(indent) + ":"
                writeValue(entry.value, indent: indent, column: indent + 1)
            }
        }
    }

    /// List items at `indent`.
    private mutating func writeBlockSequence(_ items: [SpecYAML], indent: Int) {
        for item in items {
            output += Self.padding(indent) + "-"
            writeValue(item, indent: indent, column: indent + 1, afterDash: true)
        }
    }

    /// Writes `value` after an indicator (`key:`, `-`, `:`) that ends at `column` on a line indented by `indent`.
    private mutating func writeValue(_ value: SpecYAML, indent: Int, column: Int, afterDash: Bool = false) {
        switch value {
        case .literal(let text):
            output += " " + text + "\n"
        case .string(let text):
            if let block = Self.literalBlock(text) {
                output += " " + block.indicator + "\n"
                for line in block.lines {
                    output += line.isEmpty ? "\n" : Self.padding(indent + 2) + line + "\n"
                }
            } else {
                output += " " + Self.blockScalar(text) + "\n"
            }
        case .mapping(let entries, let layout):
            if let flow = fittingFlow(value, layout: layout, column: column) {
                output += " " + flow + "\n"
            } else if afterDash {
                output += " "
                writeBlockMapping(entries, indent: indent + 2, continuesLine: true)
            } else {
                output += "\n"
                writeBlockMapping(entries, indent: indent + 2, continuesLine: false)
            }
        case .sequence(let items, let layout):
            if let flow = fittingFlow(value, layout: layout, column: column) {
                output += " " + flow + "\n"
            } else {
                output += "\n"
                writeBlockSequence(items, indent: indent + 2)
            }
        }
    }

    /// The one-line form of a collection when its layout allows it and it fits after `column`. Empty
    /// collections are always `{}` / `[]`.
    private func fittingFlow(_ value: SpecYAML, layout: SpecYAML.Layout, column: Int) -> String? {
        switch value {
        case .mapping(let entries, _) where entries.isEmpty: return "{}"
        case .sequence(let items, _) where items.isEmpty: return "[]"
        default: break
        }
        guard layout == .auto, let flow = Self.flowText(value), column + 1 + flow.count <= Self.lineWidth else { return nil }
        return flow
    }

    /// `value` on one line, or nil when it holds a block-only collection or text that reads better as a block scalar.
    static func flowText(_ value: SpecYAML) -> String? {
        switch value {
        case .literal(let text):
            return text
        case .string(let text):
            return literalBlock(text) == nil ? flowScalar(text) : nil
        case .mapping(let entries, let layout):
            guard layout == .auto else { return nil }
            if entries.isEmpty { return "{}" }
            var parts: [String] = []
            for entry in entries {
                guard let text = flowText(entry.value) else { return nil }
                parts.append(flowScalar(entry.key) + ": " + text)
            }
            return "{ " + parts.joined(separator: ", ") + " }"
        case .sequence(let items, let layout):
            guard layout == .auto else { return nil }
            var parts: [String] = []
            for item in items {
                guard let text = flowText(item) else { return nil }
                parts.append(text)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        }
    }

    private static func padding(_ width: Int) -> String {
        String(repeating: " ", count: width)
    }
}
