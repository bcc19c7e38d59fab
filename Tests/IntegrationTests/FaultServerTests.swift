import APIRuntime
import Foundation
import Testing

// Skipped with this reason unless `Tests/Support/servers.sh start` ran and its env file was sourced.
@Suite(.enabled(if: Servers.fault != nil, "APIGEN_FAULT_URL is unset: run Tests/Support/servers.sh start and source .build/test-servers.env"))
struct FaultServerTests {
    let client = Servers.client(Servers.fault)

    func failure(_ path: String, timeout: TimeInterval? = nil) async -> APIError? {
        await outcome { () async throws(APIError) in try await client.send(Endpoint<JSON>(path, timeout: timeout)) }.failure
    }

    @Test func resetMidBodyIsAConnectionLoss() async {
        let error = await failure("/reset")
        guard case .connectionLost = error else {
            Issue.record("expected .connectionLost, got \(String(describing: error))")
            return
        }
    }

    @Test func truncatedBodyIsAConnectionLoss() async {
        let error = await failure("/truncate")
        guard case .connectionLost = error else {
            Issue.record("expected .connectionLost, got \(String(describing: error))")
            return
        }
    }

    @Test func emptyReplyIsAConnectionLoss() async {
        let error = await failure("/empty-reply")
        guard case .connectionLost = error else {
            Issue.record("expected .connectionLost, got \(String(describing: error))")
            return
        }
    }

    @Test func invalidJSONIsADecodingError() async {
        let error = await failure("/invalid-json")
        guard case .decoding(let type, _, _, _) = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(type == "JSON")
    }

    // No timing assertion (see HTTPBinTests.timeout): `.timedOut` is the behaviour; the limit guards a hang.
    @Test(.timeLimit(.minutes(5))) func serverThatNeverAnswersTimesOut() async {
        let error = await failure("/hang", timeout: 1)
        guard case .timedOut = error else {
            Issue.record("expected .timedOut, got \(String(describing: error))")
            return
        }
    }

    @Test func slowServerAnswersWithinTheTimeout() async throws {
        let value = try await client.send(Endpoint<JSON>("/slow", query: [QueryItem("s", 0.2)], timeout: 5))
        #expect(value["slept"] == .number(0.2))
    }

    /// A QUERY request (OpenAPI 3.2's `query` operations) goes out with its method and its JSON body; httpbin answers
    /// QUERY with 405, so the fault server's `/echo` says what arrived.
    @Test func queryRequestsSendTheirMethodAndBody() async throws {
        struct Search: Encodable, Sendable { var q: String; var limit: Int }
        let echoed = try await client.send(Endpoint<JSON>("/echo", method: .query, body: .json(Search(q: "swift", limit: 3))))
        #expect(echoed["method"] == .string("QUERY"))
        #expect(echoed["contentType"] == .string("application/json"))
        guard case .string(let body)? = echoed["body"] else {
            Issue.record("expected the body as text, got \(String(describing: echoed["body"]))")
            return
        }
        #expect(try JSONDecoder().decode([String: JSON].self, from: Data(body.utf8)) == ["q": .string("swift"), "limit": .number(3)])
    }

    @Test(arguments: [HTTPMethod.get, .post])
    func timeoutFallsBackOnlyForIdempotentMethods(method: HTTPMethod) async throws {
        let base = try #require(Servers.fault)
        // Every path under /hang hangs, so the first base URL times out.
        let hanging = try #require(URL(string: base.absoluteString + "/hang"))
        let client = Servers.client(hanging) { $0.baseURLs = [hanging, base] }
        // The timeout is each attempt's, so the fallback to /ok has it too: 3 s, not 1, leaves that answer room when
        // the plugin builds of a full run hold both cores (1 s failed once there: the answer came too late).
        let result = await outcome { () async throws(APIError) in
            try await client.send(Endpoint<JSON>("/ok", method: method, timeout: 3))
        }
        if method.isIdempotent {
            #expect((try? result.get())?["ok"] == .bool(true))
        } else {
            guard case .timedOut = result.failure else {
                Issue.record("expected .timedOut, got \(result)")
                return
            }
        }
    }
}
