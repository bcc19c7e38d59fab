/// Parameters: path-level and operation-level merged (the operation wins), in path, query, header and cookie;
/// Swagger 2.0 `formData` and `body` parameters become the request body.
extension OpenAPIImport {
    /// Headers OpenAPI says to ignore as parameters: the client sets them itself.
    static let ignoredHeaders: Set<String> = ["accept", "content-type", "authorization"]

    mutating func parameters(
        _ operation: Operation, typePrefix: String, names: inout NameScope, formFields: inout [FieldSpec],
        bodyParameter: inout (node: Node.Mapping, site: OpenAPISite)?
    ) -> [ParamSpec] {
        // Resolve both lists; an operation parameter replaces a path-level one with the same name and location.
        // A replaced parameter leaves a hole (and the one replacing it goes last, where it is written); slots are found
        // by name and location, not by searching the list, which made 10,000 parameters 50 million comparisons.
        var slots: [(node: Node.Mapping, site: OpenAPISite, location: SourceLocation)?] = []
        var slotOf: [[String]: Int] = [:]
        let lists = [
            (operation.pathItem["parameters"], operation.pathItemSite.appending("parameters")),
            (operation.node["parameters"], operation.site.appending("parameters")),
        ]
        for (list, listSite) in lists {
            for (offset, item) in (Self.sequence(list) ?? []).enumerated() {
                let itemSite = listSite.appending(String(offset))
                guard let (node, site) = dereference(item, at: itemSite), case .mapping(let parameter) = node else { continue }
                // One without a name or a location replaces none and none replaces it: each is reported.
                if let name = Self.text(parameter["name"]), let placement = Self.text(parameter["in"]) {
                    if let replaced = slotOf[[name, placement]] { slots[replaced] = nil }
                    slotOf[[name, placement]] = slots.count
                }
                slots.append((parameter, site, item.location))
            }
        }
        let resolved = slots.compactMap { $0 }
        var result: [ParamSpec] = []
        // Header names ignore case: `X-Boo` and `x-boo` are one header, which a request can send only once.
        var headers: [String: String] = [:]
        for (parameter, site, location) in resolved {
            guard let key = Self.text(parameter["name"]), let placementText = Self.text(parameter["in"]) else {
                error("a parameter needs 'name' and 'in'", at: location, pointer: site.pointer)
                continue
            }
            guard !key.isEmpty else {
                warning("this parameter's 'name' is empty, so no request can send it; it is left out",
                        at: parameter["name"]?.location ?? location, pointer: site.pointer,
                        notes: ["write the name the server reads"])
                continue
            }
            if placementText == "header", !Self.ignoredHeaders.contains(key.lowercased()) {
                if let first = headers[key.lowercased()] {
                    warning("header parameter '\(key)' is the same header as '\(first)' (header names ignore case); it is left out",
                            at: parameter["name"]?.location ?? location, pointer: site.pointer,
                            notes: ["declare the header once"])
                    continue
                }
                headers[key.lowercased()] = key
            }
            let placement: ParamSpec.Placement
            switch placementText {
            case "path": placement = .path
            case "query": placement = .query
            case "header":
                if Self.ignoredHeaders.contains(key.lowercased()) { continue }
                placement = .header
            case "cookie": placement = .cookie
            case "body":
                bodyParameter = (parameter, site)
                continue
            case "formData":
                let name = names.claim(SwiftIdentifier.legalized(SwiftIdentifier.lowerCamelCase(key), fallback: "value")).name
                var type = swaggerParameterType(parameter, at: site, hint: typePrefix + Self.typeName(key), use: .multipartField)
                if Self.bool(parameter["required"]) != true { type = Self.optional(type) }
                formFields.append(FieldSpec(name: name, type: type, key: key, description: Self.documentation(parameter), location: location))
                continue
            default:
                error("unknown parameter location '\(placementText)'", at: parameter["in"]?.location ?? location, pointer: site.pointer,
                      notes: ["use path, query, header or cookie"])
                continue
            }
            result.append(parameterSpec(parameter, key: key, placement: placement, at: site, location: location,
                                        typePrefix: typePrefix, names: &names))
        }
        return result
    }

    private mutating func parameterSpec(
        _ parameter: Node.Mapping, key: String, placement: ParamSpec.Placement, at site: OpenAPISite, location: SourceLocation,
        typePrefix: String, names: inout NameScope
    ) -> ParamSpec {
        let name = names.claim(SwiftIdentifier.legalized(SwiftIdentifier.lowerCamelCase(key), fallback: "value")).name
        let hint = typePrefix + Self.typeName(key)
        var type: TypeRef
        var schemaNode: Node?
        if version == .swagger2 {
            type = swaggerParameterType(parameter, at: site, hint: hint, use: .parameter)
            schemaNode = .mapping(parameter)
        } else if let schema = parameter["schema"] {
            type = self.type(of: schema, at: site.appending("schema"), hint: hint, use: .parameter)
            schemaNode = schema
        } else if let content = Self.entries(parameter["content"]).first {
            // A parameter serialised as a media type (usually JSON): sent as the text the caller encodes.
            warning("parameter '\(key)' is serialised as '\(content.key)'; it is generated as a String the caller encodes",
                    at: content.keyLocation, pointer: site.appending("content").pointer)
            type = .builtin(.string)
        } else {
            type = .builtin(.string)
        }
        var spec = ParamSpec(name: name, placement: placement, type: type, key: key, description: Self.documentation(parameter),
                             location: location)
        let isDeepObject = placement == .query && Self.text(parameter["style"]) == ParamSpec.Style.deepObject.rawValue
        spec.type = parameterValueType(type, placement: placement, deepObject: isDeepObject, key: key, at: site, location: location)
        if placement == .path {
            spec.type = spec.type.unwrapped
        } else if Self.bool(parameter["required"]) != true {
            spec.type = Self.optional(spec.type)
        }
        applyStyle(parameter, to: &spec, at: site)
        if let schemaNode, let schema = resolvedMapping(schemaNode, at: site) {
            spec.defaultValue = defaultValue(schema["default"], type: spec.type, ofParameter: true, at: site)
            if spec.defaultValue == .null { spec.defaultValue = nil }
        }
        if Self.bool(parameter["deprecated"]) == true {
            spec.description = [spec.description, "Deprecated."].compactMap { $0 }.joined(separator: "\n\n")
        }
        return spec
    }

    /// Parameters carry simple values, lists of them, and (in the query) dictionaries of them. Anything richer is
    /// sent as text the caller encodes, with a warning.
    private mutating func parameterValueType(
        _ type: TypeRef, placement: ParamSpec.Placement, deepObject: Bool, key: String, at site: OpenAPISite, location: SourceLocation
    ) -> TypeRef {
        let base = type.unwrapped
        // A union (`index`: a name or a list of names) is sendable when its variants are; it may still be pending.
        if !base.referencedModels.isEmpty { buildPendingModels() }
        if isSimpleParameterType(base) { return type }
        if case .array(let element) = base, isSimpleParameterType(element.unwrapped) {
            return element.isOptional ? .array(element.unwrapped) : type
        }
        // In deepObject style a model, a union or a list of them is sent as `name[key]=value` pairs, typed (Stripe's
        // `created: { gte: 1700000000 }` or a timestamp); free-form objects stay text dictionaries, as below.
        if deepObject, !base.mentions(.file), !base.mentions(.data) {
            switch base {
            case .model, .array: return type
            case .dictionary(let value) where !isSimpleParameterType(value.unwrapped) && value.unwrapped != .builtin(.json): return type
            default: break
            }
        }
        // Objects in the query, a path or a header are dictionaries, written in the parameter's style (`deepObject`:
        // `filter[role]=admin`; `simple`: `role,admin`). Cookies have no object style apigen writes.
        let takesObjects = placement != .cookie
        // A free-form object (`type: object`, files.com's `filter` and `sort_by`): entries whose values are text the
        // caller writes, sent in the parameter's style like any dictionary (`deepObject`: `filter[path]=a`).
        if takesObjects, case .dictionary(let value) = base, value.unwrapped == .builtin(.json) {
            return .dictionary(.builtin(.string))
        }
        if takesObjects, case .dictionary(let value) = base, isSimpleParameterType(value.unwrapped) {
            return .dictionary(value.unwrapped)
        }
        if takesObjects, case .model(let name) = base, let properties = builtObjectProperties(name) {
            if properties.allSatisfy({ isSimpleParameterType($0.type.unwrapped) }) {
                return type.isOptional ? .optional(.dictionary(.builtin(.string))) : .dictionary(.builtin(.string))
            }
        }
        if case .array(let element) = base {
            // A list stays a list (`?project=1&project=2` must stay possible); each element is text the caller writes.
            warning("parameter '\(key)' has elements apigen cannot send as a \(placement.rawValue) parameter ('\(element.unwrapped)'); "
                    + "it is generated as [String]", at: location, pointer: site.pointer, notes: ["write each element as text"])
            return type.isOptional ? .optional(.array(.builtin(.string))) : .array(.builtin(.string))
        }
        warning("parameter '\(key)' has a type apigen cannot send as a \(placement.rawValue) parameter ('\(base)'); it is generated as a String",
                at: location, pointer: site.pointer, notes: ["encode the value yourself, e.g. as JSON"])
        return type.isOptional ? .optional(.builtin(.string)) : .builtin(.string)
    }

    /// Simple values, enums, and unions of simple values or lists of them (the generated union is a `ParameterValue`:
    /// Elasticsearch's `expand_wildcards` is one value or a list, its `timeout` a duration text or `-1`).
    func isSimpleParameterType(_ type: TypeRef) -> Bool {
        var visiting: Set<String> = []
        return isSimpleParameterType(type, visiting: &visiting)
    }

    private func isSimpleParameterType(_ type: TypeRef, visiting: inout Set<String>) -> Bool {
        switch type {
        case .builtin(let builtin):
            return BuiltinType.parameterValues.contains(builtin)
        case .model(let name):
            if enumValues[name] != nil { return true }
            // The same rule as the code generator's (`CodeModelBuilder.parameterUnions`): a union inside itself is not one.
            guard let variants = builtUnions[name], !variants.isEmpty, visiting.insert(name).inserted else { return false }
            defer { visiting.remove(name) }
            return variants.allSatisfy { isSimpleParameterType($0, visiting: &visiting) }
        case .optional(let inner), .array(let inner):
            // Only inside a union: a parameter's own list is handled by the caller.
            return !visiting.isEmpty && isSimpleParameterType(inner, visiting: &visiting)
        default:
            return false
        }
    }

    /// The properties of an object model, building the models waiting to be built first.
    mutating func builtObjectProperties(_ name: String) -> [PropertySpec]? {
        buildPendingModels()
        return objectProperties(name)
    }

    /// The properties of an object model built so far.
    func objectProperties(_ name: String) -> [PropertySpec]? {
        builtObjects[name]
    }

    /// `style`/`explode` (3.x) or `collectionFormat` (2.0).
    private mutating func applyStyle(_ parameter: Node.Mapping, to spec: inout ParamSpec, at site: OpenAPISite) {
        // Swagger 2.0 arrays without a collectionFormat are comma-separated (`csv` is the default there).
        let collectionFormat = Self.text(parameter["collectionFormat"])
            ?? (version == .swagger2 && spec.placement != .path && isCollection(spec.type) ? "csv" : nil)
        if let format = collectionFormat {
            // Comma-separated is the only list format every placement has; the others are query styles in OpenAPI 3
            // (a path or header parameter with `ssv` would be refused by `apigen import`'s own spec).
            let commaSeparated: ParamSpec.Style = spec.placement == .query || spec.placement == .cookie ? .form : .simple
            let inQuery = spec.placement == .query
            switch format {
            case "csv": (spec.style, spec.explode) = (commaSeparated, false)
            case "ssv" where inQuery: (spec.style, spec.explode) = (.spaceDelimited, false)
            case "pipes" where inQuery: (spec.style, spec.explode) = (.pipeDelimited, false)
            case "multi" where inQuery: (spec.style, spec.explode) = (.form, true)
            default:
                let reason = ["ssv", "pipes", "multi"].contains(format)
                    ? "applies only to query parameters" : "is not supported"
                warning("collectionFormat '\(format)' \(reason); values are sent comma-separated",
                        at: parameter["collectionFormat"]?.location ?? spec.location, pointer: site.pointer)
                (spec.style, spec.explode) = (commaSeparated, false)
            }
            if case .array = spec.type.unwrapped {} else { (spec.style, spec.explode) = (nil, nil) }
            return
        }
        let explode = Self.bool(parameter["explode"])
        guard let styleText = Self.text(parameter["style"]) else {
            spec.explode = isCollection(spec.type) ? explode : nil
            return
        }
        guard let style = ParamSpec.Style(rawValue: styleText) else {
            warning("parameter style '\(styleText)' is not supported; the default style of a \(spec.placement.rawValue) parameter is used",
                    at: parameter["style"]?.location ?? spec.location, pointer: site.pointer)
            return
        }
        // `label` and `matrix` change how any path value is written (`.5`, `;id=5`); `explode` only joins or repeats a list.
        if spec.placement == .path, style == .label || style == .matrix {
            spec.style = style
            spec.explode = isCollection(spec.type) ? explode : nil
            return
        }
        if style == .label || style == .matrix {
            warning("style '\(styleText)' applies only to path parameters; the default style of a \(spec.placement.rawValue) parameter is used",
                    at: parameter["style"]?.location ?? spec.location, pointer: site.pointer)
            return
        }
        // deepObject also writes models and lists (`created[gte]=1`, `expand[0]=a`); the type kept them for it. A union
        // is written as the value it holds: Stripe's `cancel_at` (a timestamp or `now`) as `cancel_at=now`.
        let isDeepObjectValue = style == .deepObject && spec.placement == .query && {
            switch spec.type.unwrapped {
            case .array, .dictionary: true
            case .model(let name): builtUnions[name] != nil || !isSimpleParameterType(.model(name))
            default: false
            }
        }()
        guard isCollection(spec.type) || isDeepObjectValue else { return }  // other styles only change how lists and maps are written
        let allowed: Bool = switch (style, spec.placement, spec.type.unwrapped) {
        case (.form, .query, _), (.form, .cookie, _), (.simple, .path, _), (.simple, .header, _): true
        case (.spaceDelimited, .query, .array), (.pipeDelimited, .query, .array), (.deepObject, .query, .dictionary): true
        case (.deepObject, .query, _) where isDeepObjectValue: true
        // A union that may hold a list (`isCollection` let only sendable unions through).
        case (.spaceDelimited, .query, .model), (.pipeDelimited, .query, .model): true
        default: false
        }
        guard allowed else {
            warning("style '\(styleText)' does not apply to this \(spec.placement.rawValue) parameter; its default style is used",
                    at: parameter["style"]?.location ?? spec.location, pointer: site.pointer)
            return
        }
        spec.style = style
        // deepObject is always exploded; `explode: false` there means nothing (and the native spec refuses it).
        spec.explode = style == .deepObject ? nil : explode
    }

    /// Lists, dictionaries, and unions sent as parameters (which may hold a list: `explode: false` joins it).
    private func isCollection(_ type: TypeRef) -> Bool {
        switch type.unwrapped {
        case .array, .dictionary: true
        case .model(let name): builtUnions[name] != nil && isSimpleParameterType(type.unwrapped)
        default: false
        }
    }

    /// A Swagger 2.0 non-body parameter's type: `type`/`format`/`items` sit on the parameter itself.
    mutating func swaggerParameterType(_ parameter: Node.Mapping, at site: OpenAPISite, hint: String, use: SchemaUse) -> TypeRef {
        if let schema = parameter["schema"] { return type(of: schema, at: site.appending("schema"), hint: hint, use: use) }
        var entries = parameter.entries.filter { entry in
            guard let key = Self.text(entry.key) else { return false }
            return !["name", "in", "required", "description", "allowEmptyValue", "collectionFormat", "x-nullable"].contains(key)
        }
        if Self.text(parameter["type"]) == "file" {
            return use == .multipartField ? .builtin(.file) : .builtin(.data)
        }
        entries.removeAll { Self.text($0.key) == "nullable" }
        return type(of: .mapping(Node.Mapping(entries, location: parameter.location)), at: site, hint: hint, use: use)
    }
}
