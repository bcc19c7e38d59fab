/// A small document tree for writing synthetic specs as JSON or YAML text.
///
/// The harness writes its own text rather than using apigen's writers, so the readers are
/// measured on input that no part of apigen produced.
indirect enum SpecTree {
    case string(String)
    case int(Int)
    case bool(Bool)
    case list([SpecTree])
    /// Keys in document order.
    case map([(String, SpecTree)])

    /// Pretty JSON, two-space indent, one final newline.
    func json() -> String {
        var out = ""
        writeJSON(into: &out, indent: 0)
        out += "\n"
        return out
    }

    /// Block-style YAML, two-space indent; scalars that YAML could misread are double-quoted.
    func yaml() -> String {
        var out = ""
        switch self {
        case .map(let pairs): Self.writeYAML(pairs: pairs, into: &out, indent: 0)
        default: out += scalarYAML() + "\n"
        }
        return out
    }

    private func writeJSON(into out: inout String, indent: Int) {
        switch self {
        case .string(let text): Self.quoted(text, into: &out)
        case .int(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .list(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                item.writeJSON(into: &out, indent: indent + 2)
                out += index + 1 < items.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .map(let pairs):
            guard !pairs.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, (key, value)) in pairs.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                Self.quoted(key, into: &out)
                out += ": "
                value.writeJSON(into: &out, indent: indent + 2)
                out += index + 1 < pairs.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    private static func writeYAML(pairs: [(String, SpecTree)], into out: inout String, indent: Int) {
        let pad = String(repeating: " ", count: indent)
        for (key, value) in pairs {
            out += pad + plainOrQuoted(key) + ":"
            value.writeYAMLValue(into: &out, indent: indent)
        }
    }

    /// Writes what follows `key:` (or `-`): a scalar on the same line, or a nested block.
    private func writeYAMLValue(into out: inout String, indent: Int) {
        switch self {
        case .map(let pairs) where !pairs.isEmpty:
            out += "\n"
            Self.writeYAML(pairs: pairs, into: &out, indent: indent + 2)
        case .list(let items) where !items.isEmpty:
            out += "\n"
            for item in items {
                out += String(repeating: " ", count: indent + 2) + "-"
                if case .map(let pairs) = item, let first = pairs.first {
                    // `- key: value` then the other keys aligned under the first.
                    out += " " + Self.plainOrQuoted(first.0) + ":"
                    first.1.writeYAMLValue(into: &out, indent: indent + 4)
                    Self.writeYAML(pairs: Array(pairs.dropFirst()), into: &out, indent: indent + 4)
                } else {
                    item.writeYAMLValue(into: &out, indent: indent + 2)
                }
            }
        default:
            out += " " + scalarYAML() + "\n"
        }
    }

    private func scalarYAML() -> String {
        switch self {
        case .string(let text): Self.plainOrQuoted(text)
        case .int(let value): String(value)
        case .bool(let value): value ? "true" : "false"
        case .list: "[]"
        case .map: "{}"
        }
    }

    /// Plain when the text cannot be read as anything but the same string.
    private static func plainOrQuoted(_ text: String) -> String {
        let safe = text.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x20 || byte == 0x2F || byte == 0x2E || byte == 0x5F || byte == 0x2D || byte == 0x2C
        }
        let reserved = ["true", "false", "null", "yes", "no", "on", "off", "~"].contains(text.lowercased())
        let numeric = text.first.map { $0.isNumber || $0 == "-" || $0 == "." } ?? true
        if safe, !reserved, !numeric, text.last != " " {
            return text
        }
        var out = ""
        quoted(text, into: &out)
        return out
    }

    /// A JSON string literal, which is also a valid YAML double-quoted scalar.
    private static func quoted(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
