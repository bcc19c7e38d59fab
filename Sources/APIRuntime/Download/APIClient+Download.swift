import Foundation

extension APIClient {
    /// Downloads the response body of `api` into the file at `destination` (replacing it) and
    /// returns the response, whose `value` is `destination` and whose `data` is empty.
    ///
    /// The body is streamed to disk, so memory stays flat whatever its size. It takes the same
    /// pipeline as `send` (headers, interceptors, reachability, retries, fallback base URLs) but
    /// nothing is decoded. A status the API does not accept fails with `.httpStatus`, carrying the
    /// first 64 KiB of the body. The body goes to a hidden file next to `destination` first and
    /// replaces `destination` only on success: a failed or cancelled download leaves it as it was.
    /// Cancelling the calling task cancels the download.
    public func download<R>(
        _ api: BaseAPI<R>, to destination: URL, tag: String? = nil, progress: ProgressHandler? = nil
    ) async throws(APIError) -> Response<URL> {
        let partial = Self.partialFile(for: destination)
        let result: Result<Response<Empty>, APIError>
        do {
            result = .success(try await response(for: DownloadAPI(api, destination: partial), tag: tag, progress: progress))
        } catch {
            result = .failure(error)
        }
        return try Self.complete(result, partial: partial, destination: destination).get()
    }

    /// Downloads the response body of `api` into `destination` and calls `completion` exactly once with
    /// `destination` or the error, on the caller's actor (from code isolated to no actor: on the callback
    /// queue), as `send(_:tag:progress:completion:isolation:)` does. Cancel with the handle, id or tag.
    @discardableResult
    public func download<R>(
        _ api: BaseAPI<R>, to destination: URL, tag: String? = nil, progress: ((TransferProgress) -> Void)? = nil,
        completion: @escaping (Result<URL, APIError>) -> Void,
        isolation: isolated (any Actor)? = #isolation
    ) -> RequestHandle {
        let partial = Self.partialFile(for: destination)
        let delivery = CallbackDelivery<RequestEvent<URL>>.start(on: isolation, queue: configuration.callbackQueue) { event in
            switch event {
            case .progress(_, let value): progress?(value)
            case .finished(_, let result): completion(result.map(\.value))
            case .started: break
            }
        }
        var onProgress: RequestProgressHandler?
        if progress != nil {
            onProgress = { handle, value in delivery.send(.progress(handle, value)) }
        }
        // The file is moved on the request's task, before the outcome is handed over, so a cancel that
        // arrives later cannot leave a half-finished move behind.
        return launch(DownloadAPI(api, destination: partial), tag: tag, progress: onProgress, willStart: nil) { handle, result in
            delivery.send(.finished(handle, Self.complete(result, partial: partial, destination: destination)))
            delivery.finish()
        }.handle
    }

    /// A hidden file in `destination`'s folder (so the final move is a rename on the same volume).
    static func partialFile(for destination: URL) -> URL {
        destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).download")
    }

    /// Moves the finished body into place on success; removes the partial file either way.
    static func complete(
        _ result: Result<Response<Empty>, APIError>, partial: URL, destination: URL
    ) -> Result<Response<URL>, APIError> {
        defer { try? FileManager.default.removeItem(at: partial) }
        return result.flatMap { response in
            do {
                try DownloadRouter.replace(destination, with: partial)
            } catch {
                return .failure(.invalidRequest(
                    "Cannot move the download to \(destination.path): \(error.localizedDescription)"))
            }
            return .success(response.map { _ in destination })
        }
    }
}
