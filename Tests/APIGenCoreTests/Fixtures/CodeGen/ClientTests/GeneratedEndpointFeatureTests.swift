import APIRuntime
import CodeGenClients
import Foundation
import Testing

/// The endpoint features of the generated `Snippets` client, run against `StubTransport`: styled
/// queries and cookies reach the transport, raw bodies go out as they are, text and binary responses
/// come back as they are, file responses are downloaded, typed errors read the server's model,
/// security helpers add credentials.
@Suite struct GeneratedEndpointFeatureTests {
    private func service(_ stubs: StubTransport, interceptors: [any RequestInterceptor] = []) throws -> SnippetsService {
        var configuration = APIClient.Configuration(baseURLs: [try #require(URL(string: "https://stub.test"))])
        configuration.transport = stubs
        configuration.interceptors = interceptors
        return SnippetsService(client: APIClient(configuration: configuration))
    }

    @Test func styledQueryAndCookiesReachTheTransport() async throws {
        let stubs = StubTransport()
        stubs.register(.get, "/search", reply: .json(#"{"code": 0}"#))
        try await service(stubs).searchItems(
            ids: [1, 2], tags: ["a b", "c"], sort: ["name", "-date"], filter: ["role": "admin", "team": "a&b"],
            limits: ["max": 5], session: "s 1;x", theme: nil)
        let request = try #require(stubs.requests.first)
        #expect(request.url?.query == "ids=1%7C2&tags=a%20b%20c&sort=name,-date"
            + "&filter%5Brole%5D=admin&filter%5Bteam%5D=a%26b&max=5")
        #expect(request.value(forHTTPHeaderField: "Cookie") == "session=s%201%3Bx")
    }

    /// Unions of simple values are parameters: each sends its chosen variant (one name or a list), and the query's
    /// `explode: false` joins a list a union holds.
    @Test func unionParametersSendTheirChosenVariant() async throws {
        let stubs = StubTransport()
        stubs.register(.get, "/_search", reply: .json(#"{"code": 0}"#))
        let snippets = try service(stubs)
        try await snippets.searchIndices(
            index: .names(["logs", "metrics"]), expandWildcards: .several([.open, .hidden]), routing: .name("r 1"),
            trace: .names(["a", "b"]))
        try await snippets.searchIndices(index: .name("logs"), expandWildcards: .one(.unknown("all")), routing: .unknown(.number(7)))
        // The spec's default, `open`, is the enum variant's.
        try await snippets.searchIndices(index: .name("a"))
        let requests = stubs.requests
        #expect(requests.map { $0.url?.absoluteString ?? "" } == [
            "https://stub.test/logs,metrics/_search?expand_wildcards=open,hidden&routing=r%201",
            "https://stub.test/logs/_search?expand_wildcards=all&routing=7",
            "https://stub.test/a/_search?expand_wildcards=open",
        ])
        #expect(requests.map { $0.value(forHTTPHeaderField: "X-Trace") } == ["a,b", nil, nil])
    }

    /// `label` and `matrix` path parameters (`.7`, `;shade=light;shade=dark%20red`), an object in the path (exploded
    /// `simple`: `B=3,G=2`) and in a header, also in the request sent.
    @Test func pathStylesAndObjectParameters() async throws {
        #expect(GetShadesAPI(id: 7, shades: ["light", "dark red"], rgb: ["G": 2, "B": 3]).path
            == "/colors/.7/shades;shade=light;shade=dark%20red/B=3,G=2")
        #expect(GetShadesAPI(id: 7, shades: [], rgb: [:]).path == "/colors/.7/shades/")
        let stubs = StubTransport()
        stubs.register(.get, "/R=1", reply: .json(#"{"code": 0}"#))
        try await service(stubs).getShades(id: 7, shades: ["light"], rgb: ["R": 1], tint: ["a": 1, "b": 2])
        let request = try #require(stubs.requests.first)
        #expect(request.url?.absoluteString == "https://stub.test/colors/.7/shades;shade=light/R=1")
        #expect(request.value(forHTTPHeaderField: "X-Tint") == "a,1,b,2")
    }

    @Test func binaryUploadAndTextResponse() async throws {
        let stubs = StubTransport()
        stubs.register(.put, "/photos/7", reply: StubTransport.Reply(data: Data("stored as 7.png".utf8)))
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])
        let answer = try await service(stubs).uploadPhoto(id: 7, body: png)
        #expect(answer == "stored as 7.png")
        let request = try #require(stubs.requests.first)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "image/png")
        #expect(request.httpBody == png)
    }

    @Test func aFileResponseIsDownloadedToTheGivenFile() async throws {
        let stubs = StubTransport()
        let report = Data((0..<1_000).map { UInt8($0 % 251) })
        stubs.register(.get, "/reports/3", reply: StubTransport.Reply(data: report))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-download-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("report.bin")
        // The endpoint's own `destination` query parameter stays; the file is `to:`.
        let saved = try await service(stubs).downloadReport(id: 3, destination: "archive", to: file)
        #expect(saved == file)
        #expect(try Data(contentsOf: file) == report)
        #expect(try #require(stubs.requests.first).url?.query == "destination=archive")
    }

    @Test func textBodyAndBinaryResponse() async throws {
        let stubs = StubTransport()
        let pdf = Data([0x25, 0x50, 0x44, 0x46, 0x00])
        stubs.register(.post, "/notes/render", reply: StubTransport.Reply(data: pdf))
        let rendered = try await service(stubs).renderNote(body: "# Title")
        #expect(rendered == pdf)
        let request = try #require(stubs.requests.first)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "text/markdown")
        #expect(request.httpBody == Data("# Title".utf8))
    }

    @Test func jsonBodyWithItsOwnContentType() async throws {
        let stubs = StubTransport()
        stubs.register(.patch, "/problems/3", reply: .json(#"{"code": 0, "message": "patched"}"#))
        let patched = try await service(stubs).patchProblem(code: 3, body: Problem(code: 3, message: "new"))
        #expect(patched.message == "patched")
        let request = try #require(stubs.requests.first)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/merge-patch+json")
    }

    @Test func typedErrorModelsByStatus() async throws {
        let stubs = StubTransport()
        stubs.register(.get, "/problems/404", reply: .json(#"{"resource": "problem 404"}"#, statusCode: 404))
        stubs.register(.get, "/problems/409", reply: .json(#"{"code": 409, "message": "conflict"}"#, statusCode: 409))
        stubs.register(.get, "/problems/500", reply: .json(#"{"code": 500, "message": "down"}"#, statusCode: 500))
        let problems = try service(stubs)
        do {
            _ = try await problems.getProblem(code: 404)
            Issue.record("a 404 succeeded")
        } catch {
            guard case .status404(let missing)? = GetProblemAPI.errorModel(from: error) else {
                Issue.record("expected the 404 model, got \(String(describing: GetProblemAPI.errorModel(from: error)))")
                return
            }
            #expect(missing.resource == "problem 404")
        }
        for (code, expected) in [(409, "conflict"), (500, "down")] {
            do {
                _ = try await problems.getProblem(code: code)
                Issue.record("a \(code) succeeded")
            } catch {
                switch GetProblemAPI.errorModel(from: error) {
                case .status4XX(let problem)? where code == 409: #expect(problem.message == expected)
                case .other(let problem)? where code == 500: #expect(problem.message == expected)
                default: Issue.record("wrong error model for \(code): \(error)")
                }
            }
        }
    }

    @Test func oneTypeErrorModelCoversOnlyItsStatuses() async throws {
        let stubs = StubTransport()
        stubs.register(.delete, "/problems/1", reply: .json(#"{"code": 1, "message": "gone"}"#, statusCode: 404))
        stubs.register(.delete, "/problems/2", reply: .json(#"{"code": 2, "message": "teapot"}"#, statusCode: 418))
        let problems = try service(stubs)
        do {
            try await problems.deleteProblem(code: 1)
            Issue.record("a 404 succeeded")
        } catch {
            #expect(DeleteProblemAPI.errorModel(from: error)?.message == "gone")
        }
        do {
            try await problems.deleteProblem(code: 2)
            Issue.record("a 418 succeeded")
        } catch {
            #expect(DeleteProblemAPI.errorModel(from: error) == nil)
        }
    }

    @Test func securityHelpersAddCredentials() async throws {
        let stubs = StubTransport()
        stubs.register(.get, "/whoami", reply: .json(#"{"code": 0}"#))
        try await service(stubs, interceptors: [SnippetsService.apiKey("k-1"), SnippetsService.sessionKey("s 2")]).bearerAuth()
        try await service(stubs, interceptors: [SnippetsService.bearerAuth2(token: "t0k")]).bearerAuth()
        let requests = stubs.requests
        #expect(requests.first?.value(forHTTPHeaderField: "X-API-Key") == "k-1")
        #expect(requests.first?.value(forHTTPHeaderField: "Cookie") == "sid=s%202")
        #expect(requests.last?.value(forHTTPHeaderField: "Authorization") == "Bearer t0k")
    }
}
