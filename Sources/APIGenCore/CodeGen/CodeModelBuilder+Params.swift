/// Query styles, cookies and raw bodies: the expressions an API class uses for them.
extension CodeModelBuilder {
    /// Whether `type` is a `[String: T]` (or an optional of one) of a parameter value, which a query
    /// parameter spreads over several items, and a path or header parameter writes as `key,value` pairs.
    func isParameterDictionary(_ type: TypeRef) -> Bool {
        if case .dictionary(let value) = type.unwrapped { return isParameterValue(value) && !value.isOptional }
        return false
    }

    /// `QueryItem("ids", ids)`, with `style:`/`explode:` only when they differ from form, exploded;
    /// dictionaries use `QueryItem("filter", entries: filter, …)`.
    func queryItemExpression(_ param: ParamSpec, key: String, value: String) -> String {
        let style = param.style ?? .form
        let explode = param.explode ?? (style == .form || style == .deepObject)
        // Lists and models in deepObject style: `ids[0]=a&ids[1]=b`, `created[gte]=1` (Stripe's list filters).
        if style == .deepObject, !isParameterDictionary(param.type) { return "QueryItem(\(key), deepObject: \(value))" }
        if isParameterDictionary(param.type) {
            var arguments = "QueryItem(\(key), entries: \(value)"
            if style != .form { arguments += ", style: .\(style.rawValue)" }
            if !explode, style != .deepObject { arguments += ", explode: false" }
            return arguments + ")"
        }
        guard style != .form || !explode else { return "QueryItem(\(key), \(value))" }
        return "QueryItem(\(key), \(value), style: .\(Self.queryStyle(style).rawValue), explode: \(explode))"
    }

    /// Path and header styles (`simple`, `label`, `matrix`) have no query meaning; the decoder never lets them reach
    /// a query.
    private static func queryStyle(_ style: ParamSpec.Style) -> ParamSpec.Style {
        [.simple, .label, .matrix].contains(style) ? .form : style
    }

    /// `HTTPHeader(cookies: [QueryItem("session", session), …])`: every cookie parameter in one header.
    static func cookieHeaderExpression(_ items: [String]) -> String {
        "HTTPHeader(cookies: [\(items.joined(separator: ", "))])"
    }

    /// The `body` expression of a binary (`Data`) or text (`String`) body; an optional type sends no body for `nil`.
    static func rawBodyExpression(_ body: BodySpec, type: TypeRef, value: String) -> String {
        let call: (String) -> String
        if body.encoding == .text {
            let contentType = body.contentType.map { ", contentType: \(SwiftLiteral.string($0))" } ?? ""
            call = { "RequestBody.text(\($0)\(contentType))" }
        } else {
            let contentType = SwiftLiteral.string(body.contentType ?? "application/octet-stream")
            call = { "RequestBody.data(\($0), contentType: \(contentType))" }
        }
        return type.isOptional ? "\(value).map { \(call("$0")) }" : "." + call(value).dropFirst("RequestBody.".count)
    }

    /// `HTTPHeader("Content-Type", "application/merge-patch+json")` for a JSON body with its own content type.
    static func contentTypeHeader(_ body: BodySpec) -> String? {
        guard body.encoding == .json, let contentType = body.contentType else { return nil }
        return "HTTPHeader(\"Content-Type\", \(SwiftLiteral.string(contentType)))"
    }
}
