@testable import APIRuntime
import Foundation
import Synchronization
import Testing

// Skipped with this reason unless `Tests/Support/servers.sh start` ran and its env file was sourced.
@Suite(.enabled(if: Servers.httpbin != nil, "APIGEN_HTTPBIN_URL is unset: run Tests/Support/servers.sh start and source .build/test-servers.env"))
struct HTTPBinTests {
    let client = Servers.client(Servers.httpbin)

    @Test func queryPathAndHeaderEncoding() async throws {
        let api = Endpoint<Echo>(
            "/anything/\(APIPath.segment("a b/c?d"))",
            query: [QueryItem("q", "a+b&c=d e/é"), QueryItem("id", [1, 2])],
            headers: [HTTPHeader("X-Custom", "v1"), HTTPHeader("X-List", ["a", "b"])])
        let echo = try await client.send(api)
        #expect(echo.args["q"] == .string("a+b&c=d e/é"))
        #expect(echo.args["id"] == .array([.string("1"), .string("2")]))
        #expect(echo.headers["X-Custom"] == "v1")
        #expect(echo.headers["X-List"] == "a,b")
        // Werkzeug shows %2F decoded when it rebuilds the URL; the escaped space and `?` survive.
        #expect(echo.url.contains("/anything/a%20b/c%3Fd?"))
    }

    @Test func jsonBody() async throws {
        let body = RequestBody.json(["name": "Zoë", "tags": "a&b"])
        let echo = try await client.send(Endpoint<Echo>("/post", method: .post, body: body))
        #expect(echo.json == .object(["name": .string("Zoë"), "tags": .string("a&b")]))
        #expect(echo.headers["Content-Type"] == "application/json")
    }

    @Test func formBody() async throws {
        let body = RequestBody.form([FormField("name", "John Doe+1"), FormField("n", [1, 2])])
        let echo = try await client.send(Endpoint<Echo>("/post", method: .post, body: body))
        #expect(echo.form?["name"] == .string("John Doe+1"))
        #expect(echo.form?["n"] == .array([.string("1"), .string("2")]))
    }

    @Test func multipartBody() async throws {
        let file = UploadFile(data: Data("hello file".utf8), fileName: "hello.txt", mimeType: "text/plain")
        let meta: [String: [Int]] = ["sizes": [1, 2]]
        let body = RequestBody.multipart([MultipartPart("caption", "a caption"), MultipartPart("file", file), MultipartPart("meta", json: meta)])
        let echo = try await client.send(Endpoint<Echo>("/post", method: .post, body: body))
        #expect(echo.form?["caption"] == .string("a caption"))
        #expect(echo.files?["file"] == .string("hello file"))
        // A JSON part has no file name, so the server reads it as a field whose text is the JSON.
        #expect(echo.form?["meta"] == .string(#"{"sizes":[1,2]}"#))
    }

    @Test(arguments: [418, 500, 404])
    func statusCodes(code: Int) async {
        let result = await outcome { () async throws(APIError) in try await client.send(Endpoint<Empty>("/status/\(code)")) }
        #expect(result.failure?.statusCode == code)
        #expect(result.failure?.description.contains("\(code)") == true)
    }

    @Test func noContentIsEmpty() async throws {
        let response = try await client.response(for: Endpoint<Empty>("/status/204"))
        #expect(response.statusCode == 204)
    }

    // Timing is not asserted (a loaded CI machine delays the test task itself); `.timedOut` from a
    // 1 s timeout against a 5 s delay is the behaviour. The time limit guards against a hang.
    @Test(.timeLimit(.minutes(5))) func timeout() async {
        let result = await outcome { () async throws(APIError) in try await client.send(Endpoint<Empty>("/delay/5", timeout: 1)) }
        guard case .timedOut = result.failure else {
            Issue.record("expected .timedOut, got \(result)")
            return
        }
    }

    @Test func downloadAndUploadProgress() async throws {
        let events = Locked<[TransferProgress]>([])
        let record: ProgressHandler = { progress in events.withLock { $0.append(progress) } }
        // httpbin drips one byte every duration ÷ numbytes, so the bytes arrive in separate reads (2,000 bytes in 0.3 s
        // once arrived as one read, and one progress event, in CI). A 1 s drip of ten bytes also gave one event once, in
        // a full local run with the plugin tests' builds on both cores: either the reads ran together or the session's
        // delegate queue lagged until the body was complete (`finish` then reports it once). A third of a second apart,
        // the bytes leave both more time.
        _ = try await client.send(Endpoint<Empty>("/drip", query: [QueryItem("numbytes", 10), QueryItem("duration", 3.0), QueryItem("delay", 0)]), progress: record)
        let downloads = events.withLock { $0.filter { $0.direction == .download } }
        #expect(downloads.count > 1)
        #expect(downloads.last?.completedBytes == 10)
        events.withLock { $0.removeAll() }
        let payload = Data(repeating: 0x61, count: 1_000_000)
        _ = try await client.send(Endpoint<Empty>("/post", method: .post, body: .data(payload, contentType: "application/octet-stream")), progress: record)
        let uploads = events.withLock { $0.filter { $0.direction == .upload } }
        #expect(uploads.last?.completedBytes == 1_000_000)
        #expect(uploads.last?.fractionCompleted == 1)
    }

    @Test func keyPathDecoding() async throws {
        #expect(try await client.send(Endpoint<String>("/json", keyPath: "slideshow.title")) == "Sample Slide Show")
        let missing = await outcome { () async throws(APIError) in try await client.send(Endpoint<String>("/json", keyPath: "slideshow.subtitle")) }
        guard case .decoding(_, let keyPath, let codingPath, _) = missing.failure else {
            Issue.record("expected .decoding, got \(missing)")
            return
        }
        #expect(keyPath == "slideshow.subtitle")
        #expect(codingPath == "slideshow.subtitle")
    }

    @Test func fallbackFromARefusedHost() async throws {
        let base = try #require(Servers.httpbin)
        let refused = Servers.client(nil) { configuration in
            configuration.baseURLs = [URL(string: "http://127.0.0.1:1") ?? base, base]
        }
        // A refused connection never reached the server, so even a POST moves on.
        let echo = try await refused.send(Endpoint<Echo>("/anything", method: .post))
        #expect(echo.method == "POST")
    }

    @Test func completionStyleAndCancellation() async {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Echo, APIError>, Never>) in
            client.send(Endpoint<Echo>("/anything", query: [QueryItem("x", 1)]), tag: "t") { continuation.resume(returning: $0) }
        }
        #expect((try? result.get())?.args["x"] == .string("1"))
        let cancelled = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Empty, APIError>, Never>) in
            let handle = client.send(Endpoint<Empty>("/delay/5"), tag: "slow") { continuation.resume(returning: $0) }
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { handle.cancel() }
        }
        #expect(cancelled.failure?.isCancelled == true)
        #expect(client.inFlightCount == 0)
    }

    /// 200 real requests with random cancels: exactly one outcome each, bookkeeping empty.
    @Test func concurrentRequestsWithRandomCancels() async {
        let counts = Locked<[Int: Int]>([:])
        let done = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            let total = 200
            let finished = Locked(0)
            var handles: [RequestHandle] = []
            for index in 0..<total {
                handles.append(client.send(Endpoint<Echo>("/anything", query: [QueryItem("i", index)])) { _ in
                    counts.withLock { $0[index, default: 0] += 1 }
                    if finished.withLock({ value -> Int in value += 1; return value }) == total { continuation.resume(returning: total) }
                })
                if Bool.random() { handles.randomElement()?.cancel() }
            }
        }
        #expect(done == 200)
        try? await Task.sleep(nanoseconds: 100_000_000)
        #expect(counts.withLock { $0.count == 200 && $0.values.allSatisfy { $0 == 1 } })
        #expect(client.inFlightCount == 0)
    }
}
