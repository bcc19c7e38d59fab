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

    /// Model → its members in `sources` whose target leads back to the model through `graph`.
    private static func membersOnCycles(from sources: Edges, within graph: Edges) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for (model, outgoing) in sources {
            for edge in outgoing where reaches(from: edge.target, to: model, edges: graph) {
                result[model, default: []].insert(edge.member)
            }
        }
        return result
    }

    /// The model a member stores inline: `Node` or `Node?`, not `[Node]`.
    private static func directTarget(_ type: TypeRef) -> String? {
        switch type {
        case .model(let name): name
        case .optional(let wrapped): directTarget(wrapped)
        case .builtin, .array, .dictionary: nil
        }
    }

    /// Breadth-first search over direct edges; visits each model at most once.
    private static func reaches(from start: String, to goal: String, edges: Edges) -> Bool {
        var visited: Set<String> = [start]
        var queue = [start]
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            if current == goal { return true }
            for edge in edges[current] ?? [] where visited.insert(edge.target).inserted {
                queue.append(edge.target)
            }
        }
        return false
    }
}
