import Foundation

/// Type references: parsing, resolving model names, and where each kind of type may be used.
extension SpecDocumentDecoder {
    /// Where a type is used, which decides what it may be.
    enum TypeRole: Equatable {
        case property
        case parameter(ParamSpec.Placement)
        /// A query parameter with `style: deepObject`: also models and lists of them (`created[gte]=1`, `ids[0]=a`).
        case deepObjectQuery
        case body
        case field(BodySpec.Encoding)
        case response
    }

    /// Parses the type in `node`, checks that every model it names exists and that it may be used
    /// in `role`. `what` names the user of the type in messages ("query parameter 'page'").
    mutating func resolveType(_ node: Node, role: TypeRole, what: @autoclosure () -> String) -> TypeRef? {
        if case .sequence(let sequence) = node {
            let inner = sequence.items.first.flatMap { item -> String? in
                if case .scalar(let scalar) = item { scalar.text } else { nil }
            } ?? "T"
            error(
                "expected a type for \(what()), found a list", at: node.location,
                notes: ["quote list types: YAML reads [\(inner)] as a list; write \"[\(inner)]\""])
            return nil
        }
        guard let text = string(node, for: "the type of \(what())") else { return nil }
        var parser = TypeParser(text, at: Self.textStart(of: node))
        let type: TypeRef
        do {
            type = try parser.parse()
        } catch {
            diagnostics.append(error)
            return nil
        }
        var isKnown = true
        for reference in parser.references where modelTable[reference.name] == nil {
            error(
                "unknown type '\(reference.name)'", at: reference.location,
                notes: Suggestion.note(for: reference.name, in: modelNames + BuiltinType.allCases.map(\.rawValue)))
            isKnown = false
        }
        guard isKnown, checkUsage(of: type, role: role, what: what(), at: node.location) else { return nil }
        return type
    }

    private mutating func checkUsage(
        of type: TypeRef, role: TypeRole, what: @autoclosure () -> String, at location: SourceLocation
    ) -> Bool {
        if type.mentions(.file), role != .field(.multipart) {
            error("'File' can only be used in the fields of a multipart body", at: location, notes: ["use 'Data' for raw bytes"])
            return false
        }
        if type.mentions(.empty), !(role == .response && type == .builtin(.empty)) {
            error(
                "'Empty' can only be a whole response type", at: location,
                notes: ["omit 'response' (or write 'response: Empty') for an endpoint that returns no body"])
            return false
        }
        let allowed: Bool
        let allowedText: String
        switch role {
        case .property, .body, .response, .field(.json):
            return true
        case .parameter(.path):
            if type.isOptional {
                error("\(what()) cannot be optional", at: location, notes: ["remove the '?'; a path always needs its value"])
                return false
            }
            allowed = isSimpleOrList(type) || isSimpleDictionary(type)
            allowedText = "path parameters take \(BuiltinType.parameterValueNames), an enum model, a union model of these, "
                + "or a list or a [String: T] dictionary of these"
        case .parameter(.query), .parameter(.header):
            allowed = isSimpleOrList(type.unwrapped) || isSimpleDictionary(type.unwrapped)
            allowedText = "use \(BuiltinType.parameterValueNames), an enum model, a union model of these, a list or a [String: T] dictionary "
                + "of these, or an optional"
        case .deepObjectQuery:
            allowed = !type.mentions(.data)
            allowedText = "a deepObject query parameter takes simple values, models, and lists and dictionaries of them, "
                + "sent as name[key]=value pairs"
        case .parameter:
            allowed = isSimpleOrList(type.unwrapped)
            allowedText = "use \(BuiltinType.parameterValueNames), an enum model, a union model of these, a list of these, or an optional"
        case .field(.form):
            // A field that is not a simple value or a list of them is sent as deep-object pairs (`address[city]=…`).
            allowed = !(type.mentions(.file) || type.mentions(.data))
            allowedText = "form fields take simple values (Int, String, …) and lists of them, or models, lists and dictionaries, "
                + "which are sent as name[key]=value pairs; send files and bytes in a multipart body"
        case .field(.multipart):
            // A field that is not a simple value or a file is sent as one JSON part. Refused: a list of files (a part
            // holds one) and raw `Data`, which as JSON would be Base64 text where a file was surely meant.
            allowed = type.unwrapped == .builtin(.file) || !(type.mentions(.file) || type.unwrapped == .builtin(.data))
            allowedText = "multipart fields take File or File? (send bytes as a File), simple values (Int, String, …) and "
                + "lists of them, or models, lists and dictionaries, which are sent as JSON parts"
        case .field(.binary), .field(.text):
            // Raw bodies have no fields; the body decoder reports a `fields:` there.
            allowed = false
            allowedText = "a binary or text body is one value: write 'type: Data' or 'type: String' instead of fields"
        }
        if !allowed {
            error("\(what()) cannot have type '\(type)'", at: location, notes: [allowedText])
        }
        return allowed
    }

    private func isSimple(_ type: TypeRef) -> Bool {
        switch type {
        case .builtin(let builtin): BuiltinType.parameterValues.contains(builtin)
        // A union passes here; whether its variants can be sent is the code generator's check (its variants' types are
        // not decoded yet when the first parameter is).
        case .model(let name): modelTable[name]?.enumeration != nil || modelTable[name]?.isUnion == true
        case .optional, .array, .dictionary: false
        }
    }

    private func isSimpleOrList(_ type: TypeRef) -> Bool {
        if case .array(let element) = type { return isSimple(element) }
        return isSimple(type)
    }

    /// `[String: T]` of a simple `T`: what a query parameter may spread over several items.
    func isSimpleDictionary(_ type: TypeRef) -> Bool {
        if case .dictionary(let value) = type { return isSimple(value) }
        return false
    }

    /// A `default:` checked against `type`; enum defaults must be one of the cases.
    mutating func decodeDefault(_ node: Node, type: TypeRef, what: @autoclosure () -> String) -> DefaultValue? {
        guard case .scalar(let scalar) = node else {
            error(
                "a default must be a single value, found \(node.kindDescription)", at: node.location,
                notes: ["defaults work for Int, Int64, Double, Bool, String, enum models and optionals of these"])
            return nil
        }
        if scalar.isOversizedInteger {
            error(Self.oversizedIntegerMessage(scalar, what: "default"), at: node.location, notes: Self.oversizedIntegerNotes)
            return nil
        }
        let value = scalar.value
        if case .null = value {
            if type.isOptional { return .null }
            error("default null needs an optional type; \(what()) is '\(type)'", at: node.location, notes: ["write '\(type)?'"])
            return nil
        }
        let base = type.unwrapped
        switch (base, value) {
        case (.builtin(.int), .int(let number)), (.builtin(.int64), .int(let number)):
            return .int(number)
        case (.builtin(.double), .int(let number)):
            return .double(Double(number))
        case (.builtin(.double), .float(let number)) where number.isFinite:
            return .double(number)
        case (.builtin(.bool), .bool(let flag)):
            return .bool(flag)
        case (.builtin(.string), .string(let text)):
            return .string(text)
        case (.model(let name), _):
            if let enumeration = modelTable[name]?.enumeration {
                return enumDefault(scalar, enumeration: enumeration, model: name, at: node.location)
            }
            // A union's default is the scalar as written; the code generator gives it to the first variant it fits
            // (and warns when none does), since the variants' own types may not be known yet here.
            if modelTable[name]?.isUnion == true {
                switch value {
                case .int(let number): return .int(number)
                case .float(let number) where number.isFinite: return .double(number)
                case .bool(let flag): return .bool(flag)
                case .string(let text): return .string(text)
                default: break
                }
            }
        case (.builtin(let builtin), _) where [.int, .int64, .double, .bool, .string].contains(builtin):
            var notes: [String] = []
            if builtin == .string { notes = ["quote it to make it a string: \"\(scalar.text)\""] }
            error("default '\(scalar.text)' does not match the type '\(base)' of \(what())", at: node.location, notes: notes)
            return nil
        default:
            break
        }
        error(
            "defaults are not supported for type '\(type)' (\(what()))", at: node.location,
            notes: ["defaults work for Int, Int64, Double, Bool, String, enum models and optionals of these"])
        return nil
    }

    private mutating func enumDefault(
        _ scalar: Node.Scalar, enumeration: EnumSpec, model: String, at location: SourceLocation
    ) -> DefaultValue? {
        let raw: String? = switch (enumeration.rawType, scalar.value) {
        case (.string, .string(let text)): text
        case (.int, .int(let number)): String(number)
        default: nil
        }
        let values = enumeration.cases.map(\.value)
        if let raw, values.contains(raw) { return .enumCase(raw) }
        error(
            "default '\(scalar.text)' is not a case of enum '\(model)'", at: location,
            notes: Suggestion.note(for: scalar.text, in: values) + ["the cases are: " + values.joined(separator: ", ")])
        return nil
    }
}

extension SpecDocumentDecoder {
    /// An integer value (a default, an enum case) that does not fit in Int64: an error, not a string.
    static func oversizedIntegerMessage(_ scalar: Node.Scalar, what: String) -> String {
        "\(what) \(scalar.text) is out of range: integers must fit in Int64 (\(Int64.min) to \(Int64.max))"
    }

    static let oversizedIntegerNotes = ["use a smaller number, or quote it to make it a string"]
}

extension TypeRef {
    /// Whether `builtin` appears anywhere in the type.
    func mentions(_ builtin: BuiltinType) -> Bool {
        switch self {
        case .builtin(let type): type == builtin
        case .model: false
        case .optional(let inner), .array(let inner), .dictionary(let inner): inner.mentions(builtin)
        }
    }
}
