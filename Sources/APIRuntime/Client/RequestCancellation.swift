import Synchronization

/// Cancels a request that runs in its caller's task rather than in a task of its own.
///
/// A request sent with `try await send(api)` runs inline when nothing in its pipeline can suspend
/// for long except the transport (see `APIClient.runsInline`), which saves a task and a thread hop
/// per request. Cancelling the calling task still works as usual; cancelling by id, tag or
/// `cancelAll()` cannot cancel the caller's task, so it goes through this object instead: it
/// remembers that the request was cancelled, and runs the action of whatever is in flight (a
/// `URLSessionTask`'s `cancel()`, or a helper task's), now or as soon as one is set.
///
/// Actions run outside the lock, because cancelling may call back synchronously.
final class RequestCancellation: Sendable {
    private struct State {
        var isCancelled = false
        var action: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

    var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Marks the request cancelled and runs the current action, once.
    func cancel() {
        let action = state.withLock { state -> (@Sendable () -> Void)? in
            guard !state.isCancelled else { return nil }
            state.isCancelled = true
            defer { state.action = nil }
            return state.action
        }
        action?()
    }

    /// Makes `action` the way to stop what is in flight now, replacing the previous one. When the
    /// request is already cancelled, runs `action` at once.
    func setAction(_ action: @escaping @Sendable () -> Void) {
        let cancelled = state.withLock { state -> Bool in
            if !state.isCancelled { state.action = action }
            return state.isCancelled
        }
        if cancelled { action() }
    }

    /// Forgets the current action (what it would stop has finished).
    func clearAction() {
        state.withLock { $0.action = nil }
    }

    /// Runs `operation` in a task of its own that this object (and the calling task) can cancel:
    /// for work that honours only task cancellation, such as a transport other than
    /// `URLSessionTransport` or a retry delay.
    func run<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        let task = Task { try await operation() }
        setAction { task.cancel() }
        defer { clearAction() }
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
        }
    }
}
