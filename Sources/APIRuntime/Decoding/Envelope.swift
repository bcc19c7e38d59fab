/// The business envelope of a service: `{"code": 0, "message": "ok", "data": {…}}`.
///
/// The client reads `code` (and `message`) at their keypaths before decoding the value; a code
/// outside `success` fails the request with `APIError.server(code:message:)`.
public struct Envelope: Sendable, Hashable {
    /// A business code, numeric or textual. `.int(0)` and `.string("0")` are treated as equal
    /// when matching success codes, since services are not consistent about quoting.
    public enum Code: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
        Decodable, CustomStringConvertible
    {
        case int(Int)
        case string(String)

        public init(integerLiteral value: Int) { self = .int(value) }
        public init(stringLiteral value: String) { self = .string(value) }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                self = .int(number)
            } else if let flag = try? container.decode(Bool.self) {
                self = .string(flag ? "true" : "false")  // `success: ["true"]` in a spec matches `"ok": true`
            } else {
                self = .string(try container.decode(String.self))
            }
        }

        public var description: String {
            switch self {
            case .int(let value): String(value)
            case .string(let value): value
            }
        }

        /// Whether both codes have the same text, whatever their JSON type.
        public func matches(_ other: Code) -> Bool { description == other.description }
    }

    /// Dotted keypath of the business code, e.g. `"meta.code"`.
    public let code: String
    /// Codes that mean success.
    public let success: [Code]
    /// Dotted keypath of the human-readable message, if the service sends one.
    public let message: String?

    public init(code: String, success: [Code], message: String? = nil) {
        self.code = code
        self.success = success
        self.message = message
    }

    /// Whether `code` is one of the success codes.
    public func isSuccess(_ code: Code) -> Bool { success.contains { $0.matches(code) } }
}
