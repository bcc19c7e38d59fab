/// An HTTP request method.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
    case head = "HEAD"
    case options = "OPTIONS"
    /// A safe, idempotent request whose body says what to read (the HTTP QUERY method, OpenAPI 3.2's `query`).
    case query = "QUERY"

    /// Whether repeating the request has the same effect as sending it once (RFC 9110 §9.2.2).
    ///
    /// Only idempotent requests are retried or sent to a fallback base URL after a timeout or a
    /// 5xx status, because the first attempt may already have changed the server's state.
    public var isIdempotent: Bool {
        switch self {
        case .get, .put, .delete, .head, .options, .query: true
        case .post, .patch: false
        }
    }
}
