/// Enums, unions and default values.
extension OpenAPIImport {
    /// String or integer enums become enum models; anything else (booleans, numbers, mixed values, `enum: []`)
    /// stays its plain type.
    func enumRawType(_ values: [Node], schema: Node.Mapping) -> EnumSpec.RawType? {
        var rawType: EnumSpec.RawType?
        for value in values where !Self.isNull(value) {
            guard case .scalar(let scalar) = value else { return nil }
            let kind: EnumSpec.RawType
            switch scalar.value {
            case .string: kind = .string
            case .int: kind = schemaTypes(schema).contains("string") ? .string : .int
            case .bool, .float: if schemaTypes(schema).contains("string") { kind = .string } else { return nil }
            case .null: continue
            }
            if let known = rawType, known != kind { return nil }
            rawType = kind
        }
        return rawType
    }

    /// The cases of an enum, in order; a value listed twice is listed once.
    mutating func enumeration(_ values: [Node], rawType: EnumSpec.RawType, at site: OpenAPISite, model: String) -> EnumSpec {
        var seen: Set<String> = []
        var cases: [EnumCaseSpec] = []
        for (offset, value) in values.enumerated() where !Self.isNull(value) {
            guard case .scalar(let scalar) = value, let text = Self.enumText(value, rawType: rawType) else { continue }
            guard seen.insert(text).inserted else {
                warning("enum value '\(text)' is listed twice; the duplicate is ignored", at: scalar.location,
                        pointer: site.appending("enum", String(offset)).pointer)
                continue
            }
            cases.append(EnumCaseSpec(value: text, location: scalar.location))
        }
        enumValues[model] = seen
        return EnumSpec(rawType: rawType, cases: cases)
    }

    /// An enum value as the native format writes it: integers normalised (`0x10` → `16`), other scalars as written.
    static func enumText(_ node: Node, rawType: EnumSpec.RawType) -> String? {
        guard case .scalar(let scalar) = node, !isNull(node) else { return nil }
        if rawType == .int, case .int(let number) = scalar.value { return String(number) }
        return scalar.text
    }

    /// `oneOf`/`anyOf` → a union whose variants are named after their types.
    mutating func union(
        _ schema: Node.Mapping, key: String, alternatives: [(offset: Int, element: Node)], at site: OpenAPISite, name: String
    ) -> UnionSpec {
        let discriminator = Self.mapping(schema["discriminator"])
        let propertyName = discriminator.flatMap { Self.string($0["propertyName"]) }
        // mapping: value → $ref (or a bare schema name), in document order.
        var mapped: [(value: String, site: OpenAPISite, node: Node)] = []
        for entry in Self.entries(discriminator?["mapping"]) {
            guard let target = Self.text(entry.value) else { continue }
            let prefix = version == .swagger2 ? "#/definitions/" : "#/components/schemas/"
            let reference = target.contains("#") || target.contains("/") ? target : prefix + target
            if let resolved = resolve(reference, at: entry.value.location, from: site) {
                mapped.append((entry.key, resolved.site, resolved.node))
            }
        }
        var names = NameScope(reserved: ["unknown"])
        var variants: [UnionVariantSpec] = []
        var used: Set<OpenAPISite> = []
        // `target` is where a `$ref` alternative points: a component (with its name, the implicit discriminator value), or
        // any other schema a mapping can name too (`models/attach.yml`, `actions.yml#/attach`: DigitalOcean's layout).
        func add(type: TypeRef, target: (component: String?, site: OpenAPISite)?, location: SourceLocation) {
            var values: [String] = []
            if let target {
                used.insert(target.site)
                values = mapped.filter { $0.site == target.site }.map(\.value)
                if values.isEmpty, propertyName != nil, let component = target.component { values = [component] }
            }
            let label = target?.component ?? Self.variantLabel(type)
            let caseName = names.claim(SwiftIdentifier.legalized(SwiftIdentifier.lowerCamelCase(label), fallback: "option")).name
            variants.append(UnionVariantSpec(name: caseName, type: type.unwrapped, discriminatorValues: values, location: location))
        }
        for alternative in alternatives {
            let alternativeSite = site.appending(key, String(alternative.offset))
            var target: (component: String?, site: OpenAPISite)?
            if let reference = Self.reference(in: alternative.element),
               let resolved = resolve(reference.text, at: reference.location, from: alternativeSite) {
                target = (Self.componentName(of: resolved.site, kind: "schemas"), resolved.site)
            }
            let type = type(of: alternative.element, at: alternativeSite, hint: name + "Option\(alternative.offset + 1)")
            add(type: type, target: target, location: alternative.element.location)
        }
        // Mapped schemas that are not among the alternatives (a discriminator on a base schema) are variants too.
        for entry in mapped where !used.contains(entry.site) {
            let component = Self.componentName(of: entry.site, kind: "schemas")
            guard let schemaName = component ?? Self.referenceName(of: entry.site) ?? wholeFileName(of: entry.site) else { continue }
            let type = componentType(entry.node, name: schemaName, site: entry.site)
            add(type: type, target: (component, entry.site), location: entry.node.location)
        }
        return UnionSpec(variants: variants, discriminator: propertyName)
    }

    /// A case name for a variant that is not a named schema: `string`, `int`, `stringList`…
    static func variantLabel(_ type: TypeRef) -> String {
        switch type {
        case .builtin(let builtin): builtin.rawValue
        case .model(let name): name
        case .optional(let inner): variantLabel(inner)
        case .array(let element): variantLabel(element) + "List"
        case .dictionary(let value): variantLabel(value) + "Map"
        }
    }

    /// A default value the native format can hold for `type`; anything else is left out (the argument or property
    /// simply has no default).
    mutating func defaultValue(_ node: Node?, type: TypeRef, at site: OpenAPISite) -> DefaultValue? {
        guard case .scalar(let scalar)? = node else { return nil }
        let base = type.unwrapped
        switch (base, scalar.value) {
        case (_, .null): return type.isOptional ? .null : nil
        case (.builtin(.int), .int(let value)), (.builtin(.int64), .int(let value)): return .int(value)
        case (.builtin(.double), .int(let value)): return .int(value)
        case (.builtin(.double), .float(let value)): return value.isFinite ? .double(value) : nil
        case (.builtin(.bool), .bool(let value)): return .bool(value)
        case (.builtin(.string), .string(let value)): return .string(value)
        case (.model(let name), _):
            guard let values = enumValues[name] else { return nil }
            let text: String = if case .int(let number) = scalar.value { String(number) } else { scalar.text }
            return values.contains(text) ? .enumCase(text) : nil
        default: return nil
        }
    }
}
