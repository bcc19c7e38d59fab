import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import APIRuntime

enum Role: OpenEnum {
    case admin, member
    case unknown(String)

    init(rawValue: String) {
        switch rawValue {
        case "admin": self = .admin
        case "member": self = .member
        default: self = .unknown(rawValue)
        }
    }

    var rawValue: String {
        switch self {
        case .admin: "admin"
        case .member: "member"
        case .unknown(let raw): raw
        }
    }
}

enum Level: OpenEnum {
    case low
    case unknown(Int)

    init(rawValue: Int) { self = rawValue == 1 ? .low : .unknown(rawValue) }
    var rawValue: Int {
        switch self {
        case .low: 1
        case .unknown(let raw): raw
        }
    }
}

struct Stamped: Codable, Equatable {
    let at: Date
    let day: Date?
    let seen: [Date]

    enum CodingKeys: String, CodingKey { case at, day, seen }

    init(at: Date, day: Date?, seen: [Date]) {
        self.at = at
        self.day = day
        self.seen = seen
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        at = try container.decode(Date.self, forKey: .at, format: .unix)
        day = try container.decodeIfPresent(Date.self, forKey: .day, format: .date)
        seen = try container.decode([Date].self, forKey: .seen, format: .custom("dd/MM/yyyy HH:mm"))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(at, forKey: .at, format: .unix)
        try container.encodeIfPresent(day, forKey: .day, format: .date)
        try container.encode(seen, forKey: .seen, format: .custom("dd/MM/yyyy HH:mm"))
    }
}

@Suite struct ValueTests {
    @Test func openEnumKeepsUnknownValues() throws {
        let roles = try JSONDecoder().decode([Role].self, from: Data(#"["admin","owner"]"#.utf8))
        #expect(roles == [.admin, .unknown("owner")])
        let encoded = try JSONEncoder().encode(roles)
        #expect(String(decoding: encoded, as: UTF8.self) == #"["admin","owner"]"#)
        #expect(QueryItem("role", Role.member).values == ["member"])
        let levels = try JSONDecoder().decode([Level].self, from: Data("[1,7]".utf8))
        #expect(levels == [.low, .unknown(7)])
    }

    /// `JSON` as a parameter: the `unknown` case of a union that is sent as one.
    @Test func freeFormJSONAsParameterValues() {
        #expect(JSON.string("a b").parameterValues == ["a b"])
        #expect(JSON.bool(false).parameterValues == ["false"])
        #expect(JSON.number(5).parameterValues == ["5"])
        #expect(JSON.number(-1).parameterValues == ["-1"])
        #expect(JSON.number(2.5).parameterValues == ["2.5"])
        // Past 2^53 a Double has no exact integer; it is written as Swift writes the Double.
        #expect(JSON.number(1e20).parameterValues == ["1e+20"])
        #expect(JSON.null.parameterValues == [])
        #expect(JSON.array([.string("a"), .array([.number(1), .null]), .bool(true)]).parameterValues == ["a", "1", "true"])
        #expect(JSON.object(["z": .number(1), "a": .string("x/y")]).parameterValues == [#"{"a":"x/y","z":1}"#])
        #expect(QueryItem("index", JSON.array([.string("logs"), .string("metrics")])).values == ["logs", "metrics"])
    }

    /// Literals spell `JSON` as it reads, so a `[JSON]` form field (Twilio's `Items`) is written in place; each
    /// object is sent as its compact text.
    @Test func freeFormJSONFromLiterals() {
        let item: JSON = ["contact_id": "+15551234567", "opt_in": true, "count": 2, "ratio": 0.5, "tags": ["a", "b"]]
        #expect(item == .object([
            "contact_id": .string("+15551234567"), "opt_in": .bool(true), "count": .number(2), "ratio": .number(0.5),
            "tags": .array([.string("a"), .string("b")]),
        ]))
        let items: [JSON] = [["status": "opt-in"], "plain"]
        #expect(FormField("Items", items).values == [#"{"status":"opt-in"}"#, "plain"])
        // A repeated key keeps its last value (a `[String: JSON]` literal would trap).
        let repeated: JSON = ["a": 1, "a": 2]
        #expect(repeated == .object(["a": .number(2)]))
    }

    @Test func dateFormatsDecodeAndEncode() throws {
        let json = #"{"at":1700000000,"day":"2024-05-06","seen":["06/05/2024 07:08"]}"#
        let value = try JSONDecoder().decode(Stamped.self, from: Data(json.utf8))
        #expect(value.at.timeIntervalSince1970 == 1_700_000_000)
        #expect(value.day?.timeIntervalSince1970 == 1_714_953_600)
        #expect(value.seen.map(\.timeIntervalSince1970) == [1_714_979_280])
        let again = try JSONDecoder().decode(Stamped.self, from: JSONEncoder().encode(value))
        #expect(again == value)
    }

    @Test func badDateNamesTheFormat() {
        let json = #"{"at":1,"day":"May 6","seen":[]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Stamped.self, from: Data(json.utf8)) }
    }

    @Test func dateFormatStrings() {
        let date = Date(timeIntervalSince1970: 1_714_979_289.25)
        #expect(DateFormat.iso8601.string(from: date) == "2024-05-06T07:08:09Z")
        #expect(DateFormat.iso8601Fractional.string(from: date) == "2024-05-06T07:08:09.250Z")
        #expect(DateFormat.date.string(from: date) == "2024-05-06")
        #expect(DateFormat.unixMillis.date(from: "1714979289250")?.timeIntervalSince1970 == 1_714_979_289.25)
        #expect(DateFormat.iso8601.date(from: "yesterday") == nil)
    }

    /// What RFC 3339 allows beside the usual spelling, and a missing offset (naive server timestamps), read as UTC;
    /// anything that is not a date-time still fails, and encoding always writes the usual form.
    @Test func iso8601ReadsLenientSpellings() throws {
        let expected = 1_740_156_968.0  // 2025-02-21T16:56:08Z
        for text in ["2025-02-21T16:56:08", "2025-02-21 16:56:08", "2025-02-21t16:56:08z", "2025-02-21 16:56:08Z"] {
            #expect(DateFormat.iso8601.date(from: text)?.timeIntervalSince1970 == expected, "\(text)")
        }
        #expect(DateFormat.iso8601.date(from: "2025-02-21T16:56:08.5")?.timeIntervalSince1970 == expected + 0.5)
        #expect(DateFormat.iso8601.date(from: "2025-02-21 18:56:08+02:00")?.timeIntervalSince1970 == expected)
        for text in ["2025-02-21", "2025-02-21X16:56:08", "16:56:08 2025-02-21", "2025-02-21T16:56"] {
            #expect(DateFormat.iso8601.date(from: text) == nil, "\(text)")
        }
        let decoded = try JSONCoding.makeDecoder().decode([Date].self, from: Data(#"["2025-02-21T16:56:08"]"#.utf8))
        #expect(decoded.map(\.timeIntervalSince1970) == [expected])
        #expect(String(decoding: try JSONCoding.makeEncoder().encode(decoded), as: UTF8.self) == #"["2025-02-21T16:56:08Z"]"#)
    }

    @Test func errorDescriptionsAreReadable() {
        #expect(APIError.httpStatus(code: 503, body: Data("down".utf8)).description == "HTTP status 503: down")
        #expect(APIError.httpStatus(code: 404, body: Data()).description == "HTTP status 404.")
        #expect(APIError.httpStatus(code: 404, body: Data()).statusCode == 404)
        let decoding = APIError.decoding(type: "User", keyPath: "data.user", codingPath: "data.user.id", reason: "Expected Int.")
        #expect(decoding.description == "Could not decode User at keypath \"data.user\" (coding path data.user.id): Expected Int.")
    }

    @Test(arguments: [
        (-1, "connectionLost"), (-1005, "connectionLost"), (-1011, "connectionLost"), (-1001, "timedOut"),
        (-1004, "cannotReachHost"), (-1003, "cannotReachHost"), (-1009, "notConnected"), (-999, "cancelled"),
        (-1100, "transport"),
    ])
    func urlErrorCodesMap(code: Int, expected: String) throws {
        let error = APIError(urlError: URLError(try #require(URLError.Code(rawValue: code))))
        let name = Self.caseName(error)
        #expect(name == expected)
    }

    static func caseName(_ error: APIError) -> String {
        switch error {
        case .invalidRequest: "invalidRequest"
        case .timedOut: "timedOut"
        case .cancelled: "cancelled"
        case .notConnected: "notConnected"
        case .connectionLost: "connectionLost"
        case .cannotReachHost: "cannotReachHost"
        case .httpStatus: "httpStatus"
        case .server: "server"
        case .decoding: "decoding"
        case .transport: "transport"
        }
    }
}
