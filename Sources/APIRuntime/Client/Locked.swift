import Foundation

/// A value behind a lock that ThreadSanitizer can see.
///
/// The runtime's shared state sits behind this rather than `Mutex` (Synchronization): on Linux `Mutex`
/// locks with futex calls that ThreadSanitizer does not intercept, so where the lock is the only ordering
/// between two threads TSan reports a race that is not there (first seen in `RequestRegistry`, whose
/// entry is written after the request's task starts and removed by that task; then in `StubTransport`).
/// `NSLock` is a pthread mutex, which TSan understands, and CI runs the runtime's tests under TSan.
///
/// `@unchecked Sendable` is sound: `value` is private and only read or written inside `withLock`,
/// while `lock` is held, and `Value` is `Sendable`.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
