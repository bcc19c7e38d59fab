/// Endpoints: method, path, response, keypath, paging, stub, timeout; and generated-name clashes.
/// Response encodings and typed errors are in `SpecDocumentDecoder+Errors.swift`.
extension SpecDocumentDecoder {
    static let endpointKeys = [
        "description", "method", "path", "params", "headers", "query", "body", "response", "responseEncoding", "errors", "keypath",
        "paging", "stub", "timeout", "deprecated", "tags", "operationId",
    ]

    mutating func decodeEndpoint(_ entry: NamedEntry) -> EndpointSpec? {
        let name = entry.name
        _ = checkIdentifier(name, kind: "endpoint", at: entry.key)
        let context = "in endpoint '\(name)'"
        guard let fields = fields(
            of: entry.value, allowed: Self.endpointKeys, context: context, what: "endpoint '\(name)'", owner: entry.key)
        else { return nil }
        let description = fields["description"].flatMap { string($0, for: "'description'") }
        var method: HTTPMethodSpec?
        if let node = fields["method"] {
            method = decodeMethod(node)
        } else {
            error(
                "missing key 'method' \(context)", at: entry.key,
                notes: ["write 'method: GET' (or POST, PUT, PATCH, DELETE, HEAD, OPTIONS, QUERY)"])
        }
        let (params, declared) = fields["params"].map { decodeParams($0, endpoint: name) } ?? ([], [])
        let headers = fields["headers"].map { decodeHeaders($0, for: "'headers' of endpoint '\(name)'") } ?? []
        let query = fields["query"].map { decodeQueryItems($0, params: params, endpoint: name) } ?? []
        let body = fields["body"].flatMap { decodeBody($0, endpoint: name, key: fields.keyLocation("body")) }
        if let method, method == .get || method == .head, fields["body"] != nil {
            error(
                "a \(method.rawValue) request cannot have a body", at: fields.keyLocation("body"),
                notes: ["send the values as query parameters ('in: query'), or use POST"])
        }
        checkArgumentNames(params: params, body: body)
        var path: String?
        if let node = fields["path"] {
            path = string(node, for: "'path'")
            if let path { checkPath(path, node: node, params: params, declared: declared) }
        } else {
            error("missing key 'path' \(context)", at: entry.key, notes: ["write the path template, e.g. 'path: /users/{id}'"])
        }
        var response = TypeRef.builtin(.empty)
        if let node = fields["response"] {
            response = resolveType(node, role: .response, what: "the response of endpoint '\(name)'") ?? response
        }
        let responseEncoding = fields["responseEncoding"].flatMap {
            decodeResponseEncoding($0, response: fields["response"] == nil ? nil : response, endpoint: name)
        } ?? .json
        let errors = fields["errors"].map { decodeErrors($0, endpoint: name) } ?? []
        let keypath = fields["keypath"].flatMap { decodeKeypath($0, for: "'keypath'") }
        if keypath != nil, responseEncoding != .json {
            warning(
                "'keypath' has no effect on a \(responseEncoding.rawValue) response", at: fields.keyLocation("keypath"),
                notes: ["keypaths select part of a JSON body; remove 'keypath'"])
        }
        let paging = fields["paging"].flatMap { decodePaging($0, params: params, declared: declared, key: fields.keyLocation("paging")) }
        if let paging, fields["response"] != nil, !response.unwrapped.isCollection {
            warning(
                "endpoint '\(name)' pages, but its response '\(response)' is not a list", at: paging.location,
                notes: ["client.pages(of:) needs a list response; nextPage() works either way"])
        }
        let stub = fields["stub"].flatMap { decodeStub($0) }
        let timeout = fields["timeout"].flatMap { decodeTimeout($0) }
        let deprecated = fields["deprecated"].flatMap { deprecation($0) }
        let tags = fields["tags"].map { decodeTags($0, endpoint: name) } ?? []
        let operationId = fields["operationId"].flatMap { nonEmptyString($0, for: "the 'operationId' of endpoint '\(name)'") }
        guard let method, let path else { return nil }
        var endpoint = EndpointSpec(
            name: name, description: description, method: method, path: path, params: params, headers: headers, query: query, body: body,
            response: response, responseEncoding: responseEncoding, errors: errors, keypath: keypath, paging: paging, stub: stub, timeout: timeout, deprecated: deprecated,
            location: entry.key)
        endpoint.tags = tags
        endpoint.operationId = operationId
        return endpoint
    }

    /// `tags: [users, admin]`: names to select endpoints by (a config's `filter: { tags: }`, `apigen list --tags`).
    private mutating func decodeTags(_ node: Node, endpoint: String) -> [String] {
        guard case .sequence(let sequence) = node else {
            error("expected a list for 'tags' of endpoint '\(endpoint)', found \(node.kindDescription)", at: node.location,
                  notes: ["write 'tags: [users]'"])
            return []
        }
        return sequence.items.compactMap { nonEmptyString($0, for: "a tag") }
    }

    /// Fixed query items: `name: value` pairs (an empty or null value sends `name=`). A name cannot also be a query
    /// parameter's (the readers already reject a name written twice).
    private mutating func decodeQueryItems(_ node: Node, params: [ParamSpec], endpoint: String) -> [QueryItemSpec] {
        var items: [QueryItemSpec] = []
        let parameterKeys = Set(params.filter { $0.placement == .query }.map(\.key))
        for entry in namedEntries(of: node, for: "'query' of endpoint '\(endpoint)'") {
            guard !entry.name.isEmpty else {
                error("a query item needs a name", at: entry.key, notes: ["write 'name: value', e.g. 'acl: \"\"'"])
                continue
            }
            if parameterKeys.contains(entry.name) {
                error("query item '\(entry.name)' is also a query parameter of endpoint '\(endpoint)'", at: entry.key,
                      notes: ["remove the fixed item, or give the parameter a default value"])
                continue
            }
            // `acl:` with nothing after it is the flag-like `?acl`, sent as `acl=`.
            let isNull = if case .scalar(let scalar) = entry.value, case .null = scalar.value { true } else { false }
            guard let value = isNull ? "" : scalarText(entry.value, for: "query item '\(entry.name)'") else { continue }
            items.append(QueryItemSpec(name: entry.name, value: value, location: entry.key))
        }
        return items
    }

    /// `GET`, `get`, `Get`: methods ignore case.
    private mutating func decodeMethod(_ node: Node) -> HTTPMethodSpec? {
        guard let text = string(node, for: "'method'") else { return nil }
        if let method = HTTPMethodSpec(rawValue: text.uppercased()) { return method }
        let names = HTTPMethodSpec.allCases.map(\.rawValue)
        error(
            "invalid HTTP method '\(text)'", at: node.location,
            notes: Suggestion.note(for: text.uppercased(), in: names) + ["use one of " + names.joined(separator: ", ")])
        return nil
    }

    /// Every `{name}` is a declared path parameter, and every path parameter is in the path.
    private mutating func checkPath(_ path: String, node: Node, params: [ParamSpec], declared: Set<String>) {
        let template = PathTemplate(path, at: Self.textStart(of: node))
        diagnostics += template.problems
        var used: Set<String> = []
        // A placeholder may be written more than once (`/users/{id}/issues/{id}`): each takes the parameter's value.
        for placeholder in template.placeholders {
            let name = placeholder.name
            guard used.insert(name).inserted else { continue }
            guard let param = params.first(where: { $0.name == name }) else {
                if declared.contains(name) { continue }
                error(
                    "path parameter '\(name)' is not declared", at: placeholder.location,
                    notes: ["add '\(name): { in: path, type: String }' under 'params'"])
                continue
            }
            if param.placement != .path {
                error(
                    "'\(name)' appears in the path but is declared 'in: \(param.placement.rawValue)'", at: placeholder.location,
                    notes: ["declare it with 'in: path'"])
            }
        }
        guard template.problems.isEmpty else { return }
        for param in params where param.placement == .path && !used.contains(param.name) {
            error(
                "path parameter '\(param.name)' does not appear in the path '\(path)'", at: param.location,
                notes: ["add '{\(param.name)}' to the path, or declare it 'in: query'"])
        }
    }

    /// `paging: { param: page }`, or the short `paging: page`.
    private mutating func decodePaging(_ node: Node, params: [ParamSpec], declared: Set<String>, key: SourceLocation) -> PagingSpec? {
        var paramNode = node
        if case .mapping = node {
            guard let fields = fields(of: node, allowed: ["param"], context: "in 'paging'", what: "'paging'", owner: key) else {
                return nil
            }
            guard let param = fields["param"] else {
                error("missing key 'param' in 'paging'", at: key, notes: ["name the page-number parameter, e.g. 'paging: { param: page }'"])
                return nil
            }
            paramNode = param
        }
        guard let name = string(paramNode, for: "the paging parameter") else { return nil }
        guard let param = params.first(where: { $0.name == name }) else {
            if declared.contains(name) { return nil }
            error(
                "paging parameter '\(name)' is not declared", at: paramNode.location,
                notes: Suggestion.note(for: name, in: params.map(\.name))
                    + ["declare it under 'params', e.g. '\(name): { in: query, type: Int, default: 1 }'"])
            return nil
        }
        guard param.type == .builtin(.int) else {
            error("paging parameter '\(name)' must be 'Int', found '\(param.type)'", at: paramNode.location)
            return nil
        }
        return PagingSpec(param: name, location: key)
    }

    /// A JSON file for the stub transport, relative to the spec's folder.
    private mutating func decodeStub(_ node: Node) -> String? {
        guard let path = nonEmptyString(node, for: "'stub'") else { return nil }
        if path.hasPrefix("/") || path.hasPrefix("~") {
            error(
                "stub path '\(path)' must be a relative path", at: node.location,
                notes: ["stubs are found in the stub transport's folder, e.g. 'stub: Stubs/listUsers.json'"])
            return nil
        }
        if !path.lowercased().hasSuffix(".json") {
            warning("stub '\(path)' is not a .json file", at: node.location, notes: ["the stub transport serves JSON responses"])
        }
        return path
    }

    private mutating func decodeTimeout(_ node: Node) -> Double? {
        if case .scalar(let scalar) = node {
            switch scalar.value {
            case .int(let seconds) where seconds > 0: return Double(seconds)
            case .float(let seconds) where seconds > 0 && seconds.isFinite: return seconds
            default: break
            }
            error("timeout must be a positive number of seconds, found '\(scalar.text)'", at: node.location)
            return nil
        }
        error("timeout must be a positive number of seconds, found \(node.kindDescription)", at: node.location)
        return nil
    }
}

extension TypeRef {
    /// Lists and dictionaries: what `client.pages(of:)` can iterate.
    var isCollection: Bool {
        switch self {
        case .array, .dictionary: true
        case .builtin, .model, .optional: false
        }
    }
}
