extension DataController {
    /// Reloads each time the network comes back (unreachable → reachable) while the last load failed
    /// or nothing has loaded yet, so a screen that failed offline fills itself when the device
    /// reconnects.
    ///
    /// Watches `monitor`, or the client's `networkMonitor` when `nil`; without either it does nothing.
    /// Cancel the returned task to stop. The task holds the controller weakly, so it ends after the
    /// next change once the controller is gone. It runs on the caller's actor (`isolation`), so the
    /// reloads it starts notify observers there, as a `reload()` called there would.
    @discardableResult
    public func reloadWhenReconnected(
        monitor: (any NetworkMonitor)? = nil, isolation: isolated (any Actor)? = #isolation
    ) -> Task<Void, Never> {
        guard let monitor = monitor ?? client.configuration.networkMonitor else { return Task {} }
        let updates = monitor.reachabilityUpdates()
        return Task { [weak self] in
            _ = isolation  // Runs the task on the caller's actor.
            var wasReachable = true
            for await reachable in updates {
                defer { wasReachable = reachable }
                guard reachable, !wasReachable else { continue }
                guard let self else { return }
                if self.state == .failed || (self.value == nil && self.state == .idle) {
                    await self.reload(isolation: isolation)
                }
            }
        }
    }
}
