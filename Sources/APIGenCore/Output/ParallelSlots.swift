/// One result slot per iteration of `DispatchQueue.concurrentPerform`, each `nil` until written.
///
/// `@unchecked Sendable` is sound under the way it is used: the slots live in one buffer allocated up front
/// (no array to copy or grow), iteration `i` writes slot `i` only, and the slots are read only after
/// `concurrentPerform` has returned, which waits for every worker.
final class ParallelSlots<Value: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    subscript(index: Int) -> Value? {
        get { slots[index] }
        set { slots[index] = newValue }
    }

    /// Every slot, in order.
    var values: [Value?] {
        Array(slots)
    }
}
