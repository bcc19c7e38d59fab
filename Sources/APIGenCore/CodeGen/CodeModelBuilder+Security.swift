/// Security schemes: listed in the service's documentation, each with a static helper returning the
/// `CredentialInterceptor` that sends its credential.
extension CodeModelBuilder {
    /// The service's extra doc lines and its helpers. Helper names are claimed after the endpoint
    /// methods, so a scheme named like an endpoint is the one renamed (with a warning).
    mutating func buildSecurity(apis: [APICode]) -> (docLines: [String], helpers: [SecurityHelperCode]) {
        guard !spec.security.isEmpty else { return ([], []) }
        let taken = apis.flatMap { [$0.methodName, $0.pagesMethodName].compactMap { $0?.trimmingBackticks } }
        var names = NameScope(reserved: Set(["client", "defaultBaseURLs", "init"] + taken))
        var helpers: [SecurityHelperCode] = []
        var docLines = ["", "Authentication: add the interceptor of a scheme to the client, e.g."]
        for scheme in spec.security {
            let base = Self.memberName(scheme.name, fallback: "credentials")
            let claimed = names.claim(base)
            if claimed.renamed {
                diagnostics.append(.warning(
                    "security scheme '\(scheme.name)' would generate the helper '\(base)', which is already taken; it is generated as '\(claimed.name)'",
                    at: scheme.location, notes: ["rename the scheme or the endpoint so that generated names differ"]))
            }
            let helper = securityHelper(scheme, name: SwiftIdentifier.escaped(claimed.name))
            if helpers.isEmpty {
                let call = "\(serviceTypeName).\(claimed.name)(\(Self.exampleArguments(scheme.kind)))"
                docLines += ["`configuration.interceptors.append(\(call))`. Schemes:"]
            }
            let helperName = "`\(claimed.name)(\(Self.argumentLabels(scheme.kind)))`"
            let summary = "- `\(scheme.name)` (\(helperName)): \(Self.schemeSummary(scheme.kind))."
            docLines += [summary + (scheme.description.map { " " + SwiftLiteral.commentText($0) } ?? "")]
            helpers.append(helper)
        }
        return (docLines, helpers)
    }

    private func securityHelper(_ scheme: SecuritySchemeSpec, name: String) -> SecurityHelperCode {
        var docLines = ["The interceptor for `\(scheme.name)`: \(Self.schemeSummary(scheme.kind))."]
        docLines += SwiftLiteral.docLines(scheme.description)
        switch scheme.kind {
        case .bearer:
            return SecurityHelperCode(name: name, parameterList: "token: String", expression: ".bearer(token: token)", docLines: docLines)
        case .basic:
            return SecurityHelperCode(
                name: name, parameterList: "username: String, password: String",
                expression: ".basic(username: username, password: password)", docLines: docLines)
        case .apiKey(let placement, let keyName):
            return SecurityHelperCode(
                name: name, parameterList: "_ key: String",
                expression: ".apiKey(key, name: \(SwiftLiteral.string(keyName)), in: .\(placement.rawValue))", docLines: docLines)
        }
    }

    private static func schemeSummary(_ kind: SecuritySchemeSpec.Kind) -> String {
        switch kind {
        case .bearer: "a bearer token in the Authorization header"
        case .basic: "HTTP basic credentials in the Authorization header"
        case .apiKey(let placement, let name):
            "an API key in the \(placement.rawValue) `\(SwiftLiteral.commentText(name))`"
        }
    }

    private static func exampleArguments(_ kind: SecuritySchemeSpec.Kind) -> String {
        switch kind {
        case .bearer: "token: token"
        case .basic: "username: username, password: password"
        case .apiKey: "key"
        }
    }

    private static func argumentLabels(_ kind: SecuritySchemeSpec.Kind) -> String {
        switch kind {
        case .bearer: "token:"
        case .basic: "username:password:"
        case .apiKey: "_:"
        }
    }
}
