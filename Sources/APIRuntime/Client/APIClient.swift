import Foundation
import Synchronization

/// Sends `BaseAPI` requests through a transport and decodes their responses.
///
/// Three calling styles, all cancellable by handle, id, tag or all at once:
/// `try await client.send(api)`, `client.send(api, tag:) { result in … }` and the delegate style
/// `client.send(api, tag:)`. Every request ends with exactly one outcome.
public final class APIClient: Sendable {
    public let configuration: Configuration
    let registry = RequestRegistry()
    private let delegateOverride: Locked<WeakDelegate?> = Locked(nil)

    /// A client for one base URL with every other setting at its default.
    public convenience init(baseURL: URL) {
        self.init(configuration: Configuration(baseURLs: [baseURL]))
    }

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The delegate of delegate-style requests; starts as `configuration.delegate`. Held weakly.
    public var delegate: (any APIClientDelegate)? {
        get { delegateOverride.withLock { $0 }.map(\.value) ?? configuration.delegate }
        set { delegateOverride.withLock { $0 = WeakDelegate(newValue) } }
    }

    /// Requests started and not yet delivered. Zero whenever the client is idle.
    public var inFlightCount: Int { registry.count }

    /// Cancels the request with this handle id, if it is still running.
    public func cancel(id: Int) {
        registry.cancel(id: id)
    }

    /// Cancels every running request started with `tag`.
    public func cancelAll(tag: String) {
        registry.cancelAll(tag: tag)
    }

    /// Cancels every running request.
    public func cancelAll() {
        registry.cancelAll(tag: nil)
    }
}
