/// A realistic synthetic service, the shape issue 11 describes: `endpoints` endpoints over
/// `endpoints / 2` models of 4–14 properties each (mixed scalars, arrays, `Date`, `URL`, `UUID`,
/// references to other models and to enums; about 30 % optional, half with a `key:`, all with a
/// description) and `endpoints / 20` string enums (at least 5). Each endpoint has a path parameter,
/// 0–4 query parameters, sometimes a header, a JSON body on writes, a model, list or `Empty`
/// response and a keypath on 40 %.
///
/// It is the Swift port of the lead's `gen.py` (same structure, names and proportions; the random
/// draws come from `SeededRandom`, so the bytes differ but are the same on every run). Models only
/// refer to models declared before them, so no required cycles arise.
struct SyntheticSpec {
    let endpoints: Int
    let service: String

    init(endpoints: Int, service: String = "Bench") {
        self.endpoints = endpoints
        self.service = service
    }

    var modelCount: Int { max(2, endpoints / 2) }
    var enumCount: Int { max(5, endpoints / 20) }

    static let scalars = ["String", "Int", "Double", "Bool", "Date", "URL", "UUID", "Int64"]
    static let queryTypes = ["String?", "Int?", "Bool?", "Int"]
    static let verbs: [(name: String, method: String)] = [
        ("get", "GET"), ("list", "GET"), ("create", "POST"), ("update", "PUT"), ("delete", "DELETE"),
    ]

    func modelName(_ index: Int) -> String { "Model\(index)" }
    func enumName(_ index: Int) -> String { "Kind\(index)" }

    func tree() -> SpecTree {
        var random = SeededRandom(seed: 7)
        var models: [(String, SpecTree)] = (0..<enumCount).map { index in
            let name = enumName(index)
            return (name, .map([
                ("description", .string("The kinds of \(name.lowercased()).")),
                ("enum", .list(["alpha", "beta", "gamma_delta", "epsilon"].map { SpecTree.string($0) })),
            ]))
        }
        for index in 0..<modelCount {
            models.append((modelName(index), model(index, random: &random)))
        }
        let endpointList = (0..<endpoints).map { endpoint($0, random: &random) }
        return .map([
            ("service", .string(service)),
            ("description", .string("A synthetic service of \(endpoints) endpoints for the apigen benchmarks.")),
            ("baseURLs", .list([.string("https://api.example.com/v1")])),
            ("models", .map(models)),
            ("endpoints", .map(endpointList)),
        ])
    }

    private func model(_ index: Int, random: inout SeededRandom) -> SpecTree {
        let name = modelName(index)
        var properties: [(String, SpecTree)] = []
        for property in 0..<random.int(4...14) {
            let roll = random.int(0...99)
            var type: String
            if roll < 50 {
                type = random.pick(Self.scalars)
            } else if roll < 65 {
                type = "[\(random.pick(Self.scalars))]"
            } else if roll < 80, index > 0 {
                type = modelName(random.int(0...(index - 1)))
            } else if roll < 90, index > 0 {
                type = "[\(modelName(random.int(0...(index - 1))))]"
            } else {
                type = enumName(random.int(0...(enumCount - 1)))
            }
            if random.chance(30) { type += "?" }
            var fields: [(String, SpecTree)] = [("type", .string(type))]
            if random.chance(50) { fields.append(("key", .string("field_\(property)_value"))) }
            fields.append(("description", .string("The field \(property) of a \(name).")))
            properties.append(("field\(property)Value", .map(fields)))
        }
        return .map([
            ("description", .string("The \(name) record as the service returns it.")),
            ("properties", .map(properties)),
        ])
    }

    private func endpoint(_ index: Int, random: inout SeededRandom) -> (String, SpecTree) {
        let verb = Self.verbs[index % Self.verbs.count]
        let model = modelName(random.int(0...(modelCount - 1)))
        var params: [(String, SpecTree)] = [("id", .map([("in", .string("path")), ("type", .string("Int"))]))]
        for query in 0..<random.int(0...4) {
            let fields: [(String, SpecTree)] = query == 3
                ? [("in", .string("query")), ("type", .string("Int")), ("default", .int(20))]
                : [("in", .string("query")), ("type", .string(random.pick(Self.queryTypes)))]
            params.append(("q\(query)", .map(fields)))
        }
        if random.chance(30) {
            params.append(("trace", .map([("in", .string("header")), ("type", .string("String?")), ("key", .string("X-Trace"))])))
        }
        var fields: [(String, SpecTree)] = [
            ("description", .string("\(verb.name.prefix(1).uppercased() + verb.name.dropFirst()) a \(model).")),
            ("method", .string(verb.method)),
            ("path", .string("/things\(index)/{id}")),
            ("params", .map(params)),
        ]
        if verb.name == "create" || verb.name == "update" { fields.append(("body", .map([("type", .string(model))]))) }
        let response = switch verb.name {
        case "list": "[\(model)]"
        case "delete": "Empty"
        default: model
        }
        fields.append(("response", .string(response)))
        if random.chance(40), response != "Empty" { fields.append(("keypath", .string("data.item"))) }
        return ("\(verb.name)\(model)N\(index)", .map(fields))
    }
}
