/// Identical inline schemas share one type. Real documents repeat the same inline object or enum at every place it
/// is used (Stripe's address, `metadata` and `created` filter appear dozens of times each); hoisted one by one, they
/// were 47 % of the models of Stripe's client (1,971 of 4,194), each compiled on its own. After import, inline models
/// that would generate the same Swift apart from their name and their own doc comment are merged into the first of
/// them, in model order, and every use is pointed at it.
///
/// Component schemas are never merged: their names are the document's vocabulary. Neither are a response component's
/// own schema (named after the component), nor a union variant whose discriminator value is its model name.
extension OpenAPIImport {
    mutating func shareIdenticalInlineModels(_ spec: inout ServiceSpec) {
        var candidates = shareableModels
        for model in spec.models {
            guard case .union(let union) = model.kind, union.discriminator != nil else { continue }
            for variant in union.variants where variant.discriminatorValues.isEmpty {
                for name in variant.type.referencedModels { candidates.remove(name) }
            }
        }
        guard candidates.count > 1 else { return }

        // Merging two models can make the models that use them identical too, so repeat until nothing merges. Every
        // model is only ever pointed at one that comes before it, so following the map always ends.
        var replacement: [String: String] = [:]
        func resolved(_ name: String) -> String {
            var name = name
            while let next = replacement[name] { name = next }
            return name
        }
        var merged = true
        while merged {
            merged = false
            var firstByShape: [ModelSpec: String] = [:]
            for model in spec.models where candidates.contains(model.name) && replacement[model.name] == nil {
                let shape = Self.shape(of: model, renaming: resolved)
                if let first = firstByShape[shape] {
                    replacement[model.name] = first
                    merged = true
                } else {
                    firstByShape[shape] = model.name
                }
            }
        }
        guard !replacement.isEmpty else { return }

        spec.models.removeAll { replacement[$0.name] != nil }
        for index in spec.models.indices {
            spec.models[index] = Self.renamingTypes(in: spec.models[index], resolved)
        }
        for index in spec.endpoints.indices {
            spec.endpoints[index] = Self.renamingTypes(in: spec.endpoints[index], resolved)
        }
    }

    /// What a model generates apart from its name, its own documentation, where it was written and whose file it goes
    /// in: the model with those blanked and the types it uses renamed to their merged names. (The shared type stays in
    /// the file of the first one, its owner.)
    private static func shape(of model: ModelSpec, renaming rename: (String) -> String) -> ModelSpec {
        let nowhere = SourceLocation(file: "", line: 0, column: 0)
        var shape = renamingTypes(in: model, rename)
        shape.name = ""
        shape.description = nil
        shape.owner = nil
        shape.location = nowhere
        switch shape.kind {
        case .object(var properties):
            for index in properties.indices { properties[index].location = nowhere }
            shape.kind = .object(properties)
        case .enumeration(var enumeration):
            for index in enumeration.cases.indices { enumeration.cases[index].location = nowhere }
            shape.kind = .enumeration(enumeration)
        case .union(var union):
            for index in union.variants.indices { union.variants[index].location = nowhere }
            shape.kind = .union(union)
        }
        return shape
    }

    private static func renamingTypes(in model: ModelSpec, _ rename: (String) -> String) -> ModelSpec {
        var model = model
        switch model.kind {
        case .object(var properties):
            for index in properties.indices { properties[index].type = renaming(properties[index].type, rename) }
            model.kind = .object(properties)
        case .enumeration:
            break
        case .union(var union):
            for index in union.variants.indices {
                let old = union.variants[index].type
                let new = renaming(old, rename)
                guard new != old else { continue }
                union.variants[index].type = new
                // A case named after its hoisted type follows the type's new name, unless another case has it.
                let newName = caseName(for: new)
                if union.variants[index].name == caseName(for: old), newName != "unknown",
                   !union.variants.contains(where: { $0.name == newName }) {
                    union.variants[index].name = newName
                }
            }
            model.kind = .union(union)
        }
        model.additionalProperties = model.additionalProperties.map { renaming($0, rename) }
        return model
    }

    /// The case name `union(…)` gives a variant that is not a named schema.
    private static func caseName(for type: TypeRef) -> String {
        SwiftIdentifier.legalized(SwiftIdentifier.lowerCamelCase(variantLabel(type)), fallback: "option")
    }

    private static func renamingTypes(in endpoint: EndpointSpec, _ rename: (String) -> String) -> EndpointSpec {
        var endpoint = endpoint
        endpoint.response = renaming(endpoint.response, rename)
        for index in endpoint.params.indices { endpoint.params[index].type = renaming(endpoint.params[index].type, rename) }
        for index in endpoint.errors.indices { endpoint.errors[index].type = renaming(endpoint.errors[index].type, rename) }
        if var body = endpoint.body {
            switch body.content {
            case .type(let type):
                body.content = .type(renaming(type, rename))
            case .fields(var fields):
                for index in fields.indices { fields[index].type = renaming(fields[index].type, rename) }
                body.content = .fields(fields)
            }
            endpoint.body = body
        }
        return endpoint
    }

    private static func renaming(_ type: TypeRef, _ rename: (String) -> String) -> TypeRef {
        switch type {
        case .builtin: type
        case .model(let name): .model(rename(name))
        case .optional(let wrapped): .optional(renaming(wrapped, rename))
        case .array(let element): .array(renaming(element, rename))
        case .dictionary(let value): .dictionary(renaming(value, rename))
        }
    }
}
