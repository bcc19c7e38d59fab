@testable import APIRuntime
import Foundation
import Synchronization
import Testing

/// `URLSessionTransport` downloads against httpbin: streamed to disk with progress, error bodies,
/// cancellation.
@Suite(.enabled(if: Servers.httpbin != nil, "APIGEN_HTTPBIN_URL is unset: run Tests/Support/servers.sh start and source .build/test-servers.env"))
struct DownloadIntegrationTests {
    let client = Servers.client(Servers.httpbin)

    func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("apigen-it-\(UUID().uuidString).bin")
    }

    func size(of file: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: file.path)[.size]) as? Int
    }

    @Test func bytesAreStreamedToTheFileWithProgress() async throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("previous contents".utf8).write(to: file)
        let progress = Locked<[TransferProgress]>([])
        let response = try await client.download(
            DynamicAPI<Empty>(path: "/range/102400"), to: file, progress: { value in progress.withLock { $0.append(value) } })
        #expect(response.statusCode == 200)
        #expect(response.value == file)
        let last = progress.withLock { $0.last }
        #expect(last?.completedBytes == 102_400)
        #expect(last?.totalBytes == 102_400)
        // httpbin's /range body is the alphabet, repeated: the file is exactly the body.
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        let expected = Data((0..<102_400).map { alphabet[$0 % 26] })
        #expect(try Data(contentsOf: file) == expected)
    }

    @Test func chunkedBodiesWithoutALengthAreComplete() async throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file) }
        let progress = Locked<[TransferProgress]>([])
        _ = try await client.download(
            DynamicAPI<Empty>(path: "/stream-bytes/50000", query: [QueryItem("chunk_size", 1024)]), to: file,
            progress: { value in progress.withLock { $0.append(value) } })
        #expect(size(of: file) == 50_000)
        #expect(progress.withLock { $0.last?.completedBytes } == 50_000)
    }

    @Test func errorStatusFailsWithTheBodyAndLeavesNoFile() async {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file) }
        let result = await outcome { () async throws(APIError) in
            try await client.download(DynamicAPI<Empty>(path: "/status/418"), to: file)
        }
        #expect(result.failure?.statusCode == 418)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func cancellingAByteDripEndsWithCancelledAndNoFile() async {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file) }
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<URL, APIError>, Never>) in
            let api = DynamicAPI<Empty>(path: "/drip", query: [QueryItem("duration", 5), QueryItem("numbytes", 5)])
            client.download(api, to: file, tag: "download") { continuation.resume(returning: $0) }
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { client.cancelAll(tag: "download") }
        }
        #expect(result.failure?.isCancelled == true)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(client.inFlightCount == 0)
    }
}
