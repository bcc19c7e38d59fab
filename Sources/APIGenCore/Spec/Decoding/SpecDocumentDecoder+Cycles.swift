/// Required cycles: `A.b: B` and `B.a: A` can never both be present in finite JSON.
///
/// An object needs every required model property; a union needs only one of its variants. So a union with
/// one variant that ends the chain (a builtin, a list, an optional, a model without such a cycle) breaks
/// every cycle through it, while a union whose variants all lead back is part of the cycle.
extension SpecDocumentDecoder {
    /// One step of a chain: a required, direct model property of an object, or a variant of a union.
    struct RequiredEdge {
        var label: String
        var target: String
        var location: SourceLocation
    }

    mutating func checkRequiredCycles(_ models: [ModelSpec]) {
        var edges: [String: [RequiredEdge]] = [:]
        var unions: Set<String> = []
        for model in models where edges[model.name] == nil {
            switch model.kind {
            case .object(let properties):
                edges[model.name] = properties.compactMap { requiredEdge($0.name, $0.type, at: $0.location) }
            case .union(let union):
                let variants = union.variants.map { requiredEdge($0.name, $0.type, at: $0.location) }
                // One variant that needs no model ends every chain through the union: it has no edges then.
                let alwaysFinite = variants.isEmpty || variants.contains { $0 == nil }
                edges[model.name] = alwaysFinite ? [] : variants.compactMap { $0 }
                unions.insert(model.name)
            case .enumeration:
                continue
            }
        }
        let finite = finiteModels(edges: edges, unions: unions)
        // Every model that is not finite has an edge to another such model, so following only those edges
        // finds the cycles, and nothing else.
        var cyclic: [String: [RequiredEdge]] = [:]
        for (name, outgoing) in edges where !finite.contains(name) {
            cyclic[name] = outgoing.filter { !finite.contains($0.target) }
        }
        var finished: Set<String> = []
        for model in models where cyclic[model.name] != nil {
            visit(model.name, edges: cyclic, unions: unions, finished: &finished)
        }
    }

    /// The edge for a member of type `type`: only a model that is no enum, written without `?` or `[…]`.
    private func requiredEdge(_ label: String, _ type: TypeRef, at location: SourceLocation) -> RequiredEdge? {
        guard case .model(let target) = type, modelTable[target]?.enumeration == nil else { return nil }
        return RequiredEdge(label: label, target: target, location: location)
    }

    /// The models some finite JSON decodes to, found by propagating from the models that need nothing
    /// (a worklist over reversed edges: linear in the number of edges, no recursion).
    private func finiteModels(edges: [String: [RequiredEdge]], unions: Set<String>) -> Set<String> {
        var dependents: [String: [String]] = [:]
        var missing: [String: Int] = [:]
        var finite: Set<String> = []
        var work: [String] = []
        for (name, outgoing) in edges {
            missing[name] = outgoing.count
            if outgoing.isEmpty, finite.insert(name).inserted { work.append(name) }
            for edge in outgoing {
                dependents[edge.target, default: []].append(name)
                // Models that are not in `edges` (failed to decode, or unknown) count as finite: their own
                // errors were reported, and a cycle error on top would only repeat them.
                if edges[edge.target] == nil, finite.insert(edge.target).inserted { work.append(edge.target) }
            }
        }
        while let name = work.popLast() {
            for dependent in dependents[name] ?? [] where !finite.contains(dependent) {
                // Each edge is counted once: `dependents` lists a model once per edge, and `name` is processed once.
                missing[dependent, default: 0] -= 1
                if unions.contains(dependent) || missing[dependent] == 0 {
                    finite.insert(dependent)
                    work.append(dependent)
                }
            }
        }
        return finite
    }

    /// Depth-first search from `root` with an explicit stack, so a chain of 100,000 models cannot overflow
    /// the call stack; `onPath` finds a cycle's start in constant time.
    private mutating func visit(_ root: String, edges: [String: [RequiredEdge]], unions: Set<String>, finished: inout Set<String>) {
        guard !finished.contains(root) else { return }
        var stack: [(name: String, next: Int)] = [(root, 0)]
        var path: [(model: String, edge: RequiredEdge)] = []
        var onPath: [String: Int] = [:]
        while let top = stack.last {
            let outgoing = edges[top.name] ?? []
            guard top.next < outgoing.count else {
                stack.removeLast()
                finished.insert(top.name)
                if let parent = path.popLast() { onPath[parent.model] = nil }
                continue
            }
            stack[stack.count - 1].next += 1
            let edge = outgoing[top.next]
            let target = edge.target
            path.append((top.name, edge))
            onPath[top.name] = path.count - 1
            if let start = onPath[target] {
                reportCycle(Array(path[start...]), unions: unions)
            }
            if onPath[target] != nil || finished.contains(target) {
                path.removeLast()
                onPath[top.name] = nil
            } else {
                stack.append((target, 0))
            }
        }
    }

    private mutating func reportCycle(_ chain: [(model: String, edge: RequiredEdge)], unions: Set<String>) {
        guard let last = chain.last else { return }
        let target = last.edge.target
        let text = chain.map { "\($0.model).\($0.edge.label)" }.joined(separator: " → ")
        let unionsInChain = chain.map(\.model).filter { unions.contains($0) }
        let through = switch (unionsInChain.isEmpty, unionsInChain.count == chain.count) {
        case (true, _): "required properties"
        case (false, true): "union variants"
        case (false, false): "required properties and union variants"
        }
        var notes: [String] = []
        if unionsInChain.count < chain.count {
            notes.append("make one of these properties optional ('\(target)?') or a list")
        }
        for union in unionsInChain {
            notes.append("every variant of union '\(union)' needs a model of such a cycle; one variant that does not (an optional, a list, a builtin) ends it")
        }
        error("model '\(target)' contains itself through \(through): \(text) → \(target)", at: last.edge.location, notes: notes)
    }
}
