#if canImport(Network)
import Dispatch
import Network

/// The default monitor on Apple platforms: `NWPathMonitor` says whether a usable path exists.
///
/// Until the first path update arrives the network counts as reachable, so that requests made at
/// launch are not held back by a monitor that has not answered yet.
///
/// `@unchecked Sendable` is sound: `monitor` is only touched in `init` and `deinit`, and the
/// state lives in the checked-`Sendable` `ManualNetworkMonitor`.
public final class PathNetworkMonitor: NetworkMonitor, @unchecked Sendable {
    /// One monitor for every client that does not configure its own.
    public static let shared = PathNetworkMonitor()

    private let status = ManualNetworkMonitor(isReachable: true)
    private let monitor = NWPathMonitor()

    public init() {
        let status = self.status
        monitor.pathUpdateHandler = { path in
            status.setReachable(path.status == .satisfied)
        }
        monitor.start(queue: DispatchQueue(label: "APIRuntime.PathNetworkMonitor"))
    }

    deinit {
        monitor.cancel()
    }

    public var isReachable: Bool { status.isReachable }

    public func reachabilityUpdates() -> AsyncStream<Bool> { status.reachabilityUpdates() }
}
#endif
