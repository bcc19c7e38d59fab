import Foundation
import Dispatch

/// Delivers the events of one callback-style request (start, progress, outcome) to the code that started it,
/// in order, where that code runs.
///
/// A caller isolated to an actor (a main-actor screen, a view model, an actor of the app) gets every event on
/// that actor: its handlers are ordinary closures formed there, so they may read and change the caller's state,
/// and their non-`Sendable` type keeps them from running anywhere else. The events go through an `AsyncStream`
/// read by one task isolated to the caller, so they arrive in the order they happened, exactly as they would on a
/// serial queue. A caller that is not isolated (a nonisolated function, Swift 5 code, a command-line tool) gets
/// them on `queue`, the configuration's callback queue, serially, as before.
struct CallbackDelivery<Event: Sendable>: Sendable {
    /// Hands one event over; events are delivered in the order they are handed over.
    let send: @Sendable (Event) -> Void
    /// Ends the delivery after the last event (for a request: after its outcome).
    let finish: @Sendable () -> Void

    /// Starts delivering to `handler` on `isolation`, or on `queue` when the caller is not isolated.
    static func start(
        on isolation: isolated (any Actor)?, queue: DispatchQueue, handler: @escaping (Event) -> Void
    ) -> Self {
        guard isolation != nil else {
            let handler = CallerHandler(handler)
            return Self(send: { event in queue.async { handler.call(event) } }, finish: {})
        }
        let (events, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .unbounded)
        Task {
            // Capturing the isolated parameter makes this task run on the caller's actor.
            _ = isolation
            for await event in events { handler(event) }
        }
        return Self(send: { continuation.yield($0) }, finish: { continuation.finish() })
    }
}

/// A handler of a caller that is not isolated to an actor, called on the callback queue.
///
/// `@unchecked Sendable`: the handler is formed by nonisolated code, so it is confined to no actor, and it is
/// only ever called on one serial queue, one event at a time, after the call that took it has returned. That is
/// the contract completion handlers have always had on `callbackQueue`: a handler must not share unsynchronized
/// state with code that runs at the same time (the same as a task that Swift would start for such a caller with
/// `Task { }`, which the compiler lets capture it).
private final class CallerHandler<Event>: @unchecked Sendable {
    private let handler: (Event) -> Void

    init(_ handler: @escaping (Event) -> Void) {
        self.handler = handler
    }

    func call(_ event: Event) {
        handler(event)
    }
}
