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
            visit(model.name, edges: edges, finished: &finished)
        }
    }

    /// Depth-first search from `root` with an explicit stack, so a chain of 100,000 models cannot overflow
    /// the call stack; `onPath` finds a cycle's start in constant time.
    private mutating func visit(_ root: String, edges: [String: [PropertySpec]], finished: inout Set<String>) {
        guard !finished.contains(root) else { return }
        var stack: [(name: String, next: Int)] = [(root, 0)]
        var path: [(model: String, property: PropertySpec)] = []
        var onPath: [String: Int] = [:]
        while let top = stack.last {
            let properties = edges[top.name] ?? []
            guard top.next < properties.count else {
                stack.removeLast()
                finished.insert(top.name)
                if let parent = path.popLast() { onPath[parent.model] = nil }
                continue
            }
            stack[stack.count - 1].next += 1
            let property = properties[top.next]
            guard case .model(let target) = property.type else { continue }
            path.append((top.name, property))
            onPath[top.name] = path.count - 1
            if let start = onPath[target] {
                let chain = path[start...].map { "\($0.model).\($0.property.name)" }.joined(separator: " → ")
                error(
                    "model '\(target)' contains itself through required properties: \(chain) → \(target)",
                    at: property.location, notes: ["make one of these properties optional ('\(target)?') or a list"])
            }
            if onPath[target] != nil || finished.contains(target) {
                path.removeLast()
                onPath[top.name] = nil
            } else {
                stack.append((target, 0))
            }
        }
    }
}
