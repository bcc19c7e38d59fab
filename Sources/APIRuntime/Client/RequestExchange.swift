import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request as it went over the transport, for interceptors that observe
/// (`RequestInterceptor.didFinish(_:)`): what was sent, what came back and how long it took.
public struct RequestExchange: Sendable {
    /// The request as sent, after every interceptor adapted it.
    public let request: URLRequest
    public let context: RequestContext
    /// The transport's response (any status), or the transport failure mapped to `APIError`.
    /// Status, envelope and decoding checks come later and are not reflected here.
    public let result: Result<TransportResponse, APIError>
    /// From handing the request to the transport until it answered or failed.
    public let duration: Duration

    public init(request: URLRequest, context: RequestContext, result: Result<TransportResponse, APIError>, duration: Duration) {
        self.request = request
        self.context = context
        self.result = result
        self.duration = duration
    }
}
