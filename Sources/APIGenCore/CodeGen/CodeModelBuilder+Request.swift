extension CodeModelBuilder {
    /// The path as a string literal: literal text escaped, `{name}` replaced by
    /// `\(APIPath.segment(storedName))` (or its style's call). A placeholder without a path parameter stays text.
    mutating func pathExpression(_ endpoint: EndpointSpec, storedByParam: [String: String]) -> String {
        var result = ""
        var literal = ""
        var rest = Substring(endpoint.path)
        func flushLiteral() {
            let quoted = SwiftLiteral.string(Self.percentEncodedPathText(literal))
            result += quoted.dropFirst().dropLast()
            literal = ""
        }
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                rest = rest[open...]
                break
            }
            let placeholder = String(rest[rest.index(after: open)..<close])
            let param = endpoint.params.first { $0.placement == .path && $0.key == placeholder }
                ?? endpoint.params.first { $0.placement == .path && $0.name == placeholder }
            if let param, let storedName = storedByParam[param.name] {
                flushLiteral()
                result += "\\(" + pathValueExpression(param, value: SwiftIdentifier.escaped(storedName)) + ")"
            } else {
                diagnostics.append(.error(
                    "the path placeholder '{\(placeholder)}' has no path parameter",
                    at: endpoint.location, notes: ["declare it under 'params:' with 'in: path'"]))
                literal += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        flushLiteral()
        return "\"" + result + "\""
    }

    /// `APIPath.segment(id)`, or in the `label` and `matrix` styles `APIPath.label(id)`, `APIPath.matrix("id", id)`;
    /// a dictionary passes `entries:`. `explode: true` when asked for (the default is `false`, as in OpenAPI); the
    /// simple style of a value or list has nothing to explode.
    func pathValueExpression(_ param: ParamSpec, value: String) -> String {
        let isDictionary = isParameterDictionary(param.type)
        let argument = isDictionary ? "entries: " + value : value
        let explode = param.explode == true && (isDictionary || param.style == .label || param.style == .matrix) ? ", explode: true" : ""
        return switch param.style {
        case .label: "APIPath.label(\(argument)\(explode))"
        case .matrix: "APIPath.matrix(\(SwiftLiteral.string(param.key)), \(argument)\(explode))"
        default: "APIPath.segment(\(argument)\(explode))"
        }
    }

    /// The literal text of a path with every byte that may not appear in a URL path
    /// percent-encoded (`a b` → `a%20b`); `%` is kept so pre-encoded text stays as written.
    static func percentEncodedPathText(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, allowedPathCharacters.contains(Character(scalar)) {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    /// RFC 3986 `pchar` plus `/`, `?` and `%`.
    private static let allowedPathCharacters = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/?%")

    static func envelopeExpression(_ envelope: EnvelopeSpec) -> String {
        let codes = envelope.success.map { code in
            switch code {
            case .int(let value): String(value)
            case .string(let value): SwiftLiteral.string(value)
            }
        }
        var arguments = "code: \(SwiftLiteral.string(envelope.code)), success: [\(codes.joined(separator: ", "))]"
        if let message = envelope.message {
            arguments += ", message: \(SwiftLiteral.string(message))"
        }
        return "Envelope(\(arguments))"
    }

    /// `page: page + 1, filter: filter` with the current page (`page`, `(page ?? 1)`), or `nil` (with an
    /// error) when the paging parameter is missing or not an integer.
    mutating func nextPageArguments(
        _ paging: PagingSpec, endpoint: EndpointSpec, api: APICode
    ) -> (arguments: [String], currentPage: String)? {
        guard let index = endpoint.params.firstIndex(where: { $0.name == paging.param })
            ?? endpoint.params.firstIndex(where: { $0.key == paging.param }),
            index < api.parameters.count
        else {
            diagnostics.append(.error(
                "the paging parameter '\(paging.param)' is not a parameter of this endpoint", at: paging.location))
            return nil
        }
        let pageParam = endpoint.params[index]
        guard [.builtin(.int), .builtin(.int64)].contains(pageParam.type.unwrapped) else {
            diagnostics.append(.error(
                "the paging parameter '\(paging.param)' must be an Int, Int64 or optional of them", at: paging.location))
            return nil
        }
        let pageParameter = api.parameters[index]
        var currentPage = SwiftIdentifier.escaped(pageParameter.storedName)
        if pageParam.type.isOptional {
            let start = pageParameter.defaultValue.flatMap { $0 == "nil" ? nil : $0 } ?? "1"
            currentPage = "(\(currentPage) ?? \(start))"
        }
        let arguments = api.parameters.enumerated().map { offset, parameter in
            guard offset == index else { return "\(parameter.callLabel): \(SwiftIdentifier.escaped(parameter.storedName))" }
            return "\(parameter.callLabel): \(currentPage) + 1"
        }
        return (arguments, currentPage)
    }
}
