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

/// Receives the events of delegate-style requests (`client.send(api, tag:)`). Every method has a default that
/// does nothing.
///
/// The events of a request are delivered on the actor of the code that started it, so a main-actor screen
/// conforms as it is (`final class Screen: APIClientDelegate` in a target whose default isolation is the main
/// actor, or `extension Screen: @MainActor APIClientDelegate` in one that is not) and updates its state in these
/// methods directly. Requests started by code isolated to no actor report on the client's callback queue.
/// Not `Sendable`: a delegate is called only where its requests were started.
public protocol APIClientDelegate: AnyObject {
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
