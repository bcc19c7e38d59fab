/// "No body": a response type that accepts any body, including an empty one with any
/// content type, and a request body that encodes as `{}`.
public struct Empty: Codable, Hashable, Sendable {
    public init() {}

    /// Reads nothing, so whatever the server sent is accepted.
    public init(from decoder: any Decoder) throws {}

    public func encode(to encoder: any Encoder) throws {
        _ = encoder.container(keyedBy: AnyCodingKey.self)
    }
}
