import Foundation
import Dispatch

extension APIClient {
    /// Everything about a client that is not per request. A value: copy, change, make a new client.
    public struct Configuration: Sendable {
        /// When not empty, replaces every API's own base URLs (staging, a local server), in failover order.
        public var baseURLs: [URL]
        /// Headers sent with every request; the API's own headers override them.
        public var headers: [HTTPHeader] = []
        /// Query items appended to every request.
        public var query: [QueryItem] = []
        /// Fields added to every form and multipart body (JSON bodies are not changed).
        public var formFields: [FormField] = []
        /// Seconds before a request times out when the API does not say. Like `URLRequest.timeoutInterval`
        /// it counts idle time: a server that keeps sending a byte now and then never trips it (see
        /// `resourceTimeout`).
        public var timeout: TimeInterval = 60
        /// The longest one attempt (each retry, each fallback base URL) may take from being handed to the
        /// transport to its last byte, however steadily the bytes arrive; then it fails with `.timedOut`.
        /// `nil` (the default): no limit but `timeout`. Enforced by the client rather than by
        /// `URLSessionConfiguration.timeoutIntervalForResource`, which Linux's URLSession ignores.
        /// Mind large downloads and uploads: the limit cuts them too.
        public var resourceTimeout: TimeInterval?
        /// Makes the decoder for each response; the default accepts ISO 8601 dates with and
        /// without fractional seconds.
        public var makeDecoder: @Sendable () -> JSONDecoder = { JSONCoding.makeDecoder() }
        /// Makes the encoder for JSON bodies.
        public var makeEncoder: @Sendable () -> JSONEncoder = { JSONCoding.makeEncoder() }
        /// Adapt every request in order and may ask for retries.
        public var interceptors: [any RequestInterceptor] = []
        /// Automatic retries of transient failures for idempotent methods.
        public var retryPolicy: RetryPolicy = .none
        /// Where completion handlers and delegate calls run for requests started by code isolated to no actor
        /// (requests started on an actor report on that actor). The main queue on Apple platforms; elsewhere a
        /// serial queue of the client, because a Linux server or command-line tool may never drain the main queue.
        public var callbackQueue: DispatchQueue = Configuration.defaultCallbackQueue
        /// How requests travel; `URLSessionTransport` by default.
        public var transport: any Transport = URLSessionTransport.shared
        /// When set, used instead of every API's own envelope.
        public var envelope: Envelope?
        /// Says whether the network is reachable; a request made while it is not fails with
        /// `.notConnected` before anything is sent. `PathNetworkMonitor.shared` on Apple platforms;
        /// `nil` (always reachable) elsewhere.
        public var networkMonitor: (any NetworkMonitor)? = Configuration.defaultNetworkMonitor
        /// Seconds a request made while offline waits for the network before failing with
        /// `.notConnected`; 0 (the default) fails at once.
        public var connectivityWait: TimeInterval = 0
        /// Receives the events of delegate-style requests. Held weakly.
        public var delegate: (any APIClientDelegate)? {
            get { delegateReference.value }
            set { delegateReference = WeakDelegate(newValue) }
        }

        private var delegateReference = WeakDelegate(nil)

        /// - Parameter baseURLs: replaces the APIs' own base URLs when not empty.
        public init(baseURLs: [URL] = []) {
            self.baseURLs = baseURLs
        }

        static var defaultNetworkMonitor: (any NetworkMonitor)? {
            #if canImport(Network)
            PathNetworkMonitor.shared
            #else
            nil
            #endif
        }

        static var defaultCallbackQueue: DispatchQueue {
            #if canImport(Darwin)
            DispatchQueue.main
            #else
            DispatchQueue(label: "APIRuntime.APIClient.callbacks")
            #endif
        }
    }
}

/// A weak, immutable reference to a delegate.
///
/// `@unchecked Sendable`: `weak let` cannot be reassigned, so the reference itself is safe to share; the
/// delegate it refers to is not `Sendable`, and the client only calls it where the request that reports was
/// started (`CallbackDelivery`), which is where a delegate is set up, on its actor.
final class WeakDelegate: @unchecked Sendable {
    weak let value: (any APIClientDelegate)?

    init(_ value: (any APIClientDelegate)?) {
        self.value = value
    }
}
