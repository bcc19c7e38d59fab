import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// The default transport: `URLSession`'s async API with a per-task delegate for progress.
public final class URLSessionTransport: Transport {
    public let session: URLSession

    /// The transport every client uses unless configured otherwise: one session for all, since
    /// each `URLSession` holds its own connection pool and threads. Its session uses
    /// `leanConfiguration()`: no cookie store and no response cache.
    public static let shared = URLSessionTransport(configuration: leanConfiguration())

    /// A transport over a new session with `configuration` (default: `.default`, with the shared
    /// cookie store and URL cache).
    public convenience init(configuration: URLSessionConfiguration = .default) {
        self.init(session: URLSession(configuration: configuration))
    }

    /// `.default` without the parts an API client does not need, which cost time on every request:
    /// no cookie store (cookies the server sets are neither kept nor sent back; cookie parameters,
    /// which the client sends as a `Cookie` header, still go out) and no URL cache (every request
    /// goes to the server; `Cache-Control` and `ETag` are not acted on). The configuration of
    /// `shared`. An app that relies on server-set cookies or HTTP caching uses
    /// `URLSessionTransport(configuration: .default)` instead (see docs/Runtime.md).
    public static func leanConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.default
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return configuration
    }

    /// The session for downloads, made on first use (see `URLSessionTransport+Download.swift`).
    let downloads = Locked<DownloadSession?>(nil)

    public init(session: URLSession) {
        self.session = session
    }

    deinit {
        // A session holds its delegate strongly until invalidated.
        downloads.withLock { $0?.session.finishTasksAndInvalidate() }
    }

    public func send(
        _ request: TransportRequest, progress: (@Sendable (TransferProgress) -> Void)?
    ) async throws -> TransportResponse {
        if let destination = request.destination {
            return try await download(request.urlRequest, to: destination, progress: progress)
        }
        var urlRequest = request.urlRequest
        let data: Data
        let response: URLResponse
        if let progress {
            // Task delegates are only needed for progress; without one the session stays on its fast path.
            let delegate = ProgressDelegate(report: progress)
            let session = self.session
            if let body = urlRequest.httpBody, !body.isEmpty {
                // upload(for:from:) is what reports didSendBodyData on Linux and Apple platforms alike.
                urlRequest.httpBody = nil
                let upload = urlRequest
                (data, response) = try await Self.shielded { try await session.upload(for: upload, from: body, delegate: delegate) }
            } else {
                let plain = urlRequest
                (data, response) = try await Self.shielded { try await session.data(for: plain, delegate: delegate) }
            }
            delegate.finish(receivedBytes: Int64(data.count))
        } else {
            (data, response) = try await dataTask(urlRequest)
        }
        return try Self.transportResponse(data, response)
    }

    /// A plain data request of a request that runs in its caller's task: `cancellation` ends it as a cancel of
    /// that task would (see `URLSessionTransport+Cancel.swift`).
    func send(_ request: URLRequest, cancellation: RequestCancellation) async throws -> TransportResponse {
        let (data, response) = try await dataTask(request, cancellation: cancellation)
        return try Self.transportResponse(data, response)
    }

    private static func transportResponse(_ data: Data, _ response: URLResponse) throws -> TransportResponse {
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        let fields = http.allHeaderFields
        var headers: [String: String] = [:]
        headers.reserveCapacity(fields.count)
        // Names and values are strings; the casts cost about half of `String(describing:)`, which stays the fallback.
        for (key, value) in fields {
            headers[key.base as? String ?? String(describing: key)] = value as? String ?? String(describing: value)
        }
        return TransportResponse(statusCode: http.statusCode, headers: headers, data: data, url: http.url)
    }
}

/// Forwards a task's upload and download progress to a closure.
///
/// On Linux, `URLSession`'s async API can return before its delegate queue has delivered the last
/// `didReceive` (seen in CI: 9 of 10 bytes reported when `send` returned). `finish(receivedBytes:)` closes that
/// gap: it reports the whole body once if the last event fell short, and ignores callbacks that arrive after it,
/// so a caller's last download event is always the full count, events never go backwards, and none comes after
/// `send` returns.
///
/// Checked `Sendable`: its only state is an immutable closure and a locked byte count.
final class ProgressDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct Download {
        var received: Int64 = 0
        var expected: Int64?
        var finished = false
    }

    private let report: @Sendable (TransferProgress) -> Void
    private let download = Locked(Download())

    init(report: @escaping @Sendable (TransferProgress) -> Void) {
        self.report = report
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
        totalBytesSent: Int64, totalBytesExpectedToSend: Int64
    ) {
        let total = totalBytesExpectedToSend > 0 ? totalBytesExpectedToSend : nil
        report(TransferProgress(direction: .upload, completedBytes: totalBytesSent, totalBytes: total))
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let length = dataTask.response?.expectedContentLength ?? -1
        // Reported under the lock, so that events reach the closure in the order of their counts.
        download.withLock { state in
            guard !state.finished else { return }
            state.received += Int64(data.count)
            state.expected = length > 0 ? length : nil
            report(TransferProgress(direction: .download, completedBytes: state.received, totalBytes: state.expected))
        }
    }

    /// The body has arrived whole (`receivedBytes` long): reports it if the last event did not, and stops reporting.
    func finish(receivedBytes: Int64) {
        download.withLock { state in
            guard !state.finished else { return }
            state.finished = true
            guard state.received < receivedBytes else { return }
            state.received = receivedBytes
            report(TransferProgress(direction: .download, completedBytes: receivedBytes, totalBytes: state.expected ?? receivedBytes))
        }
    }
}
