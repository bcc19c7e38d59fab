/// Required-property cycles (`A.b: B`, `B.a: A`, both required) can never be satisfied by finite JSON, and the
/// native format rejects them. Documents do contain them, so the importer makes the property that closes each
/// cycle optional and says so.
extension OpenAPIImport {
    mutating func breakRequiredCycles(_ models: inout [ModelSpec]) {
        var indexByName: [String: Int] = [:]
        for (index, model) in models.enumerated() {
            if case .object = model.kind { indexByName[model.name] = index }
        }
        func targets(_ index: Int) -> [(property: Int, target: Int)] {
            guard case .object(let properties) = models[index].kind else { return [] }
            return properties.enumerated().compactMap { offset, property in
                guard case .model(let name) = property.type, let target = indexByName[name] else { return nil }
                return (offset, target)
            }
        }
        // Iterative depth-first search; every back edge closes a cycle and is cut.
        var state = [UInt8](repeating: 0, count: models.count)  // 0 new, 1 on the current path, 2 done
        for start in models.indices where state[start] == 0 && indexByName[models[start].name] != nil {
            var stack: [(model: Int, edges: [(property: Int, target: Int)], next: Int)] = [(start, targets(start), 0)]
            state[start] = 1
            while !stack.isEmpty {
                let top = stack.count - 1
                guard stack[top].next < stack[top].edges.count else {
                    state[stack[top].model] = 2
                    stack.removeLast()
                    continue
                }
                let edge = stack[top].edges[stack[top].next]
                stack[top].next += 1
                switch state[edge.target] {
                case 0:
                    state[edge.target] = 1
                    stack.append((edge.target, targets(edge.target), 0))
                case 1:
                    makeOptional(property: edge.property, of: stack[top].model, in: &models, closing: models[edge.target].name)
                default:
                    break
                }
            }
        }
    }

    private mutating func makeOptional(property: Int, of model: Int, in models: inout [ModelSpec], closing target: String) {
        guard case .object(var properties) = models[model].kind else { return }
        let name = properties[property].name
        properties[property].type = .optional(properties[property].type)
        properties[property].defaultValue = nil
        models[model].kind = .object(properties)
        warning(
            "'\(models[model].name).\(name)' is required, but it leads back to '\(target)' through required properties, which no finite JSON can satisfy; it is generated as optional",
            at: properties[property].location, pointer: "", notes: ["make the property optional in the document"])
    }
}
