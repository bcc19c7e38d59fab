import APIRuntime
import CodeGenClients
import Foundation
import Testing

/// Drives clients generated from the codegen fixture specs (`Clients/`, kept current by
/// `GeneratedCodeGoldenTests`) against `StubTransport`: the generated code does not only compile,
/// it builds the right requests and decodes the right values.
@Suite struct GeneratedClientTests {
    private func client(_ stubs: StubTransport) throws -> APIClient {
        var configuration = APIClient.Configuration(baseURLs: [try #require(URL(string: "https://stub.test/v1"))])
        configuration.transport = stubs
        return APIClient(configuration: configuration)
    }

    @Test func asyncCallUsesEnvelopeKeyPathDatesAndOpenEnums() async throws {
        let stubs = StubTransport()
        stubs.register(.get, "/users/42", reply: .json("""
            {"code": 0, "data": {"user": {"id": 42, "name": "Ann", "avatar_url": "https://example.com/a.png",
             "role": "owner", "createdAt": "2024-01-02T03:04:05Z", "tags": ["a"]}}}
            """))
        let user = try await UsersService(client: client(stubs)).getUser(id: 42, verbose: true)
        #expect(user.id == 42)
        #expect(user.email == nil)
        #expect(user.avatarURL == URL(string: "https://example.com/a.png"))
        #expect(user.role == .unknown("owner"))
        #expect(user.createdAt == Date(timeIntervalSince1970: 1_704_164_645))
        let request = try #require(stubs.requests.first)
        #expect(request.url?.absoluteString == "https://stub.test/v1/users/42?verbose=true")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
    }

    @Test func envelopeFailureBecomesServerError() async throws {
        let stubs = StubTransport()
        stubs.register(.get, "/users/1", reply: .json(#"{"code": 7, "message": "banned"}"#))
        await #expect(throws: APIError.self) {
            _ = try await UsersService(client: client(stubs)).getUser(id: 1)
        }
    }

    @Test func pagesStopAtTheFirstEmptyPage() async throws {
        let stubs = StubTransport()
        stubs.register(.get, "/users") { request in
            let page = request.url?.query ?? ""
            let items = page == "page=1" ? #"[{"id": 1, "name": "a", "role": "admin", "createdAt": "2024-01-01T00:00:00Z", "tags": []}]"# : "[]"
            return .json(#"{"code": 200, "data": {"items": \#(items)}}"#)
        }
        var pages: [[User]] = []
        for try await page in try UsersService(client: client(stubs)).listUsersPages() {
            pages.append(page)
        }
        #expect(pages.map(\.count) == [1])
        #expect(pages.first?.first?.role == .admin)
        #expect(stubs.requests.compactMap(\.url?.query) == ["page=1", "page=2"])
        #expect(ListUsersAPI(page: 3).nextPage()?.page == 4)
        #expect(ListUsersAPI(page: .max).nextPage() == nil)
    }

    @Test func completionStyleDeliversOnce() async throws {
        let stubs = StubTransport()
        stubs.register(.post, "/users/5/avatar", reply: .json(#"{"code": 0, "data": {}}"#))
        let service = try UsersService(client: client(stubs))
        let file = UploadFile(data: Data("png".utf8), fileName: "a.png", mimeType: "image/png")
        let result = await withCheckedContinuation { continuation in
            service.uploadAvatar(id: 5, file: file, caption: "hi") { result in continuation.resume(returning: result) }
        }
        #expect((try? result.get()) == Empty())
        let body = String(decoding: stubs.requests.first?.httpBody ?? Data(), as: UTF8.self)
        #expect(body.contains("name=\"caption\"") && body.contains("filename=\"a.png\""))
    }

    @Test func trickyNamesBuildTheRightRequest() async throws {
        let stubs = StubTransport()
        stubs.register(.get, "/2\"\\(x)", reply: .json(#"{"default": 1, "self": "s", "first-name": "a", "first_name": "b", "1st": 1, "naïve café": "c", "Type": "a-b", "hashValue": 2, "init": 3}"#))
        let service = try TrickyNamesService(client: client(stubs))
        let value = try await service.getClass(default: "a b/c", selfValue: 2, path: "p", tag: .aB2)
        #expect(value.default == 1 && value.selfValue == "s" && value.type == .aB && value.note == "a\"b\\(c)\n#d")
        let url = try #require(stubs.requests.first?.url?.absoluteString)
        #expect(url.contains("/classes/a%20b%2Fc/2"))
        #expect(url.contains("path=p") && url.contains("tag=a_b"))
        #expect(stubs.requests.first?.value(forHTTPHeaderField: "X-Note") == "\\(1 + 1) \"q\"")
        #expect(GetClassAPI(default: "x", selfValue: 1).path.hasPrefix("/classes/x/1"))
        #expect(TypeModel(rawValue: "zzz") == .unknown("zzz") && TypeModel.unknown2.rawValue == "unknown")
    }

    @Test func keywordNamesFromAYAMLSpecWork() async throws {
        let stubs = StubTransport()
        stubs.register(.get, "/classes/a?b/3", reply: .json(#"{"default": 1, "init": 2, "flavor": "in_progress", "first-name": "n"}"#))
        let value = try await KeywordsService(client: client(stubs)).`where`(default: "a?b", for: 3, selfValue: 9)
        #expect(value.default == 1 && value.`init` == 2 && value.firstName == "n")
        #expect(value.`protocol` == "a\"b\\(c)\n#d" && value.flavor == .inProgress)
        let url = try #require(stubs.requests.first?.url?.absoluteString)
        #expect(url.hasSuffix("/classes/a%3Fb/3?flavor=a-b&self=9"))
        #expect(Flavor(rawValue: "unknown") == .unknown2 && Flavor(rawValue: "init") == .init2)
    }

    @Test func recursiveModelsRoundTrip() throws {
        let node = Node(value: 1, parent: Node(value: 0, children: []), children: [Node(value: 2, children: [])], updated: Date(timeIntervalSince1970: 1.5))
        let data = try JSONEncoder().encode(node)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"updated\":1500"))
        #expect(try JSONDecoder().decode(Node.self, from: data) == node)
    }
}
