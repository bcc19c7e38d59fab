/// `security:` at the top level: how clients authenticate, documented on the service with a helper each.
extension SpecDocumentDecoder {
    static let securityKeys = ["type", "description", "in", "name"]
    static let securityTypes = ["bearer", "basic", "apiKey"]

    /// `name: bearer`, `name: { type: basic, description: … }` or `name: { type: apiKey, in: header, name: X-API-Key }`.
    mutating func decodeSecurity(_ node: Node) -> [SecuritySchemeSpec] {
        var result: [SecuritySchemeSpec] = []
        for entry in namedEntries(of: node, for: "'security'") {
            guard checkIdentifier(entry.name, kind: "security scheme", at: entry.key) else { continue }
            if let scheme = decodeScheme(entry) { result.append(scheme) }
        }
        return result
    }

    private mutating func decodeScheme(_ entry: NamedEntry) -> SecuritySchemeSpec? {
        let name = entry.name
        guard case .mapping = entry.value else {
            guard let type = string(entry.value, for: "security scheme '\(name)'"), let kind = schemeType(type, at: entry.value.location)
            else { return nil }
            guard kind != "apiKey" else {
                error(
                    "security scheme '\(name)' of type apiKey needs 'in' and 'name'", at: entry.key,
                    notes: ["write '\(name): { type: apiKey, in: header, name: X-API-Key }'"])
                return nil
            }
            return SecuritySchemeSpec(name: name, kind: kind == "bearer" ? .bearer : .basic, location: entry.key)
        }
        let context = "in security scheme '\(name)'"
        guard let fields = fields(
            of: entry.value, allowed: Self.securityKeys, context: context, what: "security scheme '\(name)'", owner: entry.key)
        else { return nil }
        let description = fields["description"].flatMap { string($0, for: "'description'") }
        guard let typeNode = fields["type"] else {
            error("missing key 'type' \(context)", at: entry.key, notes: ["use bearer, basic or apiKey"])
            return nil
        }
        guard let typeText = string(typeNode, for: "'type'"), let type = schemeType(typeText, at: typeNode.location) else { return nil }
        guard type == "apiKey" else {
            for key in ["in", "name"] where fields[key] != nil {
                error(
                    "'\(key)' is only for apiKey schemes \(context)", at: fields.keyLocation(key),
                    notes: ["\(type) credentials always go in the Authorization header; remove '\(key)'"])
                return nil
            }
            return SecuritySchemeSpec(name: name, kind: type == "bearer" ? .bearer : .basic, description: description, location: entry.key)
        }
        guard let placement = apiKeyPlacement(fields, context: context, key: entry.key) else { return nil }
        guard let nameNode = fields["name"] else {
            error("missing key 'name' \(context)", at: entry.key, notes: ["name the header, query item or cookie, e.g. 'name: X-API-Key'"])
            return nil
        }
        guard let keyName = nonEmptyString(nameNode, for: "'name'") else { return nil }
        if placement == .header, !Self.isHeaderName(keyName) {
            error("'\(keyName)' is not a valid header name", at: nameNode.location, notes: ["header names are tokens such as X-API-Key"])
            return nil
        }
        return SecuritySchemeSpec(
            name: name, kind: .apiKey(placement: placement, name: keyName), description: description, location: entry.key)
    }

    private mutating func schemeType(_ text: String, at location: SourceLocation) -> String? {
        if Self.securityTypes.contains(text) { return text }
        error(
            "invalid security scheme type '\(text)'", at: location,
            notes: Suggestion.note(for: text, in: Self.securityTypes) + ["use bearer, basic or apiKey"])
        return nil
    }

    private mutating func apiKeyPlacement(_ fields: Fields, context: String, key: SourceLocation) -> ParamSpec.Placement? {
        guard let node = fields["in"] else {
            error("missing key 'in' \(context)", at: key, notes: ["say where the key goes: 'in: header', 'in: query' or 'in: cookie'"])
            return nil
        }
        guard let text = string(node, for: "'in'") else { return nil }
        let places = ["header", "query", "cookie"]
        guard places.contains(text), let placement = ParamSpec.Placement(rawValue: text) else {
            error(
                "invalid API key location '\(text)'", at: node.location,
                notes: Suggestion.note(for: text, in: places) + ["use header, query or cookie"])
            return nil
        }
        return placement
    }
}
