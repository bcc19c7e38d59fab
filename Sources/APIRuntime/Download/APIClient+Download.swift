import Foundation

extension APIClient {
    /// Downloads the response body of `api` into the file at `destination` (replacing it) and
    /// returns the response, whose `value` is `destination` and whose `data` is empty.
    ///
    /// The body is streamed to disk, so memory stays flat whatever its size. It takes the same
    /// pipeline as `send` (headers, interceptors, reachability, retries, fallback base URLs) but
    /// nothing is decoded. A status the API does not accept fails with `.httpStatus`, carrying the
    /// first 64 KiB of the body, and leaves no file. Cancelling the calling task cancels the download.
    public func download<R>(
        _ api: BaseAPI<R>, to destination: URL, tag: String? = nil, progress: ProgressHandler? = nil
    ) async throws(APIError) -> Response<URL> {
        try await response(for: DownloadAPI(api, destination: destination), tag: tag, progress: progress)
            .map { _ in destination }
    }

    /// Downloads the response body of `api` into `destination` and calls `completion` exactly once
    /// on the callback queue with `destination` or the error. Cancel with the handle, id or tag.
    @discardableResult
    public func download<R>(
        _ api: BaseAPI<R>, to destination: URL, tag: String? = nil, progress: ProgressHandler? = nil,
        completion: @escaping @Sendable (Result<URL, APIError>) -> Void
    ) -> RequestHandle {
        send(DownloadAPI(api, destination: destination), tag: tag, progress: progress) { result in
            completion(result.map { _ in destination })
        }
    }
}
