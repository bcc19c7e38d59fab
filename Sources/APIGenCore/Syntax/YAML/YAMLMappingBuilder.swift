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
    /// Entries that a merge key (`<<`) brought in: a key written in the mapping itself replaces them.
    private var mergedPositions: Set<Int> = []

    /// Adds an entry. A key already present is an error, or with `replacingDuplicates` replaces the earlier entry's
    /// value in place (the later value wins, as PyYAML, SnakeYAML and `JSON.parse` read it), returning where the
    /// earlier key was written.
    ///
    /// A merge key (`<<: *defaults`, YAML 1.1) is an error, since YAML 1.1 readers merge there and 1.2 readers keep a
    /// `"<<"` key; with `mergingKeys` it merges as PyYAML, SnakeYAML and js-yaml do (see `mergeEntries`).
    @discardableResult
    mutating func add(
        key: Node, value: Node, replacingDuplicates: Bool = false, mergingKeys: Bool = false
    ) throws(Diagnostic) -> SourceLocation? {
        if Self.isMergeKey(key) {
            guard mergingKeys else {
                throw Diagnostic.error(
                    "unsupported YAML feature: merge keys ('<<'); write the merged keys out, or quote '<<' for a literal key",
                    at: key.location)
            }
            try mergeEntries(of: value)
            return nil
        }
        let identity = YAMLKeyIdentity(key)
        if let first = firstIndex(of: identity) {
            let location = entries[first].key.location
            if mergedPositions.remove(first) != nil {
                // A key of the mapping itself wins over a merged one, wherever the merge key is written.
                entries[first] = Node.Mapping.Entry(key: key, value: value)
                return nil
            }
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
        append(Node.Mapping.Entry(key: key, value: value), identity: identity)
        return nil
    }

    /// `<<` written plainly, or tagged `!!merge`.
    private static func isMergeKey(_ key: Node) -> Bool {
        guard case .scalar(let scalar) = key, scalar.text == "<<" else { return false }
        return (scalar.style == .plain && scalar.tag == nil) || scalar.tag == ScalarValue.tagPrefix + "merge"
    }

    /// The entries of a merge key's mapping, or of each mapping in its list, added where the mapping has no such key
    /// yet: keys written in the mapping itself win, and in a list an earlier mapping wins over a later one (YAML 1.1's
    /// merge key type).
    private mutating func mergeEntries(of value: Node) throws(Diagnostic) {
        let sources: [Node.Mapping]
        switch value {
        case .mapping(let mapping):
            sources = [mapping]
        case .sequence(let sequence):
            var mappings: [Node.Mapping] = []
            for item in sequence.items {
                guard case .mapping(let mapping) = item else {
                    throw Diagnostic.error(
                        "a merge key's list must hold only mappings, found \(item.kindDescription)", at: item.location,
                        notes: ["write '<<: [*first, *second]' with aliases of mappings"])
                }
                mappings.append(mapping)
            }
            sources = mappings
        default:
            throw Diagnostic.error(
                "a merge key's value must be a mapping or a list of mappings, found \(value.kindDescription)", at: value.location,
                notes: ["write '<<: *name' with the alias of a mapping"])
        }
        for source in sources {
            for entry in source.entries {
                let identity = YAMLKeyIdentity(entry.key)
                guard firstIndex(of: identity) == nil else { continue }
                mergedPositions.insert(entries.count)
                append(entry, identity: identity)
            }
        }
    }

    private mutating func append(_ entry: Node.Mapping.Entry, identity: YAMLKeyIdentity) {
        if identities.count >= Self.indexThreshold {
            if index.isEmpty {
                for (position, existing) in identities.enumerated() { index[existing] = position }
            }
            index[identity] = identities.count
        }
        identities.append(identity)
        entries.append(entry)
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
