import Foundation

/// A decoded value together with the HTTP response it came from.
public struct Response<Value: Sendable>: Sendable {
    public let value: Value
    public let statusCode: Int
    public let headers: [String: String]
    /// The raw body as received.
    public let data: Data
    /// The final URL, after redirects.
    public let url: URL?

    public init(value: Value, statusCode: Int, headers: [String: String], data: Data, url: URL?) {
        self.value = value
        self.statusCode = statusCode
        self.headers = headers
        self.data = data
        self.url = url
    }

    /// The same response carrying a transformed value.
    public func map<T: Sendable>(_ transform: (Value) throws -> T) rethrows -> Response<T> {
        Response<T>(value: try transform(value), statusCode: statusCode, headers: headers, data: data, url: url)
    }

    /// The value of header `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }
}
