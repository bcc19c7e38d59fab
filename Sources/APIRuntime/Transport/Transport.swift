import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Moves one built request to a server (or a stub) and back.
///
/// Implementations must honour task cancellation (throw `CancellationError` or
/// `URLError(.cancelled)`) and should report progress when they can.
public protocol Transport: Sendable {
    func send(
        _ request: TransportRequest, progress: (@Sendable (TransferProgress) -> Void)?
    ) async throws -> TransportResponse
}

/// A request as handed to a transport: the final `URLRequest` plus hints for stubs.
public struct TransportRequest: Sendable {
    public var urlRequest: URLRequest
    /// The API's stub file, relative to a `StubTransport` folder.
    public var stub: String?
    /// For downloads (`APIClient.download(_:to:)`): the file the body should be streamed into,
    /// replacing any file there; the response's `data` is then empty. A transport that ignores it
    /// returns the body in `data` as usual and the client writes the file itself (in memory, so
    /// without the flat memory of streaming).
    public var destination: URL?

    public init(urlRequest: URLRequest, stub: String? = nil, destination: URL? = nil) {
        self.urlRequest = urlRequest
        self.stub = stub
        self.destination = destination
    }
}

/// What a transport got back.
public struct TransportResponse: Sendable {
    public var statusCode: Int
    /// Header fields; names as the server sent them.
    public var headers: [String: String]
    public var data: Data
    /// The final URL after redirects, if known.
    public var url: URL?

    public init(statusCode: Int, headers: [String: String] = [:], data: Data = Data(), url: URL? = nil) {
        self.statusCode = statusCode
        self.headers = headers
        self.data = data
        self.url = url
    }

    /// The value of header `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }
}

/// Upload or download progress of one request.
public struct TransferProgress: Sendable, Hashable {
    public enum Direction: Sendable, Hashable { case upload, download }

    public var direction: Direction
    public var completedBytes: Int64
    /// `nil` when the size is unknown (no `Content-Length`).
    public var totalBytes: Int64?

    public init(direction: Direction, completedBytes: Int64, totalBytes: Int64?) {
        self.direction = direction
        self.completedBytes = completedBytes
        self.totalBytes = totalBytes
    }

    /// Between 0 and 1, or `nil` when the total is unknown.
    public var fractionCompleted: Double? {
        guard let totalBytes, totalBytes > 0 else { return nil }
        return min(1, Double(completedBytes) / Double(totalBytes))
    }
}
