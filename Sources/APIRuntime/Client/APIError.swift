import Foundation

/// Every way a request can fail. Each request ends with exactly one value or one `APIError`.
public enum APIError: Error, Sendable {
    /// The request could not be built: missing path or base URL, a header with CR/LF, a body
    /// that does not encode. Never retried.
    case invalidRequest(String)
    /// No response within the timeout.
    case timedOut
    /// Cancelled by a handle, id, tag, group, `cancelAll()` or the calling task.
    case cancelled
    /// The device has no network connection.
    case notConnected
    /// The connection closed before the response was complete (Linux reports this as
    /// `URLError` -1, Apple platforms as -1005; an empty reply is -1011).
    case connectionLost(String)
    /// The host could not be resolved or refused the connection.
    case cannotReachHost(String)
    /// The status code is not acceptable for the API; `body` is the raw response body.
    case httpStatus(code: Int, body: Data)
    /// The business envelope reported a code outside its success codes.
    case server(code: Envelope.Code, message: String?)
    /// The body did not decode: the expected type, the keypath the client started from (if any),
    /// the coding path below it and the decoder's explanation.
    case decoding(type: String, keyPath: String?, codingPath: String, reason: String)
    /// Any other transport failure.
    case transport(any Error)

    /// The HTTP status code, when the failure came with one.
    public var statusCode: Int? {
        if case .httpStatus(let code, _) = self { return code }
        return nil
    }

    /// Whether the request ended because it was cancelled.
    public var isCancelled: Bool {
        if case .cancelled = self { return true }
        return false
    }
}

extension APIError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalidRequest(let reason):
            return "Invalid request: \(reason)"
        case .timedOut:
            return "The request timed out."
        case .cancelled:
            return "The request was cancelled."
        case .notConnected:
            return "Not connected to the internet."
        case .connectionLost(let detail):
            return "The connection was lost: \(detail)"
        case .cannotReachHost(let detail):
            return "Cannot reach the host: \(detail)"
        case .httpStatus(let code, let body):
            let snippet = String(decoding: body.prefix(200), as: UTF8.self)
            return snippet.isEmpty ? "HTTP status \(code)." : "HTTP status \(code): \(snippet)"
        case .server(let code, let message):
            return "Server error \(code)" + (message.map { ": \($0)" } ?? ".")
        case .decoding(let type, let keyPath, let codingPath, let reason):
            let at = keyPath.map { " at keypath \"\($0)\"" } ?? ""
            let path = codingPath.isEmpty ? "" : " (coding path \(codingPath))"
            return "Could not decode \(type)\(at)\(path): \(reason)"
        case .transport(let error):
            return "Transport error: \(error)"
        }
    }
}

extension APIError {
    /// Maps an error thrown by a transport. URL errors are mapped by code, with the Linux
    /// codes observed in practice (-1 for a body cut short, -1011 for an empty reply).
    init(transportError error: any Error) {
        if let apiError = error as? APIError {
            self = apiError
        } else if error is CancellationError {
            self = .cancelled
        } else if let urlError = error as? URLError {
            self = APIError(urlError: urlError)
        } else {
            self = .transport(error)
        }
    }

    init(urlError: URLError) {
        let detail = urlError.localizedDescription
        switch urlError.code.rawValue {
        case -999: self = .cancelled
        case -1001: self = .timedOut
        case -1009, -1018, -1020: self = .notConnected
        case -1, -1005, -1011: self = .connectionLost(detail)
        case -1003, -1004, -1006: self = .cannotReachHost(detail)
        default: self = .transport(urlError)
        }
    }

    /// Whether the host could not be reached at all, so another base URL may be tried for any method.
    var isUnreachableHost: Bool {
        switch self {
        case .cannotReachHost, .notConnected: true
        default: false
        }
    }

    /// Whether the request may have reached the server, so only idempotent methods may repeat it.
    var isTransient: Bool {
        switch self {
        case .timedOut, .connectionLost: true
        case .httpStatus(let code, _): code >= 500 || code == 429 || code == 408
        default: false
        }
    }

    /// Renders a coding path as `data.items[2].name`.
    static func describe(codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }
}
