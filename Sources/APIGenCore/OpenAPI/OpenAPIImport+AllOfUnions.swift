/// `allOf` with a `oneOf`/`anyOf` member: the union of each alternative merged with the other members.
extension OpenAPIImport {
    /// `allOf: [Base, { oneOf: [Cat, Dog] }]` means "a Base that is also a Cat or a Dog", which is
    /// `oneOf: [Base + Cat, Base + Dog]`: a union whose variants are structs holding every property of the other
    /// members, of the union member itself and of one alternative (`PetCat`, `PetDog`, or `PetOption1`… for inline
    /// alternatives), in the union's file. Nothing is left out, and a discriminator on the union member, on the
    /// schema or on another member decodes it. Returns nil, so that the members are merged as before, unless exactly
    /// one member is a union and every one of its alternatives is an object (a union of strings and numbers, or two
    /// union members, whose product would multiply the variants, stay as they were).
    mutating func distributedUnion(_ schema: Node.Mapping, node: Node, at site: OpenAPISite, name: String) -> UnionSpec? {
        guard let parts = Self.sequence(schema["allOf"]) else { return nil }
        var unionPart: (offset: Int, schema: Node.Mapping, node: Node, site: OpenAPISite, key: String,
                        alternatives: [(offset: Int, element: Node)])?
        var discriminator = Self.mapping(schema["discriminator"])
        for (offset, part) in parts.enumerated() {
            guard let (target, targetSite) = dereference(part, at: site.appending("allOf", String(offset))),
                  case .mapping(let partSchema) = target else { continue }
            if let (key, alternatives) = unionAlternatives(partSchema) {
                guard unionPart == nil else { return nil }
                unionPart = (offset, partSchema, target, targetSite, key, alternatives)
                if let own = Self.mapping(partSchema["discriminator"]) { discriminator = own }
            } else if discriminator == nil {
                discriminator = Self.mapping(partSchema["discriminator"])
            }
        }
        guard let unionPart else { return nil }
        var resolved: [(node: Node, schema: Node.Mapping, site: OpenAPISite, component: String?)] = []
        for alternative in unionPart.alternatives {
            let alternativeSite = unionPart.site.appending(unionPart.key, String(alternative.offset))
            guard let (target, targetSite) = dereference(alternative.element, at: alternativeSite),
                  case .mapping(let alternativeSchema) = target, isObjectSchema(alternativeSchema) else { return nil }
            let component = Self.reference(in: alternative.element) == nil ? nil : Self.componentName(of: targetSite, kind: "schemas")
            resolved.append((target, alternativeSchema, targetSite, component))
        }

        let propertyName = discriminator.flatMap { Self.string($0["propertyName"]) }
        let mapped = discriminatorMapping(discriminator, from: unionPart.site)
        var caseNames = NameScope(reserved: ["unknown"])
        var variants: [UnionVariantSpec] = []
        for (index, alternative) in resolved.enumerated() {
            var merged = MergedObject()
            merge(schema, node: node, at: site, into: &merged, skippingAllOfPart: unionPart.offset)
            merge(unionPart.schema, node: unionPart.node, at: unionPart.site, into: &merged)
            merge(alternative.schema, node: alternative.node, at: alternative.site, into: &merged)
            merged.description = Self.documentation(alternative.schema)
            let label = alternative.component ?? "Option\(index + 1)"
            let variantName = modelNames.claim(Self.typeName(name + Self.typeName(label))).name
            var model = objectModel(merged, name: variantName, location: alternative.node.location, site: alternative.site)
            model.owner = currentOwner ?? name
            if case .object(let properties) = model.kind { builtObjects[variantName] = properties }
            modelSlots.append(model)

            var values = mapped.filter { $0.site == alternative.site }.map(\.value)
            if values.isEmpty, propertyName != nil, let component = alternative.component { values = [component] }
            let caseName = caseNames.claim(SwiftIdentifier.legalized(SwiftIdentifier.lowerCamelCase(label), fallback: "option")).name
            variants.append(UnionVariantSpec(
                name: caseName, type: .model(variantName), discriminatorValues: values, location: alternative.node.location))
        }
        return UnionSpec(variants: variants, discriminator: propertyName)
    }

    /// Whether a schema describes an object whose properties can be merged: properties, an `allOf`, or `type: object`;
    /// not a union, an enum, a list or a scalar.
    private func isObjectSchema(_ schema: Node.Mapping) -> Bool {
        if schema["oneOf"] != nil || schema["anyOf"] != nil || schema["enum"] != nil || schema["items"] != nil { return false }
        let types = schemaTypes(schema)
        if !types.isEmpty { return types == ["object"] }
        return schema["properties"] != nil || schema["allOf"] != nil
    }

    /// Whether the `oneOf`/`anyOf` of a schema only constrains the object's own properties (`anyOf: [{ required: [a] },
    /// { required: [b] }]`, "at least one of them"): its alternatives declare no property, type or reference, so
    /// merging the schema loses nothing and the union is not a type.
    static func onlyConstrains(_ schema: Node.Mapping) -> Bool {
        onlyConstrains(sequence(schema["oneOf"]) ?? []) && onlyConstrains(sequence(schema["anyOf"]) ?? [])
    }

    /// Whether none of `alternatives` declares a property, a type or a reference (see `onlyConstrains(_:)` above).
    static func onlyConstrains(_ alternatives: [Node]) -> Bool {
        let shapeKeys: Set<String> = ["properties", "$ref", "allOf", "oneOf", "anyOf", "type", "enum", "items", "additionalProperties", "const"]
        return alternatives.allSatisfy { alternative in
            guard case .mapping = alternative else { return false }
            return !entries(alternative).contains { shapeKeys.contains($0.key) }
        }
    }
}
