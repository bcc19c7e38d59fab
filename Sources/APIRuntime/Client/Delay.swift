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
