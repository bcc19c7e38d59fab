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
            candidates.subtract(endpoint.referencedModels)
        }
        var changed = true
        while changed {
            changed = false
            for model in spec.models where !candidates.contains(model.name) {
                for name in model.memberTypes.flatMap(\.referencedModels) where candidates.remove(name) != nil {
                    changed = true
                }
            }
        }
        return candidates
    }
}
