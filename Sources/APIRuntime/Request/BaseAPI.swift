import Foundation

/// The description of one endpoint. Subclass it (generated or by hand) and override what differs
/// from the defaults; only `path` has no useful default.
///
/// `@unchecked Sendable` is sound for this class itself: it stores nothing, every member is a
/// computed property. Subclasses must keep that promise by storing only immutable (`let`)
/// `Sendable` values, which is what generated subclasses do.
open class BaseAPI<Response: Decodable & Sendable>: @unchecked Sendable {
    public init() {}

    /// Base URLs in failover order. The client's configured base URLs replace these when set.
    open var baseURLs: [URL] { [] }
    /// Path below the base URL, with parameters already encoded by `APIPath.segment`.
    /// Empty (the default) fails with `APIError.invalidRequest`.
    open var path: String { "" }
    open var method: HTTPMethod { .get }
    /// Service-wide headers, sent before (and overridden by) `headers`.
    open var baseHeaders: [HTTPHeader] { [] }
    /// Endpoint headers and header parameters.
    open var headers: [HTTPHeader] { [] }
    open var query: [QueryItem] { [] }
    open var body: RequestBody? { nil }
    /// Seconds before the request times out; `nil` uses the client's default.
    open var timeout: TimeInterval? { nil }
    /// Dotted keypath of the subtree to decode, e.g. `"data.items"`; `nil` decodes the whole body.
    open var responseKeyPath: String? { nil }
    /// The business envelope to validate before decoding.
    open var envelope: Envelope? { nil }
    /// How a successful body becomes `Response`: JSON (the default), UTF-8 text or raw bytes.
    /// Text and binary skip the envelope and the keypath, which only apply to JSON.
    open var responseEncoding: ResponseEncoding { .json }
    /// A stub file for `StubTransport`, relative to its folder.
    open var stub: String? { nil }
    /// Status codes that count as success.
    open var acceptableStatusCodes: Range<Int> { 200..<300 }

    /// Extra validation after the status check and before decoding; throw to fail the request
    /// (any error that is not an `APIError` becomes `.transport`).
    open func validate(_ response: TransportResponse) throws {}
}
