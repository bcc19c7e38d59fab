import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing
@testable import APIRuntime

/// Never answers: a request to `http://hang.test` stays in flight until it is cancelled, except
/// `/busy`, which answers 503 at once; `started` counts the requests that reached it. (Not `Sendable`: URLProtocol subclasses must not
/// declare it.)
final class HangingURLProtocol: URLProtocol {
    static let started = Atomic<Int>(0)

    override class func canInit(with request: URLRequest) -> Bool { request.url?.host == "hang.test" }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        Self.started.add(1, ordering: .sequentiallyConsistent)
        guard let url = request.url, url.path == "/busy", let client,
            let response = HTTPURLResponse(url: url, statusCode: 503, httpVersion: "HTTP/1.1", headerFields: [:])
        else { return }
        client.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

/// `try await` requests over a real `URLSession` (a URLProtocol that never answers) are cancellable
/// every way a request can be, with exactly one outcome and nothing left in the registry.
@Suite(.serialized) struct URLSessionCancellationTests {
    static func hangingClient() -> APIClient {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [HangingURLProtocol.self]
        return makeClient(URLSessionTransport(configuration: configuration), baseURLs: [url("http://hang.test")])
    }

    /// Starts a request tagged `tag`, waits until the session has it, runs `cancel`, and returns
    /// the request's outcome.
    static func cancelInFlight(
        _ client: APIClient, tag: String?, cancel: @Sendable (APIClient) -> Void
    ) async -> Result<Int, APIError> {
        let before = HangingURLProtocol.started.load(ordering: .sequentiallyConsistent)
        let task = Task { () async throws(APIError) -> Int in
            try await client.response(for: TestAPI<Int>("/x"), tag: tag).value
        }
        while HangingURLProtocol.started.load(ordering: .sequentiallyConsistent) == before { await Task.yield() }
        #expect(client.inFlightCount == 1)
        cancel(client)
        return await task.result.mapError { $0 as? APIError ?? .cancelled }
    }

    @Test func cancelByTagEndsARequest() async {
        let result = await Self.cancelInFlight(Self.hangingClient(), tag: "screen") { $0.cancelAll(tag: "screen") }
        #expect(result.failure?.isCancelled == true)
    }

    @Test func cancelAllEndsARequest() async {
        let client = Self.hangingClient()
        let result = await Self.cancelInFlight(client, tag: nil) { $0.cancelAll() }
        #expect(result.failure?.isCancelled == true)
        #expect(client.inFlightCount == 0)
    }

    @Test func cancelByIDEndsARequest() async {
        // The first request of a new client gets id 1.
        let client = Self.hangingClient()
        let result = await Self.cancelInFlight(client, tag: nil) { $0.cancel(id: 1) }
        #expect(result.failure?.isCancelled == true)
        #expect(client.inFlightCount == 0)
    }

    @Test func cancellingTheCallerEndsARequest() async {
        let client = Self.hangingClient()
        let before = HangingURLProtocol.started.load(ordering: .sequentiallyConsistent)
        let task = Task { () async throws(APIError) -> Int in try await client.send(TestAPI<Int>("/x")) }
        while HangingURLProtocol.started.load(ordering: .sequentiallyConsistent) == before { await Task.yield() }
        task.cancel()
        #expect((await task.result.failure as? APIError)?.isCancelled == true)
        #expect(client.inFlightCount == 0)
    }

    @Test func anAlreadyCancelledCallerSendsNothing() async {
        let client = Self.hangingClient()
        let task = Task { () async throws(APIError) -> Int in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.send(TestAPI<Int>("/x"))
        }
        #expect((await task.result.failure as? APIError)?.isCancelled == true)
        #expect(client.inFlightCount == 0)
    }

    /// A cancel by tag also stops a retry delay (of a minute: without the cancel the test would run
    /// into its time limit).
    @Test(.timeLimit(.minutes(5))) func cancelByTagStopsARetryDelay() async {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [HangingURLProtocol.self]
        let client = makeClient(URLSessionTransport(configuration: configuration), baseURLs: [url("http://hang.test")]) {
            $0.retryPolicy = RetryPolicy(maxRetries: 3, baseDelay: 60)
        }
        let before = HangingURLProtocol.started.load(ordering: .sequentiallyConsistent)
        let task = Task { () async throws(APIError) -> Int in try await client.response(for: TestAPI<Int>("/busy"), tag: "t").value }
        while HangingURLProtocol.started.load(ordering: .sequentiallyConsistent) == before { await Task.yield() }
        client.cancelAll(tag: "t")
        #expect((await task.result.failure as? APIError)?.isCancelled == true)
        #expect(client.inFlightCount == 0)
        #expect(HangingURLProtocol.started.load(ordering: .sequentiallyConsistent) == before + 1)
    }

    /// A `try await` request runs in its caller's task, so a cancel by tag must end the request without
    /// cancelling that task: the caller goes on, and its next request is sent and answered.
    @Test func aCancelByTagLeavesTheCallersTaskRunning() async {
        let client = Self.hangingClient()
        #expect(client.runsInline(TestAPI<Int>("/x"), progress: nil))
        let before = HangingURLProtocol.started.load(ordering: .sequentiallyConsistent)
        let task = Task { () -> (first: APIError?, callerCancelled: Bool, second: APIError?) in
            let first = await outcome { () async throws(APIError) in try await client.response(for: TestAPI<Int>("/x"), tag: "t") }
            let callerCancelled = Task.isCancelled
            let second = await outcome { () async throws(APIError) in try await client.response(for: TestAPI<Int>("/busy"), tag: "t") }
            return (first.failure, callerCancelled, second.failure)
        }
        while HangingURLProtocol.started.load(ordering: .sequentiallyConsistent) == before { await Task.yield() }
        client.cancelAll(tag: "t")
        let (first, callerCancelled, second) = await task.value
        #expect(first?.isCancelled == true)
        #expect(!callerCancelled)
        guard case .httpStatus(let code, _) = second else {
            Issue.record("the caller's next request ended with \(String(describing: second)), not its 503")
            return
        }
        #expect(code == 503)
        #expect(client.inFlightCount == 0)
    }

    /// Of two requests in flight, a cancel by tag ends the one with that tag only.
    @Test func aCancelByTagEndsOnlyThatTagsRequest() async {
        let client = Self.hangingClient()
        let before = HangingURLProtocol.started.load(ordering: .sequentiallyConsistent)
        let kept = Task { () async throws(APIError) -> Int in try await client.response(for: TestAPI<Int>("/x"), tag: "kept").value }
        let ended = Task { () async throws(APIError) -> Int in try await client.response(for: TestAPI<Int>("/x"), tag: "ended").value }
        while HangingURLProtocol.started.load(ordering: .sequentiallyConsistent) < before + 2 { await Task.yield() }
        client.cancelAll(tag: "ended")
        #expect((await ended.result.failure as? APIError)?.isCancelled == true)
        #expect(client.inFlightCount == 1)
        client.cancelAll(tag: "kept")
        #expect((await kept.result.failure as? APIError)?.isCancelled == true)
        #expect(client.inFlightCount == 0)
    }

    /// Which `try await` requests run in their caller's task: those whose every wait a cancel by handle can end
    /// without cancelling the caller (`URLSessionTransport`'s plain requests and retry delays). The rest get a task
    /// of their own, which a cancel reaches as task cancellation.
    @Test func requestsRunInTheCallersTaskOnlyWhereACancelCanReachEveryWait() {
        let session = URLSessionTransport(configuration: .ephemeral)
        let api = TestAPI<Int>("/x")
        let plain = makeClient(session) { $0.retryPolicy = .standard }
        #expect(plain.runsInline(api, progress: nil))
        let progress: ProgressHandler = { _ in }
        #expect(!plain.runsInline(api, progress: progress))
        #expect(!makeClient(session) { $0.interceptors = [SigningInterceptor()] }.runsInline(api, progress: nil))
        #expect(!makeClient(session) { $0.resourceTimeout = 5 }.runsInline(api, progress: nil))
        #expect(!makeClient(StubTransport()).runsInline(api, progress: nil))
        let monitor = ManualNetworkMonitor(isReachable: true)
        #expect(makeClient(session) { $0.networkMonitor = monitor }.runsInline(api, progress: nil))
        #expect(!makeClient(session) { $0.networkMonitor = monitor; $0.connectivityWait = 5 }.runsInline(api, progress: nil))
        #expect(!plain.runsInline(DownloadAPI(TestAPI<Data>("/file"), destination: URL(fileURLWithPath: "/tmp/x")), progress: nil))
    }

    @Test func requestsThroughURLSessionDeliverResponses() async throws {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        let client = makeClient(URLSessionTransport(configuration: configuration), baseURLs: [url("http://urlprotocol.test")])
        let response = try await client.response(for: TestAPI<Int>("/x", method: .post, body: .json([1, 2]), keyPath: "data.size"))
        #expect(response.statusCode == 201)
        #expect(response.value == 5)
        #expect(client.inFlightCount == 0)
    }
}
