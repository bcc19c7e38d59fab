/// How the body of a successful response becomes the API's `Response` value.
public enum ResponseEncoding: String, Sendable, Hashable, CaseIterable {
    /// Decoded from JSON, after envelope validation and keypath extraction (the default).
    case json
    /// The body as UTF-8 text; `Response` must be `String` (invalid bytes become U+FFFD).
    case text
    /// The body's bytes as they are; `Response` must be `Data`.
    case binary
}
