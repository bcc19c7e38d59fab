import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import APIRuntime

@Suite struct EncodingTests {
    let builder = RequestBuilder(configuration: APIClient.Configuration(), boundary: "B")

    @Test func pathSegmentEscapesReservedCharacters() {
        #expect(APIPath.segment("a b/c?d") == "a%20b%2Fc%3Fd")
        #expect(APIPath.segment(42) == "42")
        // A list is comma-joined after encoding, so a comma inside a value stays apart from the delimiter.
        #expect(APIPath.segment(["x", "y z", "a,b"]) == "x,y%20z,a%2Cb")
        #expect(APIPath.segment("é") == "%C3%A9")
    }

    /// OpenAPI's `label` and `matrix` path styles, as RFC 6570 writes `{.color}` and `{;color}` (the OpenAPI 3.0.3
    /// table's `.blue.black.brown` for an unexploded label list was a typo, fixed in 3.0.4 and 3.1.1).
    @Test func labelAndMatrixPathStyles() {
        let colors = ["blue", "black", "brown"]
        #expect(APIPath.label("blue") == ".blue")
        #expect(APIPath.label(colors) == ".blue,black,brown")
        #expect(APIPath.label(colors, explode: true) == ".blue.black.brown")
        #expect(APIPath.matrix("color", "blue") == ";color=blue")
        #expect(APIPath.matrix("color", colors) == ";color=blue,black,brown")
        #expect(APIPath.matrix("color", colors, explode: true) == ";color=blue;color=black;color=brown")
        // An empty text keeps the prefix (and the name); an empty list or nil writes nothing.
        #expect(APIPath.matrix("color", "") == ";color")
        #expect(APIPath.matrix("color", ["a", ""], explode: true) == ";color=a;color")
        #expect(APIPath.label([String]()) == "" && APIPath.matrix("color", Int?.none) == "")
        // Values and names are percent-encoded, delimiters are not; a label that would be a dot segment is escaped.
        #expect(APIPath.label(["a,b", "c;d"]) == ".a%2Cb,c%3Bd")
        #expect(APIPath.matrix("the key", "x=y") == ";the%20key=x%3Dy")
        #expect(APIPath.label("") == "%2E")
        #expect(APIPath.label(".") == "%2E%2E")
    }

    /// Objects (dictionaries) in the path styles and in a header, entries sorted by key, as OpenAPI's table writes
    /// `{ R: 100, G: 200, B: 150 }`.
    @Test func dictionariesInPathStylesAndHeaders() {
        let rgb = ["R": 100, "G": 200, "B": 150]
        #expect(APIPath.segment(entries: rgb) == "B,150,G,200,R,100")
        #expect(APIPath.segment(entries: rgb, explode: true) == "B=150,G=200,R=100")
        #expect(APIPath.label(entries: rgb) == ".B,150,G,200,R,100")
        #expect(APIPath.label(entries: rgb, explode: true) == ".B=150.G=200.R=100")
        #expect(APIPath.matrix("color", entries: rgb) == ";color=B,150,G,200,R,100")
        #expect(APIPath.matrix("color", entries: rgb, explode: true) == ";B=150;G=200;R=100")
        #expect(APIPath.segment(entries: ["a b": "c,d"]) == "a%20b,c%2Cd")
        #expect(APIPath.label(entries: [String: Int]()) == "" && APIPath.matrix("color", entries: [String: Int]()) == "")
        #expect(HTTPHeader("X-Color", entries: rgb).value == "B,150,G,200,R,100")
        #expect(HTTPHeader("X-Color", entries: rgb, explode: true).value == "B=150,G=200,R=100")
        #expect(HTTPHeader("X-Color", entries: [String: Int]?.none).value == nil)
    }

    @Test func queryEscapesPlusAmpersandEqualsSpaceAndUnicode() throws {
        let api = TestAPI<Empty>("/search", query: [QueryItem("q", "a+b&c=d e/é")])
        let url = try builder.url(for: api, baseURL: url("https://api.test"))
        #expect(url.absoluteString == "https://api.test/search?q=a%2Bb%26c%3Dd%20e%2F%C3%A9")
    }

    @Test func queryValueKinds() throws {
        let none: Int? = nil
        let api = TestAPI<Empty>(
            "/x",
            query: [
                QueryItem("id", [1, 2]), QueryItem("missing", none), QueryItem("flag", true),
                QueryItem("at", Date(timeIntervalSince1970: 0)), QueryItem("ratio", 0.5), QueryItem("big", Int64(1) << 40),
            ])
        let url = try builder.url(for: api, baseURL: url("https://api.test"))
        #expect(
            url.absoluteString
                == "https://api.test/x?id=1&id=2&flag=true&at=1970-01-01T00%3A00%3A00Z&ratio=0.5&big=1099511627776")
    }

    /// What the generator writes for a path key like `/{Bucket}?acl&list-type=2`: fixed items, an empty value as `name=`.
    @Test func fixedQueryItemsWithEmptyValues() throws {
        let api = TestAPI<Empty>("/b", query: [QueryItem("acl", ""), QueryItem("list-type", "2"), QueryItem("prefix", "a/b")])
        let url = try builder.url(for: api, baseURL: url("https://s3.test"))
        #expect(url.absoluteString == "https://s3.test/b?acl=&list-type=2&prefix=a%2Fb")
    }

    @Test func baseURLWithPathAndTrailingSlashJoinsPath() throws {
        let api = TestAPI<Empty>("/users/\(APIPath.segment("a b/c?d"))")
        let url = try builder.url(for: api, baseURL: url("https://api.test/v1/"))
        #expect(url.absoluteString == "https://api.test/v1/users/a%20b%2Fc%3Fd")
    }

    @Test func clientQueryItemsFollowTheAPIs() throws {
        var configuration = APIClient.Configuration()
        configuration.query = [QueryItem("key", "k 1")]
        let url = try RequestBuilder(configuration: configuration).url(
            for: TestAPI<Empty>("/x", query: [QueryItem("a", 1)]), baseURL: url("https://api.test"))
        #expect(url.absoluteString == "https://api.test/x?a=1&key=k%201")
    }

    @Test func emptyPathIsAnInvalidRequest() {
        #expect(throws: APIError.self) { try builder.url(for: TestAPI<Empty>(""), baseURL: url("https://api.test")) }
    }

    @Test func headerWithLineBreakIsRejected() {
        let api = TestAPI<Empty>(headers: [HTTPHeader("X-Evil", "a\r\nInjected: 1")])
        do {
            _ = try builder.makeRequest(for: api, baseURL: url("https://api.test"))
            Issue.record("a header with CR/LF was accepted")
        } catch {
            guard case .invalidRequest(let reason) = error else {
                Issue.record("expected .invalidRequest, got \(error)")
                return
            }
            #expect(reason.contains("X-Evil"))
        }
    }

    @Test func headersLayerClientThenServiceThenEndpoint() throws {
        var configuration = APIClient.Configuration()
        configuration.headers = [HTTPHeader("Accept", "text/plain"), HTTPHeader("X-App", "demo")]
        let none: String? = nil
        let api = TestAPI<Empty>(headers: [HTTPHeader("Accept", "application/json"), HTTPHeader("X-Ids", [1, 2]), HTTPHeader("X-None", none)])
        let request = try RequestBuilder(configuration: configuration).makeRequest(for: api, baseURL: url("https://api.test"))
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.value(forHTTPHeaderField: "X-App") == "demo")
        #expect(request.value(forHTTPHeaderField: "X-Ids") == "1,2")
        #expect(request.value(forHTTPHeaderField: "X-None") == nil)
    }

    @Test func timeoutComesFromTheAPIOrTheClient() throws {
        let own = try builder.makeRequest(for: TestAPI<Empty>(timeout: 7), baseURL: url("https://api.test"))
        let fallback = try builder.makeRequest(for: TestAPI<Empty>(), baseURL: url("https://api.test"))
        #expect(own.timeoutInterval == 7)
        #expect(fallback.timeoutInterval == 60)
    }

    @Test(arguments: [Double.nan, .infinity, 0, -1])
    func unusableTimeoutIsAnInvalidRequest(timeout: Double) {
        #expect(throws: APIError.self) {
            try builder.makeRequest(for: TestAPI<Empty>(timeout: timeout), baseURL: url("https://api.test"))
        }
    }

    @Test func hugeTimeoutIsClamped() throws {
        let request = try builder.makeRequest(for: TestAPI<Empty>(timeout: 1e300), baseURL: url("https://api.test"))
        #expect(request.timeoutInterval == RequestBuilder.maximumTimeout)
    }

    @Test func formBodyUsesPlusForSpaces() throws {
        var configuration = APIClient.Configuration()
        configuration.formFields = [FormField("v", 2)]
        let none: String? = nil
        let body = RequestBody.form([FormField("name", "John Doe"), FormField("tags", ["a&b", "c=d"]), FormField("nick", none)])
        let request = try RequestBuilder(configuration: configuration).makeRequest(
            for: TestAPI<Empty>(method: .post, body: body), baseURL: url("https://api.test"))
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == "name=John+Doe&tags=a%26b&tags=c%3Dd&v=2")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
    }

    /// Models, dictionaries and lists of them in a form body go as `name[key]=value` pairs (OpenAPI's deepObject, the
    /// bracket notation Stripe, Rails and PHP read), in the order the value encodes them; the brackets are
    /// percent-encoded like any other reserved character.
    @Test func deepObjectFormFieldsAreBracketedPairs() throws {
        struct Address: Encodable, Hashable, Sendable {
            var line1: String
            var city: String?
            var zip: Int
            var tags: [String]
            var since: Date
        }
        struct Item: Encodable, Hashable, Sendable {
            var price: String
            var quantity: Int64
            var paid: Bool
            var note: JSON
        }
        let address = Address(line1: "1 Main St", city: nil, zip: 94107, tags: ["a b", "c&d"], since: Date(timeIntervalSince1970: 0.25))
        let items = [Item(price: "p_1", quantity: 9_007_199_254_740_993, paid: true, note: .null),
                     Item(price: "p_2", quantity: 2, paid: false, note: ["x": [1.5, "y"]])]
        let metadata = ["order": "42", "007": "bond"]
        let none: Address? = nil
        let body = RequestBody.form([
            FormField("name", "Jo"), FormField("address", deepObject: address), FormField("items", deepObject: items),
            FormField("metadata", deepObject: metadata), FormField("shipping", deepObject: none),
            FormField("empty", deepObject: [String: String]()),
        ])
        let request = try builder.makeRequest(for: TestAPI<Empty>(method: .post, body: body), baseURL: url("https://api.test"))
        let text = try #require(request.httpBody.map { String(decoding: $0, as: UTF8.self) })
        let pairs = text.split(separator: "&").map { $0.removingPercentEncoding ?? String($0) }
        let (before, after) = (Array(pairs.prefix(7)), Array(pairs.dropFirst(7)))
        #expect(before == [
            "name=Jo", "address[line1]=1+Main+St", "address[zip]=94107", "address[tags][0]=a+b", "address[tags][1]=c&d",
            "address[since]=1970-01-01T00:00:00.250Z", "items[0][price]=p_1",
        ])
        #expect(after.prefix(7) == [
            "items[0][quantity]=9007199254740993", "items[0][paid]=true", "items[0][note]=",
            "items[1][price]=p_2", "items[1][quantity]=2", "items[1][paid]=false", "items[1][note][x][0]=1.5",
        ])
        // A dictionary's order is its own; its keys stay text ("007", not 7).
        #expect(Set(after.dropFirst(8)) == ["metadata[order]=42", "metadata[007]=bond"])
        #expect(after.count == 10 && after[7] == "items[1][note][x][1]=y")
        #expect(text.contains("address%5Bline1%5D=1+Main+St"))

        // Numbers as JSON writes them: whole values without ".0".
        let numbers = RequestBody.form([FormField("n", deepObject: [2.0, -0.5, 1e300, 1_700_000_000_250])])
        let numbered = try builder.makeRequest(for: TestAPI<Empty>(method: .post, body: numbers), baseURL: url("https://api.test"))
        #expect(numbered.httpBody.map { String(decoding: $0, as: UTF8.self) }
            == "n%5B0%5D=2&n%5B1%5D=-0.5&n%5B2%5D=1e%2B300&n%5B3%5D=1700000000250")
        // A value that no form can carry is the request's error, not a crash.
        let infinite = RequestBody.form([FormField("bad", deepObject: ["x": Double.infinity])])
        #expect(throws: APIError.self) {
            try builder.makeRequest(for: TestAPI<Empty>(method: .post, body: infinite), baseURL: url("https://api.test"))
        }
        // The client's own form fields may be deep objects too, in form and multipart bodies.
        var configuration = APIClient.Configuration()
        configuration.formFields = [FormField("client", deepObject: ["id": "c1"])]
        let multipart = try RequestBuilder(configuration: configuration, boundary: "B").makeRequest(
            for: TestAPI<Empty>(method: .post, body: .multipart([])), baseURL: url("https://api.test"))
        #expect(multipart.httpBody.map { String(decoding: $0, as: UTF8.self) }
            == "--B\r\nContent-Disposition: form-data; name=\"client[id]\"\r\n\r\nc1\r\n--B--\r\n")
        #expect(FormField("a", deepObject: ["k": 1]) == FormField("a", deepObject: ["k": 1]))
        #expect(FormField("a", deepObject: ["k": 1]) != FormField("a", deepObject: ["k": 2]))
    }

    @Test func multipartBytesAreExact() throws {
        let file = UploadFile(data: Data("abc".utf8), fileName: "a\"b.txt", mimeType: "text/plain")
        let noFile: UploadFile? = nil
        let none: String? = nil
        let body = RequestBody.multipart([
            MultipartPart("caption", "hi there"), MultipartPart("file", file), MultipartPart("missing", none),
            MultipartPart("other", noFile),
        ])
        let request = try builder.makeRequest(for: TestAPI<Empty>(method: .post, body: body), baseURL: url("https://api.test"))
        let expected =
            "--B\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nhi there\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a%22b.txt\"\r\n"
            + "Content-Type: text/plain\r\n\r\nabc\r\n--B--\r\n"
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == expected)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "multipart/form-data; boundary=B")
    }

    @Test func multipartJSONPartsUseTheClientEncoderAndSayTheirType() throws {
        // One key: the client's encoder does not sort keys, so two could come in either order.
        struct Meta: Codable, Hashable, Sendable { var at: Date }
        let meta = Meta(at: Date(timeIntervalSince1970: 1_700_000_000))
        let absent: Meta? = nil
        let body = RequestBody.multipart([
            MultipartPart("meta", json: meta), MultipartPart("list", json: [meta]), MultipartPart("gone", json: absent),
        ])
        let request = try builder.makeRequest(for: TestAPI<Empty>(method: .post, body: body), baseURL: url("https://api.test"))
        let object = #"{"at":"2023-11-14T22:13:20Z"}"#
        let expected =
            "--B\r\nContent-Disposition: form-data; name=\"meta\"\r\nContent-Type: application/json\r\n\r\n\(object)\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"list\"\r\nContent-Type: application/json\r\n\r\n[\(object)]\r\n"
            + "--B--\r\n"
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == expected)
        #expect(MultipartPart("meta", json: meta) == MultipartPart("meta", json: meta))
        #expect(MultipartPart("meta", json: meta) != MultipartPart("meta", json: [meta]))
    }

    /// A model generated with `hashable: false` is only `Encodable & Sendable`: as a deep-object form field or query
    /// item and as a multipart JSON part it goes on the wire exactly as its `Hashable` twin does, and requests that send
    /// the same value are still equal (compared by their JSON), while a `Hashable` value is kept as itself.
    @Test func valuesThatAreNotHashableGoOnTheWireAsHashableOnesDo() throws {
        struct Plain: Encodable, Sendable {
            var line1: String
            var since: Date
            var tags: [String]
        }
        struct Twin: Encodable, Hashable, Sendable {
            var line1: String
            var since: Date
            var tags: [String]
        }
        let since = Date(timeIntervalSince1970: 0.25)
        let plain = Plain(line1: "1 Main St", since: since, tags: ["a b"])
        let twin = Twin(line1: "1 Main St", since: since, tags: ["a b"])
        let absent: Plain? = nil
        func text(_ body: RequestBody, query: [QueryItem] = []) throws -> String {
            let request = try builder.makeRequest(
                for: TestAPI<Empty>(method: .post, query: query, body: body), baseURL: url("https://api.test"))
            return (request.url?.query ?? "") + " " + String(decoding: request.httpBody ?? Data(), as: UTF8.self)
        }
        let plainForm = try text(
            .form([FormField("address", deepObject: plain), FormField("list", deepObject: [plain]), FormField("gone", deepObject: absent)]),
            query: [QueryItem("filter", deepObject: plain), QueryItem("none", deepObject: absent)])
        let twinForm = try text(
            .form([FormField("address", deepObject: twin), FormField("list", deepObject: [twin])]), query: [QueryItem("filter", deepObject: twin)])
        #expect(plainForm == twinForm)
        #expect(plainForm.contains("address%5Bsince%5D=1970-01-01T00%3A00%3A00.250Z"))
        // One key: the client's encoder does not sort keys, so two could come in either order.
        struct PlainMeta: Encodable, Sendable { var since: Date }
        struct TwinMeta: Encodable, Hashable, Sendable { var since: Date }
        let noMeta: PlainMeta? = nil
        let plainParts = try text(.multipart([MultipartPart("meta", json: PlainMeta(since: since)), MultipartPart("gone", json: noMeta)]))
        #expect(plainParts == (try text(.multipart([MultipartPart("meta", json: TwinMeta(since: since))]))))
        #expect(plainParts.contains(#"{"since":"1970-01-01T00:00:00.250Z"}"#))

        // Equal when they send the same thing, different when they do not.
        var other = plain
        other.tags = ["c"]
        #expect(FormField("a", deepObject: plain) == FormField("a", deepObject: plain))
        #expect(FormField("a", deepObject: plain) != FormField("a", deepObject: other))
        #expect(MultipartPart("m", json: plain) == MultipartPart("m", json: plain))
        #expect(MultipartPart("m", json: plain) != MultipartPart("m", json: other))
        #expect(Set([QueryItem("q", deepObject: plain), QueryItem("q", deepObject: plain), QueryItem("q", deepObject: other)]).count == 2)
        // The `Hashable` overloads still win for `Hashable` values: the value itself is kept, not a JSON wrapper.
        #expect(EncodableValue(twin).value is Twin)
        #expect(FormField("a", deepObject: twin).deepObject?.value is Twin)
        #expect(QueryItem("a", deepObject: twin).deepObject?.value is Twin)
        if case .json(let value) = MultipartPart("a", json: twin).content { #expect(value.value is Twin) } else { Issue.record("not a JSON part") }
        #expect(EncodableValue(plain).value is EncodedIdentity<Plain>)
    }

    @Test func aMultipartJSONPartThatDoesNotEncodeIsAnInvalidRequest() {
        let body = RequestBody.multipart([MultipartPart("ratio", json: [Double.nan])])
        #expect {
            _ = try builder.makeRequest(for: TestAPI<Empty>(method: .post, body: body), baseURL: url("https://api.test"))
        } throws: { error in
            guard case APIError.invalidRequest(let message) = error else { return false }
            return message.contains("multipart")
        }
    }

    @Test func jsonBodyUsesTheClientEncoder() throws {
        let body = RequestBody.json(["at": Date(timeIntervalSince1970: 1_700_000_000)])
        let request = try builder.makeRequest(for: TestAPI<Empty>(method: .put, body: body), baseURL: url("https://api.test"))
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"at":"2023-11-14T22:13:20Z"}"#)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(request.httpMethod == "PUT")
    }
}
