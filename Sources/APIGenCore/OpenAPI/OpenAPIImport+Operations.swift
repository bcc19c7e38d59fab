import Foundation

/// Paths and operations → endpoints. Every operation becomes an endpoint; what cannot be expressed gets a
/// located warning, never a missing operation.
extension OpenAPIImport {
    /// The path item's operation keys: OpenAPI 3.0's eight, and 3.2's `query`. (3.2's `additionalOperations` holds
    /// operations of any other method, keyed by the method as sent: `LINK`.)
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace", "query"]

    /// One operation on its way to an endpoint.
    struct Operation {
        var path: String
        var method: String
        var node: Node.Mapping
        var site: OpenAPISite
        var pathItem: Node.Mapping
        var pathItemSite: OpenAPISite
        var keyLocation: SourceLocation
    }

    mutating func endpoints(_ top: Node.Mapping) -> [EndpointSpec] {
        let pathsSite = OpenAPISite(file: file, pointer: "/paths")
        var operations: [Operation] = []
        for entry in Self.entries(top["paths"]) where !entry.key.hasPrefix("x-") {
            let itemSite = pathsSite.appending(entry.key)
            guard let (itemNode, resolvedSite) = dereference(entry.value, at: itemSite) else { continue }
            guard case .mapping(let item) = itemNode else {
                error("a path item must be a mapping, found \(itemNode.kindDescription)", at: itemNode.location, pointer: itemSite.pointer)
                continue
            }
            checkLocalServers(item["servers"], at: resolvedSite.appending("servers"))
            var declaredOperations: [(method: String, node: Node, site: OpenAPISite, keyLocation: SourceLocation?)] = Self.methods.compactMap { method in
                item[method].map { (method, $0, resolvedSite.appending(method), Self.entries(itemNode).first { $0.key == method }?.keyLocation) }
            }
            for other in Self.entries(item["additionalOperations"]) {
                declaredOperations.append((other.key.lowercased(), other.value, resolvedSite.appending("additionalOperations", other.key), other.keyLocation))
            }
            for (method, declared, site, keyLocation) in declaredOperations {
                // An operation may itself be a `$ref` (to another file, as in DigitalOcean's description).
                guard let (target, operationSite) = dereference(declared, at: site) else { continue }
                let operationNode = Self.overriding(target, withSiblingsOf: declared)
                guard case .mapping(let operation) = operationNode else {
                    error("an operation must be a mapping, found \(operationNode.kindDescription)", at: operationNode.location,
                          pointer: site.pointer)
                    continue
                }
                operations.append(Operation(
                    path: entry.key, method: method, node: operation, site: operationSite, pathItem: item,
                    pathItemSite: resolvedSite, keyLocation: keyLocation ?? operationNode.location))
            }
        }
        var names = NameScope(reserved: [])
        var result: [EndpointSpec] = []
        for operation in operations {
            let wanted = endpointName(operation)
            let (name, renamed) = names.claim(wanted)
            if renamed {
                warning("operation name '\(wanted)' is used twice; this one is named '\(name)'",
                        at: operation.node["operationId"]?.location ?? operation.keyLocation, pointer: operation.site.pointer,
                        notes: ["give the operation a unique operationId"])
            }
            // Inline schemas of the operation go in its API class's file.
            currentOwner = name
            if let endpoint = endpoint(operation, name: name) { result.append(endpoint) }
            currentOwner = nil
        }
        return result
    }

    /// `operationId` made lowerCamelCase (`GetV1Customers` → `getV1Customers`, `repos/list-for-org` →
    /// `reposListForOrg`); without one, the method and the path (`get /users/{id}` → `getUsersById`).
    func endpointName(_ operation: Operation) -> String {
        if let id = Self.string(operation.node["operationId"]) {
            let name = SwiftIdentifier.lowerCamelCase(id)
            if !name.isEmpty { return SwiftIdentifier.legalized(name, fallback: operation.method) }
        }
        var words = [operation.method]
        let (path, query) = Self.splitQuery(operation.path)
        for segment in path.split(separator: "/") {
            if segment.hasPrefix("{"), segment.hasSuffix("}") {
                words.append("by")
                words.append(String(segment.dropFirst().dropLast()))
            } else {
                words.append(String(segment))
            }
        }
        // `?acl` tells `GET /{Bucket}?acl` from `GET /{Bucket}`; `?page={page}` is only a parameter.
        for pair in query.split(separator: "&") where !pair.contains("{") {
            words.append(String(pair.prefix { $0 != "=" }))
        }
        return SwiftIdentifier.legalized(SwiftIdentifier.lowerCamelCase(words.joined(separator: " ")), fallback: operation.method)
    }

    private mutating func endpoint(_ operation: Operation, name: String) -> EndpointSpec? {
        guard let method = HTTPMethodSpec(rawValue: operation.method.uppercased()) else {
            warning("\(operation.method.uppercased()) operations are not supported; '\(operation.method) \(operation.path)' is left out",
                    at: operation.keyLocation, pointer: operation.site.pointer,
                    notes: ["apigen generates GET, PUT, POST, DELETE, OPTIONS, HEAD, PATCH and QUERY requests"])
            return nil
        }
        let typePrefix = Self.typeName(name)
        var endpoint = EndpointSpec(name: name, method: method, path: operation.path, location: operation.keyLocation)
        endpoint.description = Self.documentation(operation.node, summaryKey: "summary")
        if Self.bool(operation.node["deprecated"]) == true { endpoint.deprecated = Deprecation() }
        endpoint.operationId = Self.string(operation.node["operationId"])
        endpoint.sourcePointer = operation.site.pointer
        endpoint.tags = (Self.sequence(operation.node["tags"]) ?? []).compactMap { Self.string($0) }
        var argumentNames = NameScope(reserved: [])
        var formFields: [FieldSpec] = []
        var bodyParameter: (node: Node.Mapping, site: OpenAPISite)?
        endpoint.params = parameters(
            operation, typePrefix: typePrefix, names: &argumentNames, formFields: &formFields, bodyParameter: &bodyParameter)
        endpoint.query = pathQuery(operation, params: &endpoint.params, names: &argumentNames)
        endpoint.path = reconcilePath(operation, params: &endpoint.params, names: &argumentNames)
        if let requestBody = operation.node["requestBody"] {
            endpoint.body = body(requestBody, at: operation.site.appending("requestBody"), typePrefix: typePrefix,
                                 names: &argumentNames, notes: &endpoint.description)
        } else if let bodyParameter {
            endpoint.body = swaggerBody(bodyParameter.node, at: bodyParameter.site, operation: operation, typePrefix: typePrefix)
        } else if !formFields.isEmpty {
            let multipart = swaggerConsumes(operation).contains("multipart/form-data") || formFields.contains { $0.type.unwrapped == .builtin(.file) }
            let encoding: BodySpec.Encoding = multipart ? .multipart : .form
            let fields = formFields.map { field in
                var field = field
                let type = fieldType(field.type, encoding: encoding, key: field.key, at: operation.site.appending("parameters"),
                                     location: field.location)
                field.type = field.type.isOptional ? Self.optional(type) : type
                return field
            }
            endpoint.body = BodySpec(encoding: encoding, content: .fields(fields), location: operation.keyLocation)
        }
        if let body = endpoint.body, method == .get || method == .head {
            // An empty body (Stripe declares an empty form on every GET) is no body at all: nothing to warn about.
            if case .fields(let fields) = body.content, fields.isEmpty {
                endpoint.body = nil
            } else {
                warning("a \(method.rawValue) request cannot have a body; the body is left out", at: body.location,
                        pointer: operation.site.appending("requestBody").pointer)
                endpoint.body = nil
            }
        }
        responses(operation, typePrefix: typePrefix, into: &endpoint)
        applyExtensions(operation, to: &endpoint)
        for key in ["callbacks"] where operation.node[key] != nil {
            warning("\(key) are not supported; the operation is generated without them", at: operation.node[key]?.location ?? operation.keyLocation,
                    pointer: operation.site.appending(key).pointer)
        }
        checkLocalServers(operation.node["servers"], at: operation.site.appending("servers"))
        return endpoint
    }

    /// Makes the path's placeholders and the path parameters agree: placeholders are renamed to the Swift names of
    /// their parameters; a placeholder without a parameter gets a `String` one; a path parameter that is not in the
    /// path is dropped. The last two are mistakes in the document and are reported as warnings.
    private mutating func reconcilePath(_ operation: Operation, params: inout [ParamSpec], names: inout NameScope) -> String {
        var path = ""
        var used: Set<String> = []
        var rest = Self.splitQuery(operation.path).path
        if !rest.hasPrefix("/") { path = "/" }
        while let open = rest.firstIndex(of: "{") {
            path += Self.cleanPathText(rest[..<open])
            guard let close = rest[open...].firstIndex(of: "}") else {
                warning("the path '\(operation.path)' has a '{' that is not closed; the brace is left out of the request's path",
                        at: operation.keyLocation, pointer: operation.site.pointer,
                        notes: ["close the placeholder ('{name}') or remove the brace"])
                rest = rest[open...]
                break
            }
            let key = String(rest[rest.index(after: open)..<close])
            // A placeholder written twice (`/users/{id}/issues/{id}`) takes the same value both times.
            if let param = params.first(where: { $0.placement == .path && $0.key == key }) {
                used.insert(param.name)
                path += "{\(param.name)}"
            } else if !key.isEmpty {
                let name = names.claim(SwiftIdentifier.legalized(SwiftIdentifier.lowerCamelCase(key), fallback: "value")).name
                warning("path parameter '\(key)' is not declared; it is generated as a String", at: operation.keyLocation,
                        pointer: operation.site.pointer, notes: ["declare it under 'parameters' with 'in: path'"])
                params.append(ParamSpec(name: name, placement: .path, type: .builtin(.string), key: key, location: operation.keyLocation))
                used.insert(name)
                path += "{\(name)}"
            }
            rest = rest[rest.index(after: close)...]
        }
        path += Self.cleanPathText(rest)
        params.removeAll { param in
            guard param.placement == .path, !used.contains(param.name) else { return false }
            warning("path parameter '\(param.key)' does not appear in the path '\(operation.path)'; it is left out",
                    at: param.location, pointer: operation.site.pointer)
            return true
        }
        return path
    }

    /// A path key's path and the query string written into it (`/{Bucket}?acl`, `/stores?showInactive={showInactive}`:
    /// not OpenAPI, but common in converted documents). A fragment is dropped.
    static func splitQuery(_ path: String) -> (path: Substring, query: Substring) {
        var text = Substring(path)
        if let hash = text.firstIndex(of: "#") { text = text[..<hash] }
        guard let mark = text.firstIndex(of: "?") else { return (text, "") }
        return (text[..<mark], text[text.index(after: mark)...])
    }

    /// The query string of a path key, as the request must send it: `name={param}` makes that parameter (declared in
    /// the path or the query, or not at all) a query parameter named `name`; `name=value` and a bare `name` are fixed
    /// items. One warning per document says so.
    private mutating func pathQuery(_ operation: Operation, params: inout [ParamSpec], names: inout NameScope) -> [QueryItemSpec] {
        let query = Self.splitQuery(operation.path).query
        guard !query.isEmpty else { return [] }
        if !reportedQueryInPath {
            reportedQueryInPath = true
            warning("the path '\(operation.path)' has a query string, which OpenAPI paths cannot hold; apigen sends its items "
                    + "as written and its '{name}' values as query parameters (this applies to every such path of the document)",
                    at: operation.keyLocation, pointer: operation.site.pointer,
                    notes: ["declare query parameters with 'in: query' and keep paths free of '?'"])
        }
        var fixed: [QueryItemSpec] = []
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let equals = pair.firstIndex(of: "=")
            // The runtime percent-encodes names and values itself, so what the path wrote encoded is decoded first.
            let rawName = String(equals.map { pair[..<$0] } ?? pair)
            let name = rawName.removingPercentEncoding ?? rawName
            let value = equals.map { pair[pair.index(after: $0)...] } ?? ""
            guard !name.isEmpty, !name.contains("{") else { continue }
            guard let open = value.firstIndex(of: "{"), let close = value[open...].firstIndex(of: "}") else {
                if !fixed.contains(where: { $0.name == name }), !params.contains(where: { $0.placement == .query && $0.key == name }) {
                    let text = String(value)
                    fixed.append(QueryItemSpec(name: name, value: text.removingPercentEncoding ?? text, location: operation.keyLocation))
                }
                continue
            }
            let key = String(value[value.index(after: open)..<close])
            if let index = params.firstIndex(where: { ($0.placement == .path || $0.placement == .query) && $0.key == key }) {
                if params[index].placement == .path {
                    params[index].placement = .query
                    params[index].style = nil
                    params[index].explode = nil
                }
                params[index].key = name
            } else if !params.contains(where: { $0.placement == .query && $0.key == name }) {
                let swiftName = names.claim(SwiftIdentifier.legalized(SwiftIdentifier.lowerCamelCase(key), fallback: "value")).name
                warning("query parameter '\(key)' of the path is not declared; it is generated as a String", at: operation.keyLocation,
                        pointer: operation.site.pointer, notes: ["declare it under 'parameters' with 'in: query'"])
                params.append(ParamSpec(name: swiftName, placement: .query, type: .builtin(.string), key: name,
                                        location: operation.keyLocation))
            }
        }
        return fixed
    }

    /// Path text outside placeholders, without characters a path template cannot hold (a query or fragment
    /// written into the path, spaces, stray braces), percent-encoded.
    private static func cleanPathText(_ text: Substring) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "?", "#": return result
            case " ": result += "%20"
            case "\t", "\n", "\r", "{", "}": continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Servers given on a path or an operation: fine when they are the document's base URLs (documents without
    /// top-level servers often repeat them on every path, and the first such list became the base URLs); otherwise a
    /// warning, once per distinct list.
    private mutating func checkLocalServers(_ node: Node?, at site: OpenAPISite) {
        guard let node else { return }
        let urls = serverURLs(node, pointer: site.pointer, warn: false)
        guard !urls.isEmpty, urls != documentBaseURLs, reportedServerLists.insert(urls).inserted else { return }
        warning("these servers differ from the document's base URLs; apigen uses the document's for every operation",
                at: node.location, pointer: site.pointer, notes: ["point the client at them with APIClient(baseURL:) where needed"])
    }

    /// Swagger 2.0 `consumes` of an operation, or of the document.
    func swaggerConsumes(_ operation: Operation) -> [String] {
        let node = operation.node["consumes"] ?? Self.mapping(root)?["consumes"]
        return (Self.sequence(node) ?? []).compactMap(Self.string)
    }
}
