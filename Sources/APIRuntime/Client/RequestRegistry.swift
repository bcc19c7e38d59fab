/// The client's in-flight bookkeeping: id → (tag, cancel action).
///
/// An entry is inserted under the lock in the same step that creates the request's task (or, for a
/// request that runs in its caller's task, before it starts), and removed before its outcome is
/// delivered, so the registry is empty whenever no outcome is pending. Cancel actions run outside
/// the lock, because a cancellation handler may call back into the registry.
final class RequestRegistry: Sendable {
    private struct Entry: Sendable {
        let tag: String?
        let cancel: @Sendable () -> Void
    }

    private struct State: Sendable {
        var nextID = 1
        var entries: [Int: Entry] = [:]
    }

    /// `Locked` rather than `Mutex`: the entry is written after its task starts, and the task removes
    /// it, so the lock is the only ordering between the two; ThreadSanitizer must see it (see `Locked`).
    private let state = Locked(State())

    /// Creates the request's task with its new id and records it.
    func register<T: Sendable>(tag: String?, start: (Int) -> Task<T, Never>) -> (id: Int, task: Task<T, Never>) {
        state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            let task = start(id)
            state.entries[id] = Entry(tag: tag, cancel: { task.cancel() })
            return (id, task)
        }
    }

    /// Records a request that runs in its caller's task (no task of its own), cancelled by `cancel`.
    func register(tag: String?, cancel: @escaping @Sendable () -> Void) -> Int {
        state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.entries[id] = Entry(tag: tag, cancel: cancel)
            return id
        }
    }

    func remove(id: Int) {
        _ = state.withLock { $0.entries.removeValue(forKey: id) }
    }

    func contains(id: Int) -> Bool {
        state.withLock { $0.entries[id] != nil }
    }

    var count: Int { state.withLock { $0.entries.count } }

    func cancel(id: Int) {
        state.withLock { $0.entries[id]?.cancel }?()
    }

    func cancelAll(tag: String?) {
        let actions = state.withLock { state in
            state.entries.values.filter { tag == nil || $0.tag == tag }.map(\.cancel)
        }
        for action in actions { action() }
    }
}
