import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends a fixed credential with every request: a bearer token, HTTP basic credentials, or an API key
/// in a header, query item or cookie. Generated services offer one helper per security scheme of the
/// spec (`UsersService.bearerAuth(token:)`) that returns one of these:
///
/// ```swift
/// var configuration = APIClient.Configuration()
/// configuration.interceptors.append(UsersService.bearerAuth(token: token))
/// ```
/// For tokens that expire and must be refreshed, use `AuthenticationInterceptor` instead.
public struct CredentialInterceptor: RequestInterceptor {
    /// Where an API key goes.
    public enum Placement: String, Sendable, Hashable, CaseIterable {
        case header, query, cookie
    }

    private let name: String
    private let value: String
    private let placement: Placement

    /// `name: value` in `placement`: a header, a query item `name=value`, or a cookie added to the
    /// request's `Cookie` header.
    public init(name: String, value: String, in placement: Placement) {
        self.name = name
        self.value = value
        self.placement = placement
    }

    /// `Authorization: Bearer <token>`.
    public static func bearer(token: String) -> CredentialInterceptor {
        CredentialInterceptor(name: "Authorization", value: "Bearer " + token, in: .header)
    }

    /// `Authorization: Basic <base64(username:password)>`.
    public static func basic(username: String, password: String) -> CredentialInterceptor {
        let credentials = Data((username + ":" + password).utf8).base64EncodedString()
        return CredentialInterceptor(name: "Authorization", value: "Basic " + credentials, in: .header)
    }

    /// An API key sent as `name` in `placement`.
    public static func apiKey(_ key: String, name: String, in placement: Placement) -> CredentialInterceptor {
        CredentialInterceptor(name: name, value: key, in: placement)
    }

    public func adapt(_ request: URLRequest, context: RequestContext) async throws -> URLRequest {
        var request = request
        switch placement {
        case .header:
            // Foundation on Linux silently drops a value with CR/LF; fail loudly instead.
            guard HeaderValidation.isValidValue(value) else {
                throw APIError.invalidRequest("The \(name) credential contains a line break or NUL; trim it.")
            }
            request.setValue(value, forHTTPHeaderField: name)
        case .query:
            guard let url = request.url else { return request }
            let pair = try QueryItem(name, value).encodedPairs().joined(separator: "&")
            let separator = url.query == nil ? "?" : "&"
            if let adapted = URL(string: url.absoluteString + separator + pair) { request.url = adapted }
        case .cookie:
            let cookie = HTTPHeader.appendingCookie(name, value, to: request.value(forHTTPHeaderField: "Cookie"))
            request.setValue(cookie, forHTTPHeaderField: "Cookie")
        }
        return request
    }
}
