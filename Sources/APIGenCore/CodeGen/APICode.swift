/// One endpoint: the `final class <Name>API: BaseAPI<Response>` and its service methods.
///
/// Expressions (`path`, `query`, `body`…) are complete Swift expressions built from escaped
/// literals and the class's own stored properties; `nil` means "keep BaseAPI's default".
public struct APICode: Hashable, Sendable {
    /// `GetUserAPI`.
    public var className: String
    /// The service method name (`getUser`), escaped when needed.
    public var methodName: String
    /// The service method returning `client.pages(of:)` (`listUsersPages`), for pageable endpoints.
    public var pagesMethodName: String?
    /// The Swift response type (`User`, `[User]`, `Empty`).
    public var responseType: String
    /// Whether the response is `Empty`, so the async method's result may be discarded.
    public var discardableResult: Bool
    /// `responseEncoding: file`: the service offers a download to a file instead of `send`.
    public var isDownload: Bool
    public var docLines: [String]
    public var availability: String?
    public var storedProperties: [StoredPropertyCode]
    /// Initializer and service method parameters, in spec order (params, then body or fields).
    public var parameters: [ParameterCode]
    /// `.get`.
    public var method: String
    /// A string literal, with `\(APIPath.segment(id))` for path parameters.
    public var pathExpression: String
    public var baseURLsExpression: String?
    /// The spec's base URLs as Swift string literals, for the class's own `defaultBaseURLs`.
    public var baseURLLiterals: [String]
    public var baseHeaderItems: [String]
    public var headerItems: [String]
    public var queryItems: [String]
    public var bodyExpression: String?
    /// For bodies given as fields: the case (`.form`, `.multipart`, `.json`) and its elements
    /// (`FormField("name", name)`, or `name: name` for the `JSONBody` initializer), so a long
    /// body can be written one field per line.
    public var bodyList: BodyListCode?
    /// The nested `JSONBody` struct for a JSON body given as fields.
    public var jsonBody: JSONBodyCode?
    public var timeoutLiteral: String?
    public var keyPathLiteral: String?
    public var envelopeExpression: String?
    public var stubLiteral: String?
    /// `.text` or `.binary` for endpoints whose response is not JSON; `nil` keeps JSON.
    public var responseEncodingCase: String?
    /// `errorModel(from:)` for endpoints with typed errors.
    public var errorModel: ErrorModelCode?
    /// The arguments of `nextPage()`'s initializer call (`page: page + 1`, …) for pageable endpoints.
    public var nextPageArguments: [String]?
    /// The current page number as an expression (`page`, `(page ?? 1)`), which `nextPage()` compares with
    /// `.max` so that the last representable page ends paging instead of overflowing.
    public var currentPageExpression: String?
    /// The argument labels of the service's completion-style method: `tag`, `completion`, or a
    /// `label name` pair when a parameter already uses the name.
    public var tagParameterName: String
    public var completionParameterName: String
    /// Label (and internal name, when a parameter already uses the name) of the callback styles' caller
    /// isolation: `isolation`, or `isolation callerIsolation`.
    public var isolationParameterName: String
    /// Label and name of a download's file argument: `to destination`, or `to destination2` when a
    /// spec argument is called `destination`.
    public var destinationParameterName: String
    /// Label (and internal name, when it differs) of a download's progress argument.
    public var progressParameterName: String

    public init(className: String, methodName: String, responseType: String, method: String, pathExpression: String) {
        self.className = className
        self.methodName = methodName
        self.pagesMethodName = nil
        self.responseType = responseType
        self.discardableResult = false
        self.isDownload = false
        self.docLines = []
        self.availability = nil
        self.storedProperties = []
        self.parameters = []
        self.method = method
        self.pathExpression = pathExpression
        self.baseURLsExpression = nil
        self.baseURLLiterals = []
        self.baseHeaderItems = []
        self.headerItems = []
        self.queryItems = []
        self.bodyExpression = nil
        self.bodyList = nil
        self.jsonBody = nil
        self.timeoutLiteral = nil
        self.keyPathLiteral = nil
        self.envelopeExpression = nil
        self.stubLiteral = nil
        self.responseEncodingCase = nil
        self.errorModel = nil
        self.nextPageArguments = nil
        self.currentPageExpression = nil
        self.tagParameterName = "tag"
        self.completionParameterName = "completion"
        self.isolationParameterName = "isolation"
        self.destinationParameterName = "to destination"
        self.progressParameterName = "progress"
    }

    /// `ListUsersAPI(page: page + 1, filter: filter)` for pageable endpoints.
    public var nextPageExpression: String? {
        nextPageArguments.map { "\(className)(\($0.joined(separator: ", ")))" }
    }

    /// `id: Int, verbose: Bool? = nil`.
    public var parameterList: String {
        parameters.map(\.declaration).joined(separator: ", ")
    }

    /// `id: id, verbose: verbose`: the initializer call from same-named locals.
    public var argumentList: String {
        parameters.map { "\($0.callLabel): \($0.name)" }.joined(separator: ", ")
    }
}

/// A body given as fields, as a list: `.form` and `FormField("name", name)`….
public struct BodyListCode: Hashable, Sendable {
    public var kind: String
    public var items: [String]

    public init(kind: String, items: [String]) {
        self.kind = kind
        self.items = items
    }
}

/// A stored `let` of an API class.
public struct StoredPropertyCode: Hashable, Sendable {
    public var name: String
    public var type: String
    public var docLines: [String]

    public init(name: String, type: String, docLines: [String]) {
        self.name = name
        self.type = type
        self.docLines = docLines
    }
}

/// A parameter of an API initializer and of its service methods.
public struct ParameterCode: Hashable, Sendable {
    /// The argument label and local name as declared (`id`, `` `default` ``).
    public var label: String
    /// The label at a call site: keywords need no backticks there (`default: 1`), except
    /// `inout`, `var` and `let`.
    public var callLabel: String
    /// The local name in expressions (`` `default` ``).
    public var name: String
    public var type: String
    /// `nil`, a literal, or `nil` when the parameter is required.
    public var defaultValue: String?
    /// The stored property the initializer assigns (`id`, or `pathValue` when `path` is taken).
    public var storedName: String

    public init(label: String, type: String, defaultValue: String?, storedName: String) {
        self.label = label
        self.name = label
        self.callLabel = Self.callLabel(for: label.trimmingBackticks)
        self.type = type
        self.defaultValue = defaultValue
        self.storedName = storedName
    }

    /// The call-site spelling of the label `bare` (an unescaped identifier).
    static func callLabel(for bare: String) -> String {
        bare == "inout" ? "`inout`" : bare
    }

    /// `id: Int` or `verbose: Bool? = nil`.
    public var declaration: String {
        "\(label): \(type)" + (defaultValue.map { " = \($0)" } ?? "")
    }
}

/// The private `JSONBody` struct of an endpoint whose JSON body is given as fields.
public struct JSONBodyCode: Hashable, Sendable {
    public var properties: [JSONBodyPropertyCode]
    public var needsCodingKeys: Bool

    public init(properties: [JSONBodyPropertyCode], needsCodingKeys: Bool) {
        self.properties = properties
        self.needsCodingKeys = needsCodingKeys
    }
}

public struct JSONBodyPropertyCode: Hashable, Sendable {
    public var name: String
    public var type: String
    public var keyLiteral: String
    public var keyDiffers: Bool

    public init(name: String, type: String, keyLiteral: String, keyDiffers: Bool) {
        self.name = name
        self.type = type
        self.keyLiteral = keyLiteral
        self.keyDiffers = keyDiffers
    }
}

extension String {
    /// `default` for `` `default` ``; other names unchanged.
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}
