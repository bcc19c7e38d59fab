/// Finds the model properties that must be stored indirectly so recursive structs have a size.
///
/// A struct that contains itself directly (or through an optional) has infinite size; arrays
/// and dictionaries already store elements on the heap. A property is boxed when its model type
/// leads back to the model that holds it through such direct edges, which breaks every cycle.
enum RecursionAnalysis {
    /// Model name → names of its properties to box.
    static func boxedProperties(in models: [ModelSpec]) -> [String: Set<String>] {
        var edges: [String: [(property: String, target: String)]] = [:]
        for model in models {
            guard case .object(let properties) = model.kind, edges[model.name] == nil else { continue }
            edges[model.name] = properties.compactMap { property in
                directTarget(property.type).map { (property.name, $0) }
            }
        }
        var result: [String: Set<String>] = [:]
        for (model, outgoing) in edges {
            for edge in outgoing where reaches(from: edge.target, to: model, edges: edges) {
                result[model, default: []].insert(edge.property)
            }
        }
        return result
    }

    /// The model a property stores inline: `Node` or `Node?`, not `[Node]`.
    private static func directTarget(_ type: TypeRef) -> String? {
        switch type {
        case .model(let name): name
        case .optional(let wrapped): directTarget(wrapped)
        case .builtin, .array, .dictionary: nil
        }
    }

    /// Breadth-first search over direct edges; visits each model at most once.
    private static func reaches(from start: String, to goal: String, edges: [String: [(property: String, target: String)]]) -> Bool {
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
