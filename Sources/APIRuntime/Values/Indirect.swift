/// Heap storage for a model property whose type is another model (or a union).
///
/// Generated models keep such properties in an `Indirect` box behind a computed property of the plain
/// type, so a model stores one reference per nested model instead of the nested model's every field:
/// - the size of a model no longer grows with everything it contains, transitively, which keeps copies
///   cheap and lets a model contain itself (`Node.parent: Node?`);
/// - the compiler emits far less code per model (copying, assigning and destroying a model touches one
///   reference per nested model), which is most of what a large client costs to compile.
///
/// The box is immutable: setting the property stores a new box, and values are shared between copies.
public enum Indirect<Value: Sendable>: Sendable {
    indirect case wrapped(Value)

    /// A box holding `value`.
    @inlinable
    public init(_ value: Value) {
        self = .wrapped(value)
    }

    /// The boxed value.
    @inlinable
    public var value: Value {
        switch self {
        case .wrapped(let value): value
        }
    }
}

extension Indirect: Equatable where Value: Equatable {}

extension Indirect: Hashable where Value: Hashable {}
