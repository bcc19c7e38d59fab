/// Parameters and request bodies: each becomes an argument of the generated initializer and method.
extension SpecDocumentDecoder {
    static let paramKeys = ["in", "type", "key", "default", "description", "style", "explode"]
    static let bodyKeys = ["type", "fields", "encoding", "contentType"]
    static let fieldKeys = ["type", "key", "description", "style"]
    /// The valid parameters, and the names of all declared ones (also invalid ones, so that a bad
    /// type does not also report its path placeholder as undeclared).
    mutating func decodeParams(_ node: Node, endpoint: String) -> (params: [ParamSpec], declared: Set<String>) {
        var params: [ParamSpec] = []
        var declared: Set<String> = []
        var wireKeys: [ParamSpec.Placement: WireKeys] = [
            .path: WireKeys(kind: "parameters"), .query: WireKeys(kind: "parameters"),
            .header: WireKeys(kind: "parameters", ignoresCase: true), .cookie: WireKeys(kind: "parameters"),
        ]
        for entry in namedEntries(of: node, for: "'params' of endpoint '\(endpoint)'") {
            _ = checkIdentifier(entry.name, kind: "parameter", at: entry.key)
            declared.insert(entry.name)
            guard let param = decodeParam(entry, endpoint: endpoint) else { continue }
            wireKeys[param.placement]?.check(param.key, name: param.name, at: param.location, into: &self)
            params.append(param)
        }
        return (params, declared)
    }

    /// `name: Type` (a query parameter) or `name: { in, type, key, default, description, style, explode }`.
    private mutating func decodeParam(_ entry: NamedEntry, endpoint: String) -> ParamSpec? {
        let name = entry.name
        guard case .mapping = entry.value else {
            guard let type = resolveType(entry.value, role: .parameter(.query), what: "query parameter '\(name)'") else { return nil }
            return ParamSpec(name: name, placement: .query, type: type, location: entry.key)
        }
        let context = "in parameter '\(name)' of endpoint '\(endpoint)'"
        guard let fields = fields(of: entry.value, allowed: Self.paramKeys, context: context, what: "parameter '\(name)'", owner: entry.key)
        else { return nil }
        var placement = ParamSpec.Placement.query
        if let node = fields["in"], let text = string(node, for: "'in'") {
            guard let value = ParamSpec.Placement(rawValue: text) else {
                error(
                    "invalid parameter location '\(text)'", at: node.location,
                    notes: Suggestion.note(for: text, in: ParamSpec.Placement.allCases.map(\.rawValue))
                        + ["use path, query, header or cookie; a request body goes under 'body'"])
                return nil
            }
            placement = value
        }
        let key = fields["key"].flatMap { nonEmptyString($0, for: "'key'") }
        let description = fields["description"].flatMap { string($0, for: "'description'") }
        guard let typeNode = fields["type"] else {
            error("missing key 'type' \(context)", at: entry.key, notes: ["write 'type: String', or 'type: \"Int?\"' for an optional"])
            return nil
        }
        func what() -> String { "\(placement.rawValue) parameter '\(name)'" }
        // `style: deepObject` lets a query parameter be a model or a list: it is sent as `name[key]=value` pairs.
        let styleText: String? = if case .scalar(let scalar)? = fields["style"] { scalar.text } else { nil }
        let role: TypeRole = placement == .query && styleText == ParamSpec.Style.deepObject.rawValue ? .deepObjectQuery : .parameter(placement)
        guard let type = resolveType(typeNode, role: role, what: what()) else { return nil }
        let defaultValue = fields["default"].flatMap { decodeDefault($0, type: type, what: what()) }
        guard let (style, explode) = decodeStyle(fields, placement: placement, type: type, what: what()) else { return nil }
        return ParamSpec(
            name: name, placement: placement, type: type, key: key, defaultValue: defaultValue, description: description,
            style: style, explode: explode, location: entry.key)
    }

    /// `body: { type: User }`, `body: { encoding: form|multipart|json, fields: { … } }`, or a raw body
    /// `body: { encoding: binary|text, type: Data|String, contentType: image/png }`.
    mutating func decodeBody(_ node: Node, endpoint: String, key: SourceLocation) -> BodySpec? {
        let context = "in the body of endpoint '\(endpoint)'"
        guard let fields = fields(of: node, allowed: Self.bodyKeys, context: context, what: "'body'", owner: key) else { return nil }
        var encoding = BodySpec.Encoding.json
        if let node = fields["encoding"], let text = string(node, for: "'encoding'") {
            guard let value = BodySpec.Encoding(rawValue: text) else {
                error(
                    "invalid body encoding '\(text)'", at: node.location,
                    notes: Suggestion.note(for: text, in: BodySpec.Encoding.allCases.map(\.rawValue))
                        + ["use json, form, multipart, binary or text"])
                return nil
            }
            encoding = value
        }
        let contentType = decodeContentType(fields, encoding: encoding)
        guard contentType.isValid else { return nil }
        switch (fields["type"], fields["fields"]) {
        case (.some, .some):
            error("a body has either 'type' or 'fields', not both", at: fields.keyLocation("fields"))
            return nil
        case (.some(let typeNode), nil):
            if encoding == .binary || encoding == .text {
                return decodeRawBody(typeNode, encoding: encoding, contentType: contentType.value, endpoint: endpoint, key: key)
            }
            guard encoding == .json else {
                error(
                    "a \(encoding.rawValue) body needs 'fields', not 'type'", at: fields.keyLocation("type"),
                    notes: ["list each part under 'fields', e.g. 'fields: { file: File, caption: \"String?\" }'"])
                return nil
            }
            guard let type = resolveType(typeNode, role: .body, what: "the body of endpoint '\(endpoint)'") else { return nil }
            return BodySpec(encoding: encoding, content: .type(type), contentType: contentType.value, location: key)
        case (nil, .some(let fieldsNode)):
            if encoding == .binary || encoding == .text {
                error(
                    "a \(encoding.rawValue) body is one value, not 'fields'", at: fields.keyLocation("fields"),
                    notes: ["write 'type: \(encoding == .binary ? "Data" : "String")' instead of 'fields'"])
                return nil
            }
            let fieldSpecs = decodeFields(fieldsNode, encoding: encoding, endpoint: endpoint)
            return fieldSpecs.map { BodySpec(encoding: encoding, content: .fields($0), contentType: contentType.value, location: key) }
        case (nil, nil):
            error(
                "missing key 'type' or 'fields' \(context)", at: key,
                notes: ["write 'body: { type: User }', or 'body: { encoding: form, fields: { name: String } }'"])
            return nil
        }
    }

    /// The fields of a body, or `nil` when one of them is invalid.
    private mutating func decodeFields(_ node: Node, encoding: BodySpec.Encoding, endpoint: String) -> [FieldSpec]? {
        var result: [FieldSpec] = []
        var isValid = true
        var wireKeys = WireKeys(kind: "fields")
        for entry in namedEntries(of: node, for: "'fields' of endpoint '\(endpoint)'") {
            let name = entry.name
            _ = checkIdentifier(name, kind: "field", at: entry.key)
            func what() -> String { "\(encoding.rawValue) field '\(name)'" }
            var typeNode = entry.value
            var key: String?
            var description: String?
            var style: ParamSpec.Style?
            if case .mapping = entry.value {
                guard let fields = fields(
                    of: entry.value, allowed: Self.fieldKeys, context: "in field '\(name)' of endpoint '\(endpoint)'", what: what(),
                    owner: entry.key)
                else {
                    isValid = false
                    continue
                }
                key = fields["key"].flatMap { nonEmptyString($0, for: "'key'") }
                description = fields["description"].flatMap { string($0, for: "'description'") }
                if let styleNode = fields["style"] {
                    guard let text = string(styleNode, for: "'style'") else {
                        isValid = false
                        continue
                    }
                    guard encoding == .form, text == ParamSpec.Style.deepObject.rawValue else {
                        error("\(what()) cannot have style '\(text)'", at: styleNode.location,
                              notes: ["only form fields have a style, and it is 'deepObject': a list sent as name[0]=a&name[1]=b"])
                        isValid = false
                        continue
                    }
                    style = .deepObject
                }
                guard let node = fields["type"] else {
                    error("missing key 'type' in field '\(name)' of endpoint '\(endpoint)'", at: entry.key)
                    isValid = false
                    continue
                }
                typeNode = node
            }
            guard let type = resolveType(typeNode, role: .field(encoding), what: what()) else {
                isValid = false
                continue
            }
            let field = FieldSpec(name: name, type: type, key: key, description: description, style: style, location: entry.key)
            wireKeys.check(field.key, name: name, at: field.location, into: &self)
            result.append(field)
        }
        return isValid ? result : nil
    }

    /// Parameters and body fields share one argument list; it must not repeat a name or use a reserved one.
    mutating func checkArgumentNames(params: [ParamSpec], body: BodySpec?) {
        var seen: [String: String] = [:]
        var arguments = params.map { (name: $0.name, kind: "parameter", location: $0.location) }
        if case .fields(let fields)? = body?.content {
            arguments += fields.map { (name: $0.name, kind: "body field", location: $0.location) }
        }
        for argument in arguments {
            if let other = seen[argument.name] {
                error(
                    "\(argument.kind) '\(argument.name)' has the same name as \(other)", at: argument.location,
                    notes: ["rename one of them and set 'key:' to keep the wire name"])
            } else {
                seen[argument.name] = "\(argument.kind) '\(argument.name)'"
            }
        }
    }
}
