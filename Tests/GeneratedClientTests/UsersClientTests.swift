import APIRuntime
import Foundation
import GeneratedClients
import Testing

/// The generated Users client (envelope, keypaths, paging, stubs, every body encoding) against StubTransport.
@Suite struct UsersClientTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Specs")

    func service(_ transport: StubTransport) -> UsersService {
        var configuration = APIClient.Configuration()
        configuration.transport = transport
        return UsersService(client: APIClient(configuration: configuration))
    }

    @Test func aServiceMadeWithoutAClientUsesTheDefaultClient() async throws {
        var configuration = APIClient.Configuration()
        configuration.transport = StubTransport(folder: Self.specs)
        let users = try await APIClient.withDefault(APIClient(configuration: configuration)) {
            try await UsersService().listUsers()
        }
        #expect(users.count == 2)
    }

    @Test func listUsersComesFromTheSpecsStubThroughEnvelopeAndKeypath() async throws {
        let transport = StubTransport(folder: Self.specs)
        let users = try await service(transport).listUsers()
        #expect(users.map(\.name) == ["Ada Lovelace", "Grace Hopper"])
        #expect(users[0].role == .admin)
        #expect(users[0].avatarURL?.absoluteString == "https://cdn.example.com/avatars/1.png")
        #expect(users[0].lastSeenAt == Date(timeIntervalSince1970: 1_732_960_800))
        #expect(users[1].email == nil)
        let request = try #require(transport.requests.first)
        #expect(request.url?.absoluteString == "https://api.example.com/v1/users?page=1&per_page=20")
        #expect(request.value(forHTTPHeaderField: "X-Client") == "apigen-example")
    }

    @Test func nextPageCopiesTheParametersWithPagePlusOne() {
        let next = ListUsersAPI(page: 3, perPage: 50, role: .guest).nextPage()
        #expect(next?.page == 4 && next?.perPage == 50 && next?.role == .guest)
    }

    @Test func nextPageEndsAtTheLargestPageNumber() {
        #expect(ListUsersAPI(page: .max).nextPage() == nil)
    }

    @Test func businessErrorsBecomeServerErrors() async throws {
        let transport = StubTransport()
        transport.register(.get, "/users/7", reply: .json(#"{"code": 4004, "message": "no such user", "data": null}"#))
        do {
            _ = try await service(transport).getUser(id: 7)
            Issue.record("expected a server error")
        } catch let error as APIError {
            guard case .server(let code, let message) = error else {
                Issue.record("expected .server, got \(error)")
                return
            }
            #expect(code == .int(4004))
            #expect(message == "no such user")
        }
    }

    @Test func pathQueryAndHeaderParametersAreEncoded() async throws {
        let transport = StubTransport()
        transport.register(.get, "/profile", reply: .json(#"""
            {"code": 0, "data": {"user": {"id": 5, "name": "N", "role": "owner", "created_at": "2024-01-01T00:00:00.123Z", "tags": []},
             "followers": 3, "links": {"home": "https://n.example"}, "birthday": "1990-12-31"}}
            """#))
        let profile = try await service(transport).getProfile(id: 5, language: "de-CH")
        #expect(profile.user.role == .unknown("owner"))
        #expect(profile.links["home"]?.host == "n.example")
        let birthday = try #require(profile.birthday)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        #expect(calendar.dateComponents([.year, .month, .day], from: birthday) == DateComponents(year: 1990, month: 12, day: 31))
        let request = try #require(transport.requests.first)
        #expect(request.url?.path == "/v1/users/5/profile")
        #expect(request.value(forHTTPHeaderField: "Accept-Language") == "de-CH")
    }

    /// Servers send `""` for a link they do not have; an optional URL reads it as `nil` instead of failing the
    /// whole response, and a link that is there still decodes.
    @Test func anEmptyOptionalURLIsNil() async throws {
        let transport = StubTransport()
        transport.register(.get, "/users/1", reply: .json(#"""
            {"code": 0, "data": {"user": {"id": 1, "name": "A", "avatar_url": "", "role": "admin", "created_at": "2024-01-01T00:00:00Z",
             "tags": []}}}
            """#))
        transport.register(.get, "/users/2", reply: .json(#"""
            {"code": 0, "data": {"user": {"id": 2, "name": "B", "avatar_url": "https://cdn.example.com/2.png", "role": "admin",
             "created_at": "2024-01-01T00:00:00Z", "tags": []}}}
            """#))
        let users = service(transport)
        let first = try await users.getUser(id: 1)
        #expect(first.name == "A")
        #expect(first.avatarURL == nil)
        let second = try await users.getUser(id: 2)
        #expect(second.avatarURL?.absoluteString == "https://cdn.example.com/2.png")
    }

    /// Back ends that keep numbers in string columns send them quoted; generated models read the text.
    @Test func quotedNumbersDecode() async throws {
        let transport = StubTransport()
        transport.register(.get, "/users/3", reply: .json(#"""
            {"code": 0, "data": {"user": {"id": "3", "name": "C", "role": "guest", "created_at": "2024-01-01T00:00:00Z",
             "last_seen_at": 1732960800, "tags": []}}}
            """#))
        let user = try await service(transport).getUser(id: 3)
        #expect(user.id == 3)
        #expect(user.lastSeenAt == Date(timeIntervalSince1970: 1_732_960_800))
    }

    /// A model inside a model is boxed (`APIRuntime.Indirect`) behind a plain property: reading, writing in
    /// place, copies, equality and a JSON round trip behave as if it were stored inline.
    @Test func aNestedModelBehavesLikeAStoredProperty() throws {
        let user = User(id: 1, name: "A", role: .admin, createdAt: Date(timeIntervalSince1970: 0), tags: [])
        var profile = Profile(user: user, followers: 2, links: [:])
        let copy = profile
        profile.user.name = "B"
        profile.user.tags.append("x")
        #expect(profile.user.name == "B")
        #expect(profile.user.tags == ["x"])
        #expect(copy.user.name == "A", "a copy keeps its own nested model")
        #expect(copy != profile)
        profile.user.name = "A"
        profile.user.tags = []
        #expect(copy == profile)
        #expect(copy.hashValue == profile.hashValue)
        let decoded = try JSONDecoder().decode(Profile.self, from: JSONEncoder().encode(profile))
        #expect(decoded == profile)
    }

    @Test func formMultipartAndJSONBodies() async throws {
        let transport = StubTransport()
        transport.register(.post, "/sessions", reply: .json(#"""
            {"code": 0, "data": {"token": "t", "expires_at": "2030-01-01T00:00:00.500Z",
             "user": {"id": 1, "name": "A", "role": "admin", "created_at": "2024-01-01T00:00:00Z", "tags": []}}}
            """#))
        transport.register(.post, "/avatar", reply: .json(#"{"code": 0}"#))
        transport.register(.post, "/users", reply: .json(#"""
            {"code": 200, "data": {"user": {"id": 9, "name": "New", "role": "member", "created_at": "2024-01-01T00:00:00Z", "tags": []}}}
            """#))
        let users = service(transport)

        let session = try await users.login(username: "ada", password: "p&ss word", rememberMe: true)
        #expect(session.token == "t")
        let login = try #require(transport.requests.first)
        #expect(login.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/x-www-form-urlencoded") == true)
        #expect(String(decoding: login.httpBody ?? Data(), as: UTF8.self) == "username=ada&password=p%26ss+word&remember_me=true")

        try await users.uploadAvatar(id: 1, file: UploadFile(data: Data("PNG".utf8), fileName: "a.png", mimeType: "image/png"), caption: nil)
        let upload = try #require(transport.requests.dropFirst().first)
        let multipart = String(decoding: upload.httpBody ?? Data(), as: UTF8.self)
        #expect(multipart.contains("Content-Disposition: form-data; name=\"file\"; filename=\"a.png\""))
        #expect(!multipart.contains("name=\"caption\""))

        let created = try await users.createUser(body: NewUser(name: "New", email: "n@example.com", role: .member))
        #expect(created.id == 9)
        let create = try #require(transport.requests.last)
        let sent = try JSONSerialization.jsonObject(with: create.httpBody ?? Data()) as? [String: String]
        #expect(sent == ["name": "New", "email": "n@example.com", "role": "member"])
    }

    @Test func completionStyleDeliversExactlyOnce() async throws {
        let transport = StubTransport(folder: Self.specs)
        let users = service(transport)
        let result = await withCheckedContinuation { continuation in
            users.listUsers(page: 1, tag: "list") { continuation.resume(returning: $0) }
        }
        #expect(try result.get().count == 2)
    }
}
