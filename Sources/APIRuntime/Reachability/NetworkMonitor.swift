/// Tells the client whether the network can be used, so that a request made while offline fails at
/// once with `APIError.notConnected` (nothing is sent) or waits for connectivity
/// (`APIClient.Configuration.connectivityWait`).
///
/// Set one in `APIClient.Configuration.networkMonitor`. On Apple platforms the default is
/// `PathNetworkMonitor.shared` (Network framework); elsewhere there is none, which means "always
/// reachable". `ManualNetworkMonitor` is one whose state you set: for tests, or to bridge a
/// reachability source of your own.
public protocol NetworkMonitor: Sendable {
    /// Whether requests can be sent now. When unsure (no information yet), say `true`: a request
    /// that is sent can still fail with a transport error, one that is held back cannot succeed.
    var isReachable: Bool { get }

    /// The current reachability first, then every change. Iteration must end when the iterating
    /// task is cancelled (`AsyncStream` does that).
    func reachabilityUpdates() -> AsyncStream<Bool>
}
