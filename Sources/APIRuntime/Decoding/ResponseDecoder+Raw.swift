import Foundation

/// Text and binary responses: the body itself is the value.
extension ResponseDecoder {
    /// The body as `String` (UTF-8) or `Data`; any other `Response` type cannot hold it.
    static func rawValue<R>(_ type: R.Type, from data: Data, encoding: ResponseEncoding) throws(APIError) -> R {
        let value: Any = encoding == .text ? String(decoding: data, as: UTF8.self) : data
        guard let typed = value as? R else {
            let expected = encoding == .text ? "String" : "Data"
            throw .decoding(
                type: "\(R.self)", keyPath: nil, codingPath: "",
                reason: "A \(encoding.rawValue) response is read as \(expected); declare the response type \(expected).")
        }
        return typed
    }
}
