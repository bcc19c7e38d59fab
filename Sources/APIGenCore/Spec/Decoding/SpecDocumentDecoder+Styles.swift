/// `style:` and `explode:` of a parameter: which OpenAPI serialisation applies where.
extension SpecDocumentDecoder {
    /// The style and explode flag of a parameter (each `nil` when not given), or `nil` when they are
    /// invalid for the placement or type.
    ///
    /// Query parameters take `form` (lists and dictionaries), `spaceDelimited` and `pipeDelimited`
    /// (lists, and unions, which may hold one) and `deepObject` (dictionaries, lists and models); cookies take `form`; paths `simple`,
    /// `label` and `matrix`; headers `simple`.
    mutating func decodeStyle(
        _ fields: Fields, placement: ParamSpec.Placement, type: TypeRef, what: @autoclosure () -> String
    ) -> (style: ParamSpec.Style?, explode: Bool?)? {
        var explode: Bool?
        if let node = fields["explode"] {
            guard case .scalar(let scalar) = node, case .bool(let flag) = scalar.value else {
                error("expected true or false for 'explode', found \(node.kindDescription)", at: node.location)
                return nil
            }
            explode = flag
        }
        guard let node = fields["style"] else { return (nil, explode) }
        guard let text = string(node, for: "'style'") else { return nil }
        let names = ParamSpec.Style.allCases.map(\.rawValue)
        guard let style = ParamSpec.Style(rawValue: text) else {
            error(
                "invalid parameter style '\(text)'", at: node.location,
                notes: Suggestion.note(for: text, in: names) + ["use one of " + names.joined(separator: ", ")])
            return nil
        }
        let base = type.unwrapped
        let problem: (message: String, note: String)? = switch (placement, style, base) {
        case (.query, .form, _), (.cookie, .form, _), (.path, .simple, _), (.header, .simple, _):
            nil
        case (.path, .label, _), (.path, .matrix, _):
            nil
        case (.query, .deepObject, .dictionary), (.query, .deepObject, .array), (.query, .deepObject, .model):
            explode == false ? ("'deepObject' is always exploded", "remove 'explode: false'") : nil
        case (.query, .spaceDelimited, .array), (.query, .pipeDelimited, .array):
            nil
        // A union may hold a list (`index`: a name or several); the delimiter joins it.
        case (.query, .spaceDelimited, .model(let name)) where modelTable[name]?.isUnion == true,
             (.query, .pipeDelimited, .model(let name)) where modelTable[name]?.isUnion == true:
            nil
        case (.query, .deepObject, _):
            ("style 'deepObject' is only for query dictionaries, lists and models; \(what()) has type '\(type)'",
             "use deepObject with a type like \"[String: String]\", \"[String]\" or a model, or 'form' for other values")
        case (.query, .spaceDelimited, _), (.query, .pipeDelimited, _):
            ("style '\(text)' is only for query lists; \(what()) has type '\(type)'",
             "use \(text) with a list type like \"[String]\", or 'form' for other values")
        case (.query, .simple, _), (.query, .label, _), (.query, .matrix, _):
            ("style '\(text)' is for \(style == .simple ? "path and header" : "path") parameters",
             "query parameters use form, spaceDelimited, pipeDelimited or deepObject")
        case (.cookie, _, _):
            ("style '\(text)' cannot be used for cookie parameters", "cookie parameters use 'form' (the default)")
        case (.path, _, _):
            ("style '\(text)' cannot be used for path parameters", "path parameters use 'simple' (the default), 'label' or 'matrix'")
        case (.header, _, _):
            ("style '\(text)' cannot be used for header parameters", "header parameters use 'simple' (the default)")
        }
        if let problem {
            error(problem.message, at: node.location, notes: [problem.note])
            return nil
        }
        return (style, explode)
    }
}
