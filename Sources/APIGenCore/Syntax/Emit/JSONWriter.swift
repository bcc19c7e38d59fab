/// Writes a ``Node`` tree as pretty JSON: 2-space indent, document order, `"key": value`, `{}` and
/// `[]` for empty collections, and one final newline.
///
/// Scalars are written by their resolved ``ScalarValue``, so a YAML `12` stays a number and a
/// YAML `"12"` stays a string. Numbers whose source text already is a JSON number are copied
/// verbatim (`1.50` stays `1.50`, a 30-digit integer keeps every digit); other numbers (`0x1F`,
/// `+.5`) are written in their shortest round-trippable form. What JSON cannot say is a located
/// error: infinity or NaN, a list or mapping used as a key, two keys that become the same string.
/// Tags are not written; JSON has no place for them.
public enum JSONWriter {
    /// The JSON text of `node`, or a located error for what JSON cannot express.
    public static func write(_ node: Node) throws(Diagnostic) -> String {
        var output: [UInt8] = []
        try writeValue(node, indent: 0, into: &output)
        output.append(0x0A)
        return String(decoding: output, as: UTF8.self)
    }

    private static func writeValue(_ node: Node, indent: Int, into output: inout [UInt8]) throws(Diagnostic) {
        switch node {
        case .scalar(let scalar):
            try writeScalar(scalar, into: &output)
        case .sequence(let sequence):
            guard !sequence.items.isEmpty else {
                output.append(contentsOf: "[]".utf8)
                return
            }
            output.append(UInt8(ascii: "["))
            for (index, item) in sequence.items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent: indent + 2, into: &output)
                try writeValue(item, indent: indent + 2, into: &output)
            }
            newline(indent: indent, into: &output)
            output.append(UInt8(ascii: "]"))
        case .mapping(let mapping):
            guard !mapping.entries.isEmpty else {
                output.append(contentsOf: "{}".utf8)
                return
            }
            output.append(UInt8(ascii: "{"))
            var seen: [String: SourceLocation] = [:]
            for (index, entry) in mapping.entries.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent: indent + 2, into: &output)
                let key = try keyText(entry.key)
                if let first = seen[key] {
                    throw Diagnostic.error(
                        "key '\(JSONParser.messageText(key))' appears twice once keys are written as JSON strings "
                            + "(first at line \(first.line), column \(first.column)); rename one of them",
                        at: entry.key.location)
                }
                seen[key] = entry.key.location
                writeString(key, into: &output)
                output.append(contentsOf: ": ".utf8)
                try writeValue(entry.value, indent: indent + 2, into: &output)
            }
            newline(indent: indent, into: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// JSON object keys are strings: a scalar key is written as its text.
    private static func keyText(_ key: Node) throws(Diagnostic) -> String {
        switch key {
        case .scalar(let scalar):
            return scalar.text
        case .sequence, .mapping:
            throw Diagnostic.error(
                "\(key.kindDescription) used as a mapping key cannot be written as JSON; JSON object keys must be strings",
                at: key.location)
        }
    }

    private static func newline(indent: Int, into output: inout [UInt8]) {
        output.append(0x0A)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }
}
