import Foundation

/// What a delegate is told about a request (seed: request tag + page + URL + parameters).
public struct RequestInfo: Sendable {
    public let handle: RequestHandle
    public let tag: String?
    /// The `BaseAPI` instance; cast it to the concrete type to read its parameters (e.g. a page).
    public let api: any Sendable
    public let method: HTTPMethod
    /// The URL for the first base URL, or `nil` when it could not be built.
    public let url: URL?
    /// Query items and form fields by name.
    public let parameters: [String: [String]]
}

/// Receives the events of delegate-style requests (`client.send(api, tag:)`) on the client's
/// callback queue. Every method has a default that does nothing.
public protocol APIClientDelegate: AnyObject, Sendable {
    func client(_ client: APIClient, didStart request: RequestInfo)
    func client(_ client: APIClient, request: RequestInfo, didProgress progress: TransferProgress)
    /// `value` is the decoded `Response` of the API (cast it to the expected type).
    func client(_ client: APIClient, didFinish request: RequestInfo, value: any Sendable, response: Response<Data>)
    func client(_ client: APIClient, didFail request: RequestInfo, error: APIError)
}

extension APIClientDelegate {
    public func client(_ client: APIClient, didStart request: RequestInfo) {}
    public func client(_ client: APIClient, request: RequestInfo, didProgress progress: TransferProgress) {}
    public func client(_ client: APIClient, didFinish request: RequestInfo, value: any Sendable, response: Response<Data>) {}
    public func client(_ client: APIClient, didFail request: RequestInfo, error: APIError) {}
}
