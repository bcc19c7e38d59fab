extension APIClient {
    /// Returns when the request may be sent: at once without a monitor or when it says reachable;
    /// otherwise fails with `.notConnected`, after waiting up to `connectivityWait` seconds for the
    /// network to come back. Cancelling the request while it waits ends it with `.cancelled`.
    func awaitConnectivity() async throws(APIError) {
        guard let monitor = configuration.networkMonitor, !monitor.isReachable else { return }
        let limit = configuration.connectivityWait
        guard limit.isFinite, limit > 0 else { throw .notConnected }
        // Whichever finishes first decides: the network coming back, or the limit. Cancelling the
        // request cancels both, and the check below turns that into `.cancelled`.
        let reachable = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                for await reachable in monitor.reachabilityUpdates() where reachable { return true }
                return false
            }
            group.addTask {
                try? await Delay.sleep(limit)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        if Task.isCancelled { throw .cancelled }
        guard reachable else { throw .notConnected }
    }
}
