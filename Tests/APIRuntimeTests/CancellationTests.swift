import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing
@testable import APIRuntime

/// Collects completion outcomes and lets a test wait for a number of them.
///
/// `Locked`, not `Mutex`: ThreadSanitizer does not see `Mutex` on Linux (see `Locked`), and this log is
/// handed between the callback queue and the test only through its lock.
final class OutcomeLog: Sendable {
    private let state = Locked<(outcomes: [Int: [Result<Int, APIError>]], waiters: [(Int, CheckedContinuation<Void, Never>)])>(([:], []))

    func record(_ id: Int, _ result: Result<Int, APIError>) {
        let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.outcomes[id, default: []].append(result)
            let total = state.outcomes.values.reduce(0) { $0 + $1.count }
            let ready = state.waiters.filter { $0.0 <= total }.map(\.1)
            state.waiters.removeAll { $0.0 <= total }
            return ready
        }
        for continuation in ready { continuation.resume() }
    }

    /// Returns once `count` outcomes in total have been recorded.
    func wait(for count: Int) async {
        await withCheckedContinuation { continuation in
            let done = state.withLock { state -> Bool in
                let total = state.outcomes.values.reduce(0) { $0 + $1.count }
                if total >= count { return true }
                state.waiters.append((count, continuation))
                return false
            }
            if done { continuation.resume() }
        }
    }

    var outcomes: [Int: [Result<Int, APIError>]] { state.withLock { $0.outcomes } }
}

@Suite struct CancellationTests {
    func slowStub(_ seconds: TimeInterval = 5) -> StubTransport {
        let stub = StubTransport(delay: seconds)
        stub.register("/x", reply: .json("1"))
        return stub
    }

    @Test func handleCancelEndsWithCancelled() async {
        let client = makeClient(slowStub())
        let log = OutcomeLog()
        let handle = client.send(TestAPI<Int>("/x")) { log.record(0, $0) }
        handle.cancel()
        await log.wait(for: 1)
        #expect(log.outcomes[0]?.first?.failure?.isCancelled == true)
        #expect(client.inFlightCount == 0)
        #expect(!handle.isInFlight)
    }

    @Test func cancelByIDTagAndAll() async {
        let client = makeClient(slowStub(0.3))
        let log = OutcomeLog()
        let first = client.send(TestAPI<Int>("/x"), tag: "a") { log.record(1, $0) }
        client.send(TestAPI<Int>("/x"), tag: "a") { log.record(2, $0) }
        client.send(TestAPI<Int>("/x"), tag: "b") { log.record(3, $0) }
        client.send(TestAPI<Int>("/x")) { log.record(4, $0) }
        #expect(client.inFlightCount == 4)
        client.cancel(id: first.id)
        client.cancelAll(tag: "a")
        await log.wait(for: 3)  // 1 and 2 cancelled at once, then 3 and 4 after the delay
        let outcomes = log.outcomes
        #expect(outcomes[1]?.first?.failure?.isCancelled == true)
        #expect(outcomes[2]?.first?.failure?.isCancelled == true)
        await log.wait(for: 4)
        #expect((try? log.outcomes[3]?.first?.get()) == 1)
        #expect((try? log.outcomes[4]?.first?.get()) == 1)
        client.send(TestAPI<Int>("/x")) { log.record(5, $0) }
        client.cancelAll()
        await log.wait(for: 5)
        #expect(log.outcomes[5]?.first?.failure?.isCancelled == true)
        #expect(client.inFlightCount == 0)
    }

    @Test func groupCancelsOnDeinit() async {
        let client = makeClient(slowStub())
        let log = OutcomeLog()
        do {
            let group = RequestGroup()
            client.send(TestAPI<Int>("/x")) { log.record(1, $0) }.store(in: group)
            client.send(TestAPI<Int>("/x")) { log.record(2, $0) }.store(in: group)
            #expect(group.count == 2)
        }
        await log.wait(for: 2)
        #expect(log.outcomes.values.allSatisfy { $0.count == 1 && $0.first?.failure?.isCancelled == true })
        #expect(client.inFlightCount == 0)
    }

    @Test func cancellingTheCallingTaskCancelsTheRequest() async {
        let client = makeClient(slowStub())
        let task = Task { () async throws(APIError) -> Int in try await client.send(TestAPI<Int>("/x")) }
        try? await Task.sleep(nanoseconds: 20_000_000)
        task.cancel()
        let result = await task.result
        #expect((result.failure as? APIError)?.isCancelled == true)
        #expect(client.inFlightCount == 0)
    }

    @Test func cancelAllReachesAsyncRequests() async {
        let client = makeClient(slowStub())
        async let result = outcome { () async throws(APIError) in try await client.send(TestAPI<Int>("/x")) }
        while client.inFlightCount == 0 { await Task.yield() }
        client.cancelAll()
        #expect(await result.failure?.isCancelled == true)
    }

    /// 1,000 requests with random delays and random cancels: every request completes exactly
    /// once and the bookkeeping ends empty.
    @Test func thousandRequestsWithRandomCancels() async throws {
        let stub = StubTransport()
        stub.register("/x") { _ in .json("1", delay: Double.random(in: 0...0.004)) }
        let client = makeClient(stub)
        let log = OutcomeLog()
        var handles: [RequestHandle] = []
        for index in 0..<1000 {
            handles.append(client.send(TestAPI<Int>("/x"), tag: index.isMultiple(of: 7) ? "seven" : nil) { log.record(index, $0) })
            if Bool.random() { handles.randomElement()?.cancel() }
            if index.isMultiple(of: 50) { await Task.yield() }
        }
        client.cancelAll(tag: "seven")
        await log.wait(for: 1000)
        try await Task.sleep(nanoseconds: 50_000_000)  // Room for any duplicate to show up.
        let outcomes = log.outcomes
        #expect(outcomes.count == 1000)
        #expect(outcomes.values.allSatisfy { $0.count == 1 })
        let cancelled = outcomes.values.filter { $0.first?.failure?.isCancelled == true }.count
        let succeeded = outcomes.values.filter { (try? $0.first?.get()) == 1 }.count
        #expect(cancelled + succeeded == 1000)
        #expect(cancelled > 0)
        #expect(client.inFlightCount == 0)
    }
}
