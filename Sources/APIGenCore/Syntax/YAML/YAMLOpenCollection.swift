/// A collection the parser has opened but not yet closed, kept on the parser's explicit stack.
struct YAMLOpenCollection {
    enum Kind: Equatable {
        case blockSequence, indentlessSequence, flowSequence
        case blockMapping, flowMapping
        /// A single `key: value` pair written directly inside a flow sequence (`[a: 1]`).
        case flowPair
    }

    let kind: Kind
    let start: YAMLMark
    let tag: String?
    let anchor: String?
    /// The parser's node count when this collection opened; the difference is its size.
    let countBefore: Int
    var items: [Node] = []
    var builder = YAMLMappingBuilder()
    /// A mapping's key that still waits for its value.
    var pendingKey: Node?
    /// No entry has started yet (flow collections need a ',' before every later entry).
    var isFirst = true

    init(kind: Kind, start: YAMLMark, tag: String?, anchor: String?, countBefore: Int) {
        self.kind = kind
        self.start = start
        self.tag = tag
        self.anchor = anchor
        self.countBefore = countBefore
    }

    var isSequence: Bool { kind == .blockSequence || kind == .indentlessSequence || kind == .flowSequence }

    /// Adds a finished child: a sequence item, or a mapping's key and then its value. Returns the key and where it
    /// was first written when `replacingDuplicates` let a repeated key replace the earlier value.
    mutating func attach(
        _ node: Node, replacingDuplicates: Bool, mergingKeys: Bool
    ) throws(Diagnostic) -> (key: Node, first: SourceLocation)? {
        if isSequence {
            items.append(node)
        } else if let key = pendingKey {
            pendingKey = nil
            if let first = try builder.add(key: key, value: node, replacingDuplicates: replacingDuplicates, mergingKeys: mergingKeys) {
                return (key, first)
            }
        } else {
            pendingKey = node
        }
        return nil
    }

    func node(at location: SourceLocation) -> Node {
        if isSequence { return .sequence(Node.Sequence(items, tag: tag, location: location)) }
        return .mapping(Node.Mapping(builder.entries, tag: tag, location: location))
    }
}
