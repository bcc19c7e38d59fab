import Foundation

/// The body of a request and how it is encoded.
public enum RequestBody: Sendable {
    /// Encoded with the client's `JSONEncoder`; `Content-Type: application/json`.
    case json(any Encodable & Sendable)
    /// `application/x-www-form-urlencoded`; spaces become `+`, everything else not unreserved is escaped.
    case form([FormField])
    /// `multipart/form-data` with a random boundary.
    case multipart([MultipartPart])
    /// Raw bytes with the given content type.
    case data(Data, contentType: String)
}
