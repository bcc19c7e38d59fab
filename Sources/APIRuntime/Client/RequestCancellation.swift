/// The cancel of one request that runs in its caller's task (see `APIClient.response(for:tag:progress:)`).
///
/// A cancel by handle, id or tag must end that request and nothing else, so it cannot cancel the task the
/// request runs in: the caller's. Instead it sets this flag, which the pipeline checks between steps, and
/// runs the action the current wait installed (the transport's, which ends the wait at once).
final class RequestCancellation: Sendable {
    private struct State: Sendable {
        var isCancelled = false
        var action: (@Sendable () -> Void)?
    }

    private let state = Locked(State())

    var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Cancels the request: runs the installed action, if any, once. Later calls do nothing.
    func cancel() {
        let action = state.withLock { state -> (@Sendable () -> Void)? in
            guard !state.isCancelled else { return nil }
            state.isCancelled = true
            defer { state.action = nil }
            return state.action
        }
        action?()
    }

    /// Installs what a cancel does during the current wait, replacing any earlier action. When the request is
    /// already cancelled, runs `action` at once instead.
    func onCancel(_ action: @escaping @Sendable () -> Void) {
        let cancelled = state.withLock { state -> Bool in
            if state.isCancelled { return true }
            state.action = action
            return false
        }
        if cancelled { action() }
    }

    /// Removes the action: the wait it ends is over.
    func clear() {
        state.withLock { $0.action = nil }
    }
}
