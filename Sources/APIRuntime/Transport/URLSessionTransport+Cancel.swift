import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Cancelling without deadlocking or crashing URLSession.
///
/// Two races in swift-corelibs-foundation (Linux), both seen in `StressTests` (thousands of requests with
/// random cancels):
/// - The async `data(for:)` cancels its `URLSessionTask` from inside Swift's cancellation handler, which
///   runs while the Swift task's status lock is held, and waits there for the session's work queue; when
///   that queue is just then resuming the same Swift task (which needs the status lock), both wait
///   forever, and with them every request of the session (one thread in `URLSessionTask.cancel()` under
///   `swift_task_cancel`, the work queue in `CheckedContinuation.resume`).
/// - `URLSessionTask.cancel()` checks the task's state and then queues the failure; a task that completes
///   in between is gone from the session's registry when the failure runs, which traps ("Trying to access
///   a behaviour for a task that in not in the registry").
///
/// So on Linux a data request is never cancelled inside URLSession: a cancel ends the caller's wait at once
/// with `CancellationError`, and the transfer is left to finish in the background (bounded by its timeout)
/// with its result dropped. The cost is a connection held until then; a process that traps or a session
/// that stops for good would cost more. Downloads are still cancelled in URLSession (from another thread),
/// because their bodies may be large. Apple's URLSession has neither race, so there the task is cancelled
/// too and the connection freed at once.
extension URLSessionTransport {
    /// A plain data request whose wait a cancel ends at once (see above): a cancel of the calling task or, when
    /// given, of `cancellation`.
    ///
    /// On Linux the transfer is URLSession's async `data(for:)` in a task of its own that Swift never cancels,
    /// started on the caller's thread (`Task.immediate`). That costs less than a completion handler, which
    /// swift-corelibs-foundation delivers through the session's delegate `OperationQueue`: 6 % less CPU and a
    /// tenth fewer context switches per small sequential request against nginx (docs/Performance.md §5).
    func dataTask(_ request: URLRequest, cancellation: RequestCancellation? = nil) async throws -> (Data, URLResponse) {
        // A request cancelled before it starts makes no task at all.
        guard !Task.isCancelled, cancellation?.isCancelled != true else { throw CancellationError() }
        let outcome = OnceContinuation<(Data, URLResponse)>()
        #if canImport(FoundationNetworking)
        let session = self.session
        outcome.startUncancelled { try await session.data(for: request) }
        return try await outcome.wait(cancellation: cancellation)
        #else
        let task = session.dataTask(with: request) { data, response, error in
            if let response, error == nil {
                outcome.resume(with: .success((data ?? Data(), response)))
            } else {
                outcome.resume(with: .failure(error ?? URLError(.badServerResponse)))
            }
        }
        task.resume()
        return try await outcome.wait(cancellation: cancellation) { task.cancel() }
        #endif
    }

    /// Runs `operation`, an await on URLSession's async API, in a task that Swift never cancels. A cancel
    /// of the caller ends the wait at once with `CancellationError`; the transfer finishes on its own.
    static func shielded<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        #if !canImport(FoundationNetworking)
        // Apple's URLSession cancels its async calls safely: let the caller's cancel reach the transfer.
        return try await operation()
        #else
        let outcome = OnceContinuation<T>()
        outcome.startUncancelled(operation)
        return try await outcome.wait()
        #endif
    }
}

/// A continuation that is resumed exactly once, by whichever comes first; a result that arrives before
/// the continuation is attached is kept for it.
final class OnceContinuation<T: Sendable>: Sendable {
    private let state = Locked<(continuation: CheckedContinuation<T, any Error>?, result: Result<T, any Error>?, done: Bool)>((nil, nil, false))

    func attach(_ continuation: CheckedContinuation<T, any Error>) {
        let early = state.withLock { state -> Result<T, any Error>? in
            if let result = state.result {
                state.done = true
                state.result = nil
                return result
            }
            state.continuation = continuation
            return nil
        }
        if let early { continuation.resume(with: early) }
    }

    /// Waits for the result. A cancel of the calling task or, when given, of `cancellation` ends the wait at once
    /// with `CancellationError` and then runs `onCancel`, on another thread: a task's cancellation handler runs
    /// under the task's status lock, which resuming it would need.
    func wait(cancellation: RequestCancellation? = nil, onCancel: (@Sendable () -> Void)? = nil) async throws -> T {
        let cancel: @Sendable () -> Void = {
            self.resume(with: .failure(CancellationError()))
            onCancel?()
        }
        defer { cancellation?.clear() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                attach(continuation)
                // A request already cancelled runs `cancel` here, at once.
                cancellation?.onCancel { DispatchQueue.global().async(execute: cancel) }
            }
        } onCancel: {
            DispatchQueue.global().async(execute: cancel)
        }
    }

    /// Runs `operation` in a new task that nothing cancels and resumes with its result. The task is
    /// deliberately unstructured: it ends with the transfer, whether or not anyone still waits for it.
    func startUncancelled(_ operation: @escaping @Sendable () async throws -> T) {
        let run: @Sendable () async -> Void = {
            do {
                self.resume(with: .success(try await operation()))
            } catch {
                self.resume(with: .failure(error))
            }
        }
        #if compiler(>=6.2)
        // Runs on this thread until its first wait (URLSession has the request then), so starting it costs
        // no thread hop.
        _ = Task.immediate { await run() }
        #else
        _ = Task { await run() }
        #endif
    }

    func resume(with result: Result<T, any Error>) {
        let waiting = state.withLock { state -> CheckedContinuation<T, any Error>? in
            guard !state.done, state.result == nil else { return nil }
            guard let continuation = state.continuation else {
                state.result = result
                return nil
            }
            state.done = true
            state.continuation = nil
            return continuation
        }
        waiting?.resume(with: result)
    }
}
