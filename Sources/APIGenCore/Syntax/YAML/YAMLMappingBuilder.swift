/// Collects mapping entries in document order and rejects duplicate keys.
///
/// Keys are compared by resolved value (`1`, `+1` and `0x1` are the same key; `"1"` is not), so
/// what a consumer looks up matches what the author wrote once. Small mappings (most of them)
/// are checked by a linear scan; a hash index is built only once a mapping grows.
struct YAMLMappingBuilder {
    private static let indexThreshold = 12

    private(set) var entries: [Node.Mapping.Entry] = []
    private var identities: [YAMLKeyIdentity] = []
    private var index: [YAMLKeyIdentity: Int] = [:]

    /// Adds an entry. A key already present is an error, or with `replacingDuplicates` replaces the earlier entry's
    /// value in place (the later value wins, as PyYAML, SnakeYAML and `JSON.parse` read it), returning where the
    /// earlier key was written.
    @discardableResult
    mutating func add(key: Node, value: Node, replacingDuplicates: Bool = false) throws(Diagnostic) -> SourceLocation? {
        if case .scalar(let scalar) = key, scalar.style == .plain, scalar.tag == nil, scalar.text == "<<" {
            // YAML 1.1 readers merge here, 1.2 readers keep a "<<" key: refuse rather than pick one.
            throw Diagnostic.error(
                "unsupported YAML feature: merge keys ('<<'); write the merged keys out, or quote '<<' for a literal key",
                at: key.location)
        }
        let identity = YAMLKeyIdentity(key)
        if let first = firstIndex(of: identity) {
            let location = entries[first].key.location
            if replacingDuplicates {
                entries[first].value = value
                return location
            }
            var name = ""
            if case .scalar(let scalar) = key { name = " '\(scalar.text)'" }
            throw Diagnostic.error(
                "duplicate mapping key\(name) (first defined at \(location.line):\(location.column)); remove or rename one",
                at: key.location)
        }
        if identities.count >= Self.indexThreshold {
            if index.isEmpty {
                for (position, existing) in identities.enumerated() { index[existing] = position }
            }
            index[identity] = identities.count
        }
        identities.append(identity)
        entries.append(Node.Mapping.Entry(key: key, value: value))
        return nil
    }

    private func firstIndex(of identity: YAMLKeyIdentity) -> Int? {
        if !index.isEmpty { return index[identity] }
        return identities.firstIndex(of: identity)
    }
}

/// A key's value without locations, for duplicate detection.
enum YAMLKeyIdentity: Hashable {
    case scalar(ScalarValue)
    case sequence([YAMLKeyIdentity])
    case mapping([YAMLKeyIdentity])

    init(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            self = .scalar(Self.value(of: scalar))
        case .sequence(let sequence):
            self = .sequence(sequence.items.map(YAMLKeyIdentity.init))
        case .mapping(let mapping):
            self = .mapping(mapping.entries.flatMap { [YAMLKeyIdentity($0.key), YAMLKeyIdentity($0.value)] })
        }
    }

    /// The scalar's resolved value; skips core-schema matching for plain keys that can only be
    /// strings (the common `name:` case), since only these first characters start anything else.
    private static func value(of scalar: Node.Scalar) -> ScalarValue {
        guard scalar.style == .plain, scalar.tag == nil, let first = scalar.text.utf8.first else { return scalar.value }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "~"):
            return scalar.value
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"),
            UInt8(ascii: "F"):
            // null, true, false in their three casings
            let count = scalar.text.utf8.count
            return count == 4 || count == 5 ? scalar.value : .string(scalar.text)
        default:
            return .string(scalar.text)
        }
    }
}
