import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing
@testable import APIRuntime

/// A unique file path in the temporary directory, removed by `cleanUp()`.
struct TemporaryFile {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-download-\(UUID().uuidString).bin")
    var exists: Bool { FileManager.default.fileExists(atPath: url.path) }
    var contents: Data? { try? Data(contentsOf: url) }
    /// Leftover partial downloads of this file.
    var partialFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)) ?? []
        return names.filter { $0.hasPrefix("." + url.lastPathComponent) }
    }
    func cleanUp() { try? FileManager.default.removeItem(at: url) }
}

final class ProgressLog: Sendable {
    private let values = Locked<[TransferProgress]>([])
    func append(_ value: TransferProgress) { values.withLock { $0.append(value) } }
    var all: [TransferProgress] { values.withLock { $0 } }
}

/// Downloads through the pipeline with `StubTransport`. `URLSessionTransport` downloads are tested
/// against httpbin in IntegrationTests: on Linux a download task through a custom `URLProtocol`
/// crashes inside FoundationNetworking (`_ProtocolClient.urlProtocolDidFinishLoading`).
@Suite struct DownloadTests {
    @Test func stubTransportWritesTheReplyToTheFile() async throws {
        let stub = StubTransport()
        stub.register(.get, "/report.csv", reply: StubTransport.Reply(data: Data("a,b\n1,2\n".utf8)))
        let file = TemporaryFile()
        defer { file.cleanUp() }
        let client = makeClient(stub)
        let saved = try await client.download(DynamicAPI<Empty>(path: "/report.csv"), to: file.url).value
        #expect(saved == file.url)
        #expect(file.contents == Data("a,b\n1,2\n".utf8))
        #expect(file.partialFiles.isEmpty)
    }

    @Test func cancellingByTagEndsWithCancelledOnceAndLeavesNoFile() async {
        let stub = StubTransport(delay: 30)
        stub.register("/big", reply: StubTransport.Reply(data: Data(count: 10)))
        let client = makeClient(stub)
        let file = TemporaryFile()
        defer { file.cleanUp() }
        let outcomes = Locked<[Result<URL, APIError>]>([])
        let done = OutcomeLog()
        client.download(TestAPI<Empty>("/big"), to: file.url, tag: "files") { result in
            outcomes.withLock { $0.append(result) }
            done.record(0, result.map { _ in 0 })
        }
        client.cancelAll(tag: "files")
        await done.wait(for: 1)
        await flush()
        #expect(outcomes.withLock { $0.count } == 1)
        #expect(outcomes.withLock { $0.first?.failure?.isCancelled } == true)
        #expect(!file.exists)
        #expect(file.partialFiles.isEmpty)
        #expect(client.inFlightCount == 0)
    }

    @Test func errorStatusKeepsTheBodyAndLeavesNoFile() async throws {
        let stub = StubTransport()
        stub.register("/gone", reply: StubTransport.Reply(statusCode: 410, data: Data("gone for good".utf8)))
        let file = TemporaryFile()
        defer { file.cleanUp() }
        try Data("old".utf8).write(to: file.url)
        let result = await outcome { () async throws(APIError) in
            try await makeClient(stub).download(TestAPI<Empty>("/gone"), to: file.url)
        }
        guard case .httpStatus(410, let body)? = result.failure else {
            Issue.record("expected 410, got \(result)")
            return
        }
        #expect(String(decoding: body, as: UTF8.self) == "gone for good")
        #expect(file.contents == Data("old".utf8))
        #expect(file.partialFiles.isEmpty)
    }

    @Test func aFailureAfterAFallbackLeavesTheOldFileAsItWas() async throws {
        let stub = StubTransport()
        stub.register("/f") { request in
            if request.url?.host == "first.test" { return StubTransport.Reply(statusCode: 503, data: Data("busy".utf8)) }
            throw URLError(.cannotConnectToHost)
        }
        let file = TemporaryFile()
        defer { file.cleanUp() }
        try Data("old".utf8).write(to: file.url)
        let client = makeClient(stub, baseURLs: [url("https://first.test"), url("https://second.test")])
        let result = await outcome { () async throws(APIError) in try await client.download(TestAPI<Empty>("/f"), to: file.url) }
        #expect(result.failure != nil)
        #expect(stub.requests.count == 2)
        #expect(file.contents == Data("old".utf8))
        #expect(file.partialFiles.isEmpty)
    }

    @Test func progressIsReported() async throws {
        let stub = StubTransport()
        stub.register("/f", reply: StubTransport.Reply(data: Data(count: 5)))
        let file = TemporaryFile()
        defer { file.cleanUp() }
        let progress = ProgressLog()
        _ = try await makeClient(stub).download(TestAPI<Empty>("/f"), to: file.url, progress: progress.append)
        #expect(progress.all == [TransferProgress(direction: .download, completedBytes: 5, totalBytes: 5)])
    }

    @Test func aTransportThatIgnoresTheDestinationStillGetsAFile() async throws {
        struct InMemoryTransport: Transport {
            func send(_ request: TransportRequest, progress: (@Sendable (TransferProgress) -> Void)?) async throws -> TransportResponse {
                TransportResponse(statusCode: 200, data: Data("in memory".utf8), url: request.urlRequest.url)
            }
        }
        let file = TemporaryFile()
        defer { file.cleanUp() }
        let response = try await makeClient(InMemoryTransport()).download(TestAPI<Empty>("/m"), to: file.url)
        #expect(file.contents == Data("in memory".utf8))
        #expect(response.value == file.url)
    }

    @Test func aFullURLDynamicAPIDownloadsFromThatURL() async throws {
        let stub = StubTransport()
        stub.register("/files/a.bin", reply: StubTransport.Reply(data: Data([1, 2, 3])))
        let file = TemporaryFile()
        defer { file.cleanUp() }
        let client = makeClient(stub, baseURLs: [url("https://api.test")])
        _ = try await client.download(DynamicAPI<Empty>(url: url("https://cdn.test/files/a.bin")), to: file.url)
        #expect(file.contents == Data([1, 2, 3]))
        #expect(stub.requests.first?.url?.absoluteString == "https://cdn.test/files/a.bin")
    }
}
