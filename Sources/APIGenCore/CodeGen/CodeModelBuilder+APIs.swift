extension CodeModelBuilder {
    mutating func buildAPIs(classNames: [String]) -> [APICode] {
        var methods = NameScope(reserved: ["client", "defaultBaseURLs", "init"])
        var result: [APICode] = []
        for (endpoint, className) in zip(spec.endpoints, classNames) {
            let base = Self.memberName(endpoint.name, fallback: "request")
            let claimed = methods.claim(base)
            if claimed.renamed {
                diagnostics.append(.warning(
                    "endpoint '\(endpoint.name)' would generate the service method '\(base)', which is already taken; it is generated as '\(claimed.name)'",
                    at: endpoint.location))
            }
            var api = buildAPI(endpoint, className: className, methodName: SwiftIdentifier.escaped(claimed.name))
            if api.nextPageArguments != nil {
                if case .array = endpoint.response.unwrapped, !endpoint.response.isOptional {
                    api.pagesMethodName = SwiftIdentifier.escaped(methods.claim(claimed.name + "Pages").name)
                } else {
                    diagnostics.append(.warning(
                        "paging needs an array response to iterate pages; only 'nextPage()' is generated",
                        at: endpoint.paging?.location ?? endpoint.location))
                }
            }
            result.append(api)
        }
        return result
    }

    private mutating func buildAPI(_ endpoint: EndpointSpec, className: String, methodName: String) -> APICode {
        checkReferences(endpoint.response, at: endpoint.location)
        var labels = NameScope(reserved: [])
        var stored = NameScope(reserved: SwiftKeywords.baseAPIMembers)
        var api = APICode(
            className: className, methodName: methodName, responseType: swiftType(endpoint.response),
            method: "." + endpoint.method.rawValue.lowercased(), pathExpression: "")
        api.discardableResult = endpoint.response == .builtin(.empty)
        api.docLines = SwiftLiteral.docLines(endpoint.description)
        api.availability = Self.availability(endpoint.deprecated)

        var storedByParam: [String: String] = [:]
        var cookieItems: [String] = []
        api.queryItems = endpoint.query.map { "QueryItem(\(SwiftLiteral.string($0.name)), \(SwiftLiteral.string($0.value)))" }
        for param in endpoint.params {
            checkReferences(param.type, at: param.location)
            let isDeepObjectQuery = param.placement == .query && param.style == .deepObject
                && !Self.mentionsFile(param.type) && !param.type.mentions(.data)
            if !isParameterValue(param.type), !([.query, .path, .header].contains(param.placement) && isParameterDictionary(param.type)),
               !isDeepObjectQuery {
                diagnostics.append(.error(
                    "a \(param.placement.rawValue) parameter cannot have type '\(param.type)'",
                    at: param.location, notes: [Self.parameterTypeHint]))
            }
            let parameter = addParameter(
                named: param.name, type: param.type, defaultValue: param.defaultValue, docLines: SwiftLiteral.docLines(param.description),
                location: param.location, labels: &labels, stored: &stored, api: &api)
            storedByParam[param.name] = parameter.storedName
            let key = SwiftLiteral.string(param.key)
            let value = SwiftIdentifier.escaped(parameter.storedName)
            switch param.placement {
            case .path: break
            case .query: api.queryItems.append(queryItemExpression(param, key: key, value: value))
            case .header where isParameterDictionary(param.type):
                api.headerItems.append("HTTPHeader(\(key), entries: \(value)\(param.explode == true ? ", explode: true" : ""))")
            case .header: api.headerItems.append("HTTPHeader(\(key), \(value))")
            case .cookie: cookieItems.append("QueryItem(\(key), \(value))")
            }
        }
        if !cookieItems.isEmpty { api.headerItems.append(Self.cookieHeaderExpression(cookieItems)) }
        // A JSON body's own content type goes first, so that a `Content-Type` the spec lists under `headers` wins.
        api.headerItems = (endpoint.body.flatMap(Self.contentTypeHeader).map { [$0] } ?? [])
            + endpoint.headers.map { "HTTPHeader(\(SwiftLiteral.string($0.name)), \(SwiftLiteral.string($0.value)))" }
            + api.headerItems
        api.baseHeaderItems = spec.headers.map { "HTTPHeader(\(SwiftLiteral.string($0.name)), \(SwiftLiteral.string($0.value)))" }
        if let body = endpoint.body {
            addBody(body, labels: &labels, stored: &stored, api: &api)
        }
        api.pathExpression = pathExpression(endpoint, storedByParam: storedByParam)
        // The class keeps its own copy of the spec's URLs rather than reading `<Service>.defaultBaseURLs`:
        // naming the service type made its getter the slowest body of every API file (~25 ms each, as the
        // whole service was resolved; see docs/Performance.md §4).
        api.baseURLsExpression = spec.baseURLs.isEmpty ? nil : "Self.defaultBaseURLs"
        api.baseURLLiterals = spec.baseURLs.map(SwiftLiteral.string)
        api.timeoutLiteral = endpoint.timeout.flatMap(SwiftLiteral.number)
        // `Empty` expects no body, so the envelope's default data keypath does not apply to it.
        let envelopeData = endpoint.response == .builtin(.empty) ? nil : spec.envelope?.data
        if let keyPath = endpoint.keypath ?? envelopeData, !keyPath.isEmpty {
            api.keyPathLiteral = SwiftLiteral.string(keyPath)
        }
        api.envelopeExpression = spec.envelope.map(Self.envelopeExpression)
        api.stubLiteral = endpoint.stub.map(SwiftLiteral.string)
        switch endpoint.responseEncoding {
        case .json: break
        case .text, .binary: api.responseEncodingCase = "." + endpoint.responseEncoding.rawValue
        case .file:
            // The API still answers `send` with the bytes; the service downloads to a file.
            api.responseEncodingCase = ".binary"
            api.isDownload = true
        }
        api.errorModel = buildErrorModel(endpoint, className: className)
        if let paging = endpoint.paging {
            let next = nextPageArguments(paging, endpoint: endpoint, api: api)
            api.nextPageArguments = next?.arguments
            api.currentPageExpression = next?.currentPage
        }
        // When a spec argument is itself called `tag`, `completion` or `isolation`, the method's own arguments keep their
        // labels and take an internal name no spec argument uses.
        let parameterLabels = Set(api.parameters.map(\.label.trimmingBackticks))
        func internalName(_ base: String) -> String {
            var name = base
            var suffix = 2
            while parameterLabels.contains(name) {
                name = base + String(suffix)
                suffix += 1
            }
            return name
        }
        api.tagParameterName = parameterLabels.contains("tag") ? "tag " + internalName("requestTag") : "tag"
        api.completionParameterName = parameterLabels.contains("completion")
            ? "completion " + internalName("completionHandler") : "completion"
        api.isolationParameterName = parameterLabels.contains("isolation")
            ? "isolation " + internalName("callerIsolation") : "isolation"
        api.destinationParameterName = "to " + internalName("destination")
        api.progressParameterName = parameterLabels.contains("progress") ? "progress " + internalName("progressHandler") : "progress"
        return api
    }

    /// Adds an initializer parameter and its stored property; returns the parameter.
    private mutating func addParameter(
        named specName: String, type: TypeRef, defaultValue: DefaultValue?, docLines: [String], location: SourceLocation,
        labels: inout NameScope, stored: inout NameScope, api: inout APICode
    ) -> ParameterCode {
        let base = Self.memberName(specName, fallback: "value")
        let label = labels.claim(base)
        if label.renamed {
            diagnostics.append(.warning(
                "parameter '\(specName)' would be named '\(base)', which is already taken; it is generated as '\(label.name)'",
                at: location, notes: ["rename it in the spec (keep the wire name with 'key:')"]))
        }
        let storedName = stored.claim(SwiftKeywords.baseAPIMembers.contains(label.name) ? label.name + "Value" : label.name).name
        var literal = defaultLiteral(defaultValue, for: type, at: location)
        if literal == nil, type.isOptional { literal = "nil" }
        let swiftType = swiftType(type)
        let parameter = ParameterCode(
            label: SwiftIdentifier.escaped(label.name), type: swiftType, defaultValue: literal,
            storedName: SwiftIdentifier.escaped(storedName))
        api.parameters.append(parameter)
        api.storedProperties.append(StoredPropertyCode(name: SwiftIdentifier.escaped(storedName), type: swiftType, docLines: docLines))
        return parameter
    }

    private mutating func addBody(_ body: BodySpec, labels: inout NameScope, stored: inout NameScope, api: inout APICode) {
        switch body.content {
        case .type(let type):
            checkReferences(type, at: body.location)
            let isRaw = body.encoding == .binary || body.encoding == .text
            if !(body.encoding == .json || isRaw) || Self.mentionsFile(type) {
                diagnostics.append(.error(
                    "a body given as one 'type' must use JSON, binary or text encoding and cannot contain 'File'",
                    at: body.location, notes: ["list form and multipart bodies under 'fields:'"]))
            }
            let parameter = addParameter(
                named: "body", type: type, defaultValue: nil, docLines: [], location: body.location,
                labels: &labels, stored: &stored, api: &api)
            let value = SwiftIdentifier.escaped(parameter.storedName)
            if isRaw {
                api.bodyExpression = Self.rawBodyExpression(body, type: type, value: value)
            } else {
                api.bodyExpression = type.isOptional ? "\(value).map { RequestBody.json($0) }" : ".json(\(value))"
            }
        case .fields(let fields):
            var items: [String] = []
            var jsonProperties: [JSONBodyPropertyCode] = []
            var jsonNames = NameScope(reserved: [])
            for field in fields {
                checkReferences(field.type, at: field.location)
                checkField(field, encoding: body.encoding)
                let parameter = addParameter(
                    named: field.name, type: field.type, defaultValue: nil, docLines: SwiftLiteral.docLines(field.description),
                    location: field.location, labels: &labels, stored: &stored, api: &api)
                let value = SwiftIdentifier.escaped(parameter.storedName)
                let key = SwiftLiteral.string(field.key)
                switch body.encoding {
                case .form:
                    // Models, dictionaries and lists of them go as `name[key]=value` pairs (OpenAPI's deepObject); a
                    // free-form `JSON` value, or a list of them, as the text of each value, like a parameter.
                    let isPlain = isParameterValue(field.type) && field.style != .deepObject
                    items.append(isPlain ? "FormField(\(key), \(value))" : "FormField(\(key), deepObject: \(value))")
                case .multipart:
                    // Simple values and files are plain parts; anything else (models, lists and dictionaries of
                    // them, and free-form `JSON`, which a part can carry as what it is) one JSON part.
                    let isPlain = (isParameterValue(field.type) && !field.type.mentions(.json)) || field.type.unwrapped == .builtin(.file)
                    items.append(isPlain ? "MultipartPart(\(key), \(value))" : "MultipartPart(\(key), json: \(value))")
                case .json:
                    let bare = jsonNames.claim(Self.memberName(field.name, fallback: "value")).name
                    jsonProperties.append(JSONBodyPropertyCode(
                        name: SwiftIdentifier.escaped(bare), type: parameter.type, keyLiteral: key, keyDiffers: field.key != bare))
                    items.append("\(ParameterCode.callLabel(for: bare)): \(value)")
                case .binary, .text:
                    // The decoder only lets raw bodies have one `type`; a spec built in code may still try fields.
                    diagnostics.append(.error(
                        "a \(body.encoding.rawValue) body is one value, not fields", at: body.location,
                        notes: ["give the body 'type: Data' (binary) or 'type: String' (text)"]))
                }
            }
            switch body.encoding {
            case .form, .multipart:
                let kind = "." + body.encoding.rawValue
                api.bodyExpression = "\(kind)([\(items.joined(separator: ", "))])"
                api.bodyList = BodyListCode(kind: kind, items: items)
            case .json:
                api.jsonBody = JSONBodyCode(properties: jsonProperties, needsCodingKeys: jsonProperties.contains(where: \.keyDiffers))
                api.bodyExpression = ".json(JSONBody(\(items.joined(separator: ", "))))"
                api.bodyList = BodyListCode(kind: ".json", items: items)
            case .binary, .text:
                break
            }
        }
    }

    /// What a path, query, header or cookie parameter, or a form field, may be.
    static let parameterTypeHint = "use \(BuiltinType.parameterValueNames), an enum model, "
        + "a union model of those (not holding an object or itself), or an optional or array of them"

    private mutating func checkField(_ field: FieldSpec, encoding: BodySpec.Encoding) {
        let allowed: Bool
        switch (encoding, field.type) {
        case (.multipart, .builtin(.file)), (.multipart, .optional(.builtin(.file))): allowed = true
        case (.json, _): allowed = !Self.mentionsFile(field.type)
        case (.multipart, _): allowed = !Self.mentionsFile(field.type) && field.type.unwrapped != .builtin(.data)
        case (.form, _): allowed = !Self.mentionsFile(field.type) && !field.type.mentions(.data)
        default: allowed = isParameterValue(field.type)
        }
        guard !allowed else { return }
        let hint = switch encoding {
        case .json: "'File' is only allowed in multipart bodies"
        case .multipart: "a multipart field holds one File or File? (send bytes as a File); others are simple values or models, sent as JSON"
        case .form: "a form field holds simple values or lists of them, or models, lists and dictionaries, sent as name[key]=value pairs"
        default: Self.parameterTypeHint
        }
        diagnostics.append(.error("a \(encoding.rawValue) body field cannot have type '\(field.type)'", at: field.location, notes: [hint]))
    }
}
