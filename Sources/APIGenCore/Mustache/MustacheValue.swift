/// A typed template context value. Templates are rendered against these, never against `Any`.
public indirect enum MustacheValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case list([MustacheValue])
    case object([String: MustacheValue])
}
