import Foundation

/// An API whose body goes to a file instead of a decoder.
protocol FileDownload {
    var destination: URL { get }
}

/// Any API, sent as a download: every request property is the wrapped API's; the body is streamed
/// to `destination` by the transport and nothing is decoded (so the response type is `Empty`).
///
/// `@unchecked Sendable` is sound: the stored properties are `let`s of `Sendable` types.
final class DownloadAPI<Wrapped: Decodable & Sendable>: BaseAPI<Empty>, FileDownload, BaseURLPinning, @unchecked Sendable {
    /// How much of an error response's body is kept for `APIError.httpStatus`.
    static var errorBodyLimit: Int { 64 * 1024 }

    let api: BaseAPI<Wrapped>
    let destination: URL

    init(_ api: BaseAPI<Wrapped>, destination: URL) {
        self.api = api
        self.destination = destination
        super.init()
    }

    var pinsBaseURL: Bool { (api as? any BaseURLPinning)?.pinsBaseURL == true }

    override var baseURLs: [URL] { api.baseURLs }
    override var path: String { api.path }
    override var method: HTTPMethod { api.method }
    override var baseHeaders: [HTTPHeader] { api.baseHeaders }
    override var headers: [HTTPHeader] { api.headers }
    override var query: [QueryItem] { api.query }
    override var body: RequestBody? { api.body }
    override var timeout: TimeInterval? { api.timeout }
    override var stub: String? { api.stub }
    /// Every status reaches `validate`, which judges it by the wrapped API's codes.
    override var acceptableStatusCodes: Range<Int> { Int.min..<Int.max }

    /// Judges the status by the wrapped API: an error response's file is removed and its start
    /// becomes the error's body. Writes the file itself when the transport returned the body in
    /// memory instead (a transport that does not stream downloads).
    override func validate(_ response: TransportResponse) throws {
        let manager = FileManager.default
        guard api.acceptableStatusCodes.contains(response.statusCode) else {
            var body = response.data
            if body.isEmpty, let handle = try? FileHandle(forReadingFrom: destination) {
                body = (try? handle.read(upToCount: Self.errorBodyLimit)) ?? Data()
                try? handle.close()
            }
            try? manager.removeItem(at: destination)
            throw APIError.httpStatus(code: response.statusCode, body: body)
        }
        if !response.data.isEmpty || !manager.fileExists(atPath: destination.path) {
            do {
                try response.data.write(to: destination, options: .atomic)
            } catch {
                throw APIError.invalidRequest("Cannot write the download to \(destination.path): \(error.localizedDescription)")
            }
        }
        do {
            try api.validate(response)
        } catch {
            try? manager.removeItem(at: destination)  // a rejected response leaves no file
            throw error
        }
    }
}
