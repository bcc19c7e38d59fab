/// Models: objects (with `allOf` merged into one struct), enums and unions.
extension OpenAPIImport {
    struct ModelSlot {
        var name: String
        var index: Int
    }

    /// A Swift-ready type name for a schema or a place: `pet-store.Pet` → `PetStorePet`.
    static func typeName(_ text: String) -> String {
        let name = SwiftIdentifier.legalized(SwiftIdentifier.upperCamelCase(text), fallback: "Model")
        // Names generated code relies on get the suffix code generation would give them, without its warning.
        let taken = BuiltinType(rawValue: name) != nil || SwiftKeywords.shadowingTypeNames.contains(name)
            || SwiftKeywords.needsBackticks.contains(name)
        return taken ? name + "Model" : name
    }

    /// Fills a reserved slot with the model a schema describes.
    mutating func buildModel(_ schema: Node.Mapping, node: Node, at site: OpenAPISite, slot: ModelSlot) {
        let description = Self.documentation(schema)
        let deprecated = Self.bool(schema["deprecated"]) == true ? Deprecation() : nil
        var model: ModelSpec
        if schema["allOf"] != nil, allOfIsComposition(schema), let union = distributedUnion(schema, node: node, at: site, name: slot.name) {
            model = ModelSpec(name: slot.name, kind: .union(union), location: node.location)
        } else if schema["allOf"] != nil, allOfIsComposition(schema) {
            var merged = MergedObject()
            merge(schema, node: node, at: site, into: &merged)
            model = objectModel(merged, name: slot.name, location: node.location, site: site)
        } else if let (key, alternatives) = unionAlternatives(schema) {
            model = ModelSpec(name: slot.name, kind: .union(union(schema, key: key, alternatives: alternatives, at: site, name: slot.name)),
                              location: node.location)
        } else if let values = Self.sequence(schema["enum"]), let rawType = enumRawType(values, schema: schema) {
            let enumSpec = enumeration(values, rawType: rawType, at: site, model: slot.name)
            model = ModelSpec(name: slot.name, kind: .enumeration(enumSpec), location: node.location)
        } else {
            var merged = MergedObject()
            merge(schema, node: node, at: site, into: &merged)
            model = objectModel(merged, name: slot.name, location: node.location, site: site)
        }
        model.description = description ?? model.description
        model.deprecated = deprecated
        if case .object(let properties) = model.kind { builtObjects[slot.name] = properties }
        if case .union(let union) = model.kind { builtUnions[slot.name] = union.variants.map(\.type) }
        modelSlots[slot.index] = model
    }

    func unionAlternatives(_ schema: Node.Mapping) -> (String, [(offset: Int, element: Node)])? {
        for key in ["oneOf", "anyOf"] {
            // "At least one of these keys" (`anyOf: [{ required: [a] }, { required: [b] }]`) is a constraint, not a type.
            guard let alternatives = Self.sequence(schema[key]), !Self.onlyConstrains(alternatives) else { continue }
            let real = alternatives.enumerated().filter { !Self.isNullSchema($0.element) }
            if real.count > 1 { return (key, real.map { ($0.offset, $0.element) }) }
        }
        return nil
    }

    // MARK: - Objects

    /// A property two `allOf` members both declare, as one schema: both must hold, so when both are plain inline
    /// schemas they are laid over each other, the later one's keywords winning and `properties` (recursively),
    /// `items`, `additionalProperties` and `required` combined. PagerDuty restates a property in a later member only
    /// to add to it (`orchestration_path` again, with a new `default` for its `type` and the `id` of its `sets`
    /// items); taking the later schema alone dropped the `type` (the property became `JSON`) and the first member's
    /// properties. nil when either is a `$ref` or a composition, where the later schema wins as before.
    /// Diagnostics inside keep their line and column; their JSON pointer is the later member's.
    static func overlaid(_ earlier: Node, with later: Node, depth: Int = 0) -> Node? {
        guard depth < 32, case .mapping(let base) = earlier, case .mapping(let top) = later,
              isPlainSchema(base), isPlainSchema(top) else { return nil }
        var entries: [Node.Mapping.Entry] = []
        var seen: Set<String> = []
        for entry in base.entries {
            let key = text(entry.key)
            if let key { seen.insert(key) }
            guard let key, let other = top[key] else {
                entries.append(entry)
                continue
            }
            let value: Node = switch key {
            case "properties": overlaidProperties(entry.value, with: other, depth: depth) ?? other
            case "items", "additionalProperties": overlaid(entry.value, with: other, depth: depth + 1) ?? other
            case "required": combinedList(entry.value, other) ?? other
            default: other
            }
            entries.append(Node.Mapping.Entry(key: entry.key, value: value))
        }
        for entry in top.entries where !(text(entry.key).map(seen.contains) ?? false) {
            entries.append(entry)
        }
        return .mapping(Node.Mapping(entries, tag: top.tag, location: top.location))
    }

    private static func isPlainSchema(_ schema: Node.Mapping) -> Bool {
        schema["$ref"] == nil && schema["allOf"] == nil && schema["oneOf"] == nil && schema["anyOf"] == nil
    }

    private static func overlaidProperties(_ earlier: Node, with later: Node, depth: Int) -> Node? {
        guard case .mapping(let base) = earlier, case .mapping(let top) = later else { return nil }
        var entries = base.entries
        for entry in top.entries {
            if let index = entries.firstIndex(where: { text($0.key) != nil && text($0.key) == text(entry.key) }) {
                let value = overlaid(entries[index].value, with: entry.value, depth: depth + 1) ?? entry.value
                entries[index] = Node.Mapping.Entry(key: entry.key, value: value)
            } else {
                entries.append(entry)
            }
        }
        return .mapping(Node.Mapping(entries, tag: top.tag, location: top.location))
    }

    private static func combinedList(_ earlier: Node, _ later: Node) -> Node? {
        guard case .sequence(let base) = earlier, case .sequence(let top) = later else { return nil }
        let known = Set(base.items.compactMap(text))
        let added = top.items.filter { item in text(item).map { !known.contains($0) } ?? true }
        return .sequence(Node.Sequence(base.items + added, tag: top.tag, location: top.location))
    }

    /// The properties of an object with every `allOf` member folded in, in order of appearance.
    struct MergedObject {
        private(set) var properties: [(key: String, keyLocation: SourceLocation, schema: Node, site: OpenAPISite)] = []
        /// Where each property name sits in `properties`.
        private var positions: [String: Int] = [:]
        var required: Set<String> = []
        var additionalProperties: (node: Mapping, site: OpenAPISite)?
        var description: String?
        typealias Mapping = Node.Mapping

        /// Adds a property, or replaces the one of that name where it is (its schema overlaid with the new one).
        mutating func add(_ key: String, keyLocation: SourceLocation, schema: Node, site: OpenAPISite) {
            if let index = positions[key] {
                properties[index] = (key, keyLocation, OpenAPIImport.overlaid(properties[index].schema, with: schema) ?? schema, site)
            } else {
                positions[key] = properties.count
                properties.append((key, keyLocation, schema, site))
            }
        }
    }

    /// How many `allOf` levels one schema's properties are gathered from: inheritance in real APIs is a few levels
    /// deep, and every level adds the properties of all below it to the model (a chain of n levels makes n²/2).
    static let maximumAllOfDepth = 64

    /// Folds `schema` (its `allOf` members, then its own properties) into `merged`; the `allOf` member at
    /// `skippingAllOfPart` is left out (the union part of a distributed union).
    mutating func merge(
        _ schema: Node.Mapping, node: Node, at site: OpenAPISite, into merged: inout MergedObject, skippingAllOfPart: Int? = nil
    ) {
        guard merging.insert(site.key).inserted else {
            // `X: { allOf: [A, X, {…}] }` (oapi-codegen's issue 1373): X is A and its own properties; the inner X adds
            // nothing, so it is skipped.
            if reportedTypeLocations.insert(node.location).inserted {
                warning("this schema is part of its own allOf; that member adds nothing and is skipped", at: node.location,
                        pointer: site.pointer, notes: ["remove the schema from its own allOf chain"])
            }
            return
        }
        defer { merging.remove(site.key) }
        var parts = Self.sequence(schema["allOf"]) ?? []
        // Each `allOf` level nests a call: a chain thousands of schemas long would exhaust the stack.
        if !parts.isEmpty, merging.count > Self.maximumAllOfDepth, let allOf = schema["allOf"] {
            if reportedTypeLocations.insert(allOf.location).inserted {
                error("this allOf is more than \(Self.maximumAllOfDepth) levels below the schema that combines them all; apigen reads no deeper",
                      at: allOf.location, pointer: site.appending("allOf").pointer,
                      notes: ["shorten the chain: list the schemas it combines in one allOf instead of each in the next one's"])
            }
            parts = []
        }
        for (offset, part) in parts.enumerated() where offset != skippingAllOfPart {
            guard let (target, targetSite) = dereference(part, at: site.appending("allOf", String(offset))) else { continue }
            guard case .mapping(let partSchema) = target else { continue }
            if merged.description == nil { merged.description = Self.documentation(partSchema) }
            if partSchema["oneOf"] != nil || partSchema["anyOf"] != nil, !Self.onlyConstrains(partSchema) {
                warning("a oneOf/anyOf inside allOf is not merged; its alternatives' properties are left out", at: target.location,
                        pointer: targetSite.pointer, notes: ["declare the shared properties on the object itself"])
            }
            merge(partSchema, node: target, at: targetSite, into: &merged)
        }
        for entry in propertyEntries(schema, at: site) {
            merged.add(entry.key, keyLocation: entry.keyLocation, schema: entry.value, site: site.appending("properties", entry.key))
        }
        for name in Self.sequence(schema["required"]) ?? [] {
            if let text = Self.text(name) { merged.required.insert(text) }
        }
        if let extra = schema["additionalProperties"], Self.bool(extra) != false {
            merged.additionalProperties = (schema, site)
        }
    }

    /// The entries of `properties`. Some documents write `properties: { $ref: … }` for a shared set of properties;
    /// that is not valid OpenAPI, but its meaning is plain, so the referenced mapping is used, with a warning.
    private mutating func propertyEntries(_ schema: Node.Mapping, at site: OpenAPISite) -> [(key: String, keyLocation: SourceLocation, value: Node)] {
        let entries = Self.entries(schema["properties"])
        // Only a `$ref` whose value is a string: `properties: { $ref: { type: string } }` declares a property named `$ref`
        // (Kubernetes' JSONSchemaProps has `$ref` and `$schema` properties).
        guard let reference = entries.first(where: { $0.key == "$ref" }), case .scalar = reference.value,
              let node = schema["properties"] else { return entries }
        warning("'properties' is a $ref; the referenced mapping is used as the properties", at: reference.keyLocation,
                pointer: site.appending("properties").pointer, notes: ["write the properties out, or put the $ref on the whole schema"])
        guard let (target, _) = dereference(node, at: site.appending("properties")) else { return [] }
        return Self.entries(target)
    }

    mutating func objectModel(_ merged: MergedObject, name: String, location: SourceLocation, site: OpenAPISite) -> ModelSpec {
        var names = NameScope(reserved: merged.additionalProperties == nil ? [] : ["additionalProperties"])
        var properties: [PropertySpec] = []
        for property in merged.properties {
            let swiftName = names.claim(SwiftIdentifier.legalized(SwiftIdentifier.lowerCamelCase(property.key), fallback: "value")).name
            let hint = name + Self.typeName(property.key)
            var type = self.type(of: property.schema, at: property.site, hint: hint)
            let schema = resolvedMapping(property.schema, at: property.site)
            let readOrWriteOnly = schema.map { Self.bool($0["readOnly"]) == true || Self.bool($0["writeOnly"]) == true } ?? false
            if !merged.required.contains(property.key) || readOrWriteOnly || optionalProperties { type = Self.optional(type) }
            var spec = PropertySpec(name: swiftName, type: type, key: property.key, location: property.keyLocation)
            if let schema {
                spec.description = propertyDocumentation(schema)
                spec.format = dateFormat(schema, type: type)
                spec.defaultValue = defaultValue(schema["default"], type: type, at: property.site)
                if Self.bool(schema["deprecated"]) == true { spec.deprecated = Deprecation() }
            }
            properties.append(spec)
        }
        var model = ModelSpec(name: name, description: merged.description, kind: .object(properties), location: location)
        if let extra = merged.additionalProperties {
            model.additionalProperties = additionalPropertiesType(extra.node, at: extra.site, hint: name)
        }
        return model
    }

    /// The mapping behind a property schema, following `$ref`s (for its description, format and default), and an
    /// `allOf` that only annotates one member (`[{ $ref: Plan }, { nullable: true, description: … }]`) to that member,
    /// the annotations winning.
    mutating func resolvedMapping(_ node: Node, at site: OpenAPISite) -> Node.Mapping? {
        if case .mapping(let mapping) = node, Self.reference(in: node) == nil {
            guard let parts = Self.sequence(mapping["allOf"]), !allOfIsComposition(mapping),
                  let only = Self.soleAllOfMember(parts),
                  let member = resolvedMapping(only.element, at: site.appending("allOf", String(only.offset))) else { return mapping }
            var seen: Set<String> = ["allOf"]
            var entries: [Node.Mapping.Entry] = []
            for source in [mapping] + Self.annotationMembers(parts) + [member] {
                for entry in source.entries {
                    guard let key = Self.text(entry.key), seen.insert(key).inserted else { continue }
                    entries.append(entry)
                }
            }
            return Node.Mapping(entries, location: mapping.location)
        }
        guard let (target, _) = dereference(node, at: site), case .mapping(let mapping) = target else { return nil }
        // A property's own description wins over the referenced schema's (3.1 allows siblings of $ref).
        if case .mapping(let own) = node, own["description"] != nil {
            return Node.Mapping(own.entries.filter { Self.text($0.key) != "$ref" } + mapping.entries.filter { Self.text($0.key) != "description" },
                                location: mapping.location)
        }
        return mapping
    }

    private func propertyDocumentation(_ schema: Node.Mapping) -> String? {
        var text = Self.documentation(schema)
        var notes: [String] = []
        if Self.bool(schema["readOnly"]) == true { notes.append("Read-only: sent by the server, never by the client.") }
        if Self.bool(schema["writeOnly"]) == true { notes.append("Write-only: sent by the client, never returned.") }
        if let constant = Self.text(schema["const"]) {
            notes.append("Always `\(constant)`.")
        } else if let values = Self.sequence(schema["enum"]), let rawType = enumRawType(values, schema: schema),
                  let only = Set(values.compactMap { Self.enumText($0, rawType: rawType) }).first,
                  values.filter({ !Self.isNull($0) }).allSatisfy({ Self.enumText($0, rawType: rawType) == only }) {
            notes.append("Always `\(only)`.")
        }
        if !notes.isEmpty { text = ([text].compactMap { $0 } + notes).joined(separator: "\n\n") }
        return text
    }

    /// `format: date` on a `Date` property (or a list of dates).
    private func dateFormat(_ schema: Node.Mapping, type: TypeRef) -> DateFormat? {
        var inner = type.unwrapped
        var itemSchema = schema
        if case .array(let element) = inner {
            inner = element
            itemSchema = Self.mapping(schema["items"]) ?? schema
        }
        guard inner == .builtin(.date) else { return nil }
        return Self.string(itemSchema["format"]) == "date" ? .date : nil
    }
}
