import Foundation

/// Automatic retries of transient failures (timeouts, lost connections, 408/429/5xx).
///
/// Only idempotent methods are retried: a POST that timed out may already have been applied.
public struct RetryPolicy: Sendable, Hashable {
    /// Retries after the first attempt; 0 disables the policy (interceptors may still retry).
    public var maxRetries: Int
    /// Delay before the first retry; doubled for each further one.
    public var baseDelay: TimeInterval
    /// Upper bound on all attempts, interceptor retries included, so no hook can loop forever.
    public var maxAttempts: Int

    public init(maxRetries: Int, baseDelay: TimeInterval = 0.3, maxAttempts: Int = 5) {
        self.maxRetries = maxRetries
        self.baseDelay = baseDelay
        self.maxAttempts = maxAttempts
    }

    /// No automatic retries.
    public static let none = RetryPolicy(maxRetries: 0)
    /// Two retries with 0.3 s and 0.6 s back-off.
    public static let standard = RetryPolicy(maxRetries: 2)

    func decision(for error: APIError, method: HTTPMethod, attempt: Int) -> RetryDecision {
        guard attempt < maxRetries, method.isIdempotent, error.isTransient else { return .doNotRetry }
        return .retryAfter(baseDelay * Double(1 << min(attempt, 16)))
    }
}
