import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing
@testable import APIRuntime

@Suite struct RetryTests {
    /// Replies 503 `failures` times, then 200.
    func flakyStub(failures: Int) -> StubTransport {
        let stub = StubTransport()
        let count = Locked(0)
        stub.register("/x") { _ in
            let attempt = count.withLock { value -> Int in
                value += 1
                return value
            }
            return attempt <= failures ? StubTransport.Reply(statusCode: 503) : .json("1")
        }
        return stub
    }

    @Test func idempotentRequestsAreRetried() async throws {
        let stub = flakyStub(failures: 2)
        let client = makeClient(stub) { $0.retryPolicy = RetryPolicy(maxRetries: 2, baseDelay: 0.001) }
        #expect(try await client.send(TestAPI<Int>("/x")) == 1)
        #expect(stub.requests.count == 3)
    }

    @Test func postIsNotRetried() async {
        let stub = flakyStub(failures: 1)
        let client = makeClient(stub) { $0.retryPolicy = RetryPolicy(maxRetries: 2, baseDelay: 0.001) }
        let result = await outcome { () async throws(APIError) in try await client.send(TestAPI<Int>("/x", method: .post)) }
        #expect(result.failure?.statusCode == 503)
        #expect(stub.requests.count == 1)
    }

    @Test func retriesStopAtTheLimit() async {
        let stub = flakyStub(failures: 10)
        let client = makeClient(stub) { $0.retryPolicy = RetryPolicy(maxRetries: 2, baseDelay: 0.001) }
        let result = await outcome { () async throws(APIError) in try await client.send(TestAPI<Int>("/x")) }
        #expect(result.failure?.statusCode == 503)
        #expect(stub.requests.count == 3)
    }

    @Test func tokenRefreshIsSingleFlight() async throws {
        let refreshes = Locked(0)
        let auth = AuthenticationInterceptor(token: "old") {
            refreshes.withLock { $0 += 1 }
            try await Task.sleep(nanoseconds: 50_000_000)
            return "new"
        }
        let stub = StubTransport()
        stub.register("/me") { request in
            request.value(forHTTPHeaderField: "Authorization") == "Bearer new"
                ? .json("1") : StubTransport.Reply(statusCode: 401, delay: 0.01)
        }
        let client = makeClient(stub) { $0.interceptors = [auth] }
        let values = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<20 {
                group.addTask { try await client.send(TestAPI<Int>("/me")) }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(values == Array(repeating: 1, count: 20))
        #expect(refreshes.withLock { $0 } == 1)
        #expect(auth.refreshCount == 1)
        #expect(auth.token == "new")
        #expect(stub.requests.count <= 40)
    }

    @Test func failedRefreshFailsWithThe401() async {
        let auth = AuthenticationInterceptor(token: "old") { throw URLError(.userAuthenticationRequired) }
        let stub = StubTransport()
        stub.register("/me", reply: StubTransport.Reply(statusCode: 401))
        let client = makeClient(stub) { $0.interceptors = [auth] }
        let result = await outcome { () async throws(APIError) in try await client.send(TestAPI<Int>("/me")) }
        #expect(result.failure?.statusCode == 401)
        #expect(stub.requests.count == 1)
    }

    @Test func unreachableHostFallsBackForAnyMethod() async throws {
        let stub = StubTransport()
        stub.register("/x") { request in
            if request.url?.host == "down.test" { throw URLError(.cannotConnectToHost) }
            return .json("2")
        }
        let client = makeClient(stub, baseURLs: [url("https://down.test"), url("https://up.test")])
        #expect(try await client.send(TestAPI<Int>("/x", method: .post)) == 2)
        #expect(stub.requests.map { $0.url?.host ?? "" } == ["down.test", "up.test"])
    }

    @Test(arguments: [HTTPMethod.get, .post])
    func serverErrorFallsBackOnlyForIdempotentMethods(method: HTTPMethod) async {
        let stub = StubTransport()
        stub.register("/x") { request in
            request.url?.host == "sick.test" ? StubTransport.Reply(statusCode: 502) : .json("3")
        }
        let client = makeClient(stub, baseURLs: [url("https://sick.test"), url("https://ok.test")])
        let result = await outcome { () async throws(APIError) in try await client.send(TestAPI<Int>("/x", method: method)) }
        if method.isIdempotent {
            #expect((try? result.get()) == 3)
            #expect(stub.requests.count == 2)
        } else {
            #expect(result.failure?.statusCode == 502)
            #expect(stub.requests.count == 1)
        }
    }

    @Test func timeoutFallsBackOnlyForIdempotentMethods() async {
        let stub = StubTransport()
        stub.register("/x") { request in
            if request.url?.host == "slow.test" { throw URLError(.timedOut) }
            return .json("4")
        }
        let client = makeClient(stub, baseURLs: [url("https://slow.test"), url("https://fast.test")])
        let get = await outcome { () async throws(APIError) in try await client.send(TestAPI<Int>("/x")) }
        let post = await outcome { () async throws(APIError) in try await client.send(TestAPI<Int>("/x", method: .post)) }
        #expect((try? get.get()) == 4)
        guard case .timedOut = post.failure else {
            Issue.record("expected .timedOut, got \(post)")
            return
        }
    }
}
