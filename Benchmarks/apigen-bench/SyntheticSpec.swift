/// A realistic synthetic service: `endpoints` endpoints over `endpoints / 2` models (a fifth of
/// them enums), with descriptions, path/query/header parameters, defaults, JSON/form/multipart
/// bodies, keypaths, paging and date formats. Models only refer to models declared before them,
/// so no required cycles arise.
struct SyntheticSpec {
    let endpoints: Int
    let service: String

    init(endpoints: Int, service: String = "Bench") {
        self.endpoints = endpoints
        self.service = service
    }

    var modelCount: Int { max(2, endpoints / 2) }

    static let nouns = [
        "Account", "Order", "Invoice", "Product", "Shipment", "Customer", "Ticket", "Review", "Coupon", "Warehouse",
        "Payment", "Refund", "Category", "Supplier", "Campaign", "Document", "Message", "Device", "Report", "Team",
    ]

    func modelName(_ index: Int) -> String { Self.nouns[index % Self.nouns.count] + String(index / Self.nouns.count) }
    func isEnum(_ index: Int) -> Bool { index % 5 == 4 }

    /// The index of a non-enum model near `seed`.
    func structIndex(_ seed: Int) -> Int {
        let index = seed % modelCount
        return isEnum(index) ? index - 1 : index
    }

    func enumIndex(_ seed: Int) -> Int? {
        let count = modelCount / 5
        guard count > 0 else { return nil }
        return (seed % count) * 5 + 4
    }

    func tree() -> SpecTree {
        .map([
            ("service", .string(service)),
            ("description", .string("A synthetic service of \(endpoints) endpoints for the apigen benchmarks.")),
            ("baseURLs", .list([.string("https://api.example.com/v1"), .string("https://backup.example.com/v1")])),
            ("headers", .map([("Accept", .string("application/json")), ("X-Client", .string("apigen-bench"))])),
            ("envelope", .map([
                ("code", .string("code")), ("success", .list([.int(0), .int(200)])),
                ("message", .string("message")), ("data", .string("data")),
            ])),
            ("models", .map((0..<modelCount).map { (modelName($0), model($0)) })),
            ("endpoints", .map((0..<endpoints).map(endpoint))),
        ])
    }

    private func model(_ index: Int) -> SpecTree {
        let name = modelName(index)
        if isEnum(index) {
            return .map([
                ("description", .string("The states a \(name.lowercased()) goes through.")),
                ("enum", .list(["draft", "active", "suspended", "archived", "deleted"].map { SpecTree.string($0) })),
            ])
        }
        var properties: [(String, SpecTree)] = [
            ("id", .string("Int")),
            ("name", .map([("type", .string("String")), ("description", .string("The display name, shown in lists."))])),
            ("summary", .string("String?")),
            ("createdAt", .map([("type", .string("Date")), ("format", .string("iso8601")), ("key", .string("created_at"))])),
            ("updatedAt", .map([("type", .string("Date?")), ("format", .string("unix")), ("key", .string("updated_at"))])),
            ("tags", .string("[String]")),
            ("price", .string("Double")),
            ("active", .string("Bool")),
            ("attributes", .string("[String: String]")),
            ("homepage", .map([("type", .string("URL?")), ("key", .string("home_page"))])),
        ]
        if index >= 1 {
            properties.append(("related", .string(modelName(structIndex((index * 7 + 3) % index)) + "?")))
            properties.append(("history", .string("[\(modelName(structIndex(index - 1)))]")))
        }
        if let status = enumIndex(index), status < index {
            properties.append(("status", .string(modelName(status))))
        }
        return .map([
            ("description", .string("A \(name) record as the service returns it.\nFields follow the public REST guide.")),
            ("properties", .map(properties)),
        ])
    }

    private func endpoint(_ index: Int) -> (String, SpecTree) {
        let model = modelName(structIndex(index / 2))
        let resource = "/" + model.lowercased() + "s"
        let suffix = String(index)
        switch index % 6 {
        case 0:
            return ("get\(model)N\(suffix)", .map([
                ("description", .string("Fetch one \(model) by its identifier.")),
                ("method", .string("GET")), ("path", .string("\(resource)/{id}/v\(suffix)")),
                ("params", .map([
                    ("id", .map([("in", .string("path")), ("type", .string("Int"))])),
                    ("verbose", .map([("in", .string("query")), ("type", .string("Bool?"))])),
                    ("language", .map([("in", .string("header")), ("type", .string("String?")), ("key", .string("Accept-Language"))])),
                ])),
                ("response", .string(model)), ("keypath", .string("data.item")), ("timeout", .int(10)),
            ]))
        case 1:
            var params: [(String, SpecTree)] = [
                ("page", .map([("in", .string("query")), ("type", .string("Int")), ("default", .int(1))])),
                ("perPage", .map([("in", .string("query")), ("type", .string("Int")), ("key", .string("per_page")), ("default", .int(20))])),
                ("search", .string("String?")),
            ]
            if let status = enumIndex(index) { params.append(("status", .string(modelName(status) + "?"))) }
            return ("list\(model)sN\(suffix)", .map([
                ("description", .string("One page of \(model) records, newest first.")),
                ("method", .string("GET")), ("path", .string("\(resource)/v\(suffix)")),
                ("params", .map(params)),
                ("response", .string("[\(model)]")), ("keypath", .string("data.items")),
                ("paging", .map([("param", .string("page"))])),
            ]))
        case 2:
            return ("create\(model)N\(suffix)", .map([
                ("description", .string("Create a \(model) from a JSON body.")),
                ("method", .string("POST")), ("path", .string("\(resource)/v\(suffix)")),
                ("body", .map([("type", .string(model))])),
                ("response", .string(model)), ("keypath", .string("data.item")),
            ]))
        case 3:
            return ("update\(model)N\(suffix)", .map([
                ("description", .string("Replace a \(model).")),
                ("method", .string("PUT")), ("path", .string("\(resource)/{id}/v\(suffix)")),
                ("params", .map([("id", .map([("in", .string("path")), ("type", .string("Int"))]))])),
                ("body", .map([("type", .string(model))])),
                ("response", .string(model)),
            ]))
        case 4:
            return ("delete\(model)N\(suffix)", .map([
                ("description", .string("Delete a \(model); the request id makes retries safe.")),
                ("method", .string("DELETE")), ("path", .string("\(resource)/{id}/v\(suffix)")),
                ("params", .map([
                    ("id", .map([("in", .string("path")), ("type", .string("Int"))])),
                    ("requestID", .map([("in", .string("header")), ("type", .string("UUID")), ("key", .string("X-Request-ID"))])),
                ])),
                ("response", .string("Empty")),
            ]))
        default:
            let body: SpecTree = index % 12 == 5
                ? .map([("encoding", .string("multipart")), ("fields", .map([("file", .string("File")), ("caption", .string("String?"))]))])
                : .map([("encoding", .string("form")), ("fields", .map([
                    ("note", .string("String")), ("rating", .string("Int?")),
                    ("notify", .map([("type", .string("Bool?")), ("key", .string("notify_me"))])),
                ]))])
            return ("annotate\(model)N\(suffix)", .map([
                ("description", .string("Attach a note or a file to a \(model).")),
                ("method", .string("POST")), ("path", .string("\(resource)/{id}/notes/v\(suffix)")),
                ("params", .map([("id", .map([("in", .string("path")), ("type", .string("Int"))]))])),
                ("body", body),
                ("response", .string("Empty")),
            ]))
        }
    }
}
