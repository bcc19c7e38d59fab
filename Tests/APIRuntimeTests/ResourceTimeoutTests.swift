import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import APIRuntime

/// `Configuration.resourceTimeout`: a limit on the whole of one attempt, which `timeout` (idle time only)
/// cannot give against a server that keeps a body trickling in. The slow server here is a stub that
/// answers after 30 s; the test's time limit guards a hang, nothing asserts a duration.
@Suite(.timeLimit(.minutes(5))) struct ResourceTimeoutTests {
    func slowStub() -> StubTransport {
        let stub = StubTransport()
        stub.register("/slow") { _ in .json("1", delay: 30) }
        stub.register("/fast") { _ in .json("2") }
        return stub
    }

    @Test func anAttemptPastTheLimitTimesOut() async {
        let client = makeClient(slowStub()) { $0.resourceTimeout = 0.2 }
        let result = await outcome { () async throws(APIError) in try await client.send(TestAPI<Int>("/slow")) }
        guard case .timedOut = result.failure else {
            Issue.record("expected .timedOut, got \(result)")
            return
        }
        #expect(client.inFlightCount == 0)
    }

    @Test func anAttemptWithinTheLimitIsUntouched() async throws {
        let client = makeClient(slowStub()) { $0.resourceTimeout = 30 }
        #expect(try await client.send(TestAPI<Int>("/fast")) == 2)
    }

    @Test func theLimitIsPerAttemptSoRetriesGetItAgain() async {
        let stub = slowStub()
        let client = makeClient(stub) {
            $0.resourceTimeout = 0.2
            $0.retryPolicy = RetryPolicy(maxRetries: 1, baseDelay: 0.001)
        }
        let result = await outcome { () async throws(APIError) in try await client.send(TestAPI<Int>("/slow")) }
        guard case .timedOut = result.failure else {
            Issue.record("expected .timedOut, got \(result)")
            return
        }
        #expect(stub.requests.count == 2)
    }

    @Test(arguments: [0, -1, Double.nan, .infinity])
    func aLimitThatIsNotAPositiveNumberIsAnInvalidRequest(limit: TimeInterval) async {
        let stub = slowStub()
        let client = makeClient(stub) {
            $0.resourceTimeout = limit
            $0.retryPolicy = RetryPolicy(maxRetries: 2, baseDelay: 0.001)
        }
        let result = await outcome { () async throws(APIError) in try await client.send(TestAPI<Int>("/fast")) }
        guard case .invalidRequest(let reason) = result.failure else {
            Issue.record("expected .invalidRequest, got \(result)")
            return
        }
        #expect(reason.contains("resourceTimeout"))
        #expect(stub.requests.isEmpty)
    }

    @Test func cancellingWhileWaitingEndsWithCancelled() async {
        let client = makeClient(slowStub()) { $0.resourceTimeout = 20 }
        let log = OutcomeLog()
        let handle = client.send(TestAPI<Int>("/slow")) { log.record(0, $0) }
        handle.cancel()
        await log.wait(for: 1)
        #expect(log.outcomes[0]?.count == 1)
        #expect(log.outcomes[0]?.first?.failure?.isCancelled == true)
    }
}
