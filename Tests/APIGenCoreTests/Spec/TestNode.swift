@testable import APIGenCore

/// A test-only document builder: write a spec as Swift literals, get the YAML text it stands
/// for and the located `Node` tree a reader would produce from that text.
///
/// Layout (so expected lines and columns can be counted by hand): block style, two spaces per
/// level; `key: scalar` on one line; nested collections start on the next line; list items are
/// `- value` or `- key: …` with the rest of the mapping aligned under the first key; empty
/// collections are `{}` / `[]`. Strings are plain unless they need quotes, then double-quoted.
/// A mapping is located at its first key, a list at its first `-`, a scalar at its first character.
indirect enum TestNode: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    case string(String)
    case plain(String)
    case list([TestNode])
    case map([(String, TestNode)])

    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .plain(String(value)) }
    init(floatLiteral value: Double) { self = .plain(String(value)) }
    init(booleanLiteral value: Bool) { self = .plain(String(value)) }
    init(nilLiteral: ()) { self = .plain("null") }
    init(arrayLiteral elements: TestNode...) { self = .list(elements) }
    init(dictionaryLiteral elements: (String, TestNode)...) { self = .map(elements) }

    /// The YAML text and its node tree, for a file named `file`.
    func document(file: String = "spec.yaml") -> (text: String, node: Node) {
        var lines: [String] = []
        let node = render(indent: 0, lines: &lines, file: file, firstLinePrefix: nil)
        return (lines.joined(separator: "\n") + "\n", node)
    }

    private func render(indent: Int, lines: inout [String], file: String, firstLinePrefix: String?) -> Node {
        let pad = String(repeating: " ", count: indent)
        let start = lines.count
        let node: Node
        switch self {
        case .string, .plain:
            let (text, scalar) = inlineScalar(line: lines.count + 1, column: indent + 1, file: file)
            lines.append(pad + text)
            node = scalar
        case .list(let items) where items.isEmpty:
            lines.append(pad + "[]")
            node = .sequence(Node.Sequence([], location: SourceLocation(file: file, line: start + 1, column: indent + 1)))
        case .map(let entries) where entries.isEmpty:
            lines.append(pad + "{}")
            node = .mapping(Node.Mapping([], location: SourceLocation(file: file, line: start + 1, column: indent + 1)))
        case .list(let items):
            var nodes: [Node] = []
            for item in items {
                switch item {
                case .string, .plain:
                    let (text, scalar) = item.inlineScalar(line: lines.count + 1, column: indent + 3, file: file)
                    lines.append(pad + "- " + text)
                    nodes.append(scalar)
                case .list, .map:
                    nodes.append(item.render(indent: indent + 2, lines: &lines, file: file, firstLinePrefix: pad + "- "))
                }
            }
            node = .sequence(Node.Sequence(nodes, location: SourceLocation(file: file, line: start + 1, column: indent + 1)))
        case .map(let entries):
            var result: [Node.Mapping.Entry] = []
            for (key, value) in entries {
                let line = lines.count + 1
                let keyNode = Node.scalar(Node.Scalar(key, location: SourceLocation(file: file, line: line, column: indent + 1)))
                if value.isInline {
                    let (text, scalar) = value.inlineScalar(line: line, column: indent + key.count + 3, file: file)
                    lines.append(pad + key + ": " + text)
                    result.append(Node.Mapping.Entry(key: keyNode, value: scalar))
                } else {
                    lines.append(pad + key + ":")
                    let child = value.render(indent: indent + 2, lines: &lines, file: file, firstLinePrefix: nil)
                    result.append(Node.Mapping.Entry(key: keyNode, value: child))
                }
            }
            node = .mapping(Node.Mapping(result, location: SourceLocation(file: file, line: start + 1, column: indent + 1)))
        }
        if let firstLinePrefix, start < lines.count {
            lines[start] = firstLinePrefix + lines[start].dropFirst(indent)
        }
        return node
    }

    /// Scalars and empty collections are written on the line of their key.
    private var isInline: Bool {
        switch self {
        case .string, .plain: true
        case .list(let items): items.isEmpty
        case .map(let entries): entries.isEmpty
        }
    }

    /// A scalar (or empty collection) written on the current line at `column`.
    private func inlineScalar(line: Int, column: Int, file: String) -> (String, Node) {
        let location = SourceLocation(file: file, line: line, column: column)
        switch self {
        case .plain(let text):
            return (text, .scalar(Node.Scalar(text, location: location)))
        case .string(let text):
            if Self.isPlainSafe(text) { return (text, .scalar(Node.Scalar(text, location: location))) }
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return ("\"\(escaped)\"", .scalar(Node.Scalar(text, style: .doubleQuoted, location: location)))
        case .list:
            return ("[]", .sequence(Node.Sequence([], location: location)))
        case .map:
            return ("{}", .mapping(Node.Mapping([], location: location)))
        }
    }

    private static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last else { return false }
        if "[]{}#&*!|>'\"%@`,?:-".contains(first) || last == ":" || last == " " || first == " " { return false }
        if text.contains(": ") || text.contains(" #") || text.contains("\n") { return false }
        return ScalarValue.resolve(text, style: .plain, tag: nil) == .string(text)
    }
}
