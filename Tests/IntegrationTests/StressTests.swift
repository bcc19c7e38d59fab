@testable import APIRuntime
import Foundation
import Testing

/// Many requests against the local fault server, across the three calling styles, with random cancels
/// (by handle, by id, by tag and of everything) at random moments: every request ends with exactly one
/// outcome, a value or `.cancelled`, and the client's registry is empty afterwards.
///
/// `APIGEN_STRESS_REQUESTS` sets the count (600 by default). CI's ThreadSanitizer step runs 10,000 in a
/// process of their own and then also checks that memory is flat: resident memory after the last
/// batch exceeds that after the first fifth by less than 64 MiB.
@Suite(
    .enabled(if: Servers.fault != nil, "APIGEN_FAULT_URL is unset: run Tests/Support/servers.sh start and source .build/test-servers.env"),
    .timeLimit(.minutes(20)))
struct StressTests {
    static let configuredCount = ProcessInfo.processInfo.environment["APIGEN_STRESS_REQUESTS"].flatMap { Int($0) }

    @Test func requestsWithRandomCancelsEndOnceEach() async throws {
        let fault = try #require(Servers.fault)
        let total = Self.configuredCount ?? 600
        let batchSize = 100
        let log = StressLog()
        let delegate = StressDelegate(log: log)
        let client = Servers.client(fault) { $0.timeout = 30 }
        client.delegate = delegate
        var generator = SystemRandomNumberGenerator()
        var handles: [RequestHandle] = []
        var asyncTasks: [Task<Void, Never>] = []
        var memoryAfterWarmUp: Int?

        for batchStart in stride(from: 0, to: total, by: batchSize) {
            for index in batchStart..<min(batchStart + batchSize, total) {
                let tag = "t\(index % 8)"
                // Some requests answer at once, others after a few milliseconds, so cancels land at every stage.
                let slow = Int.random(in: 0..<4, using: &generator) == 0
                let api = slow
                    ? DynamicAPI<Reply>(path: "/slow", query: [QueryItem("s", Double.random(in: 0.001...0.03, using: &generator))])
                    : DynamicAPI<Reply>(path: "/ok")
                switch index % 3 {
                case 0:
                    handles.append(client.send(api, tag: tag) { log.record("completion \(index)", $0.map { _ in () }) })
                case 1:
                    handles.append(client.send(api, tag: tag))
                default:
                    asyncTasks.append(Task {
                        let result = await outcome { () async throws(APIError) in try await client.response(for: api, tag: tag) }
                        log.record("async \(index)", result.map { _ in () })
                    })
                }
                switch Int.random(in: 0..<100, using: &generator) {
                case 0..<8: handles.randomElement(using: &generator)?.cancel()
                case 8..<14: handles.randomElement(using: &generator).map { client.cancel(id: $0.id) }
                case 14..<16: client.cancelAll(tag: "t\(Int.random(in: 0..<8, using: &generator))")
                case 16 where Int.random(in: 0..<20, using: &generator) == 0: client.cancelAll()
                case 17..<30: await Task.yield()
                default: break
                }
            }
            await log.wait(for: min(batchStart + batchSize, total))
            handles.removeAll()
            // Released with each batch, as an app releases its finished tasks: a completed `Task` keeps the memory of
            // the async frames it ran until its last handle goes (1.6 KB for an empty task, 27 KB for a chain of
            // 100 calls, measured in a debug build). A `try await` request over URLSessionTransport runs in its
            // caller's task, so 3,333 handles kept to the end held 86 MiB under ThreadSanitizer; released, 3 MiB.
            for task in asyncTasks { await task.value }
            asyncTasks.removeAll()
            if memoryAfterWarmUp == nil, batchStart + batchSize >= total / 5 {
                memoryAfterWarmUp = ResidentMemory.current()
            }
        }

        let outcomes = log.outcomes
        #expect(outcomes.count == total, "\(outcomes.count) of \(total) requests ended")
        #expect(outcomes.values.allSatisfy { $0.count == 1 }, "a request ended more than once")
        let unexpected = outcomes.values.compactMap(\.first).compactMap { result -> APIError? in
            guard case .failure(let error) = result, !error.isCancelled else { return nil }
            return error
        }
        #expect(unexpected.isEmpty, "failures other than .cancelled: \(unexpected.prefix(5))")
        let cancelled = outcomes.values.filter { $0.first?.failure?.isCancelled == true }.count
        #expect(cancelled > 0 && cancelled < total, "\(cancelled) of \(total) cancelled")
        #expect(client.inFlightCount == 0)
        if Self.configuredCount != nil, let before = memoryAfterWarmUp, let after = ResidentMemory.current() {
            #expect(after - before < 64 << 20, "resident memory grew by \((after - before) >> 20) MiB after warm-up")
        }
        withExtendedLifetime(delegate) {}
    }
}

/// Outcomes by request, with a wait for a number of them. Behind `Locked`, which ThreadSanitizer can
/// see (it cannot see `Mutex` on Linux).
final class StressLog: Sendable {
    private let state = Locked<(outcomes: [String: [Result<Void, APIError>]], total: Int, waiters: [(Int, CheckedContinuation<Void, Never>)])>(([:], 0, []))

    func record(_ key: String, _ result: Result<Void, APIError>) {
        let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.outcomes[key, default: []].append(result)
            state.total += 1
            let total = state.total
            let ready = state.waiters.filter { $0.0 <= total }.map(\.1)
            state.waiters.removeAll { $0.0 <= total }
            return ready
        }
        for continuation in ready { continuation.resume() }
    }

    func wait(for count: Int) async {
        await withCheckedContinuation { continuation in
            let done = state.withLock { state -> Bool in
                if state.total >= count { return true }
                state.waiters.append((count, continuation))
                return false
            }
            if done { continuation.resume() }
        }
    }

    var outcomes: [String: [Result<Void, APIError>]] { state.withLock { $0.outcomes } }
}

/// Records delegate-style outcomes by handle id.
final class StressDelegate: APIClientDelegate {
    let log: StressLog

    init(log: StressLog) {
        self.log = log
    }

    func client(_ client: APIClient, didFinish request: RequestInfo, value: any Sendable, response: Response<Data>) {
        log.record("delegate \(request.handle.id)", .success(()))
    }

    func client(_ client: APIClient, didFail request: RequestInfo, error: APIError) {
        log.record("delegate \(request.handle.id)", .failure(error))
    }
}
