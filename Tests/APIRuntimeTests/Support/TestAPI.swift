import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import APIRuntime

/// A configurable endpoint for tests: every property is a stored `let`, as in generated code.
final class TestAPI<R: Decodable & Sendable>: BaseAPI<R>, @unchecked Sendable {
    let storedPath: String
    let storedMethod: HTTPMethod
    let storedQuery: [QueryItem]
    let storedHeaders: [HTTPHeader]
    let storedBody: RequestBody?
    let storedKeyPath: String?
    let storedEnvelope: Envelope?
    let storedStub: String?
    let storedBaseURLs: [URL]
    let storedTimeout: TimeInterval?

    init(
        _ path: String = "/test", method: HTTPMethod = .get, query: [QueryItem] = [], headers: [HTTPHeader] = [],
        body: RequestBody? = nil, keyPath: String? = nil, envelope: Envelope? = nil, stub: String? = nil,
        baseURLs: [URL] = [], timeout: TimeInterval? = nil
    ) {
        storedPath = path
        storedMethod = method
        storedQuery = query
        storedHeaders = headers
        storedBody = body
        storedKeyPath = keyPath
        storedEnvelope = envelope
        storedStub = stub
        storedBaseURLs = baseURLs
        storedTimeout = timeout
        super.init()
    }

    override var path: String { storedPath }
    override var method: HTTPMethod { storedMethod }
    override var query: [QueryItem] { storedQuery }
    override var headers: [HTTPHeader] { storedHeaders }
    override var body: RequestBody? { storedBody }
    override var responseKeyPath: String? { storedKeyPath }
    override var envelope: Envelope? { storedEnvelope }
    override var stub: String? { storedStub }
    override var baseURLs: [URL] { storedBaseURLs }
    override var timeout: TimeInterval? { storedTimeout }
}

/// A pageable list endpoint: `GET /items?page=N`.
final class PageAPI: BaseAPI<[Int]>, PageableAPI, @unchecked Sendable {
    let page: Int

    init(page: Int) {
        self.page = page
        super.init()
    }

    override var path: String { "/items" }
    override var query: [QueryItem] { [QueryItem("page", page)] }
    func nextPage() -> PageAPI? {
        guard page < .max else { return nil }
        return PageAPI(page: page + 1)
    }
}

struct Item: Codable, Hashable, Sendable {
    let id: Int
    let name: String
}

/// A URL from a literal known to be valid; the fallback keeps tests free of force unwraps.
func url(_ text: String) -> URL {
    URL(string: text) ?? URL(fileURLWithPath: "/invalid")
}

let testQueue = DispatchQueue(label: "APIRuntimeTests.callbacks")

/// A client over `transport` whose callbacks run on `testQueue`.
func makeClient(
    _ transport: any Transport, baseURLs: [URL] = [url("https://api.test")],
    configure: (inout APIClient.Configuration) -> Void = { _ in }
) -> APIClient {
    var configuration = APIClient.Configuration(baseURLs: baseURLs)
    configuration.transport = transport
    configuration.callbackQueue = testQueue
    configure(&configuration)
    return APIClient(configuration: configuration)
}

/// Waits until everything already queued on `queue` has run.
func flush(_ queue: DispatchQueue = testQueue) async {
    await withCheckedContinuation { continuation in queue.async { continuation.resume() } }
}

/// The query string of a request, or "".
func query(of request: URLRequest?) -> String {
    request?.url?.absoluteString.split(separator: "?", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// The outcome of `body` as a `Result`.
func outcome<T>(_ body: () async throws(APIError) -> T) async -> Result<T, APIError> {
    do {
        return .success(try await body())
    } catch {
        return .failure(error)
    }
}
