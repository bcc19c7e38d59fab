/// A deterministic OpenAPI 3.0 document shaped like Stripe's public spec (`spec3.yaml`): resources with
/// list / create / retrieve / update / delete-or-action operations under `/v1/…`, form-encoded request
/// bodies (with nested objects, which the importer sends as `String`), `expand` and `created` query
/// parameters in `deepObject` style, a `default` error response, and about eight components per resource
/// (the resource, its `deleted_` twin and six sub-objects) with 5–40 properties, long descriptions,
/// expandable `anyOf: [string, $ref]` fields, `nullable`, inline enums and objects, `additionalProperties`,
/// arrays of references, `unix-time` integers and `date-time` strings.
///
/// At 470 operations it is about 4 MB of YAML with about 800 components, the size of Stripe's document.
/// Every resource draws from its own seeded random source, so a resource reads the same in every size.
struct SyntheticOpenAPI {
    /// Which of Stripe's constructs the document uses.
    enum Shape: String {
        /// Everything listed above.
        case full
        /// No unions (`anyOf`/`oneOf` of several schemas) and no `deepObject` dictionary query parameters,
        /// which code generation rejected until unions and dictionary parameters were supported: expandable
        /// fields are nullable ID strings (as in Stripe's Swagger 2.0 document), polymorphic fields name
        /// their first variant, `metadata` is a plain map, and `created` is an integer.
        case withoutUnions = "without unions"
    }

    let operations: Int
    let shape: Shape
    let seed: UInt64

    init(operations: Int, shape: Shape = .full, seed: UInt64 = 0x5EED) {
        self.operations = operations
        self.shape = shape
        self.seed = seed
    }

    /// Five operations per resource.
    var resourceCount: Int { max(1, (operations + 4) / 5) }

    /// Components per resource: the resource, `deleted_<resource>`, and these sub-objects.
    static let subObjects = ["details", "settings", "address", "limits", "transfer_data", "shipping"]

    /// Components in the document: eight per resource plus the shared `error`.
    var componentCount: Int { resourceCount * (2 + Self.subObjects.count) + 1 }

    static let nouns = [
        "customer", "charge", "invoice", "product", "price", "subscription", "payout", "refund", "dispute", "coupon",
        "mandate", "source", "card", "transfer", "balance_entry", "quote", "review", "session", "report_run", "reader",
    ]
    static let namespaces = ["", "issuing.", "treasury.", "terminal.", "billing.", "checkout.", "radar.", "tax.", "climate.", "identity."]

    /// The component name of resource `index`: `customer`, `issuing.card`, … then numbered (`customer_2`).
    func resourceName(_ index: Int) -> String {
        let noun = Self.nouns[index % Self.nouns.count]
        let round = index / Self.nouns.count
        let namespace = Self.namespaces[round % Self.namespaces.count]
        let suffix = round >= Self.namespaces.count ? "_\(round / Self.namespaces.count + 1)" : ""
        return namespace + noun + suffix
    }

    /// The resource's name in URLs and component names of its parts: `issuing.card` → `issuing_card`.
    func snakeName(_ index: Int) -> String {
        resourceName(index).replacingDots()
    }

    func randomSource(_ index: Int, _ part: UInt64) -> SeededRandom {
        SeededRandom(seed: seed &* 1_000_003 &+ UInt64(index) &* 7_919 &+ part)
    }

    func tree() -> SpecTree {
        var schemas: [(String, SpecTree)] = [("error", errorSchema())]
        for index in 0..<resourceCount {
            schemas += components(ofResource: index)
        }
        return .map([
            ("openapi", .string("3.0.0")),
            ("info", .map([
                ("title", .string("Synthetic Payments API")),
                ("description", .string("A synthetic API shaped like Stripe's, for the apigen benchmarks.")),
                ("version", .string("2024-06-20")),
            ])),
            ("servers", .list([.map([("url", .string("https://api.example.com/"))])])),
            ("security", .list([.map([("basicAuth", .list([]))]), .map([("bearerAuth", .list([]))])])),
            ("paths", .map(paths())),
            ("components", .map([
                ("schemas", .map(schemas)),
                ("securitySchemes", .map([
                    ("basicAuth", .map([("description", .string("Basic HTTP authentication.")), ("scheme", .string("basic")), ("type", .string("http"))])),
                    ("bearerAuth", .map([("bearerFormat", .string("auth-scheme")), ("scheme", .string("bearer")), ("type", .string("http"))])),
                ])),
            ])),
        ])
    }

    /// `/v1/<resources>` (list, create) and `/v1/<resources>/{id}` (retrieve, update, delete) — or, for
    /// every other resource, an action `/v1/<resources>/{id}/<verb>` instead of delete — until `operations`.
    private func paths() -> [(String, SpecTree)] {
        var paths: [(String, SpecTree)] = []
        var remaining = operations
        for index in 0..<resourceCount where remaining > 0 {
            let plural = "/v1/" + resourceName(index).replacingOccurrences(".", "/") + "s"
            let parameter = snakeName(index)
            let item = "\(plural)/{\(parameter)}"
            var collection: [(String, SpecTree)] = []
            var single: [(String, SpecTree)] = []
            var action: [(String, SpecTree)] = []
            let kinds: [OperationKind] = [.list, .create, .retrieve, .update, index % 2 == 0 ? .delete : .action]
            for kind in kinds where remaining > 0 {
                remaining -= 1
                let operation = self.operation(kind, resource: index, path: kind.onItem ? item : plural)
                switch kind {
                case .list: collection.append(("get", operation))
                case .create: collection.append(("post", operation))
                case .retrieve: single.append(("get", operation))
                case .update: single.append(("post", operation))
                case .delete: single.append(("delete", operation))
                case .action: action.append(("post", operation))
                }
            }
            paths.append((plural, .map(collection)))
            if !single.isEmpty { paths.append((item, .map(single))) }
            if !action.isEmpty { paths.append((item + "/verify", .map(action))) }
        }
        return paths
    }

    enum OperationKind: UInt64 {
        case list = 1, create, retrieve, update, delete, action

        var onItem: Bool { self != .list && self != .create }
        var verb: String {
            switch self {
            case .list: "List"
            case .create: "Create"
            case .retrieve: "Retrieve"
            case .update: "Update"
            case .delete: "Delete"
            case .action: "Verify"
            }
        }
    }

    private func operation(_ kind: OperationKind, resource index: Int, path: String) -> SpecTree {
        var random = randomSource(index, 100 + kind.rawValue)
        let name = resourceName(index)
        var fields: [(String, SpecTree)] = [
            ("description", .string("<p>\(kind.verb)s \(kind == .list ? "your" : "a") \(name) objects. " + random.prose(words: random.int(10...35)) + "</p>")),
            ("operationId", .string(operationID(kind, path: path))),
        ]
        var parameters: [SpecTree] = []
        if kind.onItem {
            parameters.append(.map([
                ("in", .string("path")), ("name", .string(snakeName(index))), ("required", .bool(true)),
                ("schema", .map([("maxLength", .int(5000)), ("type", .string("string"))])), ("style", .string("simple")),
            ]))
        }
        if kind == .list || kind == .retrieve {
            parameters.append(expandParameter())
        }
        if kind == .list {
            parameters += listParameters(&random)
        }
        if !parameters.isEmpty { fields.append(("parameters", .list(parameters))) }
        if kind == .create || kind == .update || kind == .action {
            fields.append(("requestBody", formBody(resource: index, kind: kind)))
        }
        let success: SpecTree = switch kind {
        case .list: listSchema(resource: index)
        case .delete: Self.ref("deleted_" + resourceName(index))
        default: Self.ref(resourceName(index))
        }
        fields.append(("responses", .map([
            ("200", .map([
                ("content", .map([("application/json", .map([("schema", success)]))])),
                ("description", .string("Successful response.")),
            ])),
            ("default", .map([
                ("content", .map([("application/json", .map([("schema", Self.ref("error"))]))])),
                ("description", .string("Error response.")),
            ])),
        ])))
        fields.append(("summary", .string("\(kind.verb) \(name.replacingDots(with: " "))")))
        return .map(fields)
    }

    /// Stripe's style: `GetV1CustomersCustomer`, `PostV1IssuingCards`.
    private func operationID(_ kind: OperationKind, path: String) -> String {
        let method = switch kind {
        case .list, .retrieve: "Get"
        case .delete: "Delete"
        default: "Post"
        }
        let words = path.split(whereSeparator: { "/{}._".contains($0) }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return method + words.joined() + (kind == .action ? "Verify" : "")
    }

    static func ref(_ component: String) -> SpecTree {
        .map([("$ref", .string("#/components/schemas/" + component))])
    }
}

extension String {
    /// `issuing.card` → `issuing_card`.
    func replacingDots(with replacement: String = "_") -> String {
        replacingOccurrences(".", replacement)
    }

    func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
