/// The components: per resource the resource itself, `deleted_<resource>` and six sub-objects, plus the
/// shared `error`. Expandable fields and unions refer only to resources declared earlier, and sub-objects
/// refer to nothing, so the document has no reference cycles to break.
extension SyntheticOpenAPI {
    func components(ofResource index: Int) -> [(String, SpecTree)] {
        let name = resourceName(index)
        let snake = snakeName(index)
        var result: [(String, SpecTree)] = [(name, resourceSchema(index))]
        result.append(("deleted_" + name, .map([
            ("description", .string("")),
            ("properties", .map([
                ("deleted", .map([("description", .string("Always true for a deleted object")), ("enum", .list([.bool(true)])), ("type", .string("boolean"))])),
                ("id", .map([("description", .string("Unique identifier for the object.")), ("maxLength", .int(5000)), ("type", .string("string"))])),
                ("object", objectProperty(name)),
            ])),
            ("required", .list(["deleted", "id", "object"].map { SpecTree.string($0) })),
            ("title", .string("Deleted" + typeName(snake))),
            ("type", .string("object")),
        ])))
        for (part, sub) in Self.subObjects.enumerated() {
            var random = randomSource(index, 10 + UInt64(part))
            var properties: [(String, SpecTree)] = []
            for field in 0..<random.int(5...15) {
                properties.append(("\(sub)_\(field)", simpleProperty(&random, owner: snake + "_" + sub)))
            }
            result.append((snake + "_" + sub, objectSchema(properties, title: typeName(snake + "_" + sub), random: &random)))
        }
        return result
    }

    /// Stripe's `error` response body.
    func errorSchema() -> SpecTree {
        var random = SeededRandom(seed: seed)
        return .map([
            ("description", .string("An error response from the API.")),
            ("properties", .map([("error", .map([
                ("properties", .map([
                    ("code", .map([("description", .string(random.prose(words: 20))), ("maxLength", .int(5000)), ("type", .string("string"))])),
                    ("doc_url", .map([("description", .string("A URL to more information about the error code reported.")), ("maxLength", .int(5000)), ("type", .string("string"))])),
                    ("message", .map([("description", .string(random.prose(words: 30))), ("maxLength", .int(40000)), ("type", .string("string"))])),
                    ("param", .map([("description", .string(random.prose(words: 25))), ("maxLength", .int(5000)), ("type", .string("string"))])),
                    ("type", .map([("description", .string("The type of error returned.")), ("enum", .list(["api_error", "card_error", "idempotency_error", "invalid_request_error"].map { SpecTree.string($0) })), ("type", .string("string"))])),
                ])),
                ("required", .list([.string("type")])),
                ("title", .string("APIErrors")),
                ("type", .string("object")),
            ]))])),
            ("required", .list([.string("error")])),
            ("title", .string("Error")),
            ("type", .string("object")),
        ])
    }

    private func resourceSchema(_ index: Int) -> SpecTree {
        var random = randomSource(index, 1)
        let name = resourceName(index)
        let snake = snakeName(index)
        var properties: [(String, SpecTree)] = [
            ("id", .map([("description", .string("Unique identifier for the object.")), ("maxLength", .int(5000)), ("type", .string("string"))])),
            ("object", objectProperty(name)),
            ("created", .map([("description", .string("Time at which the object was created. Measured in seconds since the Unix epoch.")), ("format", .string("unix-time")), ("type", .string("integer"))])),
            ("livemode", .map([("description", .string("Has the value `true` if the object exists in live mode or the value `false` if the object exists in test mode.")), ("type", .string("boolean"))])),
            ("metadata", .map([
                ("additionalProperties", .map([("maxLength", .int(500)), ("type", .string("string"))])),
                ("description", .string(random.prose(words: 35))), ("nullable", .bool(random.chance(30))), ("type", .string("object")),
            ])),
        ]
        var expandable: [String] = []
        for field in 0..<random.int(7...35) {
            let description = SpecTree.string(random.prose(words: random.int(6...24)))
            let fieldName = "field_\(field)"
            switch random.int(0...19) {
            case let kind where kind <= 2 && index > 0:
                // Expandable: the ID, or the object when `expand[]` names it.
                let target = resourceName(random.int(0...(index - 1)))
                expandable.append(fieldName)
                let nullable = random.chance(60)
                let types: [(String, SpecTree)] = switch shape {
                case .full: [("anyOf", .list([.map([("maxLength", .int(5000)), ("type", .string("string"))]), Self.ref(target)]))]
                case .withoutUnions: [("maxLength", .int(5000)), ("type", .string("string"))]
                }
                properties.append((fieldName, .map(types + [
                    ("description", description), ("nullable", .bool(nullable)),
                    ("x-expansionResources", .map([("oneOf", .list([Self.ref(target)]))])),
                ])))
            case 3, 4:
                // A nullable sub-object, written as Stripe does: `anyOf` with one reference.
                let sub = snake + "_" + random.pick(Self.subObjects)
                properties.append((fieldName, .map([("anyOf", .list([Self.ref(sub)])), ("description", description), ("nullable", .bool(true))])))
            case 5:
                properties.append((fieldName, .map([("description", description), ("items", Self.ref(snake + "_" + random.pick(Self.subObjects))), ("type", .string("array"))])))
            case 6:
                // An inline object, hoisted by the importer as `<Resource><Field>`.
                var inner: [(String, SpecTree)] = []
                for innerField in 0..<random.int(3...6) {
                    inner.append(("part_\(innerField)", simpleProperty(&random, owner: snake)))
                }
                properties.append((fieldName, .map([("description", description), ("properties", .map(inner)), ("type", .string("object"))])))
            case 7:
                // A polymorphic field: one of two sub-objects, no discriminator.
                let first = random.int(0...2)
                let variants = [Self.ref(snake + "_" + Self.subObjects[first]), Self.ref(snake + "_" + Self.subObjects[first + 3])]
                properties.append((fieldName, .map([("description", description), ("oneOf", .list(shape == .full ? variants : [variants[0]]))])))
            case 8:
                properties.append((fieldName, .map([("additionalProperties", .map([("type", .string("integer"))])), ("description", description), ("type", .string("object"))])))
            default:
                properties.append((fieldName, simpleProperty(&random, owner: snake, description: description)))
            }
        }
        var schema = objectSchema(properties, title: typeName(snake), random: &random)
        if case .map(var fields) = schema {
            fields.append(("x-expandableFields", .list(expandable.map { SpecTree.string($0) })))
            fields.append(("x-resourceId", .string(name)))
            schema = .map(fields)
        }
        return schema
    }

    /// A string (sometimes nullable or `date-time`), integer, `unix-time`, boolean or inline string enum.
    func simpleProperty(_ random: inout SeededRandom, owner: String, description: SpecTree? = nil) -> SpecTree {
        let description = description ?? .string(random.prose(words: random.int(6...26)))
        let nullable: [(String, SpecTree)] = random.chance(35) ? [("nullable", .bool(true))] : []
        switch random.int(0...9) {
        case 0, 1, 2: return .map([("description", description), ("maxLength", .int(5000))] + nullable + [("type", .string("string"))])
        case 3: return .map([("description", description), ("type", .string("integer"))] + nullable)
        case 4: return .map([("description", description), ("format", .string("unix-time")), ("type", .string("integer"))] + nullable)
        case 5: return .map([("description", description), ("format", .string("date-time"))] + nullable + [("type", .string("string"))])
        case 6: return .map([("description", description), ("type", .string("boolean"))])
        default:
            let values = (0..<random.int(2...8)).map { SpecTree.string(random.pick(["active", "pending", "failed", "canceled", "succeeded", "requires_action", "processing", "expired", "void", "open"]) + "_\($0)") }
            return .map([("description", description), ("enum", .list(values))] + nullable + [("type", .string("string"))])
        }
    }

    /// `object: { enum: [name], type: string }`: the constant that names a resource's type.
    private func objectProperty(_ name: String) -> SpecTree {
        .map([
            ("description", .string("String representing the object's type. Objects of the same type share the same value.")),
            ("enum", .list([.string(name)])), ("type", .string("string")),
        ])
    }

    /// An object schema whose non-nullable properties are required, as in Stripe's document.
    private func objectSchema(_ properties: [(String, SpecTree)], title: String, random: inout SeededRandom) -> SpecTree {
        let required = properties.filter { !$0.1.isNullable && $0.0 != "metadata" }.map { SpecTree.string($0.0) }
        return .map([
            ("description", .string(random.prose(words: random.int(0...3) * 15))),
            ("properties", .map(properties)),
            ("required", .list(required)),
            ("title", .string(title)),
            ("type", .string("object")),
        ])
    }

    /// `issuing_card_limits` → `IssuingCardLimits`.
    func typeName(_ snake: String) -> String {
        snake.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

extension SpecTree {
    /// True for a map with `nullable: true`.
    var isNullable: Bool {
        guard case .map(let pairs) = self else { return false }
        return pairs.contains { key, value in
            if key == "nullable", case .bool(true) = value { return true }
            return false
        }
    }
}
