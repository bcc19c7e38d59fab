import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import APIRuntime

/// Regressions found in review: each would have sent a different request than the one described.
@Suite struct ReviewFixTests {
    let builder = RequestBuilder(configuration: APIClient.Configuration(), boundary: "B")

    @Test func dotSegmentsStayOneSegment() throws {
        #expect(APIPath.segment("..") == "%2E%2E")
        #expect(APIPath.segment(".") == "%2E")
        #expect(APIPath.segment("a.b") == "a.b")
        #expect(APIPath.segment("...") == "...")
        let api = TestAPI<Empty>("/files/\(APIPath.segment(".."))/meta")
        #expect(try builder.url(for: api, baseURL: url("https://api.test/v1")).absoluteString == "https://api.test/v1/files/%2E%2E/meta")
    }

    @Test func baseURLsWithAQueryAreRejected() {
        let api = TestAPI<Empty>("/users")
        #expect(throws: APIError.self) { try builder.url(for: api, baseURL: url("https://api.test/v1?key=abc")) }
        #expect(throws: APIError.self) { try builder.url(for: api, baseURL: url("https://api.test/v1#top")) }
    }

    @Test func subSecondTimeoutsAreRoundedUpWhereFoundationTruncates() throws {
        let request = try builder.makeRequest(for: TestAPI<Empty>("/x", timeout: 0.5), baseURL: url("https://api.test"))
        #if canImport(FoundationNetworking)
        #expect(request.timeoutInterval == 1)
        #else
        #expect(request.timeoutInterval == 0.5)
        #endif
    }

    @Test func tokensWithLineBreaksAreRejectedNotDropped() async {
        let transport = StubTransport()
        transport.register(.get, "/x", reply: .json("{}"))
        let auth = AuthenticationInterceptor(token: "abc\n") { "fresh" }
        let client = makeClient(transport) { $0.interceptors = [auth] }
        let result = await outcome { () async throws(APIError) in try await client.send(TestAPI<Empty>("/x")) }
        guard case .invalidRequest(let reason)? = result.failure else {
            Issue.record("expected .invalidRequest, got \(result)")
            return
        }
        #expect(reason.contains("line break"))
        #expect(transport.requests.isEmpty)
    }

    @Test func booleanBusinessCodes() async throws {
        let transport = StubTransport()
        transport.register(.get, "/ok", reply: .json(#"{"ok": true, "data": [1, 2]}"#))
        transport.register(.get, "/no", reply: .json(#"{"ok": false, "msg": "nope"}"#))
        let client = makeClient(transport)
        let envelope = Envelope(code: "ok", success: ["true"], message: "msg")
        let values = try await client.send(TestAPI<[Int]>("/ok", keyPath: "data", envelope: envelope))
        #expect(values == [1, 2])
        let result = await outcome { () async throws(APIError) in try await client.send(TestAPI<[Int]>("/no", keyPath: "data", envelope: envelope)) }
        guard case .server(let code, let message)? = result.failure else {
            Issue.record("expected .server, got \(result)")
            return
        }
        #expect(code == .string("false") && message == "nope")
    }

    /// Without a cancellable wait this would hang until the (never-ending) refresh returns; the time limit
    /// turns that into a failure.
    @Test(.timeLimit(.minutes(5))) func cancellingDuringATokenRefreshIsImmediate() async {
        let transport = StubTransport()
        transport.register(.get, "/private", reply: StubTransport.Reply(statusCode: 401))
        let auth = AuthenticationInterceptor(token: "old") {
            try await Task.sleep(for: .seconds(3600))
            return "never"
        }
        let client = makeClient(transport) { $0.interceptors = [auth] }
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Empty, APIError>, Never>) in
            let handle = client.send(TestAPI<Empty>("/private"), tag: nil) { continuation.resume(returning: $0) }
            Task {
                while auth.refreshCount == 0 { try? await Task.sleep(for: .milliseconds(10)) }
                handle.cancel()
            }
        }
        #expect(result.failure?.isCancelled == true)
        #expect(client.inFlightCount == 0)
    }
}
