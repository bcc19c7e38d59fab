import APIRuntime
import Foundation
import GeneratedClients
import Testing

private let httpbinURL = ProcessInfo.processInfo.environment["APIGEN_HTTPBIN_URL"].flatMap(URL.init(string:))

/// The generated HTTPBin client against a real httpbin on 127.0.0.1 (started by `Tests/run`).
@Suite(.enabled(if: httpbinURL != nil, "needs APIGEN_HTTPBIN_URL: run the tests with Tests/run, which starts httpbin"))
struct HTTPBinClientTests {
    let httpbin: HTTPBinService

    init() throws {
        var configuration = APIClient.Configuration(baseURLs: [try #require(httpbinURL)])
        configuration.timeout = 10
        httpbin = HTTPBinService(client: APIClient(configuration: configuration))
    }

    @Test func pathQueryAndHeaderParametersArriveIntact() async throws {
        let echo = try await httpbin.anything(
            segment: "a b/c?d", search: "fish & chips = 1+1 ✓", page: 2, tags: ["x", "y z"], color: .green, trace: "trace-1")
        #expect(echo.method == "GET")
        // werkzeug reports %2F decoded, so only the space and the '?' are visible here; the runtime's unit
        // tests check the exact segment encoding.
        #expect(echo.url.contains("/anything/a%20b/c%3Fd?q="))
        #expect(echo.args["q"] == .string("fish & chips = 1+1 ✓"))
        #expect(echo.args["page"] == .string("2"))
        #expect(echo.args["tags"] == .array([.string("x"), .string("y z")]))
        #expect(echo.args["color"] == .string("green"))
        #expect(echo.headers["X-Trace-Id"] == "trace-1")
        #expect(echo.args["created[gte]"] == nil)

        // A model in deepObject style arrives as bracketed keys; a property left nil is no key at all.
        let filtered = try await httpbin.anything(segment: "s", search: "x", tags: [], created: DateRange(gte: 1_700_000_000, lt: nil))
        #expect(filtered.args["created[gte]"] == .string("1700000000"))
        #expect(filtered.args["created[lt]"] == nil)
    }

    @Test func jsonBodyWithCustomDateFormat() async throws {
        let sentAt = Date(timeIntervalSince1970: 1_700_000_000.250)
        let echo = try await httpbin.echoJSON(body: Greeting(message: "hi \"there\"", count: 3, sentAt: sentAt))
        #expect(echo.json == .object(["message": .string("hi \"there\""), "count": .number(3), "sent_at": .number(1_700_000_000_250)]))
        #expect(echo.headers["Content-Type"] == "application/json")
    }

    @Test func formAndMultipartBodies() async throws {
        let form = try await httpbin.echoForm(name: "Zoë & co", age: 41, nickname: nil)
        #expect(form.form == ["name": .string("Zoë & co"), "age": .string("41")])
        // A model in a form body arrives as bracketed keys, with its own key names and date format.
        let greeting = Greeting(message: "hi & bye", count: 2, sentAt: Date(timeIntervalSince1970: 1_700_000_000.250))
        let deep = try await httpbin.echoForm(name: "Zoë", age: 41, greeting: greeting)
        #expect(deep.form == [
            "name": .string("Zoë"), "age": .string("41"),
            "greeting[message]": .string("hi & bye"), "greeting[count]": .string("2"), "greeting[sent_at]": .string("1700000000250"),
        ])

        let file = UploadFile(data: Data("hello, file".utf8), fileName: "note.txt", mimeType: "text/plain")
        let upload = try await httpbin.upload(file: file, note: "a note")
        #expect(upload.files == ["file": "hello, file"])
        #expect(upload.form == ["note": .string("a note")])
    }

    @Test func statusCodesAndTimeoutsBecomeTypedErrors() async throws {
        try await httpbin.status(code: 204)
        await #expect(throws: APIError.self) { try await httpbin.status(code: 503) }
        do {
            try await httpbin.status(code: 418)
            Issue.record("418 must fail")
        } catch let error as APIError {
            #expect(error.statusCode == 418)
        }
        do {
            _ = try await httpbin.delay(seconds: 3)  // the spec's timeout is 1 s
            Issue.record("expected a timeout")
        } catch let error as APIError {
            guard case .timedOut = error else {
                Issue.record("expected .timedOut, got \(error)")
                return
            }
        }
    }

    @Test func keypathDecodesOnlyTheSubtree() async throws {
        let slides = try await httpbin.slides()
        #expect(slides.map(\.title) == ["Wake up to WonderWidgets!", "Overview"])
        #expect(slides[1].items?.count == 2)
        _ = try await httpbin.getUUID()
    }
}
