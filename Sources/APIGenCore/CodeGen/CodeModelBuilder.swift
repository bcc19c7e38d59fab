/// Translates one validated `ServiceSpec` into a `CodeModel`: picks every Swift name, resolves
/// collisions (with a warning at the spec location), spells types and literals.
///
/// Problems that would make the output fail to compile are errors; anything renamed or ignored is
/// a warning. The builder never stops early: it always returns a complete model.
struct CodeModelBuilder {
    let spec: ServiceSpec
    var diagnostics: [Diagnostic] = []
    /// Spec model name → Swift type name.
    var typeNames: [String: String] = [:]
    /// Spec model name → the model, for enum lookups and recursion analysis.
    var modelsByName: [String: ModelSpec] = [:]
    /// Enum model name → raw value → case identifier.
    var enumCaseNames: [String: [String: String]] = [:]
    var serviceTypeName = ""
    /// Every generated model type name, once naming is done: one set shared by every property scope.
    var allTypeNames: Set<String> = []
    /// The unions that conform to `ParameterValue` (see `UnionCode.isParameterValue`).
    var parameterUnions: Set<String> = []

    init(spec: ServiceSpec) {
        self.spec = spec
        for model in spec.models where modelsByName[model.name] == nil {
            modelsByName[model.name] = model
        }
        parameterUnions = Self.parameterUnions(in: modelsByName)
    }

    /// The unions whose every variant can be sent as a parameter: a simple value, an enum, a list of them, or another
    /// such union. A union that contains itself (a tree: `heading | [Outline]`) is not one: flattened into a list of
    /// texts it would lose its shape, so it is a structure to encode (as JSON, say), not a parameter value.
    static func parameterUnions(in models: [String: ModelSpec]) -> Set<String> {
        var decided: [String: Bool] = [:]
        func isSendable(_ type: TypeRef, visiting: inout Set<String>) -> Bool {
            switch type {
            case .builtin(let builtin):
                return BuiltinType.parameterValues.contains(builtin)
            case .optional(let inner), .array(let inner):
                return isSendable(inner, visiting: &visiting)
            case .dictionary:
                return false
            case .model(let name):
                switch models[name]?.kind {
                case .enumeration: return true
                case .union(let union):
                    if let known = decided[name] { return known }
                    guard visiting.insert(name).inserted else { return false }
                    // A union without variants is only its `unknown` case: a structure, not a parameter (the importer agrees).
                    let sendable = !union.variants.isEmpty && union.variants.allSatisfy { isSendable($0.type, visiting: &visiting) }
                    visiting.remove(name)
                    decided[name] = sendable
                    return sendable
                case .object, nil: return false
                }
            }
        }
        // Sorted, so that which member of a cycle is decided first does not depend on dictionary order.
        for name in models.keys.sorted() {
            guard case .union = models[name]?.kind else { continue }
            var visiting: Set<String> = []
            _ = isSendable(.model(name), visiting: &visiting)
        }
        return Set(decided.filter(\.value).keys)
    }

    /// Builds the code model of `spec`.
    static func build(_ spec: ServiceSpec) -> (model: CodeModel, diagnostics: [Diagnostic]) {
        var builder = CodeModelBuilder(spec: spec)
        let model = builder.build()
        return (model, builder.diagnostics)
    }

    mutating func build() -> CodeModel {
        // The runtime's and Foundation's names are reserved as spelled: `ApiError` shadows nothing and is a file of its own.
        var types = NameScope(exactReserved: SwiftKeywords.shadowingTypeNames, caseInsensitive: true)
        let serviceBase = SwiftIdentifier.legalized(SwiftIdentifier.upperCamelCase(spec.service), fallback: "API")
        serviceTypeName = types.claim(serviceBase + "Service").name
        nameModels(in: &types)
        allTypeNames = Set(typeNames.values)
        nameEnumCases()
        let apiClassNames = nameAPIClasses(in: &types)
        let models = assigningFileOwners(buildModels(), apiClassNames: apiClassNames)
        let apis = buildAPIs(classNames: apiClassNames)
        let security = buildSecurity(apis: apis)
        let service = ServiceCode(
            typeName: serviceTypeName,
            docLines: SwiftLiteral.docLines(spec.description) + security.docLines,
            baseURLLiterals: spec.baseURLs.map(SwiftLiteral.string),
            securityHelpers: security.helpers
        )
        let fileName = Self.lastPathComponent(of: spec.file)
        return CodeModel(
            specFileName: SwiftLiteral.commentText(fileName),
            specBaseName: Self.removingExtension(fileName),
            group: serviceBase,
            service: service,
            models: models,
            apis: apis
        )
    }

    // MARK: - Files

    /// Sets each model's `fileOwner` from the spec's `owner:`, following owners from model to model to one that
    /// has a file of its own: a model or an API class. A chain that loops or names nothing (the decoder reports
    /// both) leaves the model in a file of its own, so no type is ever lost.
    private func assigningFileOwners(_ models: [ModelCode], apiClassNames: [String]) -> [ModelCode] {
        var classNames: [String: String] = [:]
        for (endpoint, className) in zip(spec.endpoints, apiClassNames) where classNames[endpoint.name] == nil {
            classNames[endpoint.name] = className
        }
        // Each chain is walked once: every model on it gets the root found at its end (a long chain stays linear).
        var roots: [String: ModelCode.FileOwner?] = [:]
        func root(of name: String) -> ModelCode.FileOwner? {
            var chain: [String] = []
            var visited: Set<String> = []
            var current = name
            var found: ModelCode.FileOwner?
            while true {
                if let known = roots[current] {
                    found = known
                    break
                }
                guard visited.insert(current).inserted, let owner = modelsByName[current]?.owner else { break }
                chain.append(current)
                if let model = modelsByName[owner] {
                    if model.owner == nil {
                        found = typeNames[owner].map { .model($0) }
                        break
                    }
                    current = owner
                } else {
                    found = classNames[owner].map { .api($0) }
                    break
                }
            }
            for member in chain { roots[member] = .some(found) }
            return found
        }
        // `buildModels` makes one model per name, in spec order.
        var seen: Set<String> = []
        let names = spec.models.map(\.name).filter { seen.insert($0).inserted }
        return zip(names, models).map { name, code in
            var code = code
            code.fileOwner = modelsByName[name]?.owner == nil ? nil : root(of: name)
            return code
        }
    }

    // MARK: - Type names

    private mutating func nameModels(in types: inout NameScope) {
        for model in spec.models {
            guard typeNames[model.name] == nil else {
                diagnostics.append(.error("model '\(model.name)' is declared twice; rename one of them", at: model.location))
                continue
            }
            var base = SwiftIdentifier.legalized(SwiftIdentifier.upperCamelCase(model.name), fallback: "Model")
            if SwiftKeywords.shadowingTypeNames.contains(base) || SwiftKeywords.needsBackticks.contains(base) {
                let renamed = types.claim(base + "Model").name
                diagnostics.append(.warning(
                    "model name '\(model.name)' would shadow '\(base)', which generated code uses; it is generated as '\(renamed)'",
                    at: model.location, notes: ["rename the model in the spec to choose the Swift name yourself"]))
                typeNames[model.name] = renamed
                continue
            }
            let claimed = types.claim(base)
            if claimed.renamed {
                diagnostics.append(.warning(
                    "model name '\(model.name)' collides with another generated type named '\(base)'; it is generated as '\(claimed.name)'",
                    at: model.location, notes: ["rename the model in the spec so that names differ after conversion to Swift"]))
            }
            base = claimed.name
            typeNames[model.name] = base
        }
    }

    private mutating func nameAPIClasses(in types: inout NameScope) -> [String] {
        spec.endpoints.map { endpoint in
            let base = SwiftIdentifier.legalized(SwiftIdentifier.upperCamelCase(endpoint.name), fallback: "Endpoint") + "API"
            let claimed = types.claim(base)
            if claimed.renamed {
                diagnostics.append(.warning(
                    "endpoint '\(endpoint.name)' would generate the class '\(base)', which is already taken; it is generated as '\(claimed.name)'",
                    at: endpoint.location, notes: ["rename the endpoint or the model so that generated names differ"]))
            }
            return claimed.name
        }
    }

    // MARK: - Types

    /// The Swift spelling of a spec type.
    func swiftType(_ type: TypeRef) -> String {
        switch type {
        case .builtin(let builtin): Self.swiftType(builtin)
        case .model(let name): typeNames[name] ?? SwiftIdentifier.legalized(SwiftIdentifier.upperCamelCase(name), fallback: "Model")
        case .optional(let wrapped): swiftType(wrapped) + "?"
        case .array(let element): "[" + swiftType(element) + "]"
        case .dictionary(let value): "[String: " + swiftType(value) + "]"
        }
    }

    static func swiftType(_ builtin: BuiltinType) -> String {
        switch builtin {
        case .file: "UploadFile"
        default: builtin.rawValue
        }
    }

    /// Reports every model name `type` mentions that the spec does not declare.
    mutating func checkReferences(_ type: TypeRef, at location: SourceLocation) {
        for name in type.referencedModels where modelsByName[name] == nil {
            diagnostics.append(.error("unknown type '\(name)'", at: location, notes: ["declare it under 'models:' or use a built-in type"]))
        }
    }

    func isEnumModel(_ name: String) -> Bool {
        if case .enumeration = modelsByName[name]?.kind { true } else { false }
    }

    /// Whether values of `type` can go into a path, query, header or form field (`ParameterValue`).
    func isParameterValue(_ type: TypeRef) -> Bool {
        switch type {
        case .builtin(let builtin):
            BuiltinType.parameterValues.contains(builtin)
        case .model(let name): isEnumModel(name) || parameterUnions.contains(name)
        case .optional(let inner), .array(let inner): isParameterValue(inner)
        case .dictionary: false
        }
    }

    /// Whether `type` mentions `File`, which is only allowed as a multipart field.
    static func mentionsFile(_ type: TypeRef) -> Bool {
        switch type {
        case .builtin(let builtin): builtin == .file
        case .model: false
        case .optional(let inner), .array(let inner), .dictionary(let inner): mentionsFile(inner)
        }
    }

    // MARK: - Helpers

    static func availability(_ deprecation: Deprecation?) -> String? {
        guard let deprecation else { return nil }
        guard let message = deprecation.message, !message.isEmpty else { return "@available(*, deprecated)" }
        return "@available(*, deprecated, message: \(SwiftLiteral.string(message)))"
    }

    static func lastPathComponent(of path: String) -> String {
        let component = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        return component.isEmpty ? "spec" : component
    }

    static func removingExtension(_ fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }

    /// A member name: lowerCamelCase, legal, and not one of the names backticks cannot rescue.
    static func memberName(_ text: String, fallback: String) -> String {
        let name = SwiftIdentifier.legalized(SwiftIdentifier.lowerCamelCase(text), fallback: fallback)
        return SwiftKeywords.renamedValueNames.contains(name) ? name + "Value" : name
    }
}
