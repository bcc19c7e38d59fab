/// Request bodies and responses: media types → body encodings and response types.
extension OpenAPIImport {
    /// How a media type is sent or read.
    enum MediaKind: Int, Comparable {
        // The order is the preference when an operation offers several.
        case json = 0, form, multipart, text, binary, xml

        static func < (lhs: MediaKind, rhs: MediaKind) -> Bool { lhs.rawValue < rhs.rawValue }

        init(_ mediaType: String) {
            let type = mediaType.split(separator: ";").first.map { $0.trimmingSpaces.lowercased() } ?? ""
            if type.contains("json") {
                self = .json
            } else if type == "application/x-www-form-urlencoded" {
                self = .form
            } else if type.hasPrefix("multipart/") {
                self = .multipart
            } else if type.hasPrefix("text/") && type != "text/xml" {
                self = .text
            } else if type.hasSuffix("/xml") || type.hasSuffix("+xml") {
                self = .xml
            } else {
                self = .binary
            }
        }
    }

    /// The preferred media type of a `content` map, and the others offered.
    func preferredMedia(_ content: Node?) -> (type: String, kind: MediaKind, node: Node, keyLocation: SourceLocation, others: [String])? {
        let entries = Self.entries(content)
        guard let best = entries.enumerated().min(by: { left, right in
            let (l, r) = (MediaKind(left.element.key), MediaKind(right.element.key))
            return l == r ? left.offset < right.offset : l < r
        }) else { return nil }
        let others = entries.map(\.key).filter { $0 != best.element.key }
        return (best.element.key, MediaKind(best.element.key), best.element.value, best.element.keyLocation, others)
    }

    /// A 3.x `requestBody`.
    mutating func body(
        _ node: Node, at site: OpenAPISite, typePrefix: String, names: inout NameScope, notes: inout String?
    ) -> BodySpec? {
        guard let (resolved, bodySite) = dereference(node, at: site), case .mapping(let requestBody) = resolved else { return nil }
        guard let media = preferredMedia(requestBody["content"]) else { return nil }
        if !media.others.isEmpty {
            let note = "The request body is sent as `\(media.type)`; the API also accepts \(media.others.map { "`\($0)`" }.joined(separator: ", "))."
            notes = [notes, note].compactMap { $0 }.joined(separator: "\n\n")
        }
        let mediaSite = bodySite.appending("content", media.type)
        let schemaNode = Self.mapping(media.node)?["schema"]
        let schemaSite = mediaSite.appending("schema")
        let location = media.keyLocation
        let contentType = sendableContentType(media.type, at: location, pointer: mediaSite.pointer)
        switch media.kind {
        case .json:
            let type = schemaNode.map { self.type(of: $0, at: schemaSite, hint: typePrefix + "Request") } ?? .builtin(.json)
            return BodySpec(encoding: .json, content: .type(type.unwrapped),
                            contentType: Self.isPlainJSON(media.type) ? nil : contentType, location: location)
        case .form, .multipart:
            let encoding: BodySpec.Encoding = media.kind == .form ? .form : .multipart
            var fields = formFields(schemaNode, at: schemaSite, encoding: encoding, typePrefix: typePrefix, names: &names, location: location)
            if encoding == .form { applyDeepObjectEncoding(Self.mapping(media.node)?["encoding"], to: &fields) }
            return BodySpec(encoding: encoding, content: .fields(fields), location: location)
        case .text:
            return BodySpec(encoding: .text, content: .type(.builtin(.string)),
                            contentType: media.type.lowercased().hasPrefix("text/plain") ? nil : contentType, location: location)
        case .binary where schemaNode.map({ isStructured($0, at: schemaSite) }) ?? false:
            // `*/*` (or another catch-all) with an object or array schema is JSON in practice (Kubernetes).
            let type = schemaNode.map { self.type(of: $0, at: schemaSite, hint: typePrefix + "Request") } ?? .builtin(.json)
            return BodySpec(encoding: .json, content: .type(type.unwrapped), location: location)
        case .binary, .xml:
            if media.kind == .xml {
                warning("XML bodies are not encoded by apigen; the body is sent as raw bytes you encode ('\(media.type)')",
                        at: location, pointer: mediaSite.pointer)
            }
            return BodySpec(encoding: .binary, content: .type(.builtin(.data)),
                            contentType: media.type == "application/octet-stream" ? nil : contentType, location: location)
        }
    }

    /// A form's `encoding: { expand: { style: deepObject } }` (Stripe's, on every list field): the list is sent as
    /// `expand[0]=a&expand[1]=b`, which servers that read bracket notation take as a list, where `expand=a&expand=b`
    /// keeps only the last value. Objects, maps and lists of them are sent that way anyway.
    private func applyDeepObjectEncoding(_ encoding: Node?, to fields: inout [FieldSpec]) {
        guard case .mapping(let encodings)? = encoding else { return }
        for index in fields.indices {
            guard case .array = fields[index].type.unwrapped,
                  case .mapping(let fieldEncoding)? = encodings[fields[index].key],
                  Self.text(fieldEncoding["style"]) == ParamSpec.Style.deepObject.rawValue
            else { continue }
            fields[index].style = .deepObject
        }
    }

    /// Whether a schema describes an object, a map, an array, a union or an enum rather than raw text or bytes.
    mutating func isStructured(_ node: Node, at site: OpenAPISite) -> Bool {
        guard let schema = resolvedMapping(node, at: site) else { return false }
        if becomesModel(schema) { return true }
        let types = schemaTypes(schema)
        return types.contains("object") || types.contains("array") || schema["properties"] != nil || schema["additionalProperties"] != nil
    }

    static func isPlainJSON(_ mediaType: String) -> Bool {
        let type = mediaType.split(separator: ";").first.map { $0.trimmingSpaces.lowercased() } ?? ""
        return type == "application/json"
    }

    /// The fields of a form or multipart body: the properties of its object schema.
    private mutating func formFields(
        _ schemaNode: Node?, at site: OpenAPISite, encoding: BodySpec.Encoding, typePrefix: String, names: inout NameScope,
        location: SourceLocation
    ) -> [FieldSpec] {
        guard let schemaNode, let (resolved, resolvedSite) = dereference(schemaNode, at: site), case .mapping(let schema) = resolved else {
            return []
        }
        var merged = MergedObject()
        merge(schema, node: resolved, at: resolvedSite, into: &merged)
        if merged.properties.isEmpty {
            // A bare binary schema: one file part.
            if encoding == .multipart {
                return [FieldSpec(name: names.claim("file").name, type: .builtin(.file), key: "file", location: location)]
            }
            return []
        }
        var fields: [FieldSpec] = []
        for property in merged.properties {
            let name = names.claim(SwiftIdentifier.legalized(SwiftIdentifier.lowerCamelCase(property.key), fallback: "value")).name
            let use: SchemaUse = encoding == .multipart ? .multipartField : .parameter
            var type = self.type(of: property.schema, at: property.site, hint: typePrefix + Self.typeName(property.key), use: use)
            let required = merged.required.contains(property.key)
            type = fieldType(type, encoding: encoding, key: property.key, at: property.site, location: property.keyLocation)
            if !required { type = Self.optional(type) }
            let description = resolvedMapping(property.schema, at: property.site).flatMap { Self.documentation($0) }
            fields.append(FieldSpec(name: name, type: type, key: property.key, description: description, location: property.keyLocation))
        }
        return fields
    }

    /// Form fields carry simple values and lists of them; multipart fields also files, and JSON parts for anything
    /// richer. Richer form values become text.
    mutating func fieldType(
        _ type: TypeRef, encoding: BodySpec.Encoding, key: String, at site: OpenAPISite, location: SourceLocation
    ) -> TypeRef {
        let base = type.unwrapped
        // A union of simple values is sent as one (see `parameterValueType`); it may still be pending.
        if !base.referencedModels.isEmpty { buildPendingModels() }
        if isSimpleParameterType(base) { return base }
        if encoding == .multipart, base == .builtin(.file) { return base }
        if encoding == .multipart, base == .builtin(.data) { return .builtin(.file) }
        if case .array(let element) = base, isSimpleParameterType(element.unwrapped) { return .array(element.unwrapped) }
        if case .array(let element) = base, encoding == .multipart, element.unwrapped == .builtin(.file) || element.unwrapped == .builtin(.data) {
            warning("multipart field '\(key)' holds several files; apigen sends one file per field", at: location, pointer: site.pointer)
            return .builtin(.file)
        }
        // Objects, lists of them and maps: one part of JSON, as OpenAPI prescribes for complex multipart values; in a
        // form, `name[key]=value` pairs (the deepObject style, which Stripe's bodies declare for every object field).
        if encoding == .multipart, !base.mentions(.file) { return base }
        if encoding == .form, !base.mentions(.file), !base.mentions(.data) { return base }
        if case .array(let element) = base, encoding == .form {
            warning("form field '\(key)' has elements that cannot be sent as a form field ('\(element.unwrapped)'); it is generated as [String]",
                    at: location, pointer: site.pointer, notes: ["write each element as text"])
            return .array(.builtin(.string))
        }
        warning("\(encoding.rawValue) field '\(key)' has a type that cannot be sent as a \(encoding.rawValue) field ('\(base)'); it is generated as a String",
                at: location, pointer: site.pointer, notes: ["encode the value yourself, e.g. as JSON"])
        return .builtin(.string)
    }

    /// The `Content-Type` a body with media type `type` can be sent with: nil for a wildcard (`*/*`), and nil with a
    /// warning for text that is no media type (Okta writes `application/json, okta-version=1.0.0`), which the native
    /// spec would refuse, so `apigen import` would write a spec that does not validate. The body is then sent with its
    /// encoding's usual type.
    mutating func sendableContentType(_ type: String, at location: SourceLocation, pointer: String) -> String? {
        if type.contains("*") { return nil }
        guard SpecDocumentDecoder.isMediaType(type) else {
            warning("'\(type)' is not a media type; the body is sent with its encoding's usual content type", at: location,
                    pointer: pointer, notes: ["write 'type/subtype', with parameters after ';': 'application/json; version=1'"])
            return nil
        }
        return type
    }

    /// A Swagger 2.0 `in: body` parameter.
    mutating func swaggerBody(_ parameter: Node.Mapping, at site: OpenAPISite, operation: Operation, typePrefix: String) -> BodySpec? {
        let consumes = swaggerConsumes(operation)
        let declared = consumes.min { MediaKind($0) < MediaKind($1) } ?? "application/json"
        let location = parameter["schema"]?.location ?? parameter.location
        // A wildcard stays (its kind decides the encoding); text that is no media type is sent as JSON.
        let mediaType = declared.contains("*") ? declared : sendableContentType(declared, at: location, pointer: site.pointer) ?? "application/json"
        switch MediaKind(mediaType) {
        case .json, .form, .multipart:
            let type = parameter["schema"].map { self.type(of: $0, at: site.appending("schema"), hint: typePrefix + "Request") } ?? .builtin(.json)
            return BodySpec(encoding: .json, content: .type(type.unwrapped),
                            contentType: Self.isPlainJSON(mediaType) || MediaKind(mediaType) != .json ? nil : mediaType, location: location)
        case .text:
            return BodySpec(encoding: .text, content: .type(.builtin(.string)), location: location)
        case .binary, .xml:
            return BodySpec(encoding: .binary, content: .type(.builtin(.data)),
                            contentType: mediaType == "application/octet-stream" ? nil : mediaType, location: location)
        }
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
