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

    private let state: Locked<State>
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
        self.state = Locked(State(token: token))
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
        let value = headerValue(token)
        // Foundation on Linux silently drops a value with CR/LF (a token read from a file with its final
        // newline), which would turn into an unauthenticated request and a refresh loop; say so instead.
        guard HeaderValidation.isValidValue(value) else {
            throw APIError.invalidRequest("The \(headerName) token contains a line break or NUL; trim it before handing it to AuthenticationInterceptor.")
        }
        var request = request
        request.setValue(value, forHTTPHeaderField: headerName)
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
            let token = try await Self.value(of: refresh)
            state.withLock { state in
                if state.refresh == refresh {
                    state.token = token
                    state.refresh = nil
                }
            }
            return .retry
        } catch is CancellationError {
            return .doNotRetry  // This request was cancelled; the shared refresh goes on for the others.
        } catch {
            state.withLock { state in
                if state.refresh == refresh { state.refresh = nil }
            }
            return .doNotRetry
        }
    }

    /// The shared refresh's result, or `CancellationError` as soon as the waiting request is cancelled:
    /// awaiting `refresh.value` directly would hold a cancelled request until a slow refresh finishes.
    private static func value(of refresh: Task<String, any Error>) async throws -> String {
        let waiter = Waiter()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiter.install(continuation)
                Task {
                    do {
                        waiter.resume(with: .success(try await refresh.value))
                    } catch {
                        waiter.resume(with: .failure(error))
                    }
                }
            }
        } onCancel: {
            waiter.resume(with: .failure(CancellationError()))
        }
    }

    /// Resumes one continuation exactly once, whichever of the refresh and a cancellation comes first
    /// (a cancellation may even come before the continuation exists).
    private final class Waiter: Sendable {
        private struct State {
            var continuation: CheckedContinuation<String, any Error>?
            var early: Result<String, any Error>?
            var done = false
        }

        private let state = Locked(State())

        func install(_ continuation: CheckedContinuation<String, any Error>) {
            let early = state.withLock { state -> Result<String, any Error>? in
                if let early = state.early {
                    state.done = true
                    return early
                }
                state.continuation = continuation
                return nil
            }
            if let early { continuation.resume(with: early) }
        }

        func resume(with result: Result<String, any Error>) {
            let continuation = state.withLock { state -> CheckedContinuation<String, any Error>? in
                guard !state.done else { return nil }
                guard let continuation = state.continuation else {
                    if state.early == nil { state.early = result }
                    return nil
                }
                state.done = true
                state.continuation = nil
                return continuation
            }
            continuation?.resume(with: result)
        }
    }

    private func headerValue(_ token: String) -> String {
        scheme.isEmpty ? token : "\(scheme) \(token)"
    }
}
