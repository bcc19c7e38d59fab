/// Endpoints: matched by their spec name; an endpoint left over on each side with the same method and path
/// is the same endpoint under a new name.
extension ServiceComparison {
    typealias Endpoint = (spec: EndpointSpec, code: APICode)

    mutating func compareEndpoints() {
        let newByName = Dictionary(new.endpoints.map { ($0.spec.name, $0) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(old.endpoints.map(\.spec.name))
        var removed: [Endpoint] = []
        for endpoint in old.endpoints {
            if let now = newByName[endpoint.spec.name] {
                compare(endpoint, now)
            } else {
                removed.append(endpoint)
            }
        }
        var added = new.endpoints.filter { !oldNames.contains($0.spec.name) }
        for endpoint in removed {
            // The same method and path under a new name; or, for a name derived from the path (OpenAPI without an
            // operationId), the one new endpoint with the same method and Swift signature.
            let sameRoute = added.firstIndex { Self.route(of: $0.spec) == Self.route(of: endpoint.spec) }
            let sameSignature = added.indices.filter { Self.sameCall(added[$0], endpoint) }
            if let index = sameRoute ?? (sameSignature.count == 1 ? sameSignature.first : nil) {
                compare(endpoint, added.remove(at: index))
                continue
            }
            add(.breakingForCallers, "endpoint-removed", .endpoint(endpoint.code.methodName),
                "the endpoint (\(endpoint.spec.method.rawValue) \(Self.displayPath(endpoint.spec))) was removed",
                symbols: symbols(endpoint, in: old), at: endpoint.spec.location, side: .old)
        }
        for endpoint in added {
            add(.compatible, "endpoint-added", .endpoint(endpoint.code.methodName),
                "the endpoint (\(endpoint.spec.method.rawValue) \(Self.displayPath(endpoint.spec))) was added",
                symbols: symbols(endpoint, in: new), at: endpoint.spec.location)
        }
    }

    /// The path with its fixed query items, as a request shows them: `/{Bucket}?acl=`.
    static func displayPath(_ endpoint: EndpointSpec) -> String {
        guard !endpoint.query.isEmpty else { return endpoint.path }
        return endpoint.path + "?" + endpoint.query.map { $0.name + "=" + $0.value }.joined(separator: "&")
    }

    /// `GET /users/{}`: the method and the path with parameter names left out (fixed query items kept).
    static func route(of endpoint: EndpointSpec) -> String {
        var path = ""
        var inParameter = false
        for character in endpoint.path {
            switch character {
            case "{": inParameter = true; path.append("{")
            case "}": inParameter = false; path.append("}")
            default: if !inParameter { path.append(character) }
            }
        }
        let query = displayPath(endpoint).dropFirst(endpoint.path.count)
        return endpoint.method.rawValue + " " + path + query
    }

    /// Whether two endpoints have the same method, arguments (labels and types) and response type.
    static func sameCall(_ lhs: Endpoint, _ rhs: Endpoint) -> Bool {
        lhs.spec.method == rhs.spec.method && lhs.code.responseType == rhs.code.responseType
            && lhs.code.parameters.map { [$0.callLabel, $0.type] } == rhs.code.parameters.map { [$0.callLabel, $0.type] }
    }

    /// `UsersService.getUser(id:verbose:)`.
    func signature(_ code: APICode, service: ServiceView) -> String {
        let labels = code.parameters.map { $0.callLabel.trimmingBackticks + ":" }.joined()
        return "\(service.code.service.typeName).\(code.methodName.trimmingBackticks)(\(labels))"
    }

    /// The service method and the API class of an endpoint, as generated from OLD or NEW.
    func symbols(_ endpoint: Endpoint, in view: ServiceView) -> [String] {
        [signature(endpoint.code, service: view), endpoint.code.className]
    }

    private mutating func compare(_ before: Endpoint, _ after: Endpoint) {
        let subject = APIChange.Subject.endpoint(after.code.methodName)
        let oldSymbols = symbols(before, in: old)
        let newSymbols = symbols(after, in: new)
        let location = after.spec.location
        let routeChanged = Self.route(of: before.spec) != Self.route(of: after.spec)
        let route = "requests now go to \(after.spec.method.rawValue) \(Self.displayPath(after.spec)) "
            + "(was \(before.spec.method.rawValue) \(Self.displayPath(before.spec)))"
        if before.code.methodName != after.code.methodName || before.code.className != after.code.className {
            add(.breakingForCallers, "endpoint-renamed", subject,
                "the endpoint '\(before.spec.name)' was renamed to '\(after.spec.name)'; '\(oldSymbols[0])' is now '\(newSymbols[0])'"
                    + (routeChanged ? ", and \(route)" : ""),
                symbols: oldSymbols + newSymbols, at: location)
        } else if routeChanged {
            add(.breakingOnTheWire, "route-changed", subject, route, symbols: newSymbols, at: location)
        }
        // Callers wrote the old signature: name it too when the arguments changed.
        let signatureSymbols = oldSymbols[0] == newSymbols[0] ? newSymbols : [oldSymbols[0]] + newSymbols
        compareParameters(before, after, subject: subject, symbols: signatureSymbols)
        compareResponse(before, after, subject: subject, symbols: newSymbols)
        compareHeaders(before.spec.headers, after.spec.headers, subject: subject, symbols: newSymbols, fallback: location)
        compareBody(before.spec.body, after.spec.body, subject: subject, symbols: newSymbols, fallback: location)
        compareEndpointExtras(before, after, subject: subject, symbols: newSymbols)
    }

    private mutating func compareResponse(_ before: Endpoint, _ after: Endpoint, subject: APIChange.Subject, symbols: [String]) {
        let location = after.spec.location
        if before.code.responseType != after.code.responseType {
            add(.breakingForCallers, "response-type-changed", subject,
                "the response type changed from '\(before.code.responseType)' to '\(after.code.responseType)'",
                symbols: symbols, at: location)
        } else if before.spec.responseEncoding != after.spec.responseEncoding {
            add(.breakingOnTheWire, "response-encoding-changed", subject,
                "the response body is now read as \(after.spec.responseEncoding.rawValue) (was \(before.spec.responseEncoding.rawValue))",
                symbols: symbols, at: location)
        }
        if before.code.keyPathLiteral != after.code.keyPathLiteral {
            let was = before.code.keyPathLiteral ?? "the whole body"
            let now = after.code.keyPathLiteral ?? "the whole body"
            add(.breakingOnTheWire, "keypath-changed", subject, "the response is now decoded from \(now) (was \(was))",
                symbols: symbols, at: location)
        }
        let beforeErrors = before.code.errorModel.map(Self.errorTypes)
        let afterErrors = after.code.errorModel.map(Self.errorTypes)
        if beforeErrors != afterErrors {
            let impact: APIChange.Impact = beforeErrors == nil ? .compatible : .breakingForCallers
            let message = beforeErrors == nil ? "typed error responses were added"
                : afterErrors == nil ? "the typed error responses were removed; 'errorModel(from:)' is gone"
                : "the typed error responses changed from \(beforeErrors ?? "") to \(afterErrors ?? "")"
            add(impact, "error-responses-changed", subject, message, symbols: symbols, at: location)
        }
    }

    /// `404: NotFound, default: Problem`.
    private static func errorTypes(_ model: ErrorModelCode) -> String {
        if let single = model.singleType { return "'\(single)' for \(model.statusList)" }
        return model.cases.map { "\($0.statusLiteral): \($0.type)" }.joined(separator: ", ")
    }

    private mutating func compareBody(
        _ before: BodySpec?, _ after: BodySpec?, subject: APIChange.Subject, symbols: [String], fallback: SourceLocation
    ) {
        guard let before, let after else { return }
        if before.encoding != after.encoding {
            add(.breakingOnTheWire, "body-encoding-changed", subject,
                "the request body is now sent as \(after.encoding.rawValue) (was \(before.encoding.rawValue))",
                symbols: symbols, at: after.location)
        } else if before.contentType != after.contentType {
            add(.breakingOnTheWire, "body-content-type-changed", subject,
                "the request body's content type is now '\(after.contentType ?? "the default")' (was '\(before.contentType ?? "the default")')",
                symbols: symbols, at: after.location)
        }
    }

    private mutating func compareEndpointExtras(_ before: Endpoint, _ after: Endpoint, subject: APIChange.Subject, symbols: [String]) {
        let location = after.spec.location
        let typeName = new.code.service.typeName
        if let pages = before.code.pagesMethodName, after.code.pagesMethodName != pages {
            add(.breakingForCallers, "paging-removed", subject, "'\(pages)' is no longer generated",
                symbols: ["\(typeName).\(pages)"], at: after.spec.paging?.location ?? location)
        } else if before.code.nextPageArguments != nil, after.code.nextPageArguments == nil {
            add(.breakingForCallers, "paging-removed", subject, "'nextPage()' is no longer generated",
                symbols: ["\(after.code.className).nextPage()"], at: location)
        } else if before.code.nextPageArguments == nil, after.code.nextPageArguments != nil {
            add(.compatible, "paging-added", subject, "the endpoint is now pageable ('nextPage()')",
                symbols: ["\(after.code.className).nextPage()"], at: after.spec.paging?.location ?? location)
        }
        if before.code.availability == nil, after.code.availability != nil {
            add(.compatible, "deprecated", subject, "the endpoint was deprecated", symbols: symbols, at: location)
        }
        if before.spec.timeout != after.spec.timeout {
            add(.compatible, "timeout-changed", subject,
                "the timeout changed from \(Self.seconds(before.spec.timeout)) to \(Self.seconds(after.spec.timeout))",
                symbols: symbols, at: location)
        }
        let beforeDocs = before.code.storedProperties.map { ($0.name, $0.docLines) }
        let afterDocs = after.code.storedProperties.map { ($0.name, $0.docLines) }
        if before.code.docLines != after.code.docLines || Self.docsChanged(beforeDocs, afterDocs) {
            add(.compatible, "documentation-changed", subject, "the documentation changed", symbols: symbols, at: location)
        }
    }

    private static func seconds(_ value: Double?) -> String {
        guard let value else { return "the default" }
        return (SwiftLiteral.number(value) ?? String(value)) + " s"
    }
}
