/// Node properties: tags (resolution and core-schema checks) and anchors/aliases.
extension YAMLParser {
    /// Rejects a core-schema tag that contradicts its node (`!!int abc`, `!!map [a]`): the
    /// document is invalid, and any value we picked for it would be a guess.
    func validateCoreTag(_ tag: String, on node: Node) throws(Diagnostic) {
        guard tag.hasPrefix(ScalarValue.tagPrefix) else { return }
        let name = String(tag.dropFirst(ScalarValue.tagPrefix.count))
        let fits: Bool
        switch (name, node) {
        case ("map", .mapping), ("seq", .sequence), ("str", .scalar): fits = true
        case ("map", _), ("seq", _), ("str", _), ("int", .sequence), ("int", .mapping), ("float", .sequence),
            ("float", .mapping), ("bool", .sequence), ("bool", .mapping), ("null", .sequence), ("null", .mapping):
            fits = false
        case (_, .scalar(let scalar)):
            let plain = ScalarValue.resolve(scalar.text, style: .plain, tag: nil)
            switch (name, plain) {
            case ("int", .int), ("float", .float), ("float", .int), ("bool", .bool), ("null", .null): fits = true
            case ("int", _), ("float", _), ("bool", _), ("null", _): fits = false
            default: fits = true
            }
        default:
            fits = true
        }
        guard fits else {
            var what = node.kindDescription
            if case .scalar(let scalar) = node { what = "'\(scalar.text)'" }
            throw .error("\(what) does not fit its tag '!!\(name)'; fix the value or remove the tag", at: node.location)
        }
    }

    /// A copy of the anchored node. `depth` is how deep the alias stands: aliases must not stack nesting
    /// past `maximumDepth` either (anchors of 500 levels each holding the previous one would otherwise
    /// build a tree deep enough to overflow the stack of anything that walks it).
    mutating func expandAlias(_ name: String, at mark: YAMLMark, depth: Int) throws(Diagnostic) -> Node {
        guard let anchored = anchors[name] else {
            throw error("undefined alias '*\(name)'; define the anchor '&\(name)' before this use", at: mark)
        }
        let height = anchorHeights[name] ?? Self.height(of: anchored.node)
        anchorHeights[name] = height
        guard depth + height <= Self.maximumDepth else {
            throw error("nesting is too deep (more than \(Self.maximumDepth) levels) once '*\(name)' is expanded; flatten the document", at: mark)
        }
        expandedAliasNodes += anchored.size
        guard expandedAliasNodes <= Self.maximumAliasExpansion else {
            throw error(
                "alias expansion too large (more than \(Self.maximumAliasExpansion) nodes); aliases expand to copies, so use fewer nested aliases",
                at: mark)
        }
        nodeCount += anchored.size
        return anchored.node
    }

    /// The number of levels of `node` (a scalar is 0). Every node built here is at most `maximumDepth` deep,
    /// so the recursion is bounded.
    static func height(of node: Node) -> Int {
        switch node {
        case .scalar: 0
        case .sequence(let sequence): 1 + (sequence.items.map(height).max() ?? 0)
        case .mapping(let mapping): 1 + (mapping.entries.map { max(height(of: $0.key), height(of: $0.value)) }.max() ?? 0)
        }
    }

    func resolveTag(handle: String, suffix: String, at mark: YAMLMark) throws(Diagnostic) -> String {
        if handle.isEmpty { return suffix }
        if handle == "!" && suffix.isEmpty { return "!" }
        guard let prefix = tagHandles[handle] else {
            throw error("undefined tag handle '\(handle)'; declare it with a %TAG directive", at: mark)
        }
        return prefix + suffix
    }
}
