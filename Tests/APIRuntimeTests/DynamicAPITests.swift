import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing
@testable import APIRuntime

struct DynamicUser: Codable, Hashable, Sendable {
    let id: Int
    let name: String
}

@Suite struct DynamicAPITests {
    @Test func everyPartOfTheRequestComesFromTheValues() async throws {
        let stub = StubTransport()
        stub.register(.post, "/users/42", reply: .json(#"{"data": {"user": {"id": 42, "name": "Ann"}}}"#))
        let client = makeClient(stub)
        let api = DynamicAPI<DynamicUser>(
            method: .post, path: "/users/42", query: [QueryItem("verbose", true)], headers: [HTTPHeader("X-Trace", "t1")],
            body: .json(["name": "Ann"]), keyPath: "data.user", timeout: 7)
        let user = try await client.send(api)
        #expect(user == DynamicUser(id: 42, name: "Ann"))
        let sent = try #require(stub.requests.first)
        #expect(sent.httpMethod == "POST")
        #expect(sent.url?.absoluteString == "https://api.test/users/42?verbose=true")
        #expect(sent.value(forHTTPHeaderField: "X-Trace") == "t1")
        #expect(sent.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(sent.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"name":"Ann"}"#)
        #expect(sent.timeoutInterval == 7)
    }

    @Test func onlyThePathIsRequired() async throws {
        let stub = StubTransport()
        stub.register(.get, "/ping", reply: .json("1"))
        #expect(try await makeClient(stub).send(DynamicAPI<Int>(path: "/ping")) == 1)
        #expect(stub.requests.first?.timeoutInterval == 60)
    }

    @Test func envelopeIsValidated() async {
        let stub = StubTransport()
        stub.register("/e", reply: .json(#"{"code": 9, "message": "nope", "data": 1}"#))
        let api = DynamicAPI<Int>(path: "/e", keyPath: "data", envelope: Envelope(code: "code", success: [0], message: "message"))
        let result = await outcome { () async throws(APIError) in try await makeClient(stub).send(api) }
        guard case .server(let code, let message)? = result.failure else {
            Issue.record("expected a server error, got \(result)")
            return
        }
        #expect(code == 9 && message == "nope")
    }

    @Test func ownBaseURLsFailOverWhenTheClientHasNone() async throws {
        let stub = StubTransport()
        stub.register("/x") { request in
            if request.url?.host == "down.test" { throw URLError(.cannotConnectToHost) }
            return .json("2")
        }
        let api = DynamicAPI<Int>(path: "/x", baseURLs: [url("https://down.test"), url("https://up.test/v1")])
        #expect(try await makeClient(stub, baseURLs: []).send(api) == 2)
        #expect(stub.requests.compactMap(\.url?.absoluteString) == ["https://down.test/x", "https://up.test/v1/x"])
    }

    @Test func aFullURLIsSentAsWrittenEvenWhenTheClientHasBaseURLs() async throws {
        let stub = StubTransport()
        stub.register("/a b/c", reply: .json("3"))  // stubs match the decoded path
        let api = DynamicAPI<Int>(url: url("http://other.test:8080/a%20b/c?x=1&y=%2B"), query: [QueryItem("z", "2")])
        #expect(try await makeClient(stub).send(api) == 3)
        #expect(stub.requests.first?.url?.absoluteString == "http://other.test:8080/a%20b/c?x=1&y=%2B&z=2")
    }

    @Test func aURLWithoutAHostIsAnInvalidRequest() async {
        let api = DynamicAPI<Int>(url: URL(fileURLWithPath: "/tmp/x"))
        let result = await outcome { () async throws(APIError) in try await makeClient(StubTransport()).send(api) }
        guard case .invalidRequest? = result.failure else {
            Issue.record("expected invalidRequest, got \(result)")
            return
        }
    }

    @Test func completionStyleAndCancellationByTag() async {
        let stub = StubTransport(delay: 5)
        stub.register("/slow", reply: .json("1"))
        let client = makeClient(stub)
        let log = OutcomeLog()
        client.send(DynamicAPI<Int>(path: "/slow"), tag: "screen") { log.record(0, $0) }
        client.cancelAll(tag: "screen")
        await log.wait(for: 1)
        #expect(log.outcomes[0]?.count == 1)
        #expect(log.outcomes[0]?.first?.failure?.isCancelled == true)
        #expect(client.inFlightCount == 0)
    }

    @Test func delegateStyleSeesTheDynamicAPI() async {
        let stub = StubTransport()
        stub.register("/items", reply: .json("[5]"))
        let client = makeClient(stub)
        let delegate = RecordingClientDelegate()
        client.delegate = delegate
        client.send(DynamicAPI<[Int]>(path: "/items", query: [QueryItem("page", 4)]), tag: "d")
        await delegate.waitForOutcome()
        #expect(delegate.events.first == "start d https://api.test/items?page=4 [\"4\"]")
        #expect(delegate.events.last == "finish [5] 200 0")
    }

    @Test func dataControllerLoadsADynamicAPI() async {
        let stub = StubTransport()
        stub.register("/me", reply: .json(#"{"id": 1, "name": "Me"}"#))
        let controller = DataController(client: makeClient(stub), api: DynamicAPI<DynamicUser>(path: "/me"))
        await controller.reload()
        #expect(controller.value == DynamicUser(id: 1, name: "Me"))
        #expect(controller.state == .loaded)
    }

    @Test func splitKeepsThePortAndEncodedQuery() {
        let (origin, path) = DynamicAPI<Int>.split(url("https://h.test:444/p/q?a=%26"))
        #expect(origin?.absoluteString == "https://h.test:444")
        #expect(path == "/p/q?a=%26")
        #expect(DynamicAPI<Int>.split(url("https://h.test")).path == "/")
    }
}
