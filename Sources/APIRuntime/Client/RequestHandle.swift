/// Identifies one in-flight request; cancelling it ends the request with `APIError.cancelled`
/// (unless it has already finished, in which case nothing happens).
public struct RequestHandle: Sendable, Hashable {
    public let id: Int
    let registry: RequestRegistry

    init(id: Int, registry: RequestRegistry) {
        self.id = id
        self.registry = registry
    }

    public func cancel() {
        registry.cancel(id: id)
    }

    /// Whether the request is still running.
    public var isInFlight: Bool { registry.contains(id: id) }

    /// Adds the handle to `group`, which cancels it when the group is cancelled or deinitialised.
    public func store(in group: RequestGroup) {
        group.add(self)
    }

    public static func == (lhs: RequestHandle, rhs: RequestHandle) -> Bool {
        lhs.id == rhs.id && lhs.registry === rhs.registry
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(ObjectIdentifier(registry))
    }
}
