/// One endpoint: a request and the response it expects.
public struct EndpointSpec: Hashable, Sendable {
    /// The endpoint key in the spec (`getUser`), which names the API class and service method.
    public var name: String
    public var description: String?
    public var method: HTTPMethodSpec
    /// The path template, e.g. `/users/{id}`.
    public var path: String
    public var params: [ParamSpec]
    /// Headers of this endpoint, added to the service's base headers.
    public var headers: [HeaderSpec]
    /// Fixed query items of this endpoint (`?acl`, `?list-type=2`), sent before its query parameters.
    public var query: [QueryItemSpec]
    public var body: BodySpec?
    /// The decoded response type; `Empty` when the spec gives none.
    public var response: TypeRef
    /// How the success response body is read: JSON (decoded), text (`String`) or binary (`Data`).
    public var responseEncoding: ResponseEncoding
    /// Typed error responses: the body of a failed request decodes as one of these, by status.
    public var errors: [ErrorResponseSpec]
    /// Keypath of the subtree to decode (`data.user`); falls back to the envelope's `data`.
    public var keypath: String?
    public var paging: PagingSpec?
    /// A local JSON file served by `StubTransport`, relative to the stub folder.
    public var stub: String?
    /// Seconds.
    public var timeout: Double?
    public var deprecated: Deprecation?
    /// Tags, as OpenAPI or the spec's `tags:` give them: what `filter: { tags: }` and `apigen list` read.
    public var tags: [String] = []
    /// The OpenAPI `operationId` the name came from, when there is one: a filter may name either.
    public var operationId: String?
    /// For an endpoint imported from OpenAPI, the JSON pointer of its operation in the document (`/paths/~1users/get`):
    /// the import's warnings about it carry the pointer, so a filter that leaves the operation out drops them too.
    public var sourcePointer: String?
    public var location: SourceLocation

    public init(
        name: String, description: String? = nil, method: HTTPMethodSpec, path: String, params: [ParamSpec] = [],
        headers: [HeaderSpec] = [], query: [QueryItemSpec] = [], body: BodySpec? = nil, response: TypeRef = .builtin(.empty),
        responseEncoding: ResponseEncoding = .json, errors: [ErrorResponseSpec] = [], keypath: String? = nil,
        paging: PagingSpec? = nil, stub: String? = nil, timeout: Double? = nil, deprecated: Deprecation? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.description = description
        self.method = method
        self.path = path
        self.params = params
        self.headers = headers
        self.query = query
        self.body = body
        self.response = response
        self.responseEncoding = responseEncoding
        self.errors = errors
        self.keypath = keypath
        self.paging = paging
        self.stub = stub
        self.timeout = timeout
        self.deprecated = deprecated
        self.location = location
    }
}

public enum HTTPMethodSpec: String, Hashable, Sendable, CaseIterable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
    case head = "HEAD"
    case options = "OPTIONS"
    /// A safe request whose body says what to read (RFC draft "The HTTP QUERY Method"; OpenAPI 3.2's `query`): a
    /// search too large or too structured for a query string.
    case query = "QUERY"

    /// GET, HEAD, OPTIONS, QUERY, PUT and DELETE may be repeated safely (RFC 9110 §9.2.2).
    public var isIdempotent: Bool {
        switch self {
        case .get, .head, .options, .query, .put, .delete: true
        case .post, .patch: false
        }
    }
}

/// A query item every request of an endpoint sends as written: `name=value`, or `name=` for an empty value.
public struct QueryItemSpec: Hashable, Sendable {
    public var name: String
    public var value: String
    public var location: SourceLocation

    public init(name: String, value: String, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}

/// A request parameter.
public struct ParamSpec: Hashable, Sendable {
    public var name: String
    public var placement: Placement
    public var type: TypeRef
    /// The name on the wire; the parameter name when the spec gives none.
    public var key: String
    public var defaultValue: DefaultValue?
    public var description: String?
    /// How a list or dictionary value is serialised (`style:`), or for `label` and `matrix` any path value; `nil` is
    /// the placement's default (`form` for query and cookie, `simple` for path and header).
    public var style: Style?
    /// Whether each list element / dictionary entry is its own item (`explode:`); `nil` is the style's
    /// default (`true` for `form`, `false` otherwise), as in OpenAPI.
    public var explode: Bool?
    public var location: SourceLocation

    /// Where the parameter goes (`in:` in the spec).
    public enum Placement: String, Hashable, Sendable, CaseIterable {
        case path, query, header, cookie
    }

    /// OpenAPI's parameter serialisation styles that apigen supports.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case form, simple, spaceDelimited, pipeDelimited, deepObject
        /// Path parameters only: `.blue` (`label`) and `;color=blue` (`matrix`), RFC 6570's `{.name}` and `{;name}`.
        case label, matrix
    }

    public init(
        name: String, placement: Placement, type: TypeRef, key: String? = nil, defaultValue: DefaultValue? = nil,
        description: String? = nil, style: Style? = nil, explode: Bool? = nil, location: SourceLocation
    ) {
        self.name = name
        self.placement = placement
        self.type = type
        self.key = key ?? name
        self.defaultValue = defaultValue
        self.description = description
        self.style = style
        self.explode = explode
        self.location = location
    }
}

/// How a response body is read.
public enum ResponseEncoding: String, Hashable, Sendable, CaseIterable {
    /// Decoded from JSON (the default).
    case json
    /// The body as UTF-8 text; the response type is `String`.
    case text
    /// The raw bytes; the response type is `Data`.
    case binary
    /// A file to download: the service method streams the body to a file the caller names and
    /// returns its URL. The response type is `Data` (what `APIClient.send` of the API returns).
    case file
}

/// A typed error response: when a request fails with a status this covers, its body decodes as `type`.
public struct ErrorResponseSpec: Hashable, Sendable {
    /// `"404"`, a range `"4XX"`, or `"default"` (any status not listed otherwise).
    public var status: String
    public var type: TypeRef
    public var description: String?
    public var location: SourceLocation

    public init(status: String, type: TypeRef, description: String? = nil, location: SourceLocation) {
        self.status = status
        self.type = type
        self.description = description
        self.location = location
    }
}

/// A request body: one encodable value (`type:`) or a list of fields (`fields:`).
public struct BodySpec: Hashable, Sendable {
    public var encoding: Encoding
    public var content: Content
    /// The `Content-Type` to send when it is not the encoding's usual one (`application/merge-patch+json`,
    /// `image/png`); `nil` uses the default (`application/json`, form, multipart, `application/octet-stream`,
    /// `text/plain; charset=utf-8`).
    public var contentType: String?
    public var location: SourceLocation

    public enum Encoding: String, Hashable, Sendable, CaseIterable {
        case json, form, multipart
        /// Raw bytes: `type: Data`.
        case binary
        /// UTF-8 text: `type: String`.
        case text
    }

    public enum Content: Hashable, Sendable {
        /// The whole body is one value of this type (JSON encoding).
        case type(TypeRef)
        /// Named fields, each its own argument (form, multipart, or a JSON object).
        case fields([FieldSpec])
    }

    public init(encoding: Encoding, content: Content, contentType: String? = nil, location: SourceLocation) {
        self.encoding = encoding
        self.content = content
        self.contentType = contentType
        self.location = location
    }
}

public struct FieldSpec: Hashable, Sendable {
    public var name: String
    public var type: TypeRef
    public var key: String
    public var description: String?
    /// `.deepObject` sends a form field's list as `name[0]=a&name[1]=b` instead of repeating the name; models,
    /// dictionaries and lists of them are sent that way whatever this says. Only form fields have a style.
    public var style: ParamSpec.Style?
    public var location: SourceLocation

    public init(
        name: String, type: TypeRef, key: String? = nil, description: String? = nil, style: ParamSpec.Style? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.type = type
        self.key = key ?? name
        self.description = description
        self.style = style
        self.location = location
    }
}

/// Page-number paging: `nextPage()` copies the request with `param` + 1.
public struct PagingSpec: Hashable, Sendable {
    /// The name of the integer parameter that holds the page number.
    public var param: String
    public var location: SourceLocation

    public init(param: String, location: SourceLocation) {
        self.param = param
        self.location = location
    }
}
