/// Models: objects (`properties`, `additionalProperties`), enumerations (`enum`) and unions (`oneOf`).
extension SpecWriter {
    mutating func model(_ model: ModelSpec) -> SpecYAML.Entry {
        checkModelName(model)
        // The owner first: where a model's code goes is the first thing to know when reading it.
        var entries: [(String, SpecYAML?)] = [("owner", .text(model.owner)), ("description", .text(model.description))]
        switch model.kind {
        case .object(let properties):
            entries.append(("properties", .mapping(properties.map { property($0) }, .block)))
        case .enumeration(let enumeration):
            entries.append(("enum", enumCases(enumeration)))
        case .union(let union):
            entries.append(("oneOf", .mapping(union.variants.map { variant($0) }, .block)))
            entries.append(("discriminator", .text(union.discriminator)))
        }
        if let additional = model.additionalProperties {
            entries.append(("additionalProperties", typeNode(additional, at: model.location)))
        }
        entries.append(("deprecated", deprecation(model.deprecated)))
        return SpecYAML.Entry(key: model.name, value: .map(entries, .block))
    }

    /// A model named like a built-in type would read back as that type wherever it is used.
    private mutating func checkModelName(_ model: ModelSpec) {
        guard BuiltinType(rawValue: model.name) != nil else { return }
        report(
            "model '\(model.name)' cannot be written: a native spec reads '\(model.name)' as the built-in type", at: model.location,
            notes: ["the built-in types are " + BuiltinType.allCases.map(\.rawValue).joined(separator: ", ")])
    }

    /// `id: Int`, or the full form when anything but the type is set.
    private mutating func property(_ property: PropertySpec) -> SpecYAML.Entry {
        let type = typeNode(property.type, at: property.location)
        let isShort = property.key == property.name && property.description == nil && property.format == nil
            && property.defaultValue == nil && property.deprecated == nil
        if isShort { return SpecYAML.Entry(key: property.name, value: type) }
        return SpecYAML.Entry(key: property.name, value: .map([
            ("type", type), ("key", key(property.key, name: property.name)), ("format", property.format.map(dateFormat)),
            ("default", property.defaultValue.map { defaultValue($0, type: property.type) }),
            ("deprecated", deprecation(property.deprecated)), ("description", .text(property.description)),
        ]))
    }

    /// `[admin, member]`, with `{ value, description }` items for cases that have a description.
    private func enumCases(_ enumeration: EnumSpec) -> SpecYAML {
        .list(enumeration.cases.map { item in
            let value = enumValue(item.value, rawType: enumeration.rawType)
            guard let description = item.description else { return value }
            return .map([("value", value), ("description", .string(description))])
        })
    }

    /// `cat: Cat`, or `dog: { type: Dog, values: [dog, DOG], description: … }`.
    private mutating func variant(_ variant: UnionVariantSpec) -> SpecYAML.Entry {
        let type = typeNode(variant.type, at: variant.location)
        guard !variant.discriminatorValues.isEmpty || variant.description != nil else {
            return SpecYAML.Entry(key: variant.name, value: type)
        }
        let values: SpecYAML? = variant.discriminatorValues.isEmpty ? nil : .list(variant.discriminatorValues.map { .string($0) })
        return SpecYAML.Entry(
            key: variant.name, value: .map([("type", type), ("values", values), ("description", .text(variant.description))]))
    }

    private func dateFormat(_ format: DateFormat) -> SpecYAML {
        switch format {
        case .iso8601: .literal("iso8601")
        case .iso8601Fractional: .literal("iso8601Fractional")
        case .date: .literal("date")
        case .unix: .literal("unix")
        case .unixMillis: .literal("unixMillis")
        case .custom(let pattern): .string(pattern)
        }
    }
}
