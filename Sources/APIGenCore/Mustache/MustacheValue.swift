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
