/// Decides which deprecated models can carry `@available(*, deprecated)`.
///
/// Swift warns wherever a deprecated type is used outside a deprecated declaration, and generated
/// code must build without warnings. A deprecated model gets the attribute only when everything
/// that uses it is itself deprecated (models with the attribute, deprecated endpoints); the others
/// get a note in their doc comment instead.
enum DeprecationAnalysis {
    static func attributableModels(in spec: ServiceSpec) -> Set<String> {
        var candidates = Set(spec.models.filter { $0.deprecated != nil }.map(\.name))
        guard !candidates.isEmpty else { return [] }
        for endpoint in spec.endpoints where endpoint.deprecated == nil {
            candidates.subtract(referencedModels(of: endpoint))
        }
        var changed = true
        while changed {
            changed = false
            for model in spec.models where !candidates.contains(model.name) {
                for name in memberTypes(of: model).flatMap(\.referencedModels) where candidates.remove(name) != nil {
                    changed = true
                }
            }
        }
        return candidates
    }

    /// The types a model's generated declaration mentions: properties, additional properties, union variants.
    private static func memberTypes(of model: ModelSpec) -> [TypeRef] {
        let additional = model.additionalProperties.map { [$0] } ?? []
        switch model.kind {
        case .object(let properties): return properties.map(\.type) + additional
        case .union(let union): return union.variants.map(\.type)
        case .enumeration: return []
        }
    }

    private static func referencedModels(of endpoint: EndpointSpec) -> [String] {
        var types = [endpoint.response] + endpoint.params.map(\.type)
        switch endpoint.body?.content {
        case .type(let type): types.append(type)
        case .fields(let fields): types += fields.map(\.type)
        case nil: break
        }
        return types.flatMap(\.referencedModels)
    }
}
