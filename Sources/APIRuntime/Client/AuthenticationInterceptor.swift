import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// Adds a bearer token to every request and refreshes it once when the server answers 401.
///
/// Refresh is single-flight: when many requests fail with 401 at the same time, one refresh
/// runs and all of them wait for it, then retry with the new token. A request that failed with a
/// token that has already been replaced retries at once without refreshing again.
public final class AuthenticationInterceptor: RequestInterceptor {
    private struct State {
        var token: String?
        var refresh: Task<String, any Error>?
        var refreshCount = 0
    }

    private let state: Mutex<State>
    private let headerName: String
    private let scheme: String
    private let refreshToken: @Sendable () async throws -> String

    /// - Parameters:
    ///   - token: the current token, if any.
    ///   - headerName: defaults to `Authorization`.
    ///   - scheme: prefix before the token, `"Bearer"` by default; empty for none.
    ///   - refresh: obtains a new token; throwing fails the waiting requests with their 401.
    public init(
        token: String?, headerName: String = "Authorization", scheme: String = "Bearer",
        refresh: @escaping @Sendable () async throws -> String
    ) {
        self.state = Mutex(State(token: token))
        self.headerName = headerName
        self.scheme = scheme
        self.refreshToken = refresh
    }

    /// The token currently sent.
    public var token: String? { state.withLock { $0.token } }

    /// How many refreshes have started (for diagnostics and tests).
    public var refreshCount: Int { state.withLock { $0.refreshCount } }

    public func adapt(_ request: URLRequest, context: RequestContext) async throws -> URLRequest {
        guard let token = state.withLock({ $0.token }) else { return request }
        var request = request
        request.setValue(headerValue(token), forHTTPHeaderField: headerName)
        return request
    }

    public func retry(_ request: URLRequest, failedWith error: APIError, context: RequestContext) async -> RetryDecision {
        guard error.statusCode == 401, context.attempt < 2 else { return .doNotRetry }
        let sentValue = request.value(forHTTPHeaderField: headerName)
        let refresh = state.withLock { state -> Task<String, any Error>? in
            if let current = state.token, headerValue(current) != sentValue {
                return nil  // Someone refreshed after this request was sent: just retry.
            }
            if let running = state.refresh { return running }
            state.refreshCount += 1
            let task = Task<String, any Error> { [refreshToken] in try await refreshToken() }
            state.refresh = task
            return task
        }
        guard let refresh else { return .retry }
        do {
            let token = try await refresh.value
            state.withLock { state in
                if state.refresh == refresh {
                    state.token = token
                    state.refresh = nil
                }
            }
            return .retry
        } catch {
            state.withLock { state in
                if state.refresh == refresh { state.refresh = nil }
            }
            return .doNotRetry
        }
    }

    private func headerValue(_ token: String) -> String {
        scheme.isEmpty ? token : "\(scheme) \(token)"
    }
}
