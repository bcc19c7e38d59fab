extension TemplateContext {
    static func apiContext(_ api: APICode, access: AccessLevel) -> MustacheValue {
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
        let bodyPrefix = "    \(access.prefix)override var body: RequestBody? { "
        let bodyFitsOnALine = api.bodyList == nil || bodyPrefix.count + (api.bodyExpression?.count ?? 0) + 2 <= lineLimit
        let bodyBlock = api.bodyList.map { list in
            list.kind == ".json"
                ? ".json(JSONBody" + clause(list.items, prefix: "", indent: "        ", alwaysWrap: true) + ")"
                : "\(list.kind)([\n" + list.items.map { "            \($0),\n" }.joined() + "        ])"
        }
        return .object([
            "className": .string(api.className),
            "responseType": .string(api.responseType),
            "superclass": .string("BaseAPI<\(api.responseType)>"),
            "pageable": .bool(api.nextPageArguments != nil),
            "docLines": strings(api.docLines),
            "availability": optional(api.availability),
            "storedProperties": .list(stored),
            "parameters": .list(parameters),
            "hasParameters": .bool(!api.parameters.isEmpty),
            "parameterList": .string(api.parameterList),
            "parameterClause": .string(clause(
                api.parameters.map(\.declaration), prefix: "    \(access.prefix)init", suffix: " {", indent: "    ")),
            "method": .string(api.method),
            "pathExpression": .string(api.pathExpression),
            "baseURLsExpression": optional(api.baseURLsExpression),
            "baseURLsInitializer": api.baseURLLiterals.isEmpty ? .null : .string(
                baseURLsInitializer(api.baseURLLiterals, prefix: "    private static let defaultBaseURLs: [URL] = ")),
            "baseHeaders": overrideList(api.baseHeaderItems, "baseHeaders: [HTTPHeader]", access: access),
            "headers": overrideList(api.headerItems, "headers: [HTTPHeader]", access: access),
            "query": overrideList(api.queryItems, "query: [QueryItem]", access: access),
            "bodyExpression": optional(bodyFitsOnALine ? api.bodyExpression : nil),
            "bodyBlock": bodyFitsOnALine ? .null : optional(bodyBlock),
            "jsonBody": jsonBody ?? .null,
            "timeoutLiteral": optional(api.timeoutLiteral),
            "keyPathLiteral": optional(api.keyPathLiteral),
            "envelopeExpression": optional(api.envelopeExpression),
            "stubLiteral": optional(api.stubLiteral),
            "responseEncodingCase": optional(api.responseEncodingCase),
            "errorModel": api.errorModel.map(errorModelContext) ?? .null,
            "nextPageExpression": optional(api.nextPageArguments.map {
                api.className + clause($0, prefix: "        return " + api.className, indent: "        ")
            }),
            "currentPageExpression": optional(api.currentPageExpression),
        ])
    }

    /// `null` for no items, else the `inline`/`items` object of a list-valued override.
    private static func overrideList(_ items: [String], _ declaration: String, access: AccessLevel) -> MustacheValue {
        items.isEmpty ? .null : .object(list(items, prefix: "    \(access.prefix)override var \(declaration) { ", suffix: " }"))
    }

    /// The initializer of a `static let defaultBaseURLs: [URL]` declared after `prefix`: the spec's URL
    /// literals, on one line when they fit.
    static func baseURLsInitializer(_ literals: [String], prefix: String) -> String {
        let compactMap = ".compactMap { URL(string: $0) }"
        if literals.isEmpty { return "[]" }
        if case .string(let inline)? = list(literals, prefix: prefix, suffix: compactMap)["inline"] {
            return inline + compactMap
        }
        return "[\n" + literals.map { "        \($0),\n" }.joined() + "    ]" + compactMap
    }

    static func serviceContext(_ service: ServiceCode, apis: [APICode], access: AccessLevel, styles: Set<CallingStyle>) -> MustacheValue {
        let baseURLs = baseURLsInitializer(service.baseURLLiterals, prefix: "    \(access.prefix)static let defaultBaseURLs: [URL] = ")
        return .object([
            "typeName": .string(service.typeName),
            "docLines": strings(service.docLines),
            "baseURLLiterals": strings(service.baseURLLiterals),
            "defaultBaseURLsInitializer": .string(baseURLs),
            "methods": .list(apis.map { methodContext($0, access: access, styles: styles) }),
            "securityHelpers": .list(service.securityHelpers.map(securityHelperContext)),
        ])
    }

    /// The service methods of one endpoint: async, completion and delegate (`tag:`) styles, and
    /// the pages method of pageable endpoints; `styles` says which the template writes.
    private static func methodContext(_ api: APICode, access: AccessLevel, styles: Set<CallingStyle>) -> MustacheValue {
        let parameters = api.parameters.map(\.declaration)
        let funcPrefix = "    \(access.prefix)func \(api.methodName)"
        let tagArgument = api.tagParameterName.split(separator: " ").last.map(String.init) ?? "tag"
        let completionArgument = api.completionParameterName.split(separator: " ").last.map(String.init) ?? "completion"
        let isolationArgument = api.isolationParameterName.split(separator: " ").last.map(String.init) ?? "isolation"
        let client = api.parameters.contains { $0.name == "client" } ? "self.client" : "client"
        let arguments = api.parameters.map { "\($0.callLabel): \($0.name)" }
        // Measured on the longest of the three calls (completion style), so all three wrap alike.
        let construction = api.className + clause(
            arguments, prefix: "        \(client).send(\(api.className)",
            suffix: "), tag: \(tagArgument), completion: \(completionArgument), isolation: \(isolationArgument))",
            indent: "        ")
        let pagesSuffix = " -> some AsyncSequence<\(api.responseType), APIError>"
        let pagesSignature = api.pagesMethodName.map {
            $0 + clause(parameters, prefix: "    \(access.prefix)func \($0)", suffix: pagesSuffix + " {", indent: "    ") + pagesSuffix
        }
        let valueType = api.isDownload ? "URL" : api.responseType
        let asyncSuffix = " async throws -> \(valueType)"
        // A download also takes the file to write and an optional progress handler.
        let destinationArgument = api.destinationParameterName.split(separator: " ").last.map(String.init) ?? "destination"
        let progressArgument = api.progressParameterName.split(separator: " ").last.map(String.init) ?? "progress"
        let downloadParameters = api.isDownload ? ["\(api.destinationParameterName): URL"] : []
        let progressParameter = api.isDownload ? ["\(api.progressParameterName): ProgressHandler? = nil"] : []
        // The callback styles deliver on the caller's actor: the completion handler (and a download's progress)
        // is an ordinary closure of the caller, and `isolation` forwards the caller's actor to the client.
        // `Swift.Actor`, because a document may well have a model named `Actor` (GitHub's has), and the models share
        // the module with the services; renaming the model instead would break the name users know from the document.
        let callerProgressParameter = api.isDownload ? ["\(api.progressParameterName): ((TransferProgress) -> Void)? = nil"] : []
        let isolationParameter = "\(api.isolationParameterName): isolated (any Swift.Actor)? = #isolation"
        let completionParameters = parameters + downloadParameters + [
            "\(api.tagParameterName): String? = nil",
        ] + callerProgressParameter + [
            "\(api.completionParameterName): @escaping (Result<\(valueType), APIError>) -> Void",
            isolationParameter,
        ]
        let delegateParameters = parameters + ["\(api.tagParameterName): String?", isolationParameter]
        let docs = { (extra: String) -> MustacheValue in
            strings(api.docLines.isEmpty ? [extra] : api.docLines + ["", extra])
        }
        return .object([
            "name": .string(api.methodName),
            "docLines": strings(api.docLines),
            "completionDocLines": docs(
                "The completion handler runs once with the outcome, on the caller's actor; `tag` labels the request."),
            "delegateDocLines": docs("The outcome goes to the client's delegate on the caller's actor, labelled with `tag`."),
            "pagesDocLines": docs("The pages from the given one on, until a page comes back empty."),
            "availability": optional(api.availability),
            "discardableResult": .bool(api.discardableResult),
            "asyncSignature": .string(
                api.methodName + clause(parameters + downloadParameters + progressParameter, prefix: funcPrefix,
                                        suffix: asyncSuffix + " {", indent: "    ") + asyncSuffix),
            "completionSignature": .string(
                api.methodName + clause(completionParameters, prefix: funcPrefix, suffix: " -> RequestHandle {", indent: "    ")
                    + " -> RequestHandle"),
            "delegateSignature": .string(
                api.methodName + clause(delegateParameters, prefix: funcPrefix, suffix: " -> RequestHandle {", indent: "    ")
                    + " -> RequestHandle"),
            // The pages sequence is an async sequence: it comes with the async style.
            "pagesSignature": optional(styles.contains(.async) ? pagesSignature : nil),
            "client": .string(client),
            "construction": .string(construction),
            "tagArgument": .string(tagArgument),
            "completionArgument": .string(completionArgument),
            "isolationArgument": .string(isolationArgument),
            "isDownload": .bool(api.isDownload),
            "destinationArgument": .string(destinationArgument),
            "progressArgument": .string(progressArgument),
            "hasAsyncStyle": .bool(styles.contains(.async)),
            "hasCompletionStyle": .bool(styles.contains(.completion)),
            // A download has no delegate-style method (its file and progress have no delegate callback).
            "hasDelegateStyle": .bool(styles.contains(.delegate) && !api.isDownload),
        ])
    }
}
