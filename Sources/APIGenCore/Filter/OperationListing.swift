/// What `apigen list` shows of a document: its operations, to choose a filter from, and its tags.
public enum OperationListing {
    public struct Operation: Hashable, Sendable {
        /// The generated service method's name (`reposGet`).
        public var name: String
        public var operationId: String?
        public var method: String
        public var path: String
        public var tags: [String]
        public var deprecated: Bool
        /// How many models a client of this operation alone has: the ones it reaches, directly or through others.
        public var models: Int
        public var summary: String?
        public var service: String
        public var file: String
    }

    /// Every operation of `specs`, in spec order, named as the unfiltered client names its method.
    public static func operations(of specs: [ServiceSpec]) -> [Operation] {
        var result: [Operation] = []
        for spec in specs {
            var methods = NameScope(reserved: ["client", "defaultBaseURLs", "init"])
            var reach = Reachability(spec)
            for endpoint in spec.endpoints {
                let name = SwiftIdentifier.escaped(methods.claim(CodeModelBuilder.memberName(endpoint.name, fallback: "request")).name)
                let summary = endpoint.description?.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init)
                result.append(Operation(
                    name: name.trimmingBackticks, operationId: endpoint.operationId, method: endpoint.method.rawValue, path: endpoint.path,
                    tags: endpoint.tags, deprecated: endpoint.deprecated != nil, models: reach.count(from: endpoint.referencedModels),
                    summary: summary, service: spec.service, file: spec.file))
            }
        }
        return result
    }

    /// Each tag with the number of operations that have it, in order of first appearance; operations without a tag
    /// are not counted.
    public static func tags(of operations: [Operation]) -> [(tag: String, count: Int)] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for tag in operations.flatMap(\.tags) {
            if counts[tag] == nil { order.append(tag) }
            counts[tag, default: 0] += 1
        }
        return order.map { ($0, counts[$0] ?? 0) }
    }

    /// `[{"name": …, "operationId": …, "method": …, "path": …, "tags": […], "deprecated": …, "models": …}, …]`:
    /// one object per line, keys in this order; `operationId` and `summary` only when there is one.
    public static func json(_ operations: [Operation]) -> String {
        var output: [UInt8] = Array("[".utf8)
        for (index, operation) in operations.enumerated() {
            output += Array((index == 0 ? "\n  {" : ",\n  {").utf8)
            func key(_ name: String, first: Bool = false) {
                if !first { output += Array(", ".utf8) }
                JSONWriter.writeString(name, into: &output)
                output += Array(": ".utf8)
            }
            key("name", first: true)
            JSONWriter.writeString(operation.name, into: &output)
            if let id = operation.operationId {
                key("operationId")
                JSONWriter.writeString(id, into: &output)
            }
            key("method")
            JSONWriter.writeString(operation.method, into: &output)
            key("path")
            JSONWriter.writeString(operation.path, into: &output)
            key("tags")
            output.append(UInt8(ascii: "["))
            for (tagIndex, tag) in operation.tags.enumerated() {
                if tagIndex > 0 { output += Array(", ".utf8) }
                JSONWriter.writeString(tag, into: &output)
            }
            output.append(UInt8(ascii: "]"))
            key("deprecated")
            output += Array((operation.deprecated ? "true" : "false").utf8)
            key("models")
            output += Array(String(operation.models).utf8)
            if let summary = operation.summary {
                key("summary")
                JSONWriter.writeString(summary, into: &output)
            }
            key("service")
            JSONWriter.writeString(operation.service, into: &output)
            output.append(UInt8(ascii: "}"))
        }
        output += Array((operations.isEmpty ? "]\n" : "\n]\n").utf8)
        return String(decoding: output, as: UTF8.self)
    }

    /// `[{"tag": "billing", "operations": 12}, …]`, one object per line.
    public static func json(tags: [(tag: String, count: Int)]) -> String {
        var output: [UInt8] = Array("[".utf8)
        for (index, entry) in tags.enumerated() {
            output += Array((index == 0 ? "\n  {\"tag\": " : ",\n  {\"tag\": ").utf8)
            JSONWriter.writeString(entry.tag, into: &output)
            output += Array(", \"operations\": \(entry.count)}".utf8)
        }
        output += Array((tags.isEmpty ? "]\n" : "\n]\n").utf8)
        return String(decoding: output, as: UTF8.self)
    }

    /// The models each operation reaches, counted with what is known of the models already visited: a model's
    /// closure is computed once and reused, so listing Stripe's 500 operations does not walk its schemas 500 times.
    struct Reachability {
        private var byName: [String: ModelSpec] = [:]
        private var closures: [String: Set<String>] = [:]

        init(_ spec: ServiceSpec) {
            for model in spec.models where byName[model.name] == nil { byName[model.name] = model }
        }

        mutating func count(from roots: [String]) -> Int {
            var reached: Set<String> = []
            for root in roots where byName[root] != nil { reached.formUnion(closure(of: root)) }
            return reached.count
        }

        /// Every model `name` reaches, itself included. Models in a cycle share their closure.
        private mutating func closure(of name: String) -> Set<String> {
            if let known = closures[name] { return known }
            var reached: Set<String> = []
            var pending = [name]
            while let next = pending.popLast() {
                guard reached.insert(next).inserted, let model = byName[next] else { continue }
                if let known = closures[next] {
                    reached.formUnion(known)
                    continue
                }
                pending += model.memberTypes.flatMap(\.referencedModels)
            }
            reached = reached.filter { byName[$0] != nil }
            closures[name] = reached
            return reached
        }
    }
}
