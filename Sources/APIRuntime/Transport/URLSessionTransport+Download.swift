import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// The session that runs a transport's downloads, with the delegate that routes its events.
struct DownloadSession: Sendable {
    let session: URLSession
    let router: DownloadRouter
}

extension URLSessionTransport {
    /// Streams the body of `request` into `destination` with a download task: memory stays flat
    /// whatever the size. Progress comes from the session delegate.
    ///
    /// Downloads use a session of their own with a *session-level* delegate: on Linux a per-task
    /// delegate (`download(for:delegate:)`) corrupts the file (a 10 MB body came out as 20 MB of
    /// wrong bytes), while the session delegate gets exact files and progress.
    func download(
        _ request: URLRequest, to destination: URL, progress: (@Sendable (TransferProgress) -> Void)?
    ) async throws -> TransportResponse {
        let downloads = downloadSession()
        let task = downloads.session.downloadTask(with: request)
        let id = task.taskIdentifier
        downloads.router.register(id, destination: destination, progress: progress)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                downloads.router.attach(id, continuation)
                if Task.isCancelled {
                    downloads.router.complete(id, with: .failure(URLError(.cancelled)))
                    task.cancel()
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            // Not from the cancellation handler itself (see URLSessionTransport+Cancel.swift); a download is
            // cancelled even after its response, because its body may be large.
            DispatchQueue.global().async { task.cancel() }
        }
    }

    private func downloadSession() -> DownloadSession {
        downloads.withLock { downloads in
            if let downloads { return downloads }
            let router = DownloadRouter()
            let made = DownloadSession(
                session: URLSession(configuration: session.configuration, delegate: router, delegateQueue: nil), router: router)
            downloads = made
            return made
        }
    }
}

/// Routes a download session's delegate events to the waiting request, by task identifier.
///
/// Checked `Sendable`: all state sits behind a `Locked` lock. Each entry is removed by the one call that
/// resumes its continuation, so every download resumes exactly once.
final class DownloadRouter: NSObject, URLSessionDownloadDelegate, Sendable {
    private struct Entry {
        let destination: URL
        let progress: (@Sendable (TransferProgress) -> Void)?
        var continuation: CheckedContinuation<TransportResponse, any Error>?
        var finished = false
        var moveError: (any Error)?
    }

    private let entries = Locked<[Int: Entry]>([:])

    func register(_ id: Int, destination: URL, progress: (@Sendable (TransferProgress) -> Void)?) {
        entries.withLock { $0[id] = Entry(destination: destination, progress: progress) }
    }

    func attach(_ id: Int, _ continuation: CheckedContinuation<TransportResponse, any Error>) {
        entries.withLock { $0[id]?.continuation = continuation }
    }

    /// Resumes the request with `result`, once; later calls for the same task do nothing.
    func complete(_ id: Int, with result: Result<TransportResponse, any Error>) {
        entries.withLock { $0.removeValue(forKey: id) }?.continuation?.resume(with: result)
    }

    func urlSession(
        _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
        totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64
    ) {
        let progress = entries.withLock { $0[downloadTask.taskIdentifier]?.progress }
        let total = totalBytesExpectedToWrite > 0 ? totalBytesExpectedToWrite : nil
        progress?(TransferProgress(direction: .download, completedBytes: totalBytesWritten, totalBytes: total))
    }

    /// The temporary file is deleted when this returns, so it is moved here.
    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        let id = downloadTask.taskIdentifier
        guard let destination = entries.withLock({ $0[id]?.destination }) else { return }
        var moveError: (any Error)?
        do {
            try Self.replace(destination, with: location)
        } catch {
            moveError = error
        }
        entries.withLock { entries in
            entries[id]?.finished = true
            entries[id]?.moveError = moveError
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let id = task.taskIdentifier
        if let error {
            complete(id, with: .failure(error))
            return
        }
        guard let entry = entries.withLock({ $0[id] }) else { return }
        guard let http = task.response as? HTTPURLResponse else {
            complete(id, with: .failure(URLError(.badServerResponse)))
            return
        }
        if let moveError = entry.moveError {
            complete(id, with: .failure(moveError))
            return
        }
        if !entry.finished {
            // No file was handed over (nothing to write): the destination still becomes the empty body.
            do {
                try Data().write(to: entry.destination)
            } catch {
                complete(id, with: .failure(error))
                return
            }
        }
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            headers[String(describing: key)] = String(describing: value)
        }
        complete(id, with: .success(TransportResponse(statusCode: http.statusCode, headers: headers, url: http.url)))
    }

    /// Moves `file` to `destination`, replacing what is there.
    static func replace(_ destination: URL, with file: URL) throws {
        let manager = FileManager.default
        if manager.fileExists(atPath: destination.path) {
            try manager.removeItem(at: destination)
        }
        try manager.moveItem(at: file, to: destination)
    }
}
