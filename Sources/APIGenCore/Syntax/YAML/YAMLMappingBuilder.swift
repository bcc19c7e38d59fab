/// Collects mapping entries in document order and rejects duplicate keys.
///
/// Keys are compared by resolved value (`1`, `+1` and `0x1` are the same key; `"1"` is not), so
/// what a consumer looks up matches what the author wrote once.
struct MappingBuilder {
    private(set) var entries: [Node.Mapping.Entry] = []
    private var seen: [KeyIdentity: SourceLocation] = [:]

    mutating func add(key: Node, value: Node, file: String) throws(Diagnostic) {
        let identity = KeyIdentity(key)
        if let first = seen[identity] {
            throw Diagnostic.error(
                "duplicate mapping key; the same key was first used at \(first.line):\(first.column) — remove or rename one",
                at: key.location)
        }
        seen[identity] = key.location
        entries.append(Node.Mapping.Entry(key: key, value: value))
    }
}

/// A key's value without locations, for duplicate detection.
indirect enum KeyIdentity: Hashable {
    case scalar(ScalarValue)
    case sequence([KeyIdentity])
    case mapping([KeyIdentity])

    init(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            self = .scalar(scalar.value)
        case .sequence(let sequence):
            self = .sequence(sequence.items.map(KeyIdentity.init))
        case .mapping(let mapping):
            self = .mapping(mapping.entries.flatMap { [KeyIdentity($0.key), KeyIdentity($0.value)] })
        }
    }
}
