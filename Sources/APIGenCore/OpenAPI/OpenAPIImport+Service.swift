import Foundation

/// The document's header: service name and description, servers, security schemes, apigen's vendor extensions.
extension OpenAPIImport {
    func serviceName(_ top: Node.Mapping) -> String {
        if let name = Self.string(top["x-apigen-service"]), !name.isEmpty { return name }
        if let name = options.serviceName, !name.isEmpty { return name }
        return OpenAPIImporter.serviceName(forFile: file)
    }

    func serviceDescription(_ top: Node.Mapping) -> String? {
        guard let info = Self.mapping(top["info"]) else { return nil }
        var text = Self.documentation(info, summaryKey: "title")
        if let version = Self.text(info["version"]), !version.isEmpty {
            text = [text, "API version \(version)."].compactMap { $0 }.joined(separator: "\n\n")
        }
        return text
    }

    /// `servers` (variables replaced by their defaults) or Swagger's `schemes` + `host` + `basePath`.
    mutating func baseURLs(_ top: Node.Mapping) -> [String] {
        var urls: [String] = []
        if version == .swagger2 {
            let basePath = Self.string(top["basePath"]) ?? ""
            guard let host = Self.string(top["host"]) else {
                // The generated paths do not include the basePath: a base URL of just the host would miss it.
                warning("the document names no host; set the base URL at run time with APIClient(baseURL:)", at: root.location, pointer: "",
                        notes: Self.basePathNote(basePath))
                return []
            }
            var schemes = (Self.sequence(top["schemes"]) ?? []).compactMap(Self.string).filter { $0 == "https" || $0 == "http" }
            if schemes.isEmpty { schemes = ["https"] }
            urls = schemes.sorted { $0 == "https" && $1 != "https" }.map { "\($0)://\(host)\(basePath)" }
            // A host or basePath with spaces or quotes in it (swagger-codegen's injection tests) makes no URL.
            if let bad = urls.first(where: { !SpecDocumentDecoder.isAbsoluteHTTPURL($0) }) {
                warning("'host' and 'basePath' make '\(bad)', which is not an absolute http(s) URL; it is left out",
                        at: top["host"]?.location ?? root.location, pointer: "/host",
                        notes: ["set the base URL at run time with APIClient(baseURL:)"] + Self.basePathNote(basePath))
                return []
            }
        } else if top["servers"] != nil {
            urls = serverURLs(top["servers"], pointer: "/servers", warn: true)
        } else {
            // No document-level servers: the first path (or operation) that lists some speaks for the document.
            for entry in Self.entries(top["paths"]) {
                guard let item = Self.mapping(entry.value) else { continue }
                let found = [item["servers"]] + Self.methods.map { Self.mapping(item[$0])?["servers"] }
                if let servers = found.compactMap({ $0 }).first {
                    urls = serverURLs(servers, pointer: "/paths/\(Self.escape(entry.key))/servers", warn: true)
                    break
                }
            }
        }
        documentBaseURLs = normalizedBaseURLs(urls)
        return documentBaseURLs
    }

    /// The absolute URLs of a `servers` list with their variables replaced by their defaults.
    mutating func serverURLs(_ node: Node?, pointer: String, warn: Bool) -> [String] {
        var urls: [String] = []
        for (offset, server) in (Self.sequence(node) ?? []).enumerated() {
            guard case .mapping(let mapping) = server, var url = Self.string(mapping["url"]) else { continue }
            for variable in Self.entries(mapping["variables"]) {
                let value = Self.mapping(variable.value).flatMap { Self.text($0["default"]) } ?? ""
                url = url.replacingOccurrences(of: "{\(variable.key)}", with: value)
            }
            if url.contains("{"), SpecDocumentDecoder.isAbsoluteHTTPURL(Self.withoutTemplates(url)) {
                if warn {
                    let names = Self.templateNames(url).map { "'\($0)'" }.joined(separator: ", ")
                    warning("server URL '\(url)' uses variables not declared in its 'variables' (\(names)); it is left out",
                            at: server.location, pointer: "\(pointer)/\(offset)",
                            notes: ["declare each variable with a default under the server's 'variables', or set the base URL at run "
                                + "time with APIClient(baseURL:)"])
                }
                continue
            }
            guard SpecDocumentDecoder.isAbsoluteHTTPURL(url), !url.contains("{") else {
                if warn {
                    warning("server URL '\(url)' is not an absolute http(s) URL; it is left out", at: server.location,
                            pointer: "\(pointer)/\(offset)",
                            notes: ["set the base URL at run time with APIClient(baseURL:)"] + Self.basePathNote(url.hasPrefix("/") ? url : ""))
                }
                continue
            }
            urls.append(url)
        }
        return normalizedBaseURLs(urls)
    }

    /// The names of a URL's `{…}` templates, in order.
    static func templateNames(_ url: String) -> [String] {
        var names: [String] = []
        var rest = Substring(url)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// The URL with every `{…}` template replaced by `x`, to judge its shape.
    static func withoutTemplates(_ url: String) -> String {
        var result = ""
        var inTemplate = false
        for character in url {
            switch character {
            case "{":
                inTemplate = true
                result.append("x")
            case "}":
                inTemplate = false
            default:
                if !inTemplate { result.append(character) }
            }
        }
        return result
    }

    /// A relative server URL or a basePath is a prefix the generated paths leave out: the base URL set at run time must
    /// end with it, or every request misses it.
    static func basePathNote(_ path: String) -> [String] {
        var path = path
        if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<cut]) }
        while path.hasSuffix("/") { path.removeLast() }
        guard path.hasPrefix("/") else { return [] }
        return ["the paths are relative to '\(path)': end the base URL with it, e.g. https://api.example.com\(path)"]
    }

    /// Without a query, fragment or trailing slash (paths start with one), each URL once.
    private func normalizedBaseURLs(_ urls: [String]) -> [String] {
        var seen: Set<String> = []
        return urls.compactMap { url in
            var url = url
            if let cut = url.firstIndex(where: { $0 == "?" || $0 == "#" }) { url = String(url[..<cut]) }
            while url.hasSuffix("/") { url.removeLast() }
            return seen.insert(url).inserted ? url : nil
        }
    }

    /// `components.securitySchemes` (3.x) or `securityDefinitions` (2.0).
    mutating func securitySchemes(_ top: Node.Mapping) -> [SecuritySchemeSpec] {
        let container = version == .swagger2 ? top["securityDefinitions"] : Self.mapping(top["components"])?["securitySchemes"]
        let containerPointer = version == .swagger2 ? "/securityDefinitions" : "/components/securitySchemes"
        var result: [SecuritySchemeSpec] = []
        for entry in Self.entries(container) {
            let site = OpenAPISite(file: file, pointer: containerPointer).appending(entry.key)
            guard let (node, _) = dereference(entry.value, at: site), case .mapping(let scheme) = node else { continue }
            let description = Self.string(scheme["description"])
            let kind: SecuritySchemeSpec.Kind
            switch (Self.text(scheme["type"]) ?? "", Self.text(scheme["scheme"])?.lowercased()) {
            case ("http", "bearer"), ("oauth2", _), ("openIdConnect", _):
                kind = .bearer
            case ("http", "basic"), ("basic", _):
                kind = .basic
            case ("apiKey", _):
                let placement: ParamSpec.Placement
                switch Self.text(scheme["in"]) {
                case "query": placement = .query
                case "cookie": placement = .cookie
                default: placement = .header
                }
                let name = Self.text(scheme["name"]) ?? entry.key
                // A header must be named by an HTTP token; a query item or cookie can be named by anything but nothing.
                if placement == .header, !name.isEmpty, !SpecDocumentDecoder.isHeaderName(name) {
                    warning("security scheme '\(entry.key)' sends its key in the header '\(name)', which is not a valid header name; it is left out",
                            at: scheme["name"]?.location ?? entry.keyLocation, pointer: site.appending("name").pointer,
                            notes: ["header names are tokens such as X-API-Key"])
                    continue
                }
                guard !name.isEmpty else {
                    warning("security scheme '\(entry.key)' has an empty 'name', so no request can send its key; it is left out",
                            at: scheme["name"]?.location ?? entry.keyLocation, pointer: site.appending("name").pointer,
                            notes: ["write the name of the header, query item or cookie that carries the key"])
                    continue
                }
                kind = .apiKey(placement: placement, name: name)
            default:
                warning("security scheme '\(entry.key)' is not supported; configure it with your own RequestInterceptor",
                        at: entry.keyLocation, pointer: site.pointer)
                continue
            }
            result.append(SecuritySchemeSpec(name: entry.key, kind: kind, description: description, location: entry.keyLocation))
        }
        return result
    }

    /// `x-apigen-envelope` at the top level, read exactly like a native `envelope`.
    mutating func envelope(_ top: Node.Mapping) -> EnvelopeSpec? {
        guard let node = top["x-apigen-envelope"] else { return nil }
        var decoder = SpecDocumentDecoder(file: file)
        let envelope = decoder.decodeEnvelope(node, key: Self.entries(.mapping(top)).first { $0.key == "x-apigen-envelope" }?.keyLocation ?? node.location)
        diagnostics += decoder.diagnostics
        return envelope
    }

    /// `x-apigen-optional-properties: true` at the top level: every object property is optional, for documents
    /// whose servers leave out properties the schemas call required.
    mutating func documentOptionalProperties(_ top: Node.Mapping) -> Bool {
        guard let node = top["x-apigen-optional-properties"] else { return false }
        guard let value = Self.bool(node) else {
            error("'x-apigen-optional-properties' must be true or false, found \(node.kindDescription)", at: node.location,
                  pointer: "/x-apigen-optional-properties")
            return false
        }
        return value
    }

    mutating func warnUnsupportedTopLevel(_ top: Node.Mapping) {
        if let webhooks = top["webhooks"], !Self.entries(webhooks).isEmpty {
            warning("webhooks are not supported; no client code is generated for them", at: webhooks.location, pointer: "/webhooks",
                    notes: ["webhooks are requests your server receives, not ones the client sends"])
        }
    }

    /// `x-apigen-keypath`, `x-apigen-paging`, `x-apigen-stub`, `x-apigen-timeout` on an operation, and the same
    /// settings from the config (which win).
    mutating func applyExtensions(_ operation: Operation, to endpoint: inout EndpointSpec) {
        let node = operation.node
        let site = operation.site
        var overrides = OpenAPIImporter.OperationOverrides()
        var locations: [String: SourceLocation] = [:]
        if let keypath = node["x-apigen-keypath"] {
            if let text = Self.string(keypath), SpecDocumentDecoder.keypathProblem(text) == nil {
                overrides.keypath = text
            } else {
                error("x-apigen-keypath must be a keypath such as 'data.items'", at: keypath.location, pointer: site.appending("x-apigen-keypath").pointer)
            }
        }
        if let paging = node["x-apigen-paging"] {
            let parameter = Self.string(paging) ?? Self.mapping(paging).flatMap { Self.string($0["param"]) }
            if let parameter { overrides.paging = parameter } else {
                error("x-apigen-paging must name the page parameter, e.g. 'x-apigen-paging: page'", at: paging.location,
                      pointer: site.appending("x-apigen-paging").pointer)
            }
            locations["paging"] = paging.location
        }
        if let stub = node["x-apigen-stub"] {
            if let text = Self.string(stub), !text.isEmpty, !text.hasPrefix("/") { overrides.stub = text } else {
                error("x-apigen-stub must be a relative path to a JSON file", at: stub.location, pointer: site.appending("x-apigen-stub").pointer)
            }
        }
        if let timeout = node["x-apigen-timeout"] {
            var value: Double?
            if case .scalar(let scalar) = timeout {
                switch scalar.value {
                case .int(let number): value = Double(number)
                case .float(let number): value = number
                default: value = nil
                }
            }
            if let value, value > 0, value.isFinite { overrides.timeout = value } else {
                error("x-apigen-timeout must be a positive number of seconds", at: timeout.location, pointer: site.appending("x-apigen-timeout").pointer)
            }
        }
        let configured = options.operations[Self.string(node["operationId"]) ?? ""] ?? options.operations[endpoint.name]
        endpoint.keypath = configured?.keypath ?? overrides.keypath
        endpoint.stub = configured?.stub ?? overrides.stub
        endpoint.timeout = configured?.timeout ?? overrides.timeout
        if let paging = configured?.paging ?? overrides.paging {
            let location = locations["paging"] ?? endpoint.location
            if let param = endpoint.params.first(where: { $0.key == paging || $0.name == paging }), param.type.unwrapped == .builtin(.int) {
                endpoint.params = endpoint.params.map { candidate in
                    var candidate = candidate
                    // Paging needs a page to start from: an optional page parameter starts at its default or 1.
                    if candidate.name == param.name, candidate.type.isOptional {
                        candidate.type = .builtin(.int)
                        if candidate.defaultValue == nil || candidate.defaultValue == .null { candidate.defaultValue = .int(1) }
                    }
                    return candidate
                }
                endpoint.paging = PagingSpec(param: param.name, location: location)
            } else {
                error("x-apigen-paging names '\(paging)', which is not an integer parameter of this operation", at: location,
                      pointer: site.pointer, notes: ["name the query parameter that holds the page number"])
            }
        }
    }
}
