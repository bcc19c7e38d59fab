/// Union models: `oneOf:` (variant name → type, or → `{ type, values, description }`) and `discriminator:`.
extension SpecDocumentDecoder {
    static let variantKeys = ["type", "values", "description"]

    /// The union of `oneOf:`; `nil` when it has no usable variant (the errors say why).
    mutating func decodeUnion(_ node: Node, discriminator discriminatorNode: Node?, model: String) -> UnionSpec? {
        let discriminator = discriminatorNode.flatMap { nonEmptyString($0, for: "'discriminator'") }
        if case .sequence = node {
            error(
                "expected a mapping for 'oneOf' of model '\(model)', found a list", at: node.location,
                notes: ["name each variant, e.g. 'oneOf: { cat: Cat, dog: Dog }'; the names become the enum's cases"])
            return nil
        }
        let entries = namedEntries(of: node, for: "'oneOf' of model '\(model)'")
        guard case .mapping = node else { return nil }
        guard !entries.isEmpty else {
            error(
                "union '\(model)' has no variants", at: node.location,
                notes: ["list the alternatives, e.g. 'oneOf: { cat: Cat, dog: Dog }'"])
            return nil
        }
        var variants: [UnionVariantSpec] = []
        // Discriminator value → the variant it selects, to find values that select two.
        var selected: [String: String] = [:]
        // Type → the first variant of that type: without a discriminator, a later one is never chosen.
        var firstOfType: [TypeRef: String] = [:]
        for entry in entries {
            guard checkIdentifier(entry.name, kind: "variant", at: entry.key),
                  let (variant, valuesNode) = decodeVariant(entry, model: model)
            else { continue }
            variants.append(variant)
            guard discriminator != nil else {
                if let other = firstOfType[variant.type] {
                    warning(
                        "variant '\(variant.name)' of union '\(model)' is never chosen: variant '\(other)' has the same type '\(variant.type)' and is tried first",
                        at: variant.location, notes: ["remove one of them, or add a 'discriminator' and 'values' that tell them apart"])
                } else {
                    firstOfType[variant.type] = variant.name
                }
                if let valuesNode {
                    warning(
                        "'values' of variant '\(variant.name)' have no effect: union '\(model)' has no 'discriminator'",
                        at: valuesNode.location, notes: ["add 'discriminator: <property name>' to '\(model)', or remove 'values'"])
                }
                continue
            }
            for value in variant.selectingValues {
                if let other = selected[value] {
                    let implicit = variant.discriminatorValues.isEmpty
                    error(
                        "discriminator value '\(value)' selects both variant '\(other)' and variant '\(variant.name)' of union '\(model)'",
                        at: valuesNode?.location ?? variant.location,
                        notes: implicit
                            ? ["a variant without 'values' is selected by its model name; give '\(variant.name)' its own 'values: [...]'"]
                            : ["each value may select one variant; change the 'values' of one of them"])
                } else {
                    selected[value] = variant.name
                }
            }
        }
        return UnionSpec(variants: variants, discriminator: discriminator)
    }

    /// One variant and, when it has one, the node of its `values:` (for later messages).
    private mutating func decodeVariant(_ entry: NamedEntry, model: String) -> (UnionVariantSpec, Node?)? {
        let what = "variant '\(entry.name)' of union '\(model)'"
        guard case .mapping = entry.value else {
            guard let type = resolveType(entry.value, role: .property, what: what) else { return nil }
            return (UnionVariantSpec(name: entry.name, type: type, location: entry.key), nil)
        }
        guard let fields = fields(of: entry.value, allowed: Self.variantKeys, context: "in \(what)", what: what, owner: entry.key)
        else { return nil }
        let description = fields["description"].flatMap { string($0, for: "'description'") }
        let values = fields["values"].flatMap { discriminatorValues($0, of: what) }
        guard let typeNode = fields["type"] else {
            error("missing key 'type' in \(what)", at: entry.key, notes: ["write 'type: \(SwiftIdentifier.upperCamelCase(entry.name))'"])
            return nil
        }
        guard let type = resolveType(typeNode, role: .property, what: what) else { return nil }
        let variant = UnionVariantSpec(
            name: entry.name, type: type, discriminatorValues: values ?? [], description: description, location: entry.key)
        return (variant, fields["values"])
    }

    /// `values: [dog, DOG]`, or one value. Integers and booleans are kept as their text, which is how the
    /// runtime reads a discriminator that is not a string.
    private mutating func discriminatorValues(_ node: Node, of what: String) -> [String]? {
        let items: [Node]
        if case .sequence(let sequence) = node { items = sequence.items } else { items = [node] }
        guard !items.isEmpty else {
            error(
                "'values' of \(what) cannot be empty", at: node.location,
                notes: ["list the discriminator values that select it, or omit 'values' to use its model name"])
            return nil
        }
        var values: [String] = []
        for item in items {
            guard case .scalar(let scalar) = item else {
                error("expected a string for a discriminator value, found \(item.kindDescription)", at: item.location)
                continue
            }
            switch scalar.value {
            case .string(let text): values.append(text)
            case .int(let number): values.append(String(number))
            case .bool(let flag): values.append(String(flag))
            case .float, .null:
                error(
                    "discriminator values must be strings, integers or booleans, found \(item.kindDescription)", at: item.location,
                    notes: ["quote it to make it a string: \"\(scalar.text)\""])
            }
        }
        return values.isEmpty ? nil : values
    }

    /// Checks that need every model decoded: what the discriminator of each union can select.
    mutating func checkUnions(_ models: [ModelSpec]) {
        var byName: [String: ModelSpec] = [:]
        for model in models where byName[model.name] == nil {
            byName[model.name] = model
        }
        for model in models {
            guard case .union(let union) = model.kind, let discriminator = union.discriminator else { continue }
            for variant in union.variants {
                checkDiscriminator(discriminator, of: model.name, selects: variant, models: byName)
            }
        }
    }

    /// A discriminator reads a property of a JSON object, so it only tells object models (or unions of them)
    /// apart; and the variant should declare that property, or encoding it drops the discriminator.
    private mutating func checkDiscriminator(
        _ discriminator: String, of union: String, selects variant: UnionVariantSpec, models: [String: ModelSpec]
    ) {
        let targetName: String? = if case .model(let name) = variant.type { name } else { nil }
        // A model that failed to decode is not in `models`; its errors were reported already.
        if let targetName, models[targetName] == nil, modelTable[targetName]?.enumeration == nil { return }
        let target = targetName.flatMap { models[$0] }
        switch target?.kind {
        case .object(let properties):
            let keys = properties.map(\.key)
            guard let target, !keys.contains(discriminator) else { return }
            warning(
                "variant '\(variant.name)' of union '\(union)': model '\(target.name)' has no property '\(discriminator)' (the discriminator)",
                at: variant.location,
                notes: Suggestion.note(for: discriminator, in: keys)
                    + ["declare it in '\(target.name)' so that encoding a '\(target.name)' writes the discriminator too"])
        case .union:
            return
        case .enumeration, nil:
            warning(
                "discriminator '\(discriminator)' of union '\(union)' cannot select variant '\(variant.name)': '\(variant.type)' is not an object model",
                at: variant.location,
                notes: ["remove 'discriminator' to try the variants in order, or make every variant an object model"])
        }
    }
}
