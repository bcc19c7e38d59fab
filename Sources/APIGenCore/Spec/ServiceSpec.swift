/// A decoded, validated spec file: one service.
///
/// Every collection is in spec order (the order the author wrote), which generated code follows.
/// Each element keeps the location of its key so later stages can report problems precisely.
public struct ServiceSpec: Hashable, Sendable {
    /// The spec file path as the user gave it.
    public var file: String
    public var service: String
    public var description: String?
    public var baseURLs: [String]
    /// Base headers sent with every endpoint of the service.
    public var headers: [HeaderSpec]
    public var envelope: EnvelopeSpec?
    /// How clients authenticate, in spec order; documented on the service, with helpers to configure them.
    public var security: [SecuritySchemeSpec]
    public var models: [ModelSpec]
    public var endpoints: [EndpointSpec]
    public var location: SourceLocation

    public init(
        file: String, service: String, description: String? = nil, baseURLs: [String] = [],
        headers: [HeaderSpec] = [], envelope: EnvelopeSpec? = nil, security: [SecuritySchemeSpec] = [],
        models: [ModelSpec] = [], endpoints: [EndpointSpec] = [], location: SourceLocation
    ) {
        self.file = file
        self.service = service
        self.description = description
        self.baseURLs = baseURLs
        self.headers = headers
        self.envelope = envelope
        self.security = security
        self.models = models
        self.endpoints = endpoints
        self.location = location
    }
}

/// A fixed header: `Accept: application/json`.
public struct HeaderSpec: Hashable, Sendable {
    public var name: String
    public var value: String
    public var location: SourceLocation

    public init(name: String, value: String, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}

/// The business envelope every response of a service is wrapped in, validated before decoding.
public struct EnvelopeSpec: Hashable, Sendable {
    /// Keypath of the business code, e.g. `code` or `meta.code`.
    public var code: String
    /// Codes that mean success; anything else fails with `APIError.server(code:message:)`.
    public var success: [EnvelopeCode]
    /// Keypath of the human-readable message, if any.
    public var message: String?
    /// Default response keypath of every endpoint, e.g. `data`.
    public var data: String?
    public var location: SourceLocation

    public init(code: String, success: [EnvelopeCode], message: String? = nil, data: String? = nil, location: SourceLocation) {
        self.code = code
        self.success = success
        self.message = message
        self.data = data
        self.location = location
    }
}

/// A business code: servers use numbers (`0`, `200`) or strings (`"OK"`).
public enum EnvelopeCode: Hashable, Sendable {
    case int(Int)
    case string(String)
}

/// One way to authenticate (`security:` in a native spec, `securitySchemes` in OpenAPI).
public struct SecuritySchemeSpec: Hashable, Sendable {
    /// The scheme's name in the spec (`bearerAuth`).
    public var name: String
    public var kind: Kind
    public var description: String?
    public var location: SourceLocation

    public enum Kind: Hashable, Sendable {
        /// `Authorization: Bearer <token>` (HTTP bearer, OAuth 2, OpenID Connect).
        case bearer
        /// `Authorization: Basic <base64(user:password)>`.
        case basic
        /// A key sent as a header, query item or cookie under `name`.
        case apiKey(placement: ParamSpec.Placement, name: String)
    }

    public init(name: String, kind: Kind, description: String? = nil, location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.description = description
        self.location = location
    }
}
