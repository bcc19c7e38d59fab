/// Endpoints: request (parameters, headers, body) and response (type, encoding, typed errors) and the rest.
extension SpecWriter {
    mutating func endpoint(_ endpoint: EndpointSpec) -> SpecYAML.Entry {
        var entries: [(String, SpecYAML?)] = [
            ("description", .text(endpoint.description)), ("method", .literal(endpoint.method.rawValue)),
            ("path", .string(endpoint.path)),
        ]
        if !endpoint.params.isEmpty { entries.append(("params", .mapping(endpoint.params.map { param($0) }, .block))) }
        if !endpoint.headers.isEmpty { entries.append(("headers", headers(endpoint.headers, layout: .auto))) }
        if !endpoint.query.isEmpty {
            entries.append(("query", .mapping(endpoint.query.map { SpecYAML.Entry(key: $0.name, value: .string($0.value)) }, .auto)))
        }
        entries.append(("body", endpoint.body.map { body($0) }))
        // `Empty` and `json` are what an endpoint without these keys means.
        if endpoint.response != .builtin(.empty) { entries.append(("response", typeNode(endpoint.response, at: endpoint.location))) }
        if endpoint.responseEncoding != .json { entries.append(("responseEncoding", .literal(endpoint.responseEncoding.rawValue))) }
        if !endpoint.errors.isEmpty { entries.append(("errors", .mapping(endpoint.errors.map { errorResponse($0) }, .block))) }
        entries += [
            ("keypath", .text(endpoint.keypath)), ("paging", endpoint.paging.map { .string($0.param) }),
            ("stub", .text(endpoint.stub)), ("timeout", endpoint.timeout.map { .literal(Self.numberText($0)) }),
            ("deprecated", deprecation(endpoint.deprecated)),
            ("tags", endpoint.tags.isEmpty ? nil : .list(endpoint.tags.map { .string($0) })),
            ("operationId", endpoint.operationId.map { .string($0) }),
        ]
        return SpecYAML.Entry(key: endpoint.name, value: .map(entries, .block))
    }

    /// `q: String` for a plain query parameter (what the shorthand means), the full form otherwise.
    private mutating func param(_ param: ParamSpec) -> SpecYAML.Entry {
        let type = typeNode(param.type, at: param.location)
        let isShort = param.placement == .query && param.key == param.name && param.defaultValue == nil && param.description == nil
            && param.style == nil && param.explode == nil
        if isShort { return SpecYAML.Entry(key: param.name, value: type) }
        return SpecYAML.Entry(key: param.name, value: .map([
            ("in", param.placement == .query ? nil : .literal(param.placement.rawValue)), ("type", type),
            ("key", key(param.key, name: param.name)), ("default", param.defaultValue.map { defaultValue($0, type: param.type) }),
            ("style", param.style.map { .literal($0.rawValue) }), ("explode", param.explode.map { .literal($0 ? "true" : "false") }),
            ("description", .text(param.description)),
        ]))
    }

    /// `{ type: User }`, `{ encoding: binary, type: Data, contentType: image/png }` or `{ encoding: form, fields: … }`.
    private mutating func body(_ body: BodySpec) -> SpecYAML {
        let encoding: SpecYAML? = body.encoding == .json ? nil : .literal(body.encoding.rawValue)
        let content: (String, SpecYAML)
        switch body.content {
        case .type(let type):
            content = ("type", typeNode(type, at: body.location))
        case .fields(let fields):
            content = ("fields", .mapping(fields.map { field($0) }, .auto))
        }
        return .map([("encoding", encoding), content, ("contentType", .text(body.contentType))])
    }

    /// `name: Type`, or `{ type, key, style, description }`.
    private mutating func field(_ field: FieldSpec) -> SpecYAML.Entry {
        let type = typeNode(field.type, at: field.location)
        guard field.key != field.name || field.description != nil || field.style != nil else {
            return SpecYAML.Entry(key: field.name, value: type)
        }
        return SpecYAML.Entry(
            key: field.name,
            value: .map([
                ("type", type), ("key", key(field.key, name: field.name)), ("style", field.style.map { .literal($0.rawValue) }),
                ("description", .text(field.description)),
            ]))
    }

    /// `"404": NotFound`, or `{ type, description }`.
    private mutating func errorResponse(_ error: ErrorResponseSpec) -> SpecYAML.Entry {
        let type = typeNode(error.type, at: error.location)
        guard let description = error.description else { return SpecYAML.Entry(key: error.status, value: type) }
        return SpecYAML.Entry(key: error.status, value: .map([("type", type), ("description", .string(description))]))
    }
}
