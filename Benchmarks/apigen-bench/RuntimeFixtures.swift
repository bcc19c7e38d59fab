import APIRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The model every runtime benchmark decodes: a typical REST resource with a date, an optional,
/// an array and mixed scalar types.
struct BenchUser: Codable, Sendable {
    let id: Int
    let name: String
    let email: String?
    let role: String
    let createdAt: Date
    let tags: [String]
    let score: Double
    let active: Bool
}

/// `BenchUser` decoded as generated models decode it: every scalar through `decodeLenient`, as the code
/// generator writes it.
struct TolerantBenchUser: Decodable, Sendable {
    let id: Int
    let name: String
    let email: String?
    let role: String
    let createdAt: Date
    let tags: [String]
    let score: Double
    let active: Bool

    private enum CodingKeys: String, CodingKey {
        case id, name, email, role, createdAt, tags, score, active
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeLenient(Int.self, forKey: .id)
        self.name = try container.decodeLenient(String.self, forKey: .name)
        self.email = try container.decodeLenientIfPresent(String.self, forKey: .email)
        self.role = try container.decodeLenient(String.self, forKey: .role)
        self.createdAt = try container.decode(Date.self, forKey: .createdAt)
        self.tags = try container.decode([String].self, forKey: .tags)
        self.score = try container.decodeLenient(Double.self, forKey: .score)
        self.active = try container.decodeLenient(Bool.self, forKey: .active)
    }
}

/// The hand-written way to reach `data.users`: one wrapper struct per level.
struct UsersEnvelope: Decodable, Sendable {
    struct Payload: Decodable, Sendable {
        let users: [BenchUser]
        let total: Int
    }

    let code: Int
    let message: String
    let data: Payload
}

/// `GET /users?page=1`, decoding `data.users` under the service envelope.
///
/// `@unchecked Sendable` as `BaseAPI` documents: no stored properties at all.
final class ListUsersAPI: BaseAPI<[BenchUser]>, @unchecked Sendable {
    override var path: String { "/users" }
    override var query: [QueryItem] { [QueryItem("page", 1)] }
    override var responseKeyPath: String? { "data.users" }
    override var envelope: Envelope? { Envelope(code: "code", success: [0], message: "message") }
}

/// The same endpoint when the body is the bare array (no envelope, no keypath).
///
/// `@unchecked Sendable` as `BaseAPI` documents: no stored properties at all.
final class BareUsersAPI: BaseAPI<[BenchUser]>, @unchecked Sendable {
    override var path: String { "/users" }
    override var query: [QueryItem] { [QueryItem("page", 1)] }
}

/// Answers every request with the same bytes at once, so only the client's own work is timed.
struct FixedTransport: Transport {
    let data: Data

    func send(
        _ request: TransportRequest, progress: (@Sendable (TransferProgress) -> Void)?
    ) async throws -> TransportResponse {
        TransportResponse(statusCode: 200, headers: ["Content-Type": "application/json"], data: data, url: request.urlRequest.url)
    }
}

enum RuntimeFixtures {
    /// `count` users as a JSON array.
    static func usersJSON(count: Int) -> String {
        var parts: [String] = []
        parts.reserveCapacity(count)
        for index in 0..<count {
            let email = index % 3 == 0 ? "null" : "\"user\(index)@example.com\""
            let second = String(index % 60)
            let paddedSecond = second.count == 1 ? "0" + second : second
            parts.append("""
                {"id":\(index),"name":"User Number \(index)","email":\(email),"role":"\(["admin", "member", "guest"][index % 3])",\
                "createdAt":"2024-05-06T07:08:\(paddedSecond)Z","tags":["alpha","beta","tag\(index % 7)"],\
                "score":\(Double(index) * 1.5 + 0.25),"active":\(index % 2 == 0)}
                """)
        }
        return "[" + parts.joined(separator: ",") + "]"
    }

    /// The envelope document: `{"code":0,"message":"ok","data":{"users":[…],"total":n}}`.
    static func envelopeJSON(count: Int) -> String {
        "{\"code\":0,\"message\":\"ok\",\"data\":{\"users\":\(usersJSON(count: count)),\"total\":\(count)}}"
    }
}

/// `GET /ping` with no parameters and no body expected: the cheapest possible request.
///
/// `@unchecked Sendable` as `BaseAPI` documents: no stored properties at all.
final class PingAPI: BaseAPI<Empty>, @unchecked Sendable {
    override var path: String { "/ping" }
}

/// A typical generated GET: a percent-encoded path parameter, query items and a header.
///
/// `@unchecked Sendable`: only immutable `Sendable` stored properties, as `BaseAPI` requires.
final class SearchAPI: BaseAPI<Empty>, @unchecked Sendable {
    let userID: Int
    let text: String

    init(userID: Int, text: String) {
        self.userID = userID
        self.text = text
    }

    override var path: String { "/users/\(APIPath.segment(userID))/search" }
    override var query: [QueryItem] { [QueryItem("q", text), QueryItem("page", 2), QueryItem("verbose", true)] }
    override var headers: [HTTPHeader] { [HTTPHeader("X-Trace", "bench")] }
}

/// A POST with a small JSON body.
///
/// `@unchecked Sendable`: only immutable `Sendable` stored properties, as `BaseAPI` requires.
final class CreateUserAPI: BaseAPI<Empty>, @unchecked Sendable {
    struct Body: Encodable, Sendable {
        let name: String
        let email: String
        let tags: [String]
    }

    let user: Body

    init(user: Body) {
        self.user = user
    }

    override var path: String { "/users" }
    override var method: HTTPMethod { .post }
    override var body: RequestBody? { .json(user) }
}
