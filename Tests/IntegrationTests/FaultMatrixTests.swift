@testable import APIRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing

/// Every row of the fault matrix (`FaultRow.rows`, docs/Runtime.md §16) against the fault server, through
/// URLSession. Each row is sent three times, each with the completion-handler style and each checked for
/// exactly one outcome: a GET with one retry allowed (the error and the number of attempts), a GET with a
/// healthy second base URL (falls back or not), and a POST with the same two base URLs.
///
/// No timing assertion: the timeouts are short so that the rows are quick; the time limit guards a hang.
@Suite(
    .enabled(if: Servers.fault != nil, "APIGEN_FAULT_URL is unset: run Tests/Support/servers.sh start and source .build/test-servers.env"),
    .timeLimit(.minutes(2)))
struct FaultMatrixTests {
    @Test(arguments: FaultRow.rows)
    func row(_ row: FaultRow) async throws {
        let fault = try #require(Servers.fault)
        let healthy = try #require(URL(string: fault.absoluteString + "/healthy"))
        let (base, path) = try Self.baseAndPath(of: row, fault: fault)

        // 1. One base URL, one retry allowed: the error, and whether a second attempt was made.
        let retrying = try await Self.send(row, path: path, method: .get, bases: [base], retries: 1)
        guard case .failure(let error) = retrying.result else {
            Issue.record("\(row.fault): expected a failure, got \(retrying.result)")
            return
        }
        #expect(FaultRow.kind(of: error) == row.error, "\(row.fault): \(error)")
        #expect(retrying.sent.count == (row.retried ? 2 : 1), "\(row.fault): sent \(retrying.sent)")
        #expect(retrying.sent.allSatisfy { $0.host == base.host && $0.port == base.port })

        // 2. A GET with a healthy fallback: it succeeds there, or ends with the same error without trying it.
        let get = try await Self.send(row, path: path, method: .get, bases: [base, healthy], retries: 0)
        Self.expectFallback(row.getFallsBack, get, row: row, healthy: healthy)

        // 3. A POST with the same base URLs: only an unreachable host lets it move on.
        let post = try await Self.send(row, path: path, method: .post, bases: [base, healthy], retries: 0)
        Self.expectFallback(row.postFallsBack, post, row: row, healthy: healthy)
    }

    /// The last row: a 100 MB body, downloaded (`client.download(_:to:)` streams it to a file). The file is
    /// complete and the body never came back in memory (the transport's response carries no bytes).
    ///
    /// With `APIGEN_MEMORY_TESTS=1` it also checks the process's resident memory, sampled at every progress
    /// event: it grows by less than three quarters of the body. That is only meaningful in a process of
    /// its own (CI runs it so, see .ci/run): in a full parallel run the other tests' allocations dwarf it.
    @Test func hundredMegabyteBodyIsDownloadedWithBoundedMemory() async throws {
        let fault = try #require(Servers.fault)
        let megabytes = 100
        let file = FileManager.default.temporaryDirectory.appending(path: "apigen-big-\(UUID().uuidString).bin")
        defer { try? FileManager.default.removeItem(at: file) }
        let recorder = SentRecorder()
        let client = Servers.client(fault) {
            $0.interceptors = [recorder]
            $0.retryPolicy = RetryPolicy(maxRetries: 1, baseDelay: 0.01)
        }
        let before = ResidentMemory.current() ?? 0
        let peak = Locked(before)
        let result = await outcome { () async throws(APIError) in
            try await client.download(DynamicAPI<Empty>(path: "/big", query: [QueryItem("mb", megabytes)]), to: file) { _ in
                guard let now = ResidentMemory.current() else { return }
                peak.withLock { $0 = max($0, now) }
            }
        }
        #expect(try result.get().value == file)
        let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int
        #expect(size == megabytes << 20)
        #expect(recorder.sent.count == 1)
        #expect(recorder.bodySizes == [0], "the body went through memory: \(recorder.bodySizes)")
        if ProcessInfo.processInfo.environment["APIGEN_MEMORY_TESTS"] == "1", before > 0 {
            let growth = peak.withLock { $0 } - before
            #expect(growth < (megabytes << 20) * 3 / 4, "resident memory grew by \(growth >> 20) MiB while downloading \(megabytes) MiB")
        }
    }
}

/// The docs table lists exactly the rows of `FaultRow.rows`, in this order, with these outcomes.
@Suite struct FaultMatrixDocsTests {
    @Test func docsTableMatchesTheMatrix() throws {
        let text = try String(contentsOf: Servers.root.appending(path: "docs/Runtime.md"), encoding: .utf8)
        let documented = text.split(separator: "\n").map(String.init).filter { $0.hasSuffix(" | \(FaultRow.testName) |") }
        let expected = FaultRow.rows.map(\.markdown)
        #expect(documented == expected, "docs/Runtime.md §16 is out of step with FaultRow.rows; its rows should read:\n\(expected.joined(separator: "\n"))")
    }
}

extension FaultMatrixTests {
    // MARK: - Support

    static func baseAndPath(of row: FaultRow, fault: URL) throws -> (URL, String) {
        switch row.target {
        case .route(let path): return (fault, path)
        case .base(let text): return (try #require(URL(string: text)), "/ok")
        }
    }

    static func expectFallback(_ fallsBack: Bool, _ run: Run, row: FaultRow, healthy: URL) {
        let method = run.method.rawValue
        if fallsBack {
            #expect((try? run.result.get())?.ok == true, "\(row.fault) \(method): expected the fallback's reply, got \(run.result)")
            #expect(run.sent.count == 2, "\(row.fault) \(method): sent \(run.sent)")
            #expect(run.sent.last?.path.hasPrefix(healthy.path) == true)
        } else {
            let allowed = [row.error] + (run.method == .post ? row.postAlsoAllows.map { [$0] } ?? [] : [])
            #expect(run.result.failure.map(FaultRow.kind(of:)).map(allowed.contains) == true, "\(row.fault) \(method): \(run.result)")
            #expect(run.sent.count == 1, "\(row.fault) \(method): sent \(run.sent)")
        }
    }

    /// The matrix's own session: its rows hold connections for seconds (hangs, drips), and other suites
    /// running at the same time (the stress test) must not make a fallback wait for a free connection
    /// past its timeout, which URLSession counts from the start.
    static let transport: URLSessionTransport = {
        let configuration = URLSessionConfiguration.default
        configuration.httpMaximumConnectionsPerHost = 64
        return URLSessionTransport(configuration: configuration)
    }()

    struct Run {
        let method: HTTPMethod
        let result: Result<Reply, APIError>
        /// The URLs the transport was given, in order.
        let sent: [URL]
    }

    /// Sends one request in the completion-handler style and returns its one outcome; records an issue
    /// if the handler is called more than once.
    static func send(
        _ row: FaultRow, path: String, method: HTTPMethod, bases: [URL], retries: Int
    ) async throws -> Run {
        let recorder = SentRecorder()
        let queue = DispatchQueue(label: "FaultMatrixTests.callbacks")
        var configuration = APIClient.Configuration(baseURLs: bases)
        configuration.callbackQueue = queue
        configuration.interceptors = [recorder]
        configuration.retryPolicy = RetryPolicy(maxRetries: retries, baseDelay: 0.01)
        configuration.resourceTimeout = row.resourceTimeout
        configuration.networkMonitor = nil
        configuration.transport = transport
        let client = APIClient(configuration: configuration)
        let api = DynamicAPI<Reply>(
            method: method, path: path, body: method == .post ? .json(["probe": 1]) : nil,
            envelope: row.envelope, timeout: row.timeout)

        let outcomes = Locked<[Result<Reply, APIError>]>([])
        let result: Result<Reply, APIError> = await withCheckedContinuation { continuation in
            client.send(api) { result in
                let isFirst = outcomes.withLock { list -> Bool in
                    list.append(result)
                    return list.count == 1
                }
                if isFirst { continuation.resume(returning: result) }
            }
        }
        // The request left the registry before its outcome was queued; anything else it queued has run
        // once this block has, since the callback queue is serial.
        await withCheckedContinuation { continuation in queue.async { continuation.resume() } }
        #expect(outcomes.withLock { $0.count } == 1, "\(row.fault) \(method.rawValue): more than one outcome")
        #expect(client.inFlightCount == 0)
        return Run(method: method, result: result, sent: recorder.sent)
    }
}

/// Records the URL of every request handed to the transport (each attempt, each base URL).
final class SentRecorder: RequestInterceptor {
    private let urls = Locked<[URL]>([])
    private let bodies = Locked<[Int]>([])

    func didFinish(_ exchange: RequestExchange) {
        if let url = exchange.request.url { urls.withLock { $0.append(url) } }
        if case .success(let response) = exchange.result { bodies.withLock { $0.append(response.data.count) } }
    }

    var sent: [URL] { urls.withLock { $0 } }
    /// The body size of each transport response.
    var bodySizes: [Int] { bodies.withLock { $0 } }
}
