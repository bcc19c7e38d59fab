/// A typed template context value. Templates are rendered against these, never against `Any`.
///
/// Not `indirect`: lists and objects already store their elements out of line, and an indirect enum
/// boxes every value, strings and booleans included, so each context value cost an allocation, and its
/// lookups and its release a pointer chase and a reference count each (building and freeing the contexts
/// of 1,000 endpoints was a fifth of a run).
public enum MustacheValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case list([MustacheValue])
    case object([String: MustacheValue])
}

extension MustacheValue {
    /// How many values this one holds, itself included: every scalar, list and object counts one. The
    /// render limits that grow with the data are measured in these (see `MustacheRenderer.Limits`).
    var valueCount: Int {
        var count = 0
        var pending = [self]
        while let value = pending.popLast() {
            count += 1
            switch value {
            case .list(let items): pending.append(contentsOf: items)
            case .object(let members): pending.append(contentsOf: members.values)
            case .null, .bool, .int, .double, .string: break
            }
        }
        return count
    }
}
