import Foundation

/// Schemas → types. A reference to a component schema names its model (or the type it aliases); an inline
/// object, enum or union is hoisted into a model named from `hint`, which says where it sits
/// (`PetOwner` for the `owner` property of `Pet`).
extension OpenAPIImport {
    /// How a schema is used: a few formats mean different Swift types in different places.
    enum SchemaUse {
        case value, parameter, multipartField
    }

    /// Every component schema becomes a model or an alias, in document order, whether or not an operation
    /// uses it: teams expect the whole vocabulary of their API.
    mutating func importComponentSchemas(_ top: Node.Mapping) {
        let container: (node: Node?, site: OpenAPISite) = version == .swagger2
            ? (top["definitions"], OpenAPISite(file: file, pointer: "/definitions"))
            : (Self.mapping(top["components"])?["schemas"], OpenAPISite(file: file, pointer: "/components/schemas"))
        let entries = Self.entries(container.node)
        // Component names first, so that a schema hoisted out of an earlier component never takes a later one's name.
        for entry in entries {
            let site = container.site.appending(entry.key)
            guard case .mapping(let schema) = entry.value, Self.reference(in: entry.value) == nil,
                  becomesModel(schema) || isSelfReferencingMap(schema, site: site) else { continue }
            let (name, renamed) = modelNames.claim(Self.typeName(entry.key))
            if renamed {
                warning("schema name '\(entry.key)' is taken by another type; the model is named '\(name)'", at: entry.keyLocation,
                        pointer: site.pointer)
            }
            componentModelNames[site.key] = name
        }
        for entry in entries {
            _ = componentType(entry.value, name: entry.key, site: container.site.appending(entry.key))
        }
    }

    /// The type of any schema node.
    mutating func type(of node: Node, at site: OpenAPISite, hint: String, use: SchemaUse = .value) -> TypeRef {
        if let reference = Self.reference(in: node) {
            guard let target = resolve(reference.text, at: reference.location, from: site) else { return .builtin(.json) }
            // Every reference target is imported once, by its site: a component schema under its name, a schema that is
            // a whole file of its own (`models/droplet.yml`) under the file's name, any other node
            // (`#/components/schemas/X/properties/y`, a parameter's schema) under its last name or the hint. That also
            // stops a node that contains a reference to itself from recursing forever.
            let name = Self.componentName(of: target.site, kind: "schemas") ?? Self.referenceName(of: target.site)
                ?? wholeFileName(of: target.site) ?? hint
            return componentType(target.node, name: name, site: target.site, use: use)
        }
        guard case .mapping(let schema) = node else {
            if case .scalar(let scalar) = node, case .bool = scalar.value { return .builtin(.json) }  // 3.1 boolean schemas
            // `schema:` with nothing after it (go-swagger's bug fixtures have several): no constraint was written.
            if Self.isNull(node) {
                warning("this schema is empty (null); the value is typed JSON", at: node.location, pointer: site.pointer,
                        notes: ["write '{}' for any value, or give the schema a type or a $ref"])
                return .builtin(.json)
            }
            error("a schema must be a mapping, found \(node.kindDescription)", at: node.location, pointer: site.pointer)
            return .builtin(.json)
        }
        if case .scalar(let scalar)? = schema["$ref"], scalar.value == .null {
            warning("'$ref: null' refers to nothing; the schema is read without it", at: scalar.location, pointer: site.pointer,
                    notes: ["remove the $ref, or write type: 'null' for a value that is always null"])
        }
        let (base, nullable) = baseType(of: schema, node: node, at: site, hint: hint, use: use)
        return nullable ? Self.optional(base) : base
    }

    /// The type a component schema stands for, computed once.
    mutating func componentType(_ node: Node, name: String, site: OpenAPISite, use: SchemaUse = .value) -> TypeRef {
        switch components[site.key] {
        case .resolved(let type)?:
            return use == .value ? type : retyped(type, node: node, site: site, use: use)
        case .resolving?:
            // A chain of bare `$ref`s that comes back to itself names no schema at all: an error. A list or map that
            // contains itself (directly or through other lists and maps) has no Swift alias; the inner reference is
            // typed `JSON`, so the document still generates.
            if Self.reference(in: node) != nil {
                error("schema '\(name)' is a cycle of references", at: node.location, pointer: site.pointer,
                      notes: ["make one of the schemas in the cycle a real schema instead of a $ref"])
            } else {
                warning("schema '\(name)' contains itself only through lists or maps, which no Swift type alias can express; the inner reference is typed JSON",
                        at: node.location, pointer: site.pointer,
                        notes: ["wrap the list or map in an object property to keep the type, e.g. 'children: { type: array, items: { $ref: … } }'"])
            }
            return .builtin(.json)
        case nil:
            break
        }
        guard case .mapping(let schema) = node else {
            let type = self.type(of: node, at: site, hint: Self.typeName(name))
            components[site.key] = .resolved(type)
            return type
        }
        // A reference into a schema that was already hoisted where it is written (`$ref:
        // "#/components/schemas/Person/properties/address"` after Person's inline `address`) is that model.
        if let existing = inlineModels[site.key] {
            let modelType = TypeRef.model(existing)
            let type = isNullable(schema) ? Self.optional(modelType) : modelType
            components[site.key] = .resolved(type)
            return use == .value ? type : retyped(type, node: node, site: site, use: use)
        }
        if becomesModel(schema) || isSelfReferencingMap(schema, site: site) {
            // Named now, built later (`buildPendingModels`): a chain of 10,000 schemas that refer to the next must
            // not become 10,000 nested calls, and a schema may refer to itself through arrays and maps.
            let modelName = componentModelName(name, at: node.location, site: site)
            let nullable = isNullable(schema)
            let modelType = TypeRef.model(modelName)
            components[site.key] = .resolved(nullable ? .optional(modelType) : modelType)
            // …and the schema's inline use, met later, is this model too.
            inlineModels[site.key] = modelName
            schedule(modelName, schema: schema, node: node, at: site, owner: nil)
            return use == .value ? (nullable ? .optional(modelType) : modelType) : retyped(modelType, node: node, site: site, use: use)
        }
        // A list of a list of …, or an alias of an alias of …, is typed by recursion (its Swift type nests the next
        // one's): a chain thousands of schemas long would exhaust the stack, so it ends here with an error.
        guard componentDepth < Self.maximumComponentDepth else {
            error("schema '\(name)' is more than \(Self.maximumComponentDepth) schemas down a chain of lists, maps and aliases that refer to each other; apigen reads no deeper",
                  at: node.location, pointer: site.pointer,
                  notes: ["shorten the chain: refer to its end directly, or make one of its schemas an object with properties (a model)"])
            components[site.key] = .resolved(.builtin(.json))
            return .builtin(.json)
        }
        componentDepth += 1
        components[site.key] = .resolving
        let type = self.type(of: node, at: site, hint: Self.typeName(name), use: .value)
        components[site.key] = .resolved(type)
        componentDepth -= 1
        return use == .value ? type : retyped(type, node: node, site: site, use: use)
    }

    /// How deep component schemas that are not models (lists, maps, aliases, `allOf` of one `$ref`) may nest: far more
    /// than any API writes, and little enough stack for a debug build on a secondary thread.
    static let maximumComponentDepth = 256

    /// Builds the models named so far, and those their building names, until none is left. Models are built from
    /// this work list, never by recursion, so neither long chains nor cycles of schemas nest calls.
    mutating func buildPendingModels() {
        // Called in the middle of an operation too (to know whether a parameter's union can be sent): the models
        // that operation hoists afterwards must still belong to it.
        let outerOwner = currentOwner
        var next = 0
        while next < pendingModels.count {
            let pending = pendingModels[next]
            next += 1
            // Schemas inline in this one belong to its owner, or to it when it has none.
            currentOwner = pending.owner ?? pending.name
            buildModel(pending.schema, node: pending.node, at: pending.site, slot: pending.slot)
            modelSlots[pending.slot.index]?.owner = pending.owner
        }
        currentOwner = outerOwner
        pendingModels.removeAll()
    }

    /// Names an inline object, enum or union after where it sits and schedules it to be built.
    mutating func enqueueModel(named hint: String, schema: Node.Mapping, node: Node, at site: OpenAPISite) -> String {
        // A schema written once is one type, however many places use it. This also ends recursion through `allOf`:
        // `Broader: { properties: { broader: { items: { allOf: [{…}, $ref: Broader] } } } }` merges Broader's own
        // properties into the item model, which would otherwise hoist a new item model from the same place each time.
        if let existing = inlineModels[site.key] { return existing }
        let name = modelNames.claim(Self.typeName(hint)).name
        inlineModels[site.key] = name
        let isComponent = componentHints.contains(hint)
        if !isComponent { shareableModels.insert(name) }
        // A model named after a component (a response component's schema) is used from many places: a file of its own.
        schedule(name, schema: schema, node: node, at: site, owner: isComponent ? nil : owner(ofInlineAt: site))
        return name
    }

    /// Whose file a schema hoisted from `site` goes in: the component schema it is written in (`/components/schemas/X/…`,
    /// Swagger's `/definitions/X/…`; none when that component is an alias, which has no file); none under the other
    /// components (parameters, responses, bodies, which many operations share); anywhere else (an operation, or a
    /// file of its own that a `$ref` names) the endpoint being imported or the owner of the model being built. An
    /// owner that turns out not to be a model or an endpoint is dropped at the end (`keepOwnersThatExist`).
    func owner(ofInlineAt site: OpenAPISite) -> String? {
        let tokens = site.pointer.split(separator: "/", omittingEmptySubsequences: false)
        if tokens.count >= 4, tokens[1] == "components" {
            return tokens[2] == "schemas" ? componentModelNames[site.file + "#/components/schemas/" + tokens[3]] : nil
        }
        if tokens.count >= 3, tokens[1] == "definitions" {
            return componentModelNames[site.file + "#/definitions/" + tokens[2]]
        }
        if site.file == file, version == .swagger2, tokens.count >= 3, tokens[1] == "parameters" || tokens[1] == "responses" {
            return nil
        }
        return currentOwner
    }

    /// Drops every owner that names no model or endpoint of `spec` (a component that became a type alias, an
    /// operation left out), or both, so that the spec reads back as written (`apigen import`).
    func keepOwnersThatExist(_ spec: inout ServiceSpec) {
        let models = Set(spec.models.map(\.name))
        let endpoints = Set(spec.endpoints.map(\.name))
        for index in spec.models.indices {
            guard let owner = spec.models[index].owner else { continue }
            if models.contains(owner) == endpoints.contains(owner) || owner == spec.models[index].name {
                spec.models[index].owner = nil
            }
        }
    }

    /// Reserves the model's place in the output order and puts it on the work list. Enum values are known at once,
    /// so defaults elsewhere can be checked against them before the enum is built.
    private mutating func schedule(_ name: String, schema: Node.Mapping, node: Node, at site: OpenAPISite, owner: String?) {
        if schema["allOf"] == nil, Self.sequence(schema["oneOf"] ?? schema["anyOf"]) == nil,
           let values = Self.sequence(schema["enum"]), let rawType = enumRawType(values, schema: schema) {
            enumValues[name] = Set(values.compactMap { Self.enumText($0, rawType: rawType) })
        }
        modelSlots.append(nil)
        pendingModels.append(PendingModel(
            schema: schema, node: node, site: site, name: name, slot: ModelSlot(name: name, index: modelSlots.count - 1), owner: owner))
    }

    /// A map whose values contain the schema itself (`ErrorDetails: { additionalProperties: { $ref: ErrorDetails } }`)
    /// cannot be a type alias; it becomes a struct that keeps every key in `additionalProperties`.
    func isSelfReferencingMap(_ schema: Node.Mapping, site: OpenAPISite) -> Bool {
        guard Self.mapping(schema["properties"]).map({ $0.entries.isEmpty }) ?? true,
              let extra = schema["additionalProperties"], case .mapping = extra else { return false }
        let own = "#" + site.pointer
        var pending = [extra]
        var visited = 0
        while let node = pending.popLast(), visited < 10_000 {
            visited += 1
            switch node {
            case .mapping(let mapping):
                for entry in mapping.entries {
                    if Self.text(entry.key) == "$ref", let target = Self.text(entry.value), target == own { return true }
                    pending.append(entry.value)
                }
            case .sequence(let sequence): pending += sequence.items
            case .scalar: break
            }
        }
        return false
    }

    /// The last name in a pointer that is not a JSON Schema keyword or an index: `#/components/schemas/X/properties/y` → `y`.
    static func referenceName(of site: OpenAPISite) -> String? {
        let keywords: Set<String> = ["schema", "schemas", "items", "properties", "additionalProperties", "allOf", "oneOf", "anyOf", "not", "content", "definitions", "components", "parameters", "responses", "paths", "requestBody", "requestBodies"]
        let tokens = site.pointer.split(separator: "/").map { Self.unescape($0) }
        return tokens.last { !keywords.contains($0) && Int($0) == nil && !$0.contains("/") }
    }

    /// The model name of a component schema: claimed up front for the document's own components, on first use for
    /// components of other files.
    private mutating func componentModelName(_ name: String, at location: SourceLocation, site: OpenAPISite) -> String {
        if let claimed = componentModelNames[site.key] { return claimed }
        let (claimed, renamed) = modelNames.claim(Self.typeName(name))
        if renamed {
            warning("schema name '\(name)' is taken by another type; the model is named '\(claimed)'", at: location, pointer: site.pointer)
        }
        componentModelNames[site.key] = claimed
        return claimed
    }

    /// A component's type seen from a parameter or multipart field, where string formats differ.
    private mutating func retyped(_ type: TypeRef, node: Node, site: OpenAPISite, use: SchemaUse) -> TypeRef {
        guard case .mapping(let schema) = node, !becomesModel(schema) else { return type }
        return self.type(of: node, at: site, hint: "Value", use: use)
    }

    /// Whether a schema is (or merges into) an object with properties, an enum or a union: a named Swift type.
    func becomesModel(_ schema: Node.Mapping) -> Bool {
        if schema["allOf"] != nil { return allOfIsComposition(schema) }
        if let alternatives = Self.sequence(schema["oneOf"] ?? schema["anyOf"]), !Self.onlyConstrains(alternatives) {
            return alternatives.filter { !Self.isNullSchema($0) }.count > 1
        }
        if let values = Self.sequence(schema["enum"]) { return enumRawType(values, schema: schema) != nil }
        if Self.mapping(schema["properties"]).map({ !$0.entries.isEmpty }) ?? false { return true }
        let types = schemaTypes(schema)
        // A named object without properties is still a type of its own (an empty struct), unless it is a map.
        if types.contains("object"), schema["additionalProperties"] == nil || Self.bool(schema["additionalProperties"]) == false {
            return Self.mapping(schema["properties"]) != nil
        }
        return false
    }

    /// `allOf` with one member and nothing else is that member (a common way to add a description to a $ref), also
    /// when the other members only annotate it (`allOf: [{ $ref: ToolChoice }, { nullable: true }]`, OpenAI's and
    /// Box's way to make a reference nullable or give it an example).
    func allOfIsComposition(_ schema: Node.Mapping) -> Bool {
        guard let parts = Self.sequence(schema["allOf"]) else { return false }
        let ownProperties = Self.mapping(schema["properties"]).map { !$0.entries.isEmpty } ?? false
        return parts.count(where: { !Self.isAnnotationOnly($0) }) > 1 || ownProperties
    }

    /// The member an `allOf` that is no composition stands for: its one member that is more than an annotation.
    static func soleAllOfMember(_ parts: [Node]) -> (offset: Int, element: Node)? {
        parts.enumerated().first { !isAnnotationOnly($0.element) } ?? parts.first.map { (0, $0) }
    }

    /// The keywords that describe a value, or check it, without changing its Swift type: an `allOf` member made only
    /// of these, of `x-` extensions and of a scalar `type` adds no property (Plaid restates the type of the enum it
    /// refers to: `allOf: [{ $ref: Scope }, { type: string, description: … }]`).
    static let annotationKeywords: Set<String> = [
        "nullable", "description", "title", "example", "examples", "default", "readOnly", "writeOnly", "deprecated",
        "externalDocs", "xml", "$comment",
        "minLength", "maxLength", "pattern", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
        "minItems", "maxItems", "uniqueItems",
    ]

    /// The members of an `allOf` that only annotate, as mappings.
    static func annotationMembers(_ parts: [Node]) -> [Node.Mapping] {
        parts.compactMap { part in
            if case .mapping(let annotation) = part, isAnnotationOnly(part) { annotation } else { nil }
        }
    }

    static func isAnnotationOnly(_ node: Node) -> Bool {
        guard case .mapping(let mapping) = node, reference(in: node) == nil else { return false }
        return mapping.entries.allSatisfy { entry in
            guard let key = text(entry.key) else { return false }
            if key == "type" { return string(entry.value).map(["string", "integer", "number", "boolean"].contains) ?? false }
            return annotationKeywords.contains(key) || key.hasPrefix("x-")
        }
    }

    /// The non-null `type` names of a schema (`type: string`, 3.1's `type: [string, "null"]`).
    func schemaTypes(_ schema: Node.Mapping) -> [String] {
        if let single = Self.string(schema["type"]) { return single == "null" ? [] : [single] }
        return (Self.sequence(schema["type"]) ?? []).compactMap(Self.string).filter { $0 != "null" }
    }

    static let schemaTypeNames: Set<String> = ["string", "integer", "number", "boolean", "array", "object", "null"]

    /// A `type` that names no JSON type (`type: TestObject`, `type: { oneOf: … }`) leaves the value typed `JSON`: said
    /// once per place, since a schema can be typed more than once (as a value and as a parameter).
    private mutating func checkTypeNames(_ schema: Node.Mapping, at site: OpenAPISite) {
        // `type: null` written as YAML's null means the null type, as `"null"` does.
        guard let node = schema["type"], !Self.isNull(node), !reportedTypeLocations.contains(node.location) else { return }
        let names = Self.string(node).map { [$0] } ?? Self.sequence(node)?.map { Self.isNull($0) ? "null" : Self.string($0) ?? "" }
        guard let names else {
            reportedTypeLocations.insert(node.location)
            warning("'type' must be a type name or a list of them, found \(node.kindDescription); the value is typed JSON",
                    at: node.location, pointer: site.appending("type").pointer,
                    notes: ["use string, integer, number, boolean, array, object or null"])
            return
        }
        // Swagger 2.0's `file` is a type of its own (and read as binary in 3.x documents that kept it).
        guard let unknown = names.first(where: { !Self.schemaTypeNames.contains($0) && $0 != "file" })
        else { return }
        reportedTypeLocations.insert(node.location)
        warning("'\(unknown)' is not a JSON Schema type; the value is typed JSON", at: node.location,
                pointer: site.appending("type").pointer,
                notes: Suggestion.note(for: unknown, in: Self.schemaTypeNames.sorted())
                    + ["use string, integer, number, boolean, array, object or null; a schema of its own is a $ref"])
    }

    func isNullable(_ schema: Node.Mapping) -> Bool {
        if Self.bool(schema["nullable"]) == true || Self.bool(schema["x-nullable"]) == true { return true }
        if (Self.sequence(schema["type"]) ?? []).contains(where: { Self.string($0) == "null" || Self.isNull($0) }) { return true }
        if let values = Self.sequence(schema["enum"]), values.contains(where: Self.isNull) { return true }
        if let alternatives = Self.sequence(schema["oneOf"] ?? schema["anyOf"]), alternatives.contains(where: Self.isNullSchema) {
            return true
        }
        return false
    }

    static func isNull(_ node: Node) -> Bool {
        if case .scalar(let scalar) = node, scalar.value == .null, scalar.style == .plain { return true }
        return false
    }

    /// `{ type: "null" }` (3.1) or `{ nullable: true }` alone (a 3.0 idiom inside `anyOf`).
    static func isNullSchema(_ node: Node) -> Bool {
        guard case .mapping(let schema) = node else { return false }
        if string(schema["type"]) == "null" || schema["type"].map(isNull) == true { return true }
        return schema.entries.count == 1 && bool(schema["nullable"]) == true
    }

    static func optional(_ type: TypeRef) -> TypeRef {
        type.isOptional ? type : .optional(type)
    }

    /// The type of a schema mapping that is not a `$ref`, and whether null is allowed.
    private mutating func baseType(
        of schema: Node.Mapping, node: Node, at site: OpenAPISite, hint: String, use: SchemaUse
    ) -> (TypeRef, nullable: Bool) {
        var nullable = isNullable(schema)
        if let parts = Self.sequence(schema["allOf"]) {
            if !allOfIsComposition(schema), let only = Self.soleAllOfMember(parts) {
                nullable = nullable || Self.annotationMembers(parts).contains(where: isNullable)
                // A member that is nullable itself (DigitalOcean's `next_backup_window` component) keeps the value optional.
                let member = type(of: only.element, at: site.appending("allOf", String(only.offset)), hint: hint, use: use)
                return (member.unwrapped, nullable || member.isOptional)
            }
            return (.model(enqueueModel(named: hint, schema: schema, node: node, at: site)), nullable)
        }
        for key in ["oneOf", "anyOf"] {
            guard let alternatives = Self.sequence(schema[key]) else { continue }
            let real = alternatives.enumerated().filter { !Self.isNullSchema($0.element) }
            if real.count == 1, let only = real.first {
                let member = type(of: only.element, at: site.appending(key, String(only.offset)), hint: hint, use: use)
                return (member.unwrapped, nullable || member.isOptional)
            }
            if real.count > 1 {
                return (.model(enqueueModel(named: hint, schema: schema, node: node, at: site)), nullable)
            }
        }
        // An inline enum of one value is a constant (Stripe's `object: { enum: [customer] }` on every resource): it
        // stays its plain type, documented with the value, instead of a one-case type in a file of its own. Named
        // components keep their enum.
        if let values = Self.sequence(schema["enum"]), let rawType = enumRawType(values, schema: schema),
           Set(values.compactMap { Self.enumText($0, rawType: rawType) }).count > 1 {
            return (.model(enqueueModel(named: hint, schema: schema, node: node, at: site)), nullable)
        }
        let types = schemaTypes(schema)
        checkTypeNames(schema, at: site)
        if types.count > 1 { return (.builtin(.json), nullable) }
        // Slack writes `items: [A, B, C]` without a `type` to mean "one of these": JSON Schema's tuple form, which says
        // nothing about a value that is not an array (Slack's are objects), and which OpenAPI does not allow.
        if types.isEmpty, case .sequence(let tuple)? = schema["items"] {
            if reportedTypeLocations.insert(tuple.location).inserted {
                warning("'items' is a list (JSON Schema's tuple form), which OpenAPI does not allow; without a 'type' the value is typed JSON",
                        at: tuple.location, pointer: site.appending("items").pointer,
                        notes: ["write 'oneOf: [...]' for one of several schemas, or 'type: array' with one 'items' schema for a list"])
            }
            return (.builtin(.json), nullable)
        }
        switch types.first ?? inferredType(schema) {
        case "object":
            return (objectType(schema, node: node, at: site, hint: hint), nullable)
        case "array":
            guard let items = schema["items"], case .mapping = items else { return (.array(.builtin(.json)), nullable) }
            let element = type(of: items, at: site.appending("items"), hint: hint + "Item", use: use == .multipartField ? .multipartField : .value)
            return (.array(element), nullable)
        case "string":
            return (stringType(format: Self.string(schema["format"]), schema: schema, use: use), nullable)
        case "integer":
            return (Self.string(schema["format"]) == "int64" ? .builtin(.int64) : .builtin(.int), nullable)
        case "number":
            return (.builtin(.double), nullable)
        case "boolean":
            return (.builtin(.bool), nullable)
        case "file":
            return (use == .multipartField ? .builtin(.file) : .builtin(.data), nullable)
        default:
            if let constant = schema["const"], case .scalar(let scalar) = constant {
                switch scalar.value {
                case .int: return (.builtin(.int), nullable)
                case .float: return (.builtin(.double), nullable)
                case .bool: return (.builtin(.bool), nullable)
                case .string: return (.builtin(.string), nullable)
                case .null: return (.builtin(.json), true)
                }
            }
            return (.builtin(.json), nullable)
        }
    }

    /// The type a schema without `type` has by its other keys.
    private func inferredType(_ schema: Node.Mapping) -> String {
        if schema["properties"] != nil || schema["additionalProperties"] != nil { return "object" }
        if schema["items"] != nil { return "array" }
        if let values = Self.sequence(schema["enum"]), let first = values.first(where: { !Self.isNull($0) }),
           case .scalar(let scalar) = first {
            switch scalar.value {
            case .string: return "string"
            case .int: return "integer"
            case .float: return "number"
            case .bool: return "boolean"
            case .null: return ""
            }
        }
        return ""
    }

    private func stringType(format: String?, schema: Node.Mapping, use: SchemaUse) -> TypeRef {
        switch format {
        case "date-time": return .builtin(.date)
        // A calendar date needs the property's `format: date`; as a parameter it stays text.
        case "date": return use == .parameter ? .builtin(.string) : .builtin(.date)
        case "uuid": return .builtin(.uuid)
        case "uri", "url": return .builtin(.url)
        case "byte": return use == .parameter ? .builtin(.string) : .builtin(.data)
        case "binary": return use == .multipartField ? .builtin(.file) : .builtin(.data)
        default:
            if use == .multipartField, schema["contentMediaType"] != nil || schema["contentEncoding"] != nil { return .builtin(.file) }
            return .builtin(.string)
        }
    }

    /// `type: object`: a model when it has properties, otherwise a dictionary.
    private mutating func objectType(_ schema: Node.Mapping, node: Node, at site: OpenAPISite, hint: String) -> TypeRef {
        if let properties = Self.mapping(schema["properties"]), !properties.entries.isEmpty {
            return .model(enqueueModel(named: hint, schema: schema, node: node, at: site))
        }
        return .dictionary(additionalPropertiesType(schema, at: site, hint: hint) ?? .builtin(.json))
    }

    /// The value type of `additionalProperties`, or nil when there is none (`false`, or absent).
    mutating func additionalPropertiesType(_ schema: Node.Mapping, at site: OpenAPISite, hint: String) -> TypeRef? {
        guard let extra = schema["additionalProperties"] else { return nil }
        if case .scalar(let scalar) = extra {
            return scalar.value == .bool(true) ? .builtin(.json) : nil
        }
        if case .mapping(let mapping) = extra, mapping.entries.isEmpty { return .builtin(.json) }
        return type(of: extra, at: site.appending("additionalProperties"), hint: hint + "Value")
    }
}
