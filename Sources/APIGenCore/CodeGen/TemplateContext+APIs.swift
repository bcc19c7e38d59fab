extension TemplateContext {
    static func apiContext(_ api: APICode) -> MustacheValue {
        let stored = api.storedProperties.map { property in
            MustacheValue.object([
                "name": .string(property.name),
                "type": .string(property.type),
                "docLines": strings(property.docLines),
            ])
        }
        let parameters = api.parameters.map { parameter in
            MustacheValue.object([
                "label": .string(parameter.label),
                "name": .string(parameter.name),
                "type": .string(parameter.type),
                "defaultValue": optional(parameter.defaultValue),
                "storedName": .string(parameter.storedName),
                "declaration": .string(parameter.declaration),
            ])
        }
        let jsonBody = api.jsonBody.map { body in
            MustacheValue.object([
                "needsCodingKeys": .bool(body.needsCodingKeys),
                "properties": .list(body.properties.map { property in
                    .object([
                        "name": .string(property.name),
                        "type": .string(property.type),
                        "codingKeyCase": .string(property.keyDiffers ? "\(property.name) = \(property.keyLiteral)" : property.name),
                    ])
                }),
            ])
        }
        // `public override var body: RequestBody? { … }` stays under about 120 columns.
        let bodyFitsOnALine = api.bodyList == nil || (api.bodyExpression?.count ?? 0) <= 72
        let bodyList = api.bodyList.map { list in
            MustacheValue.object(["kind": .string(list.kind), "items": strings(list.items)])
        } ?? .null
        return .object([
            "className": .string(api.className),
            "responseType": .string(api.responseType),
            "superclass": .string("BaseAPI<\(api.responseType)>"),
            "pageable": .bool(api.nextPageExpression != nil),
            "docLines": strings(api.docLines),
            "availability": optional(api.availability),
            "storedProperties": .list(stored),
            "parameters": .list(parameters),
            "hasParameters": .bool(!api.parameters.isEmpty),
            "parameterList": .string(api.parameterList),
            "method": .string(api.method),
            "pathExpression": .string(api.pathExpression),
            "baseURLsExpression": optional(api.baseURLsExpression),
            "baseHeaders": api.baseHeaderItems.isEmpty ? .null : .object(list(api.baseHeaderItems)),
            "headers": api.headerItems.isEmpty ? .null : .object(list(api.headerItems)),
            "query": api.queryItems.isEmpty ? .null : .object(list(api.queryItems)),
            "bodyExpression": optional(bodyFitsOnALine ? api.bodyExpression : nil),
            "bodyList": bodyFitsOnALine ? .null : bodyList,
            "jsonBody": jsonBody ?? .null,
            "timeoutLiteral": optional(api.timeoutLiteral),
            "keyPathLiteral": optional(api.keyPathLiteral),
            "envelopeExpression": optional(api.envelopeExpression),
            "stubLiteral": optional(api.stubLiteral),
            "nextPageExpression": optional(api.nextPageExpression),
        ])
    }

    static func serviceContext(_ service: ServiceCode, apis: [APICode]) -> MustacheValue {
        let baseURLs = service.baseURLLiterals.isEmpty
            ? "[]"
            : "[\(service.baseURLLiterals.joined(separator: ", "))].compactMap { URL(string: $0) }"
        return .object([
            "typeName": .string(service.typeName),
            "docLines": strings(service.docLines),
            "baseURLLiterals": strings(service.baseURLLiterals),
            "defaultBaseURLsInitializer": .string(baseURLs),
            "methods": .list(apis.map(methodContext)),
        ])
    }

    /// The service methods of one endpoint: async, completion and delegate (`tag:`) styles, and
    /// the pages method of pageable endpoints.
    private static func methodContext(_ api: APICode) -> MustacheValue {
        let parameters = api.parameterList
        let separator = parameters.isEmpty ? "" : ", "
        let tagArgument = api.tagParameterName.split(separator: " ").last.map(String.init) ?? "tag"
        let completionArgument = api.completionParameterName.split(separator: " ").last.map(String.init) ?? "completion"
        let client = api.parameters.contains { $0.name == "client" } ? "self.client" : "client"
        let construction = "\(api.className)(\(api.argumentList))"
        let completionType = "@escaping @Sendable (Result<\(api.responseType), APIError>) -> Void"
        let pagesSignature = api.pagesMethodName.map {
            "\($0)(\(parameters)) -> some AsyncSequence<\(api.responseType), APIError>"
        }
        let docs = { (extra: String) -> MustacheValue in
            strings(api.docLines.isEmpty ? [extra] : api.docLines + ["", extra])
        }
        return .object([
            "name": .string(api.methodName),
            "docLines": strings(api.docLines),
            "completionDocLines": docs("The completion handler runs once with the outcome; `\(tagArgument)` labels the request."),
            "delegateDocLines": docs("The outcome goes to the client's delegate, labelled with `\(tagArgument)`."),
            "pagesDocLines": docs("The pages from the given one on, until a page comes back empty."),
            "availability": optional(api.availability),
            "discardableResult": .bool(api.discardableResult),
            "asyncSignature": .string("\(api.methodName)(\(parameters)) async throws -> \(api.responseType)"),
            "completionSignature": .string(
                "\(api.methodName)(\(parameters)\(separator)\(api.tagParameterName): String? = nil, "
                    + "\(api.completionParameterName): \(completionType)) -> RequestHandle"),
            "delegateSignature": .string("\(api.methodName)(\(parameters)\(separator)\(api.tagParameterName): String?) -> RequestHandle"),
            "pagesSignature": optional(pagesSignature),
            "client": .string(client),
            "construction": .string(construction),
            "tagArgument": .string(tagArgument),
            "completionArgument": .string(completionArgument),
        ])
    }
}
