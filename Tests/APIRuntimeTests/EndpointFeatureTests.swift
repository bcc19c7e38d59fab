import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import APIRuntime

/// Query styles, cookies, raw bodies and responses, error bodies and credentials.
@Suite struct EndpointFeatureTests {
    let builder = RequestBuilder(configuration: APIClient.Configuration(), boundary: "B")

    private func queryString(_ items: [QueryItem]) throws -> String {
        let request = try builder.makeRequest(for: TestAPI<Empty>("/x", query: items), baseURL: url("https://api.test"))
        return query(of: request)
    }

    @Test func formStyleExplodesOrJoinsWithCommas() throws {
        #expect(try queryString([QueryItem("id", [1, 2], style: .form, explode: true)]) == "id=1&id=2")
        #expect(try queryString([QueryItem("id", [1, 2], style: .form, explode: false)]) == "id=1,2")
        #expect(try queryString([QueryItem("id", ["a,b", "c d"], style: .form, explode: false)]) == "id=a%2Cb,c%20d")
    }

    @Test func delimitedStylesJoinWithEncodedDelimiters() throws {
        #expect(try queryString([QueryItem("tags", ["a", "b c"], style: .spaceDelimited, explode: false)]) == "tags=a%20b%20c")
        #expect(try queryString([QueryItem("tags", ["a", "b|c"], style: .pipeDelimited, explode: false)]) == "tags=a%7Cb%7Cc")
        #expect(try queryString([QueryItem("tags", ["a", "b"], style: .pipeDelimited, explode: true)]) == "tags=a&tags=b")
    }

    @Test func emptyAndNilStyledValuesAreLeftOut() throws {
        let none: [Int]? = nil
        let noEntries: [String: String]? = nil
        #expect(try queryString([
            QueryItem("a", none, style: .pipeDelimited, explode: false), QueryItem("b", [Int](), style: .form, explode: false),
            QueryItem("c", entries: noEntries, style: .deepObject), QueryItem("d", 1),
        ]) == "d=1")
    }

    @Test func dictionariesInEveryStyleAreSortedByKey() throws {
        let filter = ["team": "core & ops", "role": "admin"]
        #expect(try queryString([QueryItem("filter", entries: filter, style: .deepObject)])
            == "filter%5Brole%5D=admin&filter%5Bteam%5D=core%20%26%20ops")
        #expect(try queryString([QueryItem("filter", entries: filter)]) == "role=admin&team=core%20%26%20ops")
        #expect(try queryString([QueryItem("filter", entries: filter, style: .form, explode: false)])
            == "filter=role,admin,team,core%20%26%20ops")
        #expect(try queryString([QueryItem("limits", entries: ["b": 2, "a": 1], style: .deepObject)]) == "limits%5Ba%5D=1&limits%5Bb%5D=2")
    }

    /// Lists and models in deepObject style, the bracket notation of Stripe's list filters: `expand[0]=…`,
    /// `created[gte]=…`, in the order the value encodes them (a model's properties in declaration order).
    @Test func listsAndModelsInDeepObjectStyleAreBracketedPairs() throws {
        struct Range: Encodable, Hashable, Sendable {
            var gte: Int?
            var lt: Int?
        }
        let noRange: Range? = nil
        #expect(try queryString([
            QueryItem("expand", deepObject: ["data.customer", "data.invoice"]), QueryItem("created", deepObject: Range(gte: 1_700_000_000, lt: nil)),
            QueryItem("none", deepObject: noRange), QueryItem("limit", 3),
        ]) == "expand%5B0%5D=data.customer&expand%5B1%5D=data.invoice&created%5Bgte%5D=1700000000&limit=3")
        #expect(throws: APIError.self) {
            try queryString([QueryItem("bad", deepObject: [Double.nan])])
        }
    }

    @Test func cookiesShareOneHeaderAndAreEncodedWhereNeeded() throws {
        let none: String? = nil
        let header = HTTPHeader(cookies: [
            QueryItem("session", "abc=1"), QueryItem("missing", none), QueryItem("theme", "dark; x\"y é"), QueryItem("ids", [1, 2]),
        ])
        #expect(header.name == "Cookie")
        #expect(header.value == "session=abc=1; theme=dark%3B%20x%22y%20%C3%A9; ids=1,2")
        let request = try builder.makeRequest(for: TestAPI<Empty>(headers: [header]), baseURL: url("https://api.test"))
        #expect(request.value(forHTTPHeaderField: "Cookie") == "session=abc=1; theme=dark%3B%20x%22y%20%C3%A9; ids=1,2")
    }

    @Test func noCookiesLeaveTheHeaderOut() throws {
        let none: String? = nil
        #expect(HTTPHeader(cookies: [QueryItem("a", none)]).value == nil)
        let request = try builder.makeRequest(
            for: TestAPI<Empty>(headers: [HTTPHeader(cookies: [])]), baseURL: url("https://api.test"))
        #expect(request.value(forHTTPHeaderField: "Cookie") == nil)
    }

    @Test func rawBodiesKeepTheirBytesAndContentType() throws {
        let bytes = Data([0, 1, 2, 255])
        let binary = try builder.makeRequest(
            for: TestAPI<Empty>(method: .post, body: .data(bytes, contentType: "image/png")), baseURL: url("https://api.test"))
        #expect(binary.httpBody == bytes)
        #expect(binary.value(forHTTPHeaderField: "Content-Type") == "image/png")
        let text = try builder.makeRequest(for: TestAPI<Empty>(method: .post, body: .text("héllo")), baseURL: url("https://api.test"))
        #expect(text.httpBody == Data("héllo".utf8))
        #expect(text.value(forHTTPHeaderField: "Content-Type") == "text/plain; charset=utf-8")
    }

    @Test func jsonBodyTakesAContentTypeHeader() throws {
        let api = TestAPI<Empty>(
            method: .patch, headers: [HTTPHeader("Content-Type", "application/merge-patch+json")], body: .json(["name": "x"]))
        let request = try builder.makeRequest(for: api, baseURL: url("https://api.test"))
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/merge-patch+json")
        #expect(request.httpBody == Data(#"{"name":"x"}"#.utf8))
    }

    @Test func textAndBinaryResponsesAreTheBody() async throws {
        let transport = StubTransport()
        transport.register("/raw", reply: StubTransport.Reply(data: Data("not json é".utf8)))
        let client = makeClient(transport)
        let text = try await client.send(RawAPI<String>(encoding: .text))
        #expect(text == "not json é")
        let data = try await client.send(RawAPI<Data>(encoding: .binary))
        #expect(data == Data("not json é".utf8))
    }

    @Test func rawResponseOfTheWrongTypeIsADecodingError() async {
        let transport = StubTransport()
        transport.register("/raw", reply: StubTransport.Reply(data: Data("x".utf8)))
        let client = makeClient(transport)
        let result = await outcome { () async throws(APIError) in try await client.send(RawAPI<Int>(encoding: .text)) }
        guard case .decoding(let type, _, _, let reason)? = result.failure else {
            Issue.record("expected a decoding error, got \(result)")
            return
        }
        #expect(type == "Int")
        #expect(reason == "A text response is read as String; declare the response type String.")
    }

    @Test func errorBodyDecodesFromAFailedRequest() async {
        let transport = StubTransport()
        transport.register("/test", reply: .json(#"{"id":7,"name":"missing"}"#, statusCode: 404))
        let client = makeClient(transport)
        let result = await outcome { () async throws(APIError) in try await client.send(TestAPI<Empty>()) }
        let error: APIError = result.failure ?? .timedOut
        #expect(error.decodeBody(as: Item.self) == Item(id: 7, name: "missing"))
        #expect(error.decodeBody(as: [Int].self) == nil)
        #expect(APIError.timedOut.decodeBody(as: Item.self) == nil)
        #expect(APIError.body(of: error, as: Item.self, statuses: ["4XX"]) == Item(id: 7, name: "missing"))
        #expect(APIError.body(of: error, as: Item.self, statuses: ["500"]) == nil)
        #expect(APIError.body(of: CancellationError(), as: Item.self, statuses: ["default"]) == nil)
    }

    @Test func matchingStatusPrefersExactThenRangeThenDefault() {
        let error = APIError.httpStatus(code: 404, body: Data())
        #expect(error.matchingStatus(in: ["default", "4XX", "404"]) == "404")
        #expect(error.matchingStatus(in: ["default", "4xx"]) == "4xx")
        #expect(error.matchingStatus(in: ["default", "5XX"]) == "default")
        #expect(error.matchingStatus(in: ["5XX", "400"]) == nil)
        #expect(APIError.timedOut.matchingStatus(in: ["default"]) == nil)
    }

    @Test func credentialsGoWhereTheSchemeSays() async throws {
        let context = RequestContext(id: 1, tag: nil, method: .get, attempt: 0)
        var request = URLRequest(url: url("https://api.test/x?a=1"))
        request.setValue("session=1", forHTTPHeaderField: "Cookie")
        let bearer = try await CredentialInterceptor.bearer(token: "t0k").adapt(request, context: context)
        #expect(bearer.value(forHTTPHeaderField: "Authorization") == "Bearer t0k")
        let basic = try await CredentialInterceptor.basic(username: "ann", password: "p:w").adapt(request, context: context)
        #expect(basic.value(forHTTPHeaderField: "Authorization") == "Basic YW5uOnA6dw==")
        let query = try await CredentialInterceptor.apiKey("k&1", name: "api_key", in: .query).adapt(request, context: context)
        #expect(query.url?.absoluteString == "https://api.test/x?a=1&api_key=k%261")
        let cookie = try await CredentialInterceptor.apiKey("k;1", name: "key", in: .cookie).adapt(request, context: context)
        #expect(cookie.value(forHTTPHeaderField: "Cookie") == "session=1; key=k%3B1")
        let header = try await CredentialInterceptor.apiKey("k1", name: "X-API-Key", in: .header).adapt(request, context: context)
        #expect(header.value(forHTTPHeaderField: "X-API-Key") == "k1")
    }

    @Test func credentialWithLineBreakIsRejected() async {
        let context = RequestContext(id: 1, tag: nil, method: .get, attempt: 0)
        await #expect(throws: APIError.self) {
            try await CredentialInterceptor.bearer(token: "t\n").adapt(URLRequest(url: url("https://api.test")), context: context)
        }
    }
}

/// `GET /raw` read as text or bytes.
private final class RawAPI<R: Decodable & Sendable>: BaseAPI<R>, @unchecked Sendable {
    let encoding: ResponseEncoding

    init(encoding: ResponseEncoding) {
        self.encoding = encoding
        super.init()
    }

    override var path: String { "/raw" }
    override var responseEncoding: ResponseEncoding { encoding }
}
