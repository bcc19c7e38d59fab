@testable import APIGenCore

/// Helpers shared by the JSON reader and writer tests.
enum JSONTest {
    static let file = "test.json"

    static func read(_ text: String) throws(Diagnostic) -> Node {
        try JSONReader.read(text, file: file)
    }

    /// The diagnostic reading `bytes` throws, or nil when it reads fine.
    static func error(bytes: [UInt8]) -> Diagnostic? {
        do {
            _ = try JSONReader.read(bytes: bytes, file: file)
            return nil
        } catch {
            return error
        }
    }

    static func error(_ text: String) -> Diagnostic? {
        error(bytes: Array(text.utf8))
    }

    static func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    // Node builders for writer tests; locations count up so duplicate-key errors can name them.
    static func scalar(_ text: String, _ style: Node.ScalarStyle = .plain, tag: String? = nil, line: Int = 1) -> Node {
        .scalar(Node.Scalar(text, style: style, tag: tag, location: location(line, 1)))
    }

    static func string(_ text: String) -> Node { scalar(text, .doubleQuoted) }

    static func list(_ items: [Node]) -> Node { .sequence(Node.Sequence(items, location: location(1, 1))) }

    static func map(_ entries: [(Node, Node)]) -> Node {
        .mapping(Node.Mapping(entries.map { Node.Mapping.Entry(key: $0.0, value: $0.1) }, location: location(1, 1)))
    }

    static func map(_ entries: KeyValuePairs<String, Node>) -> Node {
        map(entries.map { (string($0.key), $0.value) })
    }
}

extension JSONTest {
    /// A node tree without locations or styles: what a document *means*, for round-trip checks.
    /// Nested in `JSONTest` so the name cannot clash with other test helpers in the target.
    indirect enum Tree: Equatable, CustomStringConvertible {
        case scalar(ScalarValue)
        case list([Tree])
        case map([Pair])

        struct Pair: Equatable {
            var key: Tree
            var value: Tree
        }

        init(_ node: Node) {
            switch node {
            case .scalar(let scalar): self = .scalar(scalar.value)
            case .sequence(let sequence): self = .list(sequence.items.map(Tree.init))
            case .mapping(let mapping):
                self = .map(mapping.entries.map { Pair(key: Tree($0.key), value: Tree($0.value)) })
            }
        }

        var description: String {
            switch self {
            case .scalar(let value): "\(value)"
            case .list(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
            case .map(let pairs): "{" + pairs.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
            }
        }
    }
}
