import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing
@testable import APIRuntime

final class RecordingClientDelegate: APIClientDelegate {
    private let log = Locked<[String]>([])
    private let finished = Locked<CheckedContinuation<Void, Never>?>(nil)
    var events: [String] { log.withLock { $0 } }

    func waitForOutcome() async {
        await withCheckedContinuation { continuation in
            let done = log.withLock { events in events.contains { $0.hasPrefix("finish") || $0.hasPrefix("fail") } }
            if done { continuation.resume() } else { finished.withLock { $0 = continuation } }
        }
    }

    private func append(_ event: String, ends: Bool = false) {
        log.withLock { $0.append(event) }
        if ends { finished.withLock { $0.take() }?.resume() }
    }

    func client(_ client: APIClient, didStart request: RequestInfo) {
        append("start \(request.tag ?? "-") \(request.url?.absoluteString ?? "-") \(request.parameters["page"] ?? [])")
    }

    func client(_ client: APIClient, request: RequestInfo, didProgress progress: TransferProgress) {
        append("progress \(progress.completedBytes)")
    }

    func client(_ client: APIClient, didFinish request: RequestInfo, value: any Sendable, response: Response<Data>) {
        append("finish \(value as? [Int] ?? []) \(response.statusCode) \((request.api as? PageAPI)?.page ?? 0)", ends: true)
    }

    func client(_ client: APIClient, didFail request: RequestInfo, error: APIError) {
        append("fail \(error.statusCode ?? 0)", ends: true)
    }
}

@Suite struct DelegateAndStubTests {
    @Test func delegateStyleReportsStartProgressAndFinish() async {
        let stub = StubTransport()
        stub.register("/items", reply: .json("[7]"))
        let client = makeClient(stub)
        let delegate = RecordingClientDelegate()
        client.delegate = delegate
        let handle = client.send(PageAPI(page: 3), tag: "list")
        await delegate.waitForOutcome()
        #expect(handle.id > 0)
        #expect(delegate.events == [
            "start list https://api.test/items?page=3 [\"3\"]", "progress 3", "finish [7] 200 3",
        ])
        #expect(client.inFlightCount == 0)
    }

    @Test func delegateStyleReportsFailure() async {
        let stub = StubTransport()
        stub.register("/items", reply: StubTransport.Reply(statusCode: 418))
        var configuration = APIClient.Configuration(baseURLs: [url("https://api.test")])
        configuration.transport = stub
        configuration.callbackQueue = testQueue
        let delegate = RecordingClientDelegate()
        configuration.delegate = delegate
        let client = APIClient(configuration: configuration)
        client.send(PageAPI(page: 1), tag: nil)
        await delegate.waitForOutcome()
        #expect(delegate.events.last == "fail 418")
    }

    @Test func stubFilesComeFromTheAPIOrMethodAndPath() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stubs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Stubs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("GET/users"), withIntermediateDirectories: true)
        try Data("[1,2,3]".utf8).write(to: folder.appendingPathComponent("Stubs/list.json"))
        try Data(#"{"id":42,"name":"Zed"}"#.utf8).write(to: folder.appendingPathComponent("GET/users/42.json"))
        let client = makeClient(StubTransport(folder: folder))
        #expect(try await client.send(TestAPI<[Int]>("/anything", stub: "Stubs/list.json")) == [1, 2, 3])
        #expect(try await client.send(TestAPI<Item>("/users/42")) == Item(id: 42, name: "Zed"))
        let missing = await outcome { () async throws(APIError) in try await client.send(TestAPI<Item>("/users/7")) }
        #expect(missing.failure?.statusCode == 404)
        let failing = makeClient(StubTransport(folder: folder, statusCode: 500))
        let simulated = await outcome { () async throws(APIError) in try await failing.send(TestAPI<[Int]>("/x", stub: "Stubs/list.json")) }
        #expect(simulated.failure?.statusCode == 500)
    }

    @Test func stubDelayIsSimulated() async throws {
        let stub = StubTransport(delay: 0.2)
        stub.register("/x", reply: .json("1"))
        let start = Date()
        _ = try await makeClient(stub).send(TestAPI<Int>("/x"))
        #expect(Date().timeIntervalSince(start) >= 0.2)
    }
}
