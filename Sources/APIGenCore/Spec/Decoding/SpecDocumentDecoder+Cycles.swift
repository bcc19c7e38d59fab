/// Required-property cycles: `A.b: B` and `B.a: A` can never both be present in finite JSON.
extension SpecDocumentDecoder {
    mutating func checkRequiredCycles(_ models: [ModelSpec]) {
        // Edges follow only required, direct model properties: an optional or a list ends the chain.
        var edges: [String: [PropertySpec]] = [:]
        for model in models {
            guard case .object(let properties) = model.kind else { continue }
            edges[model.name] = properties.filter { property in
                if case .model(let target) = property.type { return modelTable[target]?.enumeration == nil }
                return false
            }
        }
        var finished: Set<String> = []
        for model in models where edges[model.name] != nil {
            var path: [(model: String, property: PropertySpec)] = []
            visit(model.name, edges: edges, path: &path, finished: &finished)
        }
    }

    private mutating func visit(
        _ name: String, edges: [String: [PropertySpec]], path: inout [(model: String, property: PropertySpec)],
        finished: inout Set<String>
    ) {
        guard !finished.contains(name) else { return }
        for property in edges[name] ?? [] {
            guard case .model(let target) = property.type else { continue }
            path.append((name, property))
            if let start = path.firstIndex(where: { $0.model == target }) {
                let chain = path[start...].map { "\($0.model).\($0.property.name)" }.joined(separator: " → ")
                error(
                    "model '\(target)' contains itself through required properties: \(chain) → \(target)",
                    at: property.location, notes: ["make one of these properties optional ('\(target)?') or a list"])
            } else {
                visit(target, edges: edges, path: &path, finished: &finished)
            }
            path.removeLast()
        }
        finished.insert(name)
    }
}
