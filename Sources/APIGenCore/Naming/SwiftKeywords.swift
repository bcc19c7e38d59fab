/// Reserved words and names that generated code cannot use as they are.
enum SwiftKeywords {
    /// Words that must be wrapped in backticks to be used as identifiers. Backticks are legal on
    /// any identifier, so the list errs on the side of escaping contextual keywords too.
    static let needsBackticks: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "open",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol", "some", "any", "async", "package",
    ]

    /// Names that backticks cannot rescue and that are therefore renamed wherever they appear as a
    /// value name (`self` as a parameter shadows `self` itself; `_` is the wildcard).
    static let renamedValueNames: Set<String> = ["self", "Self", "super", "_"]

    /// Type names that generated code uses from Swift, Foundation and APIRuntime (and the module
    /// names themselves). A model spelled like one of these would shadow it, so it is renamed.
    static let shadowingTypeNames: Set<String> = Set([
        // Modules
        "Swift", "FoundationNetworking",
        // Swift
        "AsyncSequence",
        "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "CodingKey", "Decodable", "Decoder",
        "Dictionary", "Double", "Encodable", "Encoder", "Error", "Float", "Hashable", "Int", "Int64",
        "KeyedDecodingContainer", "KeyedEncodingContainer", "Never", "Optional", "Protocol", "Range",
        "RawRepresentable", "Result", "Self", "Sendable", "Set", "String", "Type", "Void",
        // Nested helper types that generated declarations declare inside themselves
        "CodingKeys", "Indirect", "JSONBody", "ErrorBody",
    ]).union(foundationTypeNames).union(runtimeTypeNames)

    /// The names generated code uses from Foundation, and the module's own name. Since no generated type
    /// may be spelled like one of them, one of these words in a declaration's signature is a use of
    /// Foundation (`ImportAccess` reads them so).
    static let foundationTypeNames: Set<String> = ["Foundation", "Data", "Date", "TimeInterval", "URL", "UUID"]

    /// The names generated code uses from APIRuntime (runtime-contract.md), and the module's own name; as
    /// `foundationTypeNames`, for APIRuntime.
    static let runtimeTypeNames: Set<String> = [
        "APIRuntime",
        "APIClient", "APIError", "APIPath", "BaseAPI", "DateFormat", "Empty", "Envelope", "FormField",
        "HTTPHeader", "HTTPMethod", "JSON", "MultipartPart", "OpenEnum", "PageableAPI", "ParameterValue",
        "QueryItem", "RequestBody", "RequestHandle", "UploadFile", "CredentialInterceptor", "QueryStyle", "ResponseEncoding",
        "ProgressHandler", "TransferProgress", "Indirect",
    ]

    /// The protocols among `runtimeTypeNames`: a package type's conformance to one does not count as a use of
    /// APIRuntime in its package surface (see `ImportAccess`).
    static let runtimeProtocolNames: Set<String> = ["OpenEnum", "PageableAPI", "ParameterValue"]

    /// Members of `BaseAPI` (and names a runtime commonly adds to a class) that an endpoint's
    /// stored parameters must not override by accident.
    static let baseAPIMembers: Set<String> = [
        "acceptableStatusCodes", "baseHeaders", "baseURLs", "body", "envelope", "headers", "method",
        "path", "query", "responseKeyPath", "stub", "timeout", "nextPage", "description", "responseEncoding", "errorModel",
        "debugDescription", "hash", "hashValue", "init",
    ]

    /// Case names an open enum cannot use: its own `unknown(_:)` case and `RawRepresentable`'s
    /// and `Hashable`'s members.
    static let enumMembers: Set<String> = ["unknown", "rawValue", "hashValue", "init", "allCases"]

    /// Property names a model cannot use: `Hashable`'s members.
    static let modelMembers: Set<String> = ["hashValue"]
}
