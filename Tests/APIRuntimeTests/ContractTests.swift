import APIRuntime  // Deliberately not @testable: generated code sees only the public API.
import Foundation
import Testing

// The shapes generated code uses, written as /work/runtime-contract.md shows them. The one
// difference: subclasses restate `@unchecked Sendable`, which Swift requires of every subclass of
// an `@unchecked Sendable` class (without it the compiler warns).

public enum ContractRole: OpenEnum {
    case admin, member
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "admin": self = .admin
        case "member": self = .member
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .admin: "admin"
        case .member: "member"
        case .unknown(let raw): raw
        }
    }
}

public struct ContractUser: Codable, Hashable, Sendable {
    public let id: Int
    public let role: ContractRole
    public let createdAt: Date
    public let seenAt: [Date]?

    enum CodingKeys: String, CodingKey { case id, role, createdAt = "created_at", seenAt = "seen_at" }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        role = try container.decode(ContractRole.self, forKey: .role)
        createdAt = try container.decode(Date.self, forKey: .createdAt, format: .iso8601)
        seenAt = try container.decodeIfPresent([Date].self, forKey: .seenAt, format: .unixMillis)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(role, forKey: .role)
        try container.encode(createdAt, forKey: .createdAt, format: .iso8601)
        try container.encodeIfPresent(seenAt, forKey: .seenAt, format: .unixMillis)
    }
}

public enum ContractService {
    public static let defaultBaseURLs: [URL] = [URL(string: "https://api.example.com/v1")].compactMap { $0 }
}

public final class GetContractUserAPI: BaseAPI<ContractUser>, @unchecked Sendable {
    public let id: Int
    public let verbose: Bool?
    public init(id: Int, verbose: Bool? = nil) { self.id = id; self.verbose = verbose; super.init() }
    public override var baseURLs: [URL] { ContractService.defaultBaseURLs }
    public override var method: HTTPMethod { .get }
    public override var path: String { "/users/\(APIPath.segment(id))" }
    public override var query: [QueryItem] { [QueryItem("verbose", verbose)] }
    public override var baseHeaders: [HTTPHeader] { [HTTPHeader("Accept", "application/json")] }
    public override var responseKeyPath: String? { "data.user" }
    public override var timeout: TimeInterval? { 10 }
    public override var envelope: Envelope? { Envelope(code: "code", success: [0, 200], message: "message") }
}

public final class ListContractUsersAPI: BaseAPI<[ContractUser]>, PageableAPI, @unchecked Sendable {
    public let page: Int
    public init(page: Int = 1) { self.page = page; super.init() }
    public override var path: String { "/users" }
    public override var query: [QueryItem] { [QueryItem("page", page)] }
    public override var responseKeyPath: String? { "data.items" }
    public override var stub: String? { "Stubs/listUsers.json" }
    public func nextPage() -> ListContractUsersAPI? {
        guard page < .max else { return nil }
        return ListContractUsersAPI(page: page + 1)
    }
}

public final class UploadContractAvatarAPI: BaseAPI<Empty>, @unchecked Sendable {
    public let id: Int
    public let file: UploadFile
    public let caption: String?
    public init(id: Int, file: UploadFile, caption: String? = nil) { self.id = id; self.file = file; self.caption = caption; super.init() }
    public override var method: HTTPMethod { .post }
    public override var path: String { "/users/\(APIPath.segment(id))/avatar" }
    public override var body: RequestBody? { .multipart([MultipartPart("file", file), MultipartPart("caption", caption)]) }
}

public struct ContractUsersService: Sendable {
    public let client: APIClient
    public init(client: APIClient) { self.client = client }
    /// What Templates/Service.mustache generates: a service on the default client.
    public init() { self.init(client: .shared) }

    public func getUser(id: Int, verbose: Bool? = nil) async throws(APIError) -> ContractUser {
        try await client.send(GetContractUserAPI(id: id, verbose: verbose))
    }

    @discardableResult
    public func getUser(
        id: Int, verbose: Bool? = nil, tag: String? = nil,
        completion: @escaping @Sendable (Result<ContractUser, APIError>) -> Void
    ) -> RequestHandle {
        client.send(GetContractUserAPI(id: id, verbose: verbose), tag: tag, completion: completion)
    }
}

@Suite struct ContractTests {
    @Test func generatedShapesWorkThroughThePublicAPI() async throws {
        let stub = StubTransport()
        stub.register(.get, "/users/7") { request in
            #expect(request.url?.absoluteString == "https://api.example.com/v1/users/7")
            #expect(request.timeoutInterval == 10)
            return .json(#"{"code":0,"data":{"user":{"id":7,"role":"owner","created_at":"2024-05-06T07:08:09Z","seen_at":[1000]}}}"#)
        }
        var configuration = APIClient.Configuration()
        configuration.transport = stub
        let service = ContractUsersService(client: APIClient(configuration: configuration))
        let user = try await service.getUser(id: 7)
        #expect(user.role == .unknown("owner"))
        #expect(user.createdAt.timeIntervalSince1970 == 1_714_979_289)
        #expect(user.seenAt?.map(\.timeIntervalSince1970) == [1])
        let again = await withCheckedContinuation { continuation in
            service.getUser(id: 7, tag: "t") { continuation.resume(returning: $0) }
        }
        #expect((try? again.get()) == user)
        #expect(ListContractUsersAPI().nextPage()?.page == 2)
    }
}
