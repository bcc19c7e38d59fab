import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing
@testable import APIRuntime

/// Returns once `condition` holds; gives up (and fails the test) after many polls.
func eventually(_ condition: @Sendable () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<5_000 {
        if condition() { return }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    Issue.record("condition never held", sourceLocation: sourceLocation)
}

@Suite struct ReachabilityTests {
    func offlineClient(wait: TimeInterval = 0, monitor: ManualNetworkMonitor) -> (APIClient, StubTransport) {
        let stub = StubTransport()
        stub.register("/x", reply: .json("1"))
        let client = makeClient(stub) { configuration in
            configuration.networkMonitor = monitor
            configuration.connectivityWait = wait
        }
        return (client, stub)
    }

    /// Sends `/x` completion-style and returns the one outcome, checking that no second one follows.
    func send(_ client: APIClient, whileWaiting: (@Sendable (RequestHandle) async -> Void)? = nil) async -> [Result<Int, APIError>] {
        let log = OutcomeLog()
        let handle = client.send(TestAPI<Int>("/x"), tag: "r") { log.record(0, $0) }
        await whileWaiting?(handle)
        await log.wait(for: 1)
        await flush()
        return log.outcomes[0] ?? []
    }

    @Test func offlineFailsAtOnceWithoutSending() async {
        let monitor = ManualNetworkMonitor(isReachable: false)
        let (client, stub) = offlineClient(monitor: monitor)
        let outcomes = await send(client)
        #expect(outcomes.count == 1)
        guard case .notConnected? = outcomes.first?.failure else {
            Issue.record("expected notConnected, got \(outcomes)")
            return
        }
        #expect(stub.requests.isEmpty)
        #expect(client.inFlightCount == 0)
    }

    @Test func reachableSendsNormally() async throws {
        let (client, stub) = offlineClient(monitor: ManualNetworkMonitor(isReachable: true))
        #expect(try await client.send(TestAPI<Int>("/x")) == 1)
        #expect(stub.requests.count == 1)
    }

    @Test func waitsForTheNetworkThenSends() async {
        let monitor = ManualNetworkMonitor(isReachable: false)
        let (client, stub) = offlineClient(wait: 60, monitor: monitor)
        let outcomes = await send(client) { _ in
            await eventually { monitor.observerCount == 1 }
            #expect(stub.requests.isEmpty)
            monitor.setReachable(true)
        }
        #expect(outcomes.count == 1)
        #expect((try? outcomes.first?.get()) == 1)
        #expect(stub.requests.count == 1)
        await eventually { monitor.observerCount == 0 }
    }

    @Test func waitEndsWithNotConnectedAfterTheLimit() async {
        let monitor = ManualNetworkMonitor(isReachable: false)
        let (client, stub) = offlineClient(wait: 0.05, monitor: monitor)
        let outcomes = await send(client)
        #expect(outcomes.count == 1)
        guard case .notConnected? = outcomes.first?.failure else {
            Issue.record("expected notConnected, got \(outcomes)")
            return
        }
        #expect(stub.requests.isEmpty)
        await eventually { monitor.observerCount == 0 }
    }

    @Test func cancellingWhileWaitingEndsWithCancelled() async {
        let monitor = ManualNetworkMonitor(isReachable: false)
        let (client, stub) = offlineClient(wait: 60, monitor: monitor)
        let outcomes = await send(client) { handle in
            await eventually { monitor.observerCount == 1 }
            handle.cancel()
        }
        #expect(outcomes.count == 1)
        #expect(outcomes.first?.failure?.isCancelled == true)
        #expect(stub.requests.isEmpty)
        #expect(client.inFlightCount == 0)
        await eventually { monitor.observerCount == 0 }
        // Coming back online later sends nothing and delivers nothing more.
        monitor.setReachable(true)
        await flush()
        #expect(stub.requests.isEmpty)
    }

    @Test func cancellingTheCallingTaskWhileWaitingEndsWithCancelled() async {
        let monitor = ManualNetworkMonitor(isReachable: false)
        let (client, stub) = offlineClient(wait: 60, monitor: monitor)
        let task = Task { () async -> Result<Int, APIError> in
            await outcome { () async throws(APIError) in try await client.send(TestAPI<Int>("/x")) }
        }
        await eventually { monitor.observerCount == 1 }
        task.cancel()
        #expect(await task.value.failure?.isCancelled == true)
        #expect(stub.requests.isEmpty)
    }

    @Test func monitorReportsOnlyChanges() async {
        let monitor = ManualNetworkMonitor(isReachable: true)
        var iterator = monitor.reachabilityUpdates().makeAsyncIterator()
        #expect(await iterator.next() == true)
        monitor.setReachable(true)
        monitor.setReachable(false)
        #expect(await iterator.next() == false)
    }

    @Test func dataControllerReloadsWhenTheNetworkComesBack() async {
        let monitor = ManualNetworkMonitor(isReachable: false)
        let (client, stub) = offlineClient(monitor: monitor)
        let controller = DataController(client: client, api: TestAPI<Int>("/x"))
        await controller.reload()
        #expect(controller.state == .failed)
        let watcher = controller.reloadWhenReconnected()
        await eventually { monitor.observerCount == 1 }
        monitor.setReachable(true)
        await eventually { controller.state == .loaded }
        #expect(controller.value == 1)
        #expect(stub.requests.count == 1)
        watcher.cancel()
        await eventually { monitor.observerCount == 0 }
    }
}
