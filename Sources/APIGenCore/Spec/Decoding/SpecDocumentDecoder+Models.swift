/// Models: registration (names and enum cases, before anything refers to them), then decoding.
extension SpecDocumentDecoder {
    static let modelKeys = ["description", "properties", "additionalProperties", "enum", "oneOf", "discriminator", "deprecated", "owner"]
    /// The keys that decide what a model is; a model has exactly one.
    static let modelKindKeys = ["properties", "enum", "oneOf"]
    static let propertyKeys = ["type", "key", "description", "format", "default", "deprecated"]

    /// Records every model name (checking clashes) and decodes enum cases, which types and
    /// defaults elsewhere in the document depend on.
    mutating func registerModels(_ entries: [NamedEntry]) {
        for entry in entries {
            let name = entry.name
            _ = checkIdentifier(name, kind: "model", at: entry.key)
            if BuiltinType(rawValue: name) != nil {
                error(
                    "model '\(name)' clashes with the built-in type '\(name)'", at: entry.key,
                    notes: ["rename the model; the built-in types are " + BuiltinType.allCases.map(\.rawValue).joined(separator: ", ")])
            }
            if modelTable[name] != nil {
                error("duplicate model '\(name)'", at: entry.key)
                continue
            }
            var enumeration: EnumSpec?
            var isUnion = false
            if case .mapping(let mapping) = entry.value {
                if let cases = mapping["enum"] { enumeration = decodeEnumCases(cases, model: name) }
                isUnion = mapping["oneOf"] != nil && mapping["enum"] == nil && mapping["properties"] == nil
            }
            modelTable[name] = ModelInfo(location: entry.key, enumeration: enumeration, isUnion: isUnion)
            modelNames.append(name)
        }
    }

    mutating func decodeModel(_ entry: NamedEntry) -> ModelSpec? {
        let name = entry.name
        guard let fields = fields(
            of: entry.value, allowed: Self.modelKeys, context: "in model '\(name)'", what: "model '\(name)'", owner: entry.key)
        else { return nil }
        let description = fields["description"].flatMap { string($0, for: "'description'") }
        let deprecated = fields["deprecated"].flatMap { deprecation($0) }
        let owner = fields["owner"].flatMap { nonEmptyString($0, for: "'owner'") }
        if owner != nil, let node = fields["owner"] { ownerLocations[name] = node.location }
        let kindKeys = Self.modelKindKeys.filter { fields[$0] != nil }
        if kindKeys.count > 1 {
            error(
                "model '\(name)' has both '\(kindKeys[0])' and '\(kindKeys[1])'", at: fields.keyLocation(kindKeys[1]),
                notes: ["a model is an object ('properties'), an enumeration ('enum') or a union ('oneOf'), never more than one"])
            return nil
        }
        if fields["discriminator"] != nil, fields["oneOf"] == nil {
            error(
                "'discriminator' applies only to unions; model '\(name)' has no 'oneOf'", at: fields.keyLocation("discriminator"),
                notes: ["list the variants with 'oneOf: { cat: Cat, dog: Dog }', or remove 'discriminator'"])
        }
        if fields["additionalProperties"] != nil, fields["properties"] == nil {
            error(
                "'additionalProperties' applies only to objects; model '\(name)' has no 'properties'",
                at: fields.keyLocation("additionalProperties"),
                notes: ["declare the known properties next to it ('properties: {}' for none)"])
        }
        let kind: ModelSpec.Kind
        var additionalProperties: TypeRef?
        switch kindKeys.first {
        case "properties":
            guard let properties = fields["properties"] else { return nil }
            kind = .object(decodeProperties(properties, model: name))
            additionalProperties = fields["additionalProperties"].flatMap { decodeAdditionalProperties($0, model: name) }
        case "enum":
            guard let enumeration = modelTable[name]?.enumeration else { return nil }
            kind = .enumeration(enumeration)
        case "oneOf":
            guard let variants = fields["oneOf"],
                  let union = decodeUnion(variants, discriminator: fields["discriminator"], model: name)
            else { return nil }
            kind = .union(union)
        default:
            error(
                "model '\(name)' needs 'properties', 'enum' or 'oneOf'", at: entry.key,
                notes: ["write 'properties: { id: Int }' for an object, 'enum: [a, b]' for an enumeration, or 'oneOf: { cat: Cat, dog: Dog }' for a union"])
            return nil
        }
        return ModelSpec(
            name: name, description: description, kind: kind, deprecated: deprecated, additionalProperties: additionalProperties,
            owner: owner, location: entry.key)
    }

    /// `additionalProperties: String`: the type of the values under undeclared keys.
    private mutating func decodeAdditionalProperties(_ node: Node, model: String) -> TypeRef? {
        if case .scalar(let scalar) = node, case .bool(let flag) = scalar.value {
            // OpenAPI's `false` is what every model does anyway: undeclared keys are ignored.
            guard flag else { return nil }
            error(
                "expected a type for 'additionalProperties' of model '\(model)', found a boolean", at: node.location,
                notes: ["write 'additionalProperties: JSON' to keep values of any type"])
            return nil
        }
        return resolveType(node, role: .property, what: "'additionalProperties' of model '\(model)'")
    }

    private mutating func decodeProperties(_ node: Node, model: String) -> [PropertySpec] {
        var properties: [PropertySpec] = []
        var wireKeys = WireKeys(kind: "properties")
        for entry in namedEntries(of: node, for: "'properties' of model '\(model)'") {
            let name = entry.name
            _ = checkIdentifier(name, kind: "property", at: entry.key)
            guard let property = decodeProperty(entry, what: "property '\(name)' of model '\(model)'") else { continue }
            wireKeys.check(property.key, name: name, at: property.location, into: &self)
            properties.append(property)
        }
        return properties
    }

    private mutating func decodeProperty(_ entry: NamedEntry, what: @autoclosure () -> String) -> PropertySpec? {
        let name = entry.name
        guard case .mapping = entry.value else {
            guard let type = resolveType(entry.value, role: .property, what: what()) else { return nil }
            return PropertySpec(name: name, type: type, location: entry.key)
        }
        guard let fields = fields(of: entry.value, allowed: Self.propertyKeys, context: "in \(what())", what: what(), owner: entry.key)
        else { return nil }
        // JSON allows an empty key, and real APIs use one (SendGrid's contact fields), so a property's may be "".
        let key = fields["key"].flatMap { string($0, for: "'key'") }
        let description = fields["description"].flatMap { string($0, for: "'description'") }
        let deprecated = fields["deprecated"].flatMap { deprecation($0) }
        guard let typeNode = fields["type"] else {
            error("missing key 'type' in \(what())", at: entry.key, notes: ["write 'type: String', or 'type: \"String?\"' for an optional"])
            return nil
        }
        guard let type = resolveType(typeNode, role: .property, what: what()) else { return nil }
        var format: DateFormat?
        if let formatNode = fields["format"] {
            format = decodeDateFormat(formatNode, for: type, property: name)
        }
        var defaultValue: DefaultValue?
        if let defaultNode = fields["default"] {
            defaultValue = decodeDefault(defaultNode, type: type, what: what())
        }
        return PropertySpec(
            name: name, type: type, key: key, description: description, format: format, defaultValue: defaultValue,
            deprecated: deprecated, location: entry.key)
    }

    private mutating func decodeDateFormat(_ node: Node, for type: TypeRef, property: String) -> DateFormat? {
        guard let text = nonEmptyString(node, for: "'format'") else { return nil }
        guard let format = DateFormat(specText: text) else {
            error(
                "unknown date format '\(text)'", at: node.location,
                notes: Suggestion.note(for: text, in: DateFormat.namedFormats.map(\.name))
                    + ["use iso8601, iso8601Fractional, date, unix, unixMillis, or a date pattern such as 'yyyy-MM-dd HH:mm:ss'"])
            return nil
        }
        // The runtime's formatted coding covers exactly these four shapes.
        guard type.unwrapped == .builtin(.date) || type.unwrapped == .array(.builtin(.date)) else {
            error(
                "'format' applies only to Date properties; '\(property)' is '\(type)'", at: node.location,
                notes: ["'format' works with Date, Date?, [Date] and [Date]?"])
            return nil
        }
        return format
    }
}

/// Finds two entries that would send the same name on the wire.
struct WireKeys {
    var kind: String
    var ignoresCase = false
    private var seen: [String: String] = [:]

    init(kind: String, ignoresCase: Bool = false) {
        self.kind = kind
        self.ignoresCase = ignoresCase
    }

    mutating func check(_ key: String, name: String, at location: SourceLocation, into decoder: inout SpecDocumentDecoder) {
        let normalized = ignoresCase ? key.lowercased() : key
        if let other = seen[normalized] {
            decoder.error(
                "\(kind) '\(other)' and '\(name)' both use the key '\(key)'", at: location,
                notes: ["give one of them a different 'key:'"])
        } else {
            seen[normalized] = name
        }
    }
}
