import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// A transport that never touches the network: for tests, previews and offline development.
///
/// A request is answered by, in order:
/// 1. the first registered route whose method matches and whose path is the end of the
///    request's path (`"/users"` matches `https://host/v1/users`);
/// 2. the API's `stub` file, relative to `folder`;
/// 3. `folder/<METHOD><path>.json` (`GET/users/42.json`), then `folder/<path>.json`;
/// 4. otherwise a 404 whose body says what was looked for.
/// Files are served with `statusCode` after `delay` seconds. The latest `requestLogLimit`
/// requests are recorded. Downloads get the reply written to their destination file.
public final class StubTransport: Transport {
    /// A canned response.
    public struct Reply: Sendable {
        public var statusCode: Int
        public var headers: [String: String]
        public var data: Data
        /// Overrides the transport's delay for this reply.
        public var delay: TimeInterval?

        public init(statusCode: Int = 200, headers: [String: String] = [:], data: Data = Data(), delay: TimeInterval? = nil) {
            self.statusCode = statusCode
            self.headers = headers
            self.data = data
            self.delay = delay
        }

        /// A JSON reply from text.
        public static func json(_ text: String, statusCode: Int = 200, delay: TimeInterval? = nil) -> Reply {
            Reply(statusCode: statusCode, headers: ["Content-Type": "application/json"], data: Data(text.utf8), delay: delay)
        }
    }

    /// Answers one request; throwing simulates a transport failure (e.g. `URLError(.timedOut)`).
    public typealias Handler = @Sendable (URLRequest) async throws -> Reply

    private struct Route {
        let method: HTTPMethod?
        let path: String
        let handler: Handler
    }

    private struct State {
        var routes: [Route] = []
        var requests: [URLRequest] = []
    }

    public let folder: URL?
    public let delay: TimeInterval
    public let statusCode: Int
    /// How many of the latest requests `requests` keeps. Older ones are dropped, so that an app
    /// or a preview running on stubs for a long time does not grow without bound.
    public let requestLogLimit: Int
    private let state = Locked(State())

    public init(folder: URL? = nil, delay: TimeInterval = 0, statusCode: Int = 200, requestLogLimit: Int = 1_000) {
        self.folder = folder
        self.delay = delay
        self.statusCode = statusCode
        self.requestLogLimit = max(0, requestLogLimit)
    }

    /// Answers `method` requests whose path ends with `path`.
    public func register(_ method: HTTPMethod, _ path: String, handler: @escaping Handler) {
        state.withLock { $0.routes.append(Route(method: method, path: path, handler: handler)) }
    }

    /// Answers requests of any method whose path ends with `path`.
    public func register(_ path: String, handler: @escaping Handler) {
        state.withLock { $0.routes.append(Route(method: nil, path: path, handler: handler)) }
    }

    /// Answers `method` requests whose path ends with `path` with a fixed reply.
    public func register(_ method: HTTPMethod, _ path: String, reply: Reply) {
        register(method, path) { _ in reply }
    }

    /// Answers requests of any method whose path ends with `path` with a fixed reply.
    public func register(_ path: String, reply: Reply) {
        register(path) { _ in reply }
    }

    /// The latest requests sent (at most `requestLogLimit`), oldest first.
    public var requests: [URLRequest] { state.withLock { Array($0.requests.suffix(requestLogLimit)) } }

    public func send(
        _ request: TransportRequest, progress: (@Sendable (TransferProgress) -> Void)?
    ) async throws -> TransportResponse {
        let urlRequest = request.urlRequest
        let method = urlRequest.httpMethod ?? "GET"
        let path = urlRequest.url?.path ?? ""
        let limit = requestLogLimit
        let route = state.withLock { state -> Route? in
            if limit > 0 {
                state.requests.append(urlRequest)
                // Trim in batches, so that recording stays O(1) amortised.
                if state.requests.count >= 2 * limit { state.requests.removeFirst(state.requests.count - limit) }
            }
            return state.routes.first { route in
                (route.method == nil || route.method?.rawValue == method) && Self.path(path, endsWith: route.path)
            }
        }
        let reply: Reply
        if let route {
            reply = try await route.handler(urlRequest)
        } else {
            reply = fileReply(stub: request.stub, method: method, path: path)
        }
        try await Delay.sleep(reply.delay ?? delay)
        try Task.checkCancellation()
        if let body = urlRequest.httpBody, !body.isEmpty {
            progress?(TransferProgress(direction: .upload, completedBytes: Int64(body.count), totalBytes: Int64(body.count)))
        }
        progress?(TransferProgress(direction: .download, completedBytes: Int64(reply.data.count), totalBytes: Int64(reply.data.count)))
        if let destination = request.destination {
            try reply.data.write(to: destination, options: .atomic)
            return TransportResponse(statusCode: reply.statusCode, headers: reply.headers, url: urlRequest.url)
        }
        return TransportResponse(statusCode: reply.statusCode, headers: reply.headers, data: reply.data, url: urlRequest.url)
    }

    private func fileReply(stub: String?, method: String, path: String) -> Reply {
        var candidates: [String] = []
        if let stub { candidates.append(stub) }
        let trimmed = path.hasPrefix("/") ? String(path.dropFirst()) : path
        if !trimmed.isEmpty {
            candidates.append("\(method)/\(trimmed).json")
            candidates.append("\(trimmed).json")
        }
        if let folder {
            for candidate in candidates {
                let file = folder.appendingPathComponent(candidate)
                if let data = try? Data(contentsOf: file) {
                    return Reply(statusCode: statusCode, headers: ["Content-Type": "application/json"], data: data)
                }
            }
        }
        let looked = candidates.isEmpty ? "nothing" : candidates.joined(separator: ", ")
        return Reply(statusCode: 404, data: Data("No stub for \(method) \(path); looked for \(looked)".utf8))
    }

    /// Whether `path` ends with the whole segments of `suffix`.
    private static func path(_ path: String, endsWith suffix: String) -> Bool {
        if path == suffix { return true }
        let normalized = suffix.hasPrefix("/") ? suffix : "/" + suffix
        return path.hasSuffix(normalized)
    }
}
