/// Collects mapping entries in document order and rejects duplicate keys.
///
/// Keys are compared by resolved value (`1`, `+1` and `0x1` are the same key; `"1"` is not), so
/// what a consumer looks up matches what the author wrote once.
struct MappingBuilder {
    private(set) var entries: [Node.Mapping.Entry] = []
    private var seen: [KeyIdentity: SourceLocation] = [:]

    mutating func add(key: Node, value: Node) throws(Diagnostic) {
        if case .scalar(let scalar) = key, scalar.style == .plain, scalar.tag == nil, scalar.text == "<<" {
            // YAML 1.1 readers merge here, 1.2 readers keep a "<<" key: refuse rather than pick one.
            throw Diagnostic.error(
                "unsupported YAML feature: merge keys ('<<'); write the merged keys out, or quote '<<' for a literal key",
                at: key.location)
        }
        let identity = KeyIdentity(key)
        if let first = seen[identity] {
            var name = ""
            if case .scalar(let scalar) = key { name = " '\(scalar.text)'" }
            throw Diagnostic.error(
                "duplicate mapping key\(name) (first defined at \(first.line):\(first.column)); remove or rename one",
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
