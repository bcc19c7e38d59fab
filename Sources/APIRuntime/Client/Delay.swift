import Foundation

/// Sleeping for a number of seconds that may come from users or servers.
enum Delay {
    /// `seconds` as nanoseconds, with NaN and negatives as 0 and huge values capped at a day,
    /// because converting an out-of-range `Double` to `UInt64` traps.
    static func nanoseconds(_ seconds: TimeInterval) -> UInt64 {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return UInt64(min(seconds, 86_400) * 1_000_000_000)
    }

    /// Sleeps for `seconds`; throws `CancellationError` when the task is cancelled.
    static func sleep(_ seconds: TimeInterval) async throws {
        let nanoseconds = nanoseconds(seconds)
        if nanoseconds > 0 { try await Task.sleep(nanoseconds: nanoseconds) }
    }
}

extension Delay {
    /// Sleeps for `seconds`; throws `CancellationError` when the task is cancelled or, when `cancellation` is
    /// given (a request running in its caller's task), when the request is.
    static func sleep(_ seconds: TimeInterval, cancellation: RequestCancellation?) async throws {
        guard let cancellation else { return try await sleep(seconds) }
        if cancellation.isCancelled { throw CancellationError() }
        let nanoseconds = nanoseconds(seconds)
        guard nanoseconds > 0 else { return }
        let outcome = OnceContinuation<Void>()
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) {
            outcome.resume(with: .success(()))
        }
        try await outcome.wait(cancellation: cancellation)
    }
}
