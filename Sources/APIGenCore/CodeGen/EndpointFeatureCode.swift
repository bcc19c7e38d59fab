/// `errorModel(from:)` of an API class whose endpoint lists typed `errors:`.
///
/// When every status maps to one type, the function returns that type; otherwise it returns the
/// nested `ErrorBody` enum with one case per status, so each status keeps its own model.
public struct ErrorModelCode: Hashable, Sendable {
    /// The one Swift type of every status, or `nil` when they differ (and `cases` is used).
    public var singleType: String?
    /// One case per status for the `ErrorBody` enum, in spec order.
    public var cases: [ErrorCaseCode]
    /// `["404", "4XX", "default"]`: the statuses as a Swift array literal.
    public var statusList: String
    public var docLines: [String]

    public init(singleType: String?, cases: [ErrorCaseCode], statusList: String, docLines: [String]) {
        self.singleType = singleType
        self.cases = cases
        self.statusList = statusList
        self.docLines = docLines
    }

    /// The function's result type: the single type, or the nested enum.
    public var returnType: String { singleType ?? "ErrorBody" }
}

/// One status of an endpoint's typed errors.
public struct ErrorCaseCode: Hashable, Sendable {
    /// `status404`, `status4XX`, `other` (for `default`).
    public var caseName: String
    public var type: String
    /// `"404"`: the status as a Swift string literal.
    public var statusLiteral: String
    public var docLines: [String]

    public init(caseName: String, type: String, statusLiteral: String, docLines: [String]) {
        self.caseName = caseName
        self.type = type
        self.statusLiteral = statusLiteral
        self.docLines = docLines
    }
}

/// A static helper of the service that returns the interceptor for one security scheme.
public struct SecurityHelperCode: Hashable, Sendable {
    /// `bearerAuth`, escaped when needed.
    public var name: String
    /// `token: String`.
    public var parameterList: String
    /// `.bearer(token: token)`: a `CredentialInterceptor` expression.
    public var expression: String
    public var docLines: [String]

    public init(name: String, parameterList: String, expression: String, docLines: [String]) {
        self.name = name
        self.parameterList = parameterList
        self.expression = expression
        self.docLines = docLines
    }
}
