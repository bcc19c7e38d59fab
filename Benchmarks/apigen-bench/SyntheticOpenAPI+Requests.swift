/// Parameters, form-encoded request bodies and list responses, in the shapes Stripe's document uses.
extension SyntheticOpenAPI {
    /// `expand[]=…`: an array of strings in `deepObject` style.
    func expandParameter() -> SpecTree {
        .map([
            ("description", .string("Specifies which fields in the response should be expanded.")),
            ("explode", .bool(true)), ("in", .string("query")), ("name", .string("expand")), ("required", .bool(false)),
            ("schema", .map([("items", .map([("maxLength", .int(5000)), ("type", .string("string"))])), ("type", .string("array"))])),
            ("style", .string("deepObject")),
        ])
    }

    /// `created` (an object of bounds or a timestamp: a rich value, sent as a `String`), a `deepObject`
    /// range filter of simple values, the cursor parameters and `limit`, and sometimes an inline enum.
    func listParameters(_ random: inout SeededRandom) -> [SpecTree] {
        let bounds = SpecTree.map(["gt", "gte", "lt", "lte"].map { ($0, SpecTree.map([("type", .string("integer"))])) })
        let created: SpecTree = switch shape {
        case .full: .map([("anyOf", .list([
            .map([("properties", bounds), ("title", .string("range_query_specs")), ("type", .string("object"))]),
            .map([("type", .string("integer"))]),
        ]))])
        case .withoutUnions: .map([("type", .string("integer"))])
        }
        var parameters: [SpecTree] = [
            .map([
                ("description", .string("Only return objects that were created during the given date interval.")),
                ("explode", .bool(true)), ("in", .string("query")), ("name", .string("created")), ("required", .bool(false)),
                ("schema", created), ("style", .string("deepObject")),
            ]),
        ]
        if shape == .full {
            parameters.append(.map([
                ("description", .string("Only return objects whose amount falls in the given range.")),
                ("explode", .bool(true)), ("in", .string("query")), ("name", .string("amount")), ("required", .bool(false)),
                ("schema", .map([("properties", bounds), ("type", .string("object"))])),
                ("style", .string("deepObject")),
            ]))
        }
        for (name, text) in [("ending_before", "A cursor for use in pagination. `ending_before` is an object ID that defines your place in the list."),
                             ("starting_after", "A cursor for use in pagination. `starting_after` is an object ID that defines your place in the list.")] {
            parameters.append(.map([
                ("description", .string(text)), ("in", .string("query")), ("name", .string(name)), ("required", .bool(false)),
                ("schema", .map([("maxLength", .int(5000)), ("type", .string("string"))])), ("style", .string("form")),
            ]))
        }
        parameters.append(.map([
            ("description", .string("A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 10.")),
            ("in", .string("query")), ("name", .string("limit")), ("required", .bool(false)),
            ("schema", .map([("type", .string("integer"))])), ("style", .string("form")),
        ]))
        if random.chance(50) {
            parameters.append(.map([
                ("description", .string("Only return objects with the given status.")),
                ("in", .string("query")), ("name", .string("status")), ("required", .bool(false)),
                ("schema", .map([("enum", .list(["active", "canceled", "pending", "inactive"].map { SpecTree.string($0) })), ("type", .string("string"))])),
                ("style", .string("form")),
            ]))
        }
        return parameters
    }

    /// An `application/x-www-form-urlencoded` body: simple fields, an inline enum, `expand`, Stripe's
    /// "emptyable" `metadata` (`anyOf: [object, enum: [""]]`) and nested objects (`address`), which the
    /// importer cannot send as form fields and types as `String` with a warning.
    func formBody(resource index: Int, kind: OperationKind) -> SpecTree {
        var random = randomSource(index, 200 + kind.rawValue)
        let map = SpecTree.map([("additionalProperties", .map([("type", .string("string"))])), ("type", .string("object"))])
        let metadata: [(String, SpecTree)] = switch shape {
        case .full: [("anyOf", .list([map, .map([("enum", .list([.string("")])), ("type", .string("string"))])]))]
        case .withoutUnions: [("additionalProperties", .map([("type", .string("string"))])), ("type", .string("object"))]
        }
        var properties: [(String, SpecTree)] = [
            ("expand", .map([
                ("description", .string("Specifies which fields in the response should be expanded.")),
                ("items", .map([("maxLength", .int(5000)), ("type", .string("string"))])), ("type", .string("array")),
            ])),
            ("metadata", .map(metadata + [("description", .string(random.prose(words: 40)))])),
        ]
        var encoding: [(String, SpecTree)] = [
            ("expand", .map([("explode", .bool(true)), ("style", .string("deepObject"))])),
            ("metadata", .map([("explode", .bool(true)), ("style", .string("deepObject"))])),
        ]
        for field in 0..<random.int(kind == .action ? 2...5 : 4...16) {
            let name = "field_\(field)_" + random.pick(["amount", "name", "email", "reason", "mode", "limit", "note", "phone"])
            let description = SpecTree.string(random.prose(words: random.int(8...28)))
            switch random.int(0...9) {
            case 0, 1: properties.append((name, .map([("description", description), ("maxLength", .int(5000)), ("type", .string("string"))])))
            case 2: properties.append((name, .map([("description", description), ("type", .string("integer"))])))
            case 3: properties.append((name, .map([("description", description), ("type", .string("boolean"))])))
            case 4: properties.append((name, .map([("description", description), ("format", .string("unix-time")), ("type", .string("integer"))])))
            case 5, 6:
                let values = (0..<random.int(2...6)).map { SpecTree.string("option_\($0)") }
                properties.append((name, .map([("description", description), ("enum", .list(values)), ("type", .string("string"))])))
            case 7:
                properties.append((name, .map([("description", description), ("items", .map([("maxLength", .int(5000)), ("type", .string("string"))])), ("type", .string("array"))])))
            default:
                properties.append((name, .map([
                    ("description", description),
                    ("properties", .map(["line1", "line2", "city", "postal_code", "state", "country"].map {
                        ($0, SpecTree.map([("maxLength", .int(5000)), ("type", .string("string"))]))
                    })),
                    ("required", .list([.string("line1")])), ("title", .string("address_specs")), ("type", .string("object")),
                ])))
                encoding.append((name, .map([("explode", .bool(true)), ("style", .string("deepObject"))])))
            }
        }
        var schema: [(String, SpecTree)] = [("additionalProperties", .bool(false)), ("properties", .map(properties))]
        if kind == .create, let first = properties.dropFirst(2).first { schema.append(("required", .list([.string(first.0)]))) }
        schema.append(("type", .string("object")))
        return .map([
            ("content", .map([("application/x-www-form-urlencoded", .map([("encoding", .map(encoding)), ("schema", .map(schema))]))])),
            ("required", .bool(kind == .create)),
        ])
    }

    /// The inline list object Stripe returns from list operations (hoisted by the importer).
    func listSchema(resource index: Int) -> SpecTree {
        .map([
            ("description", .string("")),
            ("properties", .map([
                ("data", .map([("description", .string("Details about each object.")), ("items", Self.ref(resourceName(index))), ("type", .string("array"))])),
                ("has_more", .map([("description", .string("True if this list has another page of items after this one that can be fetched.")), ("type", .string("boolean"))])),
                ("object", .map([("description", .string("String representing the object's type. Objects of the same type share the same value. Always has the value `list`.")), ("enum", .list([.string("list")])), ("type", .string("string"))])),
                ("url", .map([("description", .string("The URL where this list can be accessed.")), ("maxLength", .int(5000)), ("type", .string("string"))])),
            ])),
            ("required", .list(["data", "has_more", "object", "url"].map { SpecTree.string($0) })),
            ("title", .string(snakeName(index).split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "List")),
            ("type", .string("object")),
            ("x-expandableFields", .list([.string("data")])),
        ])
    }
}
