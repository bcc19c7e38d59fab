/// Finds what must be stored indirectly so that recursive models have a size.
///
/// A struct or enum that contains itself directly (or through an optional) has infinite size; arrays and
/// dictionaries already store elements on the heap. The graph has an edge for every member stored inline:
/// a struct's `Node` or `Node?` property, a union's `Node` or `Node?` variant.
///
/// Every union case on a cycle becomes an `indirect case` (cheap, and it needs no box). That breaks every
/// cycle through a union, so struct properties are boxed only for cycles made of structs alone: they are
/// found with the unions' edges left out.
enum RecursionAnalysis {
    struct Result {
        /// Struct model name → names of its properties to box.
        var boxedProperties: [String: Set<String>] = [:]
        /// Union model name → names of its variants whose cases are `indirect`.
        var indirectCases: [String: Set<String>] = [:]
    }

    private typealias Edges = [String: [(member: String, target: String)]]

    static func analyze(_ models: [ModelSpec]) -> Result {
        var structEdges: Edges = [:]
        var unionEdges: Edges = [:]
        for model in models where structEdges[model.name] == nil && unionEdges[model.name] == nil {
            switch model.kind {
            case .object(let properties):
                structEdges[model.name] = properties.compactMap { property in directTarget(property.type).map { (property.name, $0) } }
            case .union(let union):
                unionEdges[model.name] = union.variants.compactMap { variant in directTarget(variant.type).map { (variant.name, $0) } }
            case .enumeration:
                continue
            }
        }
        let allEdges = structEdges.merging(unionEdges) { first, _ in first }
        var result = Result()
        result.indirectCases = membersOnCycles(from: unionEdges, within: allEdges)
        result.boxedProperties = membersOnCycles(from: structEdges, within: structEdges)
        return result
    }

    /// Model → its members in `sources` whose target leads back to the model through `graph`: exactly the edges
    /// whose two ends are in one strongly connected component of `graph`. One pass over the graph, so a chain of
    /// 10,000 models costs 10,000 steps, not 10,000 searches.
    private static func membersOnCycles(from sources: Edges, within graph: Edges) -> [String: Set<String>] {
        let component = stronglyConnectedComponents(graph)
        var result: [String: Set<String>] = [:]
        for (model, outgoing) in sources {
            guard let home = component[model] else { continue }
            for edge in outgoing where component[edge.target] == home {
                result[model, default: []].insert(edge.member)
            }
        }
        return result
    }

    /// Tarjan's algorithm with an explicit stack: model name → the number of its strongly connected component.
    private static func stronglyConnectedComponents(_ graph: Edges) -> [String: Int] {
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var component: [String: Int] = [:]
        var counter = 0
        var components = 0
        for root in graph.keys.sorted() where index[root] == nil {
            // Each frame: a node and the position of its next edge to follow.
            var frames: [(node: String, next: Int)] = [(root, 0)]
            index[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack.insert(root)
            while let frame = frames.last {
                let edges = graph[frame.node] ?? []
                if frame.next < edges.count {
                    frames[frames.count - 1].next += 1
                    let target = edges[frame.next].target
                    if index[target] == nil {
                        index[target] = counter
                        lowLink[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack.insert(target)
                        frames.append((target, 0))
                    } else if onStack.contains(target), let targetIndex = index[target] {
                        lowLink[frame.node] = min(lowLink[frame.node] ?? targetIndex, targetIndex)
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    lowLink[parent.node] = min(lowLink[parent.node] ?? 0, lowLink[frame.node] ?? 0)
                }
                if lowLink[frame.node] == index[frame.node] {
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component[member] = components
                        if member == frame.node { break }
                    }
                    components += 1
                }
            }
        }
        return component
    }

    /// The model a member stores inline: `Node` or `Node?`, not `[Node]`.
    private static func directTarget(_ type: TypeRef) -> String? {
        switch type {
        case .model(let name): name
        case .optional(let wrapped): directTarget(wrapped)
        case .builtin, .array, .dictionary: nil
        }
    }
}
