/// Responses: the success response decides the response type; error responses with a schema are typed too.
extension OpenAPIImport {
    mutating func responses(_ operation: Operation, typePrefix: String, into endpoint: inout EndpointSpec) {
        let responsesSite = operation.site.appending("responses")
        var entries = Self.entries(operation.node["responses"]).filter { !$0.key.hasPrefix("x-") }
        entries.removeAll { entry in
            guard !Self.isStatusKey(entry.key) else { return false }
            warning("'\(entry.key)' is not a status code; this response is ignored", at: entry.keyLocation,
                    pointer: responsesSite.appending(entry.key).pointer,
                    notes: ["use a code such as 200, a range such as 2XX, or default"])
            return true
        }
        let successes = entries.filter { $0.key.hasPrefix("2") }
        let success = successes.first { $0.key != "204" && hasContent($0.value, at: responsesSite.appending($0.key)) }
            ?? successes.first
            ?? entries.first { $0.key == "default" }
        if let success {
            let site = responsesSite.appending(success.key)
            let (type, encoding) = responseType(success.value, at: site, hint: typePrefix + "Response", statusKey: success.key)
            endpoint.response = type
            endpoint.responseEncoding = encoding
            if endpoint.method == .head { (endpoint.response, endpoint.responseEncoding) = (.builtin(.empty), .json) }
        }
        for entry in entries where entry.key != success?.key {
            guard entry.key == "default" || entry.key.hasPrefix("4") || entry.key.hasPrefix("5") else { continue }
            let status = entry.key == "default" ? "default" : entry.key.uppercased()
            let site = responsesSite.appending(entry.key)
            guard hasContent(entry.value, at: site) else { continue }
            let (type, encoding) = responseType(entry.value, at: site, hint: typePrefix + Self.errorHint(status), statusKey: entry.key)
            guard encoding == .json, type != .builtin(.empty) else { continue }
            let description = resolvedMapping(entry.value, at: site).flatMap { Self.string($0["description"]) }
            endpoint.errors.append(ErrorResponseSpec(status: status, type: type.unwrapped, description: description, location: entry.keyLocation))
        }
    }

    /// `404` → `Error404`, `4XX` → `Error4XX`, `default` → `Error`.
    private static func errorHint(_ status: String) -> String {
        status == "default" ? "Error" : "Error" + status
    }

    private mutating func hasContent(_ node: Node, at site: OpenAPISite) -> Bool {
        guard let response = resolvedMapping(node, at: site) else { return false }
        if version == .swagger2 { return response["schema"] != nil }
        return !Self.entries(response["content"]).isEmpty
    }

    /// The type of one response and how its body is read.
    private mutating func responseType(_ node: Node, at site: OpenAPISite, hint: String, statusKey: String) -> (TypeRef, ResponseEncoding) {
        guard let (resolved, responseSite) = dereference(node, at: site), case .mapping(let response) = resolved else {
            return (.builtin(.empty), .json)
        }
        // A response component names its inline schema: `#/components/responses/NotFound` → `NotFound`. Its type is
        // computed once: every operation that refers to it gets that one model (not `NotFound2`, `NotFound3`, … one per
        // use, which sharing would never merge, since a component's name is the document's vocabulary).
        let component = Self.componentName(of: responseSite, kind: "responses").map { Self.typeName($0) }
        if component != nil, let known = responseComponentTypes[responseSite.key] { return known }
        let name = component ?? hint
        if let component { componentHints.insert(component) }
        let result = responseBodyType(response, resolved: resolved, at: responseSite, hint: name)
        if component != nil { responseComponentTypes[responseSite.key] = result }
        return result
    }

    /// The type of a dereferenced response's body (`responseSite` is where the response itself sits).
    private mutating func responseBodyType(
        _ response: Node.Mapping, resolved: Node, at responseSite: OpenAPISite, hint name: String
    ) -> (TypeRef, ResponseEncoding) {
        if version == .swagger2 {
            guard let schema = response["schema"] else { return (.builtin(.empty), .json) }
            let type = self.type(of: schema, at: responseSite.appending("schema"), hint: name)
            if type.unwrapped == .builtin(.data) { return (.builtin(.data), .binary) }
            return (type, .json)
        }
        if Self.mapping(response["links"]) != nil {
            warning("response links are not supported; they are left out", at: response["links"]?.location ?? resolved.location,
                    pointer: responseSite.appending("links").pointer)
        }
        guard let media = preferredMedia(response["content"]) else { return (.builtin(.empty), .json) }
        let schemaNode = Self.mapping(media.node)?["schema"]
        let schemaSite = responseSite.appending("content", media.type, "schema")
        switch media.kind {
        case .json, .form, .multipart:
            guard let schemaNode else { return (.builtin(.json), .json) }
            return (type(of: schemaNode, at: schemaSite, hint: name), .json)
        case .text:
            return (.builtin(.string), .text)
        case .xml:
            warning("XML responses are not decoded by apigen; the body is returned as Data ('\(media.type)')",
                    at: media.keyLocation, pointer: responseSite.appending("content", media.type).pointer)
            return (.builtin(.data), .binary)
        case .binary:
            // `*/*` and the like with an object schema are JSON in practice.
            if let schemaNode, isStructured(schemaNode, at: schemaSite) {
                return (type(of: schemaNode, at: schemaSite, hint: name), .json)
            }
            return (.builtin(.data), .binary)
        }
    }
}
