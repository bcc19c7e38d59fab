import Synchronization

/// A network monitor whose reachability is set by code: a fake for tests and previews, or a bridge
/// from a reachability source of the app's own (`monitor.setReachable(…)` from its callback).
public final class ManualNetworkMonitor: NetworkMonitor {
    private struct State {
        var isReachable: Bool
        var nextID = 0
        var observers: [Int: AsyncStream<Bool>.Continuation] = [:]
    }

    private let state: Locked<State>

    public init(isReachable: Bool = true) {
        state = Locked(State(isReachable: isReachable))
    }

    public var isReachable: Bool { state.withLock { $0.isReachable } }

    /// Sets the reachability; observers hear of changes only.
    public func setReachable(_ isReachable: Bool) {
        state.withLock { state in
            guard state.isReachable != isReachable else { return }
            state.isReachable = isReachable
            // Yielding under the lock keeps every observer's order of values the order of the calls;
            // `yield` only enqueues, it never runs the observer here.
            for observer in state.observers.values { observer.yield(isReachable) }
        }
    }

    public func reachabilityUpdates() -> AsyncStream<Bool> {
        // Unbounded, so that an observer that has not started iterating yet still sees the state it
        // started from before a change (a transition is never lost); changes are few.
        let (stream, continuation) = AsyncStream<Bool>.makeStream()
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.observers.removeValue(forKey: id) }
        }
        state.withLock { state in
            state.observers[id] = continuation
            continuation.yield(state.isReachable)
        }
        return stream
    }

    /// Streams being iterated now (for tests that wait until a request is waiting).
    var observerCount: Int { state.withLock { $0.observers.count } }
}
