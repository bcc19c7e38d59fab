import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing
@testable import APIRuntime

/// Adds a signature header to every request.
struct SigningInterceptor: RequestInterceptor {
    func adapt(_ request: URLRequest, context: RequestContext) async throws -> URLRequest {
        var request = request
        request.setValue("signed-\(context.attempt)", forHTTPHeaderField: "X-Signature")
        return request
    }
}

@Suite struct PipelineTests {
    @Test func asyncSendDecodesTheKeyPath() async throws {
        let stub = StubTransport()
        stub.register(.get, "/users/1", reply: .json(#"{"data":{"user":{"id":1,"name":"Ann"}}}"#))
        let client = makeClient(stub)
        let user = try await client.send(TestAPI<Item>("/users/1", keyPath: "data.user"))
        #expect(user == Item(id: 1, name: "Ann"))
        #expect(client.inFlightCount == 0)
    }

    @Test func responseCarriesMetadata() async throws {
        let stub = StubTransport()
        stub.register("/x", reply: StubTransport.Reply(statusCode: 201, headers: ["X-Rate": "5"], data: Data("7".utf8)))
        let response = try await makeClient(stub).response(for: TestAPI<Int>("/x"))
        #expect(response.value == 7)
        #expect(response.statusCode == 201)
        #expect(response.header("x-rate") == "5")
        #expect(response.data == Data("7".utf8))
        #expect(response.map { $0 * 2 }.value == 14)
    }

    @Test func unacceptableStatusCarriesTheBody() async {
        let stub = StubTransport()
        stub.register("/x", reply: StubTransport.Reply(statusCode: 404, data: Data("nope".utf8)))
        do {
            _ = try await makeClient(stub).send(TestAPI<Empty>("/x"))
            Issue.record("404 succeeded")
        } catch {
            #expect(error.statusCode == 404)
            #expect(error.description == "HTTP status 404: nope")
        }
    }

    @Test func clientBaseURLsReplaceTheAPIs() async throws {
        let stub = StubTransport()
        stub.register("/x", reply: .json("1"))
        let client = makeClient(stub, baseURLs: [url("http://127.0.0.1:9/staging")])
        _ = try await client.send(TestAPI<Int>("/x", baseURLs: [url("https://prod.example")]))
        #expect(stub.requests.first?.url?.absoluteString == "http://127.0.0.1:9/staging/x")
        let own = makeClient(stub, baseURLs: [])
        _ = try await own.send(TestAPI<Int>("/x", baseURLs: [url("https://prod.example")]))
        #expect(stub.requests.last?.url?.absoluteString == "https://prod.example/x")
    }

    @Test func missingBaseURLIsAnInvalidRequest() async {
        let client = makeClient(StubTransport(), baseURLs: [])
        await #expect(throws: APIError.self) { try await client.send(TestAPI<Empty>("/x")) }
    }

    @Test func invalidHeaderNeverReachesTheTransport() async {
        let stub = StubTransport()
        let client = makeClient(stub)
        let result = await outcome { () async throws(APIError) in
            try await client.send(TestAPI<Empty>(headers: [HTTPHeader("X", "a\nb")]))
        }
        guard case .invalidRequest = result.failure else {
            Issue.record("expected .invalidRequest, got \(result)")
            return
        }
        #expect(stub.requests.isEmpty)
    }

    @Test func interceptorsAdaptEveryRequest() async throws {
        let stub = StubTransport()
        stub.register("/x", reply: .json("1"))
        let client = makeClient(stub) { $0.interceptors = [SigningInterceptor()] }
        _ = try await client.send(TestAPI<Int>("/x"))
        #expect(stub.requests.first?.value(forHTTPHeaderField: "X-Signature") == "signed-0")
    }

    @Test func configuredEnvelopeOverridesTheAPIs() async {
        let stub = StubTransport()
        stub.register("/x", reply: .json(#"{"status":"fail","msg":"no"}"#))
        let client = makeClient(stub) { $0.envelope = Envelope(code: "status", success: ["ok"], message: "msg") }
        do {
            _ = try await client.send(TestAPI<Empty>("/x"))
            Issue.record("envelope failure succeeded")
        } catch {
            #expect(error.description == "Server error fail: no")
        }
    }

    @Test func transportErrorsAreMapped() async {
        let stub = StubTransport()
        stub.register("/x") { _ in throw URLError(.unknown) }
        do {
            _ = try await makeClient(stub).send(TestAPI<Empty>("/x"))
            Issue.record("a failed transfer succeeded")
        } catch {
            guard case .connectionLost = error else {
                Issue.record("expected .connectionLost, got \(error)")
                return
            }
        }
    }

    @Test func completionStyleDeliversOnTheCallbackQueueWithProgress() async {
        let stub = StubTransport()
        stub.register("/x", reply: .json("[1,2,3]"))
        let client = makeClient(stub)
        let progress = Locked<[TransferProgress]>([])
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<[Int], APIError>, Never>) in
            client.send(TestAPI<[Int]>("/x"), tag: "t", progress: { value in progress.withLock { $0.append(value) } }) { result in
                continuation.resume(returning: result)
            }
        }
        #expect((try? result.get()) == [1, 2, 3])
        #expect(progress.withLock { $0.last } == TransferProgress(direction: .download, completedBytes: 7, totalBytes: 7))
        #expect(client.inFlightCount == 0)
    }
}

/// Accepts 404 as a valid answer and rejects responses without an `ETag`.
final class ValidatingAPI: BaseAPI<Int>, @unchecked Sendable {
    override var path: String { "/v" }
    override var acceptableStatusCodes: Range<Int> { 200..<405 }

    override func validate(_ response: TransportResponse) throws {
        guard response.header("ETag") != nil else { throw APIError.invalidRequest("missing ETag") }
    }
}

@Suite struct ValidationHookTests {
    @Test func acceptableStatusCodesAndValidateHook() async throws {
        let stub = StubTransport()
        let tagged = StubTransport.Reply(statusCode: 404, headers: ["ETag": "1"], data: Data("5".utf8))
        stub.register("/v", reply: tagged)
        #expect(try await makeClient(stub).send(ValidatingAPI()) == 5)
        let untagged = StubTransport()
        untagged.register("/v", reply: StubTransport.Reply(statusCode: 200, data: Data("5".utf8)))
        let client = makeClient(untagged)
        let result = await outcome { () async throws(APIError) in try await client.send(ValidatingAPI()) }
        guard case .invalidRequest(let reason) = result.failure else {
            Issue.record("expected the hook's error, got \(result)")
            return
        }
        #expect(reason == "missing ETag")
    }
}
