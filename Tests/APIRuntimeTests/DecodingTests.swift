import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import APIRuntime

@Suite struct DecodingTests {
    let decoder = ResponseDecoder(makeDecoder: { JSONCoding.makeDecoder() }, envelope: nil)
    let envelope = Envelope(code: "code", success: [0, 200], message: "message")

    func decode<R: Decodable>(
        _ type: R.Type, _ json: String, keyPath: String? = nil, envelope: Envelope? = nil
    ) throws(APIError) -> R {
        try decoder.decodeValue(type, from: Data(json.utf8), envelope: envelope, keyPath: keyPath)
    }

    func decodingError<R: Decodable>(_ type: R.Type, _ json: String, keyPath: String? = nil, envelope: Envelope? = nil) -> APIError? {
        do {
            _ = try decode(type, json, keyPath: keyPath, envelope: envelope)
            return nil
        } catch {
            return error
        }
    }

    @Test func keyPathDecodesOnlyTheSubtree() throws {
        let items = try decode([Item].self, #"{"data":{"items":[{"id":1,"name":"a"}],"extra":true}}"#, keyPath: "data.items")
        #expect(items == [Item(id: 1, name: "a")])
    }

    @Test func wrongTypeNamesKeyPathAndCodingPath() {
        let error = decodingError([Item].self, #"{"data":{"items":[{"id":"x","name":"a"}]}}"#, keyPath: "data.items")
        guard case .decoding(let type, let keyPath, let codingPath, _) = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(type == "Array<Item>")
        #expect(keyPath == "data.items")
        #expect(codingPath == "data.items[0].id")
    }

    @Test func missingKeyNamesTheKeyPath() {
        let error = decodingError([Item].self, #"{"data":{}}"#, keyPath: "data.items")
        guard case .decoding(_, let keyPath, let codingPath, let reason) = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(keyPath == "data.items")
        #expect(codingPath == "data.items")
        #expect(reason == "No value for key \"items\".")
        #expect(error?.description.contains("at keypath \"data.items\"") == true)
    }

    @Test func invalidJSONIsADecodingError() {
        let error = decodingError(Item.self, "{not json")
        guard case .decoding(let type, _, _, _) = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(type == "Item")
    }

    @Test func envelopeFailureBecomesServerError() {
        let error = decodingError(Item.self, #"{"code":1001,"message":"Token expired","data":null}"#, keyPath: "data", envelope: envelope)
        guard case .server(let code, let message) = error else {
            Issue.record("expected .server, got \(String(describing: error))")
            return
        }
        #expect(code == .int(1001))
        #expect(message == "Token expired")
        #expect(error?.description == "Server error 1001: Token expired")
    }

    @Test func envelopeSuccessCodeMayBeAStringAndNested() throws {
        let nested = Envelope(code: "meta.code", success: [0], message: "meta.msg")
        let item = try decode(Item.self, #"{"meta":{"code":"0"},"data":{"id":2,"name":"b"}}"#, keyPath: "data", envelope: nested)
        #expect(item == Item(id: 2, name: "b"))
    }

    @Test func envelopeWithoutCodeNamesTheCodeKeyPath() {
        let error = decodingError(Item.self, #"{"data":{"id":2,"name":"b"}}"#, keyPath: "data", envelope: envelope)
        guard case .decoding(_, let keyPath, _, _) = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(keyPath == "code")
    }

    @Test func emptyAcceptsAnyBodyWithoutEnvelope() throws {
        #expect(try decode(Empty.self, "") == Empty())
        #expect(try decode(Empty.self, "OK, not JSON") == Empty())
        #expect(try decode(Empty.self, #"{"code":0}"#, envelope: envelope) == Empty())
        guard case .server(let code, let message) = decodingError(Empty.self, #"{"code":5}"#, envelope: envelope) else {
            Issue.record("an envelope failure was accepted for Empty")
            return
        }
        #expect(code == .int(5))
        #expect(message == nil)
    }

    @Test func emptyBodyForAValueIsADecodingError() {
        guard case .decoding(_, _, _, let reason) = decodingError(Item.self, " \n") else {
            Issue.record("expected .decoding")
            return
        }
        #expect(reason == "The response body is empty.")
    }

    /// What generated models do for an optional URL or UUID: a missing key, `null` and `""` are `nil`; anything
    /// else decodes or fails as `decodeIfPresent` would.
    struct Links: Decodable, Equatable {
        var home: URL?
        var owner: UUID?
        var seen: Date?
        var day: Date?

        init(home: URL? = nil, owner: UUID? = nil, seen: Date? = nil, day: Date? = nil) {
            (self.home, self.owner, self.seen, self.day) = (home, owner, seen, day)
        }

        private enum CodingKeys: String, CodingKey { case home, owner, seen, day }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            home = try container.decodeIfNonEmpty(URL.self, forKey: .home)
            owner = try container.decodeIfNonEmpty(UUID.self, forKey: .owner)
            seen = try container.decodeIfNonEmpty(Date.self, forKey: .seen)
            day = try container.decodeIfPresent(Date.self, forKey: .day, format: .date)
        }
    }

    @Test func decodeIfNonEmptyReadsEmptyTextAsNil() throws {
        #expect(try decode(Links.self, #"{"home": "", "owner": "", "seen": "", "day": ""}"#) == Links())
        let dated = try decode(Links.self, #"{"seen": "2024-05-01T10:00:00Z", "day": "2024-05-02"}"#)
        #expect(dated.seen == Date(timeIntervalSince1970: 1_714_557_600))
        #expect(dated.day == Date(timeIntervalSince1970: 1_714_608_000))
        #expect(try decode(Links.self, #"{"home": null}"#) == Links())
        #expect(try decode(Links.self, "{}") == Links())
        let owner = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let full = try decode(Links.self, #"{"home": "https://example.com/a b", "owner": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}"#)
        #expect(full.home?.host == "example.com")
        #expect(full.owner == owner)
        // Only the empty text is read as missing: a value of the wrong kind is still an error naming the key.
        let wrong = [(#"{"owner": "not a uuid"}"#, "owner"), (#"{"owner": " "}"#, "owner"), (#"{"home": 5}"#, "home"),
                     (#"{"home": [""]}"#, "home"), (#"{"seen": "yesterday"}"#, "seen"), (#"{"day": "2024-13-45"}"#, "day")]
        for (json, key) in wrong {
            guard case .decoding(_, _, let codingPath, _)? = decodingError(Links.self, json) else {
                Issue.record("expected a decoding error for \(json)")
                continue
            }
            #expect(codingPath == key)
        }
    }

    /// What generated models do for numbers and Booleans: the JSON value, or its text.
    struct Scalars: Decodable, Equatable {
        var count: Int
        var big: Int64
        var price: Double
        var active: Bool
        var maybeCount: Int?
        var maybePrice: Double?
        var maybeActive: Bool?

        init(count: Int, big: Int64, price: Double, active: Bool, maybeCount: Int? = nil, maybePrice: Double? = nil,
             maybeActive: Bool? = nil) {
            (self.count, self.big, self.price, self.active) = (count, big, price, active)
            (self.maybeCount, self.maybePrice, self.maybeActive) = (maybeCount, maybePrice, maybeActive)
        }

        private enum CodingKeys: String, CodingKey { case count, big, price, active, maybeCount, maybePrice, maybeActive }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            count = try container.decodeLenient(Int.self, forKey: .count)
            big = try container.decodeLenient(Int64.self, forKey: .big)
            price = try container.decodeLenient(Double.self, forKey: .price)
            active = try container.decodeLenient(Bool.self, forKey: .active)
            maybeCount = try container.decodeLenientIfPresent(Int.self, forKey: .maybeCount)
            maybePrice = try container.decodeLenientIfPresent(Double.self, forKey: .maybePrice)
            maybeActive = try container.decodeLenientIfPresent(Bool.self, forKey: .maybeActive)
        }
    }

    @Test func numbersAndBooleansAlsoDecodeFromTheirText() throws {
        let plain = try decode(Scalars.self, #"{"count": 3, "big": 9007199254740993, "price": -0.0075, "active": true}"#)
        #expect(plain == Scalars(count: 3, big: 9_007_199_254_740_993, price: -0.0075, active: true))
        let quoted = try decode(Scalars.self, #"""
            {"count": "3", "big": "9007199254740993", "price": "-0.00750", "active": "false",
             "maybeCount": "-7", "maybePrice": "1e3", "maybeActive": "1"}
            """#)
        #expect(quoted == Scalars(count: 3, big: 9_007_199_254_740_993, price: -0.0075, active: false,
                                  maybeCount: -7, maybePrice: 1000, maybeActive: true))
        let numericFlags = try decode(Scalars.self, #"{"count": 0, "big": 0, "price": 0, "active": 1, "maybeActive": 0}"#)
        #expect(numericFlags.active && numericFlags.maybeActive == false)
        // A missing optional, null and "" are nil.
        let empty = try decode(Scalars.self, #"{"count": 1, "big": 1, "price": 1, "active": "0", "maybeCount": "", "maybePrice": null}"#)
        #expect(empty == Scalars(count: 1, big: 1, price: 1, active: false))
    }

    /// Intercom and Xero send some IDs and receipt numbers as numbers where the schema says string.
    struct Texts: Decodable, Equatable {
        var id: String
        var note: String?

        private enum CodingKeys: String, CodingKey { case id, note }

        init(id: String, note: String? = nil) {
            (self.id, self.note) = (id, note)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decodeLenient(String.self, forKey: .id)
            note = try container.decodeLenientIfPresent(String.self, forKey: .note)
        }
    }

    @Test func stringsAlsoDecodeFromNumbers() throws {
        #expect(try decode(Texts.self, #"{"id": "a1", "note": ""}"#) == Texts(id: "a1", note: ""), "\"\" stays a string")
        #expect(try decode(Texts.self, #"{"id": 12345, "note": 1.50}"#) == Texts(id: "12345", note: "1.5"))
        #expect(try decode(Texts.self, #"{"id": 18446744073709551615, "note": null}"#) == Texts(id: "18446744073709551615"))
        #expect(try decode(Texts.self, #"{"id": -7}"#) == Texts(id: "-7"))
        for json in [#"{"id": true}"#, #"{"id": {}}"#, #"{"id": "x", "note": [1]}"#] {
            #expect(decodingError(Texts.self, json) != nil, "\(json)")
        }
    }

    @Test func openEnumsAlsoDecodeFromTheOtherScalar() throws {
        #expect(try decode([Shade].self, #"["3", 3, "dark", 2.5]"#) == [.unknown("3"), .unknown("3"), .dark, .unknown("2.5")])
        #expect(try decode([Shade].self, "[18446744073709551615]") == [.unknown("18446744073709551615")], "exact past Int64")
        #expect(try decode([Level].self, #"[1, "2", "9"]"#) == [.low, .high, .unknown(9)])
        #expect(decodingError([Level].self, #"["high"]"#) != nil)
        #expect(decodingError([Shade].self, "[true]") != nil)
    }

    enum Shade: OpenEnum, Equatable {
        case dark
        case unknown(String)

        init(rawValue: String) { self = rawValue == "dark" ? .dark : .unknown(rawValue) }

        var rawValue: String {
            switch self {
            case .dark: "dark"
            case .unknown(let raw): raw
            }
        }
    }

    enum Level: OpenEnum, Equatable {
        case low, high
        case unknown(Int)

        init(rawValue: Int) { self = rawValue == 1 ? .low : rawValue == 2 ? .high : .unknown(rawValue) }

        var rawValue: Int {
            switch self {
            case .low: 1
            case .high: 2
            case .unknown(let raw): raw
            }
        }
    }

    @Test func textThatSpellsNoNumberIsStillAnError() {
        let valid = [("count", "1"), ("big", "1"), ("price", "1"), ("active", "true")]
        let wrong = [
            ("count", #""3.5""#), ("count", #""""#), ("count", #"" 3""#), ("big", #""9223372036854775808""#),
            ("price", #""nan""#), ("price", #""1,5""#), ("active", #""yes""#), ("active", "2"), ("active", "[true]"),
            ("maybeCount", #""x""#), ("maybeActive", "{}"),
        ]
        for (key, value) in wrong {
            let members = valid.filter { $0.0 != key } + [(key, value)]
            let json = "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
            guard case .decoding(_, _, let codingPath, let reason)? = decodingError(Scalars.self, json) else {
                Issue.record("expected a decoding error for \(json)")
                continue
            }
            #expect(codingPath == key, "\(json): \(reason)")
        }
    }

    @Test func datesWithAndWithoutFractionalSecondsDecode() throws {
        let dates = try decode([Date].self, #"["2024-05-06T07:08:09Z","2024-05-06T07:08:09.250Z"]"#)
        #expect(dates.map(\.timeIntervalSince1970) == [1_714_979_289, 1_714_979_289.25])
    }

    @Test func rootLevelScalarDecodes() throws {
        #expect(try decode(Int.self, "42") == 42)
        #expect(try decode(String.self, #"{"a":{"b":"deep"}}"#, keyPath: "a.b") == "deep")
    }

    @Test func freeFormJSONRoundTrips() throws {
        let text = #"{"a":[1,true,null,"s",{"b":2.5}]}"#
        let value = try decode(JSON.self, text)
        #expect(value["a"]?[0] == .number(1))
        #expect(value["a"]?[1] == .bool(true))
        #expect(value["a"]?[2] == .null)
        #expect(value["a"]?[4]?["b"] == .number(2.5))
        #expect(value["a"]?[9] == nil)
        let again = try JSONDecoder().decode(JSON.self, from: JSONEncoder().encode(value))
        #expect(again == value)
    }
}
