import Foundation

/// An endpoint described by values instead of a subclass: for one-off calls, endpoints that are
/// in no spec, and requests whose shape is only known at run time.
///
/// ```swift
/// let user = try await client.send(DynamicAPI<User>(path: "/users/42", query: [QueryItem("verbose", true)],
///                                                   keyPath: "data.user"))
/// let status = try await client.send(DynamicAPI<Status>(url: statusPageURL))
/// ```
///
/// It is a `BaseAPI`, so it takes the same pipeline as generated APIs: the client's headers and
/// interceptors, retries, fallback base URLs, cancellation by handle and tag, all three calling
/// styles and `DataController`.
///
/// `@unchecked Sendable` is sound: every stored property is a `let` of a `Sendable` type.
public final class DynamicAPI<Response: Decodable & Sendable>: BaseAPI<Response>, BaseURLPinning, @unchecked Sendable {
    private let storedMethod: HTTPMethod
    private let storedPath: String
    private let storedQuery: [QueryItem]
    private let storedHeaders: [HTTPHeader]
    private let storedBody: RequestBody?
    private let storedKeyPath: String?
    private let storedEnvelope: Envelope?
    private let storedTimeout: TimeInterval?
    private let storedBaseURLs: [URL]
    private let storedStub: String?
    private let storedStatusCodes: Range<Int>
    /// Set by `init(url:…)`: the URL names its own host, so the client's base URLs must not replace it.
    let pinsBaseURL: Bool

    /// An endpoint below the client's base URLs (or `baseURLs`, when the client has none).
    ///
    /// - Parameters:
    ///   - path: the path below the base URL, with parameters already encoded (`APIPath.segment`).
    ///   - keyPath: the dotted keypath of the subtree to decode, e.g. `"data.user"`.
    ///   - envelope: the business envelope to validate; the client's envelope still wins when set.
    ///   - timeout: seconds; `nil` uses the client's timeout.
    ///   - baseURLs: used when the client configures no base URLs, in failover order.
    ///   - stub: a file for `StubTransport`, relative to its folder.
    public convenience init(
        method: HTTPMethod = .get, path: String, query: [QueryItem] = [], headers: [HTTPHeader] = [],
        body: RequestBody? = nil, keyPath: String? = nil, envelope: Envelope? = nil, timeout: TimeInterval? = nil,
        baseURLs: [URL] = [], stub: String? = nil, acceptableStatusCodes: Range<Int> = 200..<300
    ) {
        self.init(
            method: method, path: path, query: query, headers: headers, body: body, keyPath: keyPath,
            envelope: envelope, timeout: timeout, baseURLs: baseURLs, stub: stub,
            acceptableStatusCodes: acceptableStatusCodes, pinsBaseURL: false)
    }

    /// An endpoint at a full URL, sent to that URL even when the client configures base URLs.
    /// The URL's path and query are kept exactly as written; `query` items are appended to them.
    /// A URL without a scheme and host fails the request with `APIError.invalidRequest`.
    public convenience init(
        method: HTTPMethod = .get, url: URL, query: [QueryItem] = [], headers: [HTTPHeader] = [],
        body: RequestBody? = nil, keyPath: String? = nil, envelope: Envelope? = nil, timeout: TimeInterval? = nil,
        stub: String? = nil, acceptableStatusCodes: Range<Int> = 200..<300
    ) {
        let (origin, path) = Self.split(url)
        self.init(
            method: method, path: path, query: query, headers: headers, body: body, keyPath: keyPath,
            envelope: envelope, timeout: timeout, baseURLs: origin.map { [$0] } ?? [], stub: stub,
            acceptableStatusCodes: acceptableStatusCodes, pinsBaseURL: true)
    }

    private init(
        method: HTTPMethod, path: String, query: [QueryItem], headers: [HTTPHeader], body: RequestBody?,
        keyPath: String?, envelope: Envelope?, timeout: TimeInterval?, baseURLs: [URL], stub: String?,
        acceptableStatusCodes: Range<Int>, pinsBaseURL: Bool
    ) {
        self.storedMethod = method
        self.storedPath = path
        self.storedQuery = query
        self.storedHeaders = headers
        self.storedBody = body
        self.storedKeyPath = keyPath
        self.storedEnvelope = envelope
        self.storedTimeout = timeout
        self.storedBaseURLs = baseURLs
        self.storedStub = stub
        self.storedStatusCodes = acceptableStatusCodes
        self.pinsBaseURL = pinsBaseURL
        super.init()
    }

    public override var method: HTTPMethod { storedMethod }
    public override var path: String { storedPath }
    public override var query: [QueryItem] { storedQuery }
    public override var headers: [HTTPHeader] { storedHeaders }
    public override var body: RequestBody? { storedBody }
    public override var responseKeyPath: String? { storedKeyPath }
    public override var envelope: Envelope? { storedEnvelope }
    public override var timeout: TimeInterval? { storedTimeout }
    public override var baseURLs: [URL] { storedBaseURLs }
    public override var stub: String? { storedStub }
    public override var acceptableStatusCodes: Range<Int> { storedStatusCodes }

    /// `https://host:8080` and `/v1/users?x=1` from a full URL: the percent-encoded path and query
    /// are kept verbatim, so the request goes to exactly the URL given. `nil` origin for a URL with
    /// no scheme or host (the pipeline then reports the missing base URL).
    static func split(_ url: URL) -> (origin: URL?, path: String) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let scheme = components.scheme, let host = components.percentEncodedHost, !host.isEmpty
        else { return (nil, "/") }
        var origin = URLComponents()
        origin.scheme = scheme
        origin.percentEncodedHost = host
        origin.port = components.port
        var path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        if let query = components.percentEncodedQuery, !query.isEmpty {
            path += "?" + query
        }
        return (origin.url, path)
    }
}

/// An API whose own base URLs win over the client's (a `DynamicAPI` made from a full URL).
protocol BaseURLPinning {
    var pinsBaseURL: Bool { get }
}

extension APIClient {
    /// The base URLs `api` goes to, in failover order: the client's when configured, else the API's;
    /// a `DynamicAPI` made from a full URL always keeps its own.
    func baseURLs<R>(for api: BaseAPI<R>) -> [URL] {
        if (api as? any BaseURLPinning)?.pinsBaseURL == true { return api.baseURLs }
        return configuration.baseURLs.isEmpty ? api.baseURLs : configuration.baseURLs
    }
}
