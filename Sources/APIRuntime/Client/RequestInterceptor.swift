import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What to do after a failed attempt.
public enum RetryDecision: Sendable, Hashable {
    case doNotRetry
    case retry
    case retryAfter(TimeInterval)
}

/// Facts about the request an interceptor sees.
public struct RequestContext: Sendable {
    /// The request's handle id.
    public let id: Int
    public let tag: String?
    public let method: HTTPMethod
    /// Zero for the first attempt.
    public let attempt: Int
}

/// A hook into every request: adapt it before it is sent (auth, signing, common parameters),
/// observe what the transport returned (logging, metrics) and decide whether to retry after a
/// failure. Every method has a default that does nothing.
public protocol RequestInterceptor: Sendable {
    func adapt(_ request: URLRequest, context: RequestContext) async throws -> URLRequest
    func retry(_ request: URLRequest, failedWith error: APIError, context: RequestContext) async -> RetryDecision
    /// Called once per request sent (each attempt and each fallback base URL), after the transport
    /// answered or failed and before the response is validated and decoded. Keep it quick: it runs
    /// on the request's task.
    func didFinish(_ exchange: RequestExchange)
}

extension RequestInterceptor {
    public func adapt(_ request: URLRequest, context: RequestContext) async throws -> URLRequest { request }

    public func retry(_ request: URLRequest, failedWith error: APIError, context: RequestContext) async -> RetryDecision {
        .doNotRetry
    }

    public func didFinish(_ exchange: RequestExchange) {}
}
