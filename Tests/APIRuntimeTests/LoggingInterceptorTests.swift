import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing
@testable import APIRuntime

final class LineLog: Sendable {
    private let lines = Locked<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

@Suite struct LoggingInterceptorTests {
    func request(_ text: String, method: String = "GET", headers: [String: String] = [:], body: Data? = nil) -> URLRequest {
        var request = URLRequest(url: url(text))
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body
        return request
    }

    @Test func summaryHasMethodURLStatusBytesAndDuration() {
        let logger = LoggingInterceptor()
        let exchange = RequestExchange(
            request: request("https://api.test/users?page=2"), context: RequestContext(id: 3, tag: nil, method: .get, attempt: 0),
            result: .success(TransportResponse(statusCode: 200, data: Data(count: 1532))), duration: .milliseconds(41))
        #expect(logger.summary(of: exchange) == "[#3] GET https://api.test/users?page=2 → 200, 1532 bytes, 41.0 ms")
    }

    @Test func failuresAndRetriesAreSummarised() {
        let exchange = RequestExchange(
            request: request("https://api.test/x", method: "PUT"), context: RequestContext(id: 9, tag: "t", method: .put, attempt: 1),
            result: .failure(.timedOut), duration: .seconds(2))
        #expect(LoggingInterceptor().summary(of: exchange) == "[#9 attempt 2] PUT https://api.test/x → failed: The request timed out., 2000.0 ms")
    }

    @Test func secretsAreRedactedInTheURLAndTheCurlCommand() {
        let logger = LoggingInterceptor(curl: true, redactingHeaders: ["X-API-Key"], redactingQueryItems: ["token", "api key"])
        let sent = request(
            "https://me:pw@api.test/a?token=s3cr%C3%A9t&page=1&api+key=k&tokens=ok", method: "POST",
            headers: ["Authorization": "Bearer abc", "Cookie": "session=1", "X-Api-Key": "k", "Accept": "application/json"],
            body: Data(#"{"it's":1}"#.utf8))
        let command = logger.curlCommand(for: sent)
        #expect(command == """
            curl -X POST 'https://me:redacted@api.test/a?token=<redacted>&page=1&api+key=<redacted>&tokens=ok' \
            -H 'Accept: application/json' -H 'Authorization: <redacted>' -H 'Cookie: <redacted>' \
            -H 'X-Api-Key: <redacted>' --data-binary '{"it'\\''s":1}'
            """)
        for secret in ["abc", "session=1", "s3cr", "pw@"] {
            #expect(!command.contains(secret))
        }
    }

    @Test func binaryBodiesAreNotWritten() {
        let command = LoggingInterceptor().curlCommand(for: request("https://api.test/f", method: "PUT", body: Data([0xFF, 0xFE, 0x00])))
        #expect(command == "curl -X PUT 'https://api.test/f' --data-binary @body.bin  # 3 bytes of binary data, not logged")
    }

    @Test func oneLinePerRequestSentThroughTheClient() async throws {
        let stub = StubTransport()
        stub.register(.get, "/users", reply: .json("[1,2]"))
        let lines = LineLog()
        let client = makeClient(stub) { configuration in
            configuration.headers = [HTTPHeader("Authorization", "Bearer t0ken")]
            configuration.interceptors.append(LoggingInterceptor(curl: true, write: lines.append))
        }
        _ = try await client.send(TestAPI<[Int]>("/users", query: [QueryItem("q", "a b")]))
        #expect(lines.all.count == 2)
        #expect(lines.all.first?.hasPrefix("[#1] GET https://api.test/users?q=a%20b → 200, 5 bytes, ") == true)
        #expect(lines.all.last?.contains("-H 'Authorization: <redacted>'") == true)
        #expect(lines.all.allSatisfy { !$0.contains("t0ken") })
    }

    @Test func everyAttemptIsLogged() async {
        let stub = StubTransport()
        stub.register("/flaky", reply: StubTransport.Reply(statusCode: 503))
        let lines = LineLog()
        let client = makeClient(stub) { configuration in
            configuration.retryPolicy = RetryPolicy(maxRetries: 1, baseDelay: 0)
            configuration.interceptors = [LoggingInterceptor(write: lines.append)]
        }
        _ = await outcome { () async throws(APIError) in try await client.send(TestAPI<Int>("/flaky")) }
        #expect(lines.all.count == 2)
        #expect(lines.all.last?.hasPrefix("[#1 attempt 2] GET https://api.test/flaky → 503, 0 bytes, ") == true)
    }

    @Test func transportFailuresAreLogged() async {
        let stub = StubTransport()
        stub.register("/down") { _ in throw URLError(.notConnectedToInternet) }
        let lines = LineLog()
        let client = makeClient(stub) { $0.interceptors = [LoggingInterceptor(write: lines.append)] }
        _ = await outcome { () async throws(APIError) in try await client.send(TestAPI<Int>("/down")) }
        #expect(lines.all.count == 1)
        #expect(lines.all.first?.hasPrefix("[#1] GET https://api.test/down → failed: Not connected to the internet., ") == true)
    }
}
