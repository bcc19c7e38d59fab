/// A located document tree shared by the JSON and YAML readers.
///
/// Both formats read into the same three shapes, so everything downstream (spec decoding,
/// `apigen convert`, tests) is format-agnostic. Every node knows where it came from; mappings keep
/// document order, which is the root of deterministic output.
public enum Node: Hashable, Sendable {
    case scalar(Scalar)
    case sequence(Sequence)
    case mapping(Mapping)

    public var location: SourceLocation {
        switch self {
        case .scalar(let scalar): scalar.location
        case .sequence(let sequence): sequence.location
        case .mapping(let mapping): mapping.location
        }
    }

    /// The explicit tag, resolved to its full form (`tag:yaml.org,2002:str`), if the source had one.
    public var tag: String? {
        switch self {
        case .scalar(let scalar): scalar.tag
        case .sequence(let sequence): sequence.tag
        case .mapping(let mapping): mapping.tag
        }
    }

    /// A short name of the node's shape for diagnostics: "a string", "a mapping", ...
    public var kindDescription: String {
        switch self {
        case .scalar(let scalar): scalar.value.kindDescription
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

extension Node {
    /// A scalar: its text after unescaping and folding, how it was written, and where.
    public struct Scalar: Hashable, Sendable {
        public var text: String
        public var style: ScalarStyle
        public var tag: String?
        public var location: SourceLocation

        public init(_ text: String, style: ScalarStyle = .plain, tag: String? = nil, location: SourceLocation) {
            self.text = text
            self.style = style
            self.tag = tag
            self.location = location
        }

        /// The value under the YAML 1.2 core schema (JSON input resolves the same way: its strings
        /// are quoted, its numbers, `true`, `false` and `null` are plain).
        public var value: ScalarValue { ScalarValue.resolve(text, style: style, tag: tag) }
    }

    public enum ScalarStyle: Hashable, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// A sequence in document order.
    public struct Sequence: Hashable, Sendable {
        public var items: [Node]
        public var tag: String?
        public var location: SourceLocation

        public init(_ items: [Node], tag: String? = nil, location: SourceLocation) {
            self.items = items
            self.tag = tag
            self.location = location
        }
    }

    /// A mapping in document order. Keys are nodes (YAML allows any node as a key); readers reject
    /// duplicate keys with a located error, so a key appears at most once.
    public struct Mapping: Hashable, Sendable {
        public var entries: [Entry]
        public var tag: String?
        public var location: SourceLocation

        public init(_ entries: [Entry], tag: String? = nil, location: SourceLocation) {
            self.entries = entries
            self.tag = tag
            self.location = location
        }

        public struct Entry: Hashable, Sendable {
            public var key: Node
            public var value: Node

            public init(key: Node, value: Node) {
                self.key = key
                self.value = value
            }
        }

        /// The value of the entry whose key is the scalar `key`, if any.
        public subscript(key: String) -> Node? {
            for entry in entries {
                if case .scalar(let scalar) = entry.key, scalar.text == key { return entry.value }
            }
            return nil
        }
    }
}
