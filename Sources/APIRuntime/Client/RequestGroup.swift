import Synchronization

/// The requests a screen (or any owner) started: cancelled together by `cancel()` or when the
/// group is deinitialised, so leaving a screen never leaves its requests running.
public final class RequestGroup: Sendable {
    private let handles = Locked<[RequestHandle]>([])

    public init() {}

    /// Adds a request; finished requests are pruned as new ones arrive.
    public func add(_ handle: RequestHandle) {
        handles.withLock { handles in
            handles.removeAll { !$0.isInFlight }
            handles.append(handle)
        }
    }

    /// Requests of this group still running.
    public var count: Int { handles.withLock { $0.filter(\.isInFlight).count } }

    /// Cancels every request of the group. The group stays usable.
    public func cancel() {
        let taken = handles.withLock { handles in
            defer { handles.removeAll() }
            return handles
        }
        for handle in taken { handle.cancel() }
    }

    deinit {
        cancel()
    }
}
