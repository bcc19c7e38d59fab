import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import APIRuntime

/// Serves `http://urlprotocol.test/…` inside URLSession, so `URLSessionTransport` is tested
/// without a network: `/offline` fails like a device without a connection, anything else
/// answers 201 with JSON echoing the method and body size. (Not `Sendable`: URLProtocol
/// subclasses must not declare it.)
final class StubURLProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { request.url?.host == "urlprotocol.test" }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url, let client else { return }
        if url.path == "/offline" {
            client.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
            return
        }
        let bodySize = request.httpBody?.count ?? -1
        let headers = ["Content-Type": "application/json", "X-Method": request.httpMethod ?? "-"]
        guard let response = HTTPURLResponse(url: url, statusCode: 201, httpVersion: "HTTP/1.1", headerFields: headers) else {
            client.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
            return
        }
        client.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client.urlProtocol(self, didLoad: Data(#"{"data":{"size":\#(bodySize)}}"#.utf8))
        client.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

@Suite struct URLSessionTransportTests {
    let client: APIClient = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return makeClient(URLSessionTransport(configuration: configuration), baseURLs: [url("http://urlprotocol.test")])
    }()

    @Test func responseThroughURLSession() async throws {
        let response = try await client.response(for: TestAPI<Int>("/x", method: .delete, keyPath: "data.size"))
        #expect(response.statusCode == 201)
        #expect(response.header("x-method") == "DELETE")
        #expect(response.value == -1)
    }

    @Test func progressThroughURLSessionEndsWithTheWholeBody() async throws {
        let events = Locked<[TransferProgress]>([])
        _ = try await client.send(TestAPI<Int>("/x", keyPath: "data.size"), progress: { event in events.withLock { $0.append(event) } })
        let downloads = events.withLock { $0 }.filter { $0.direction == .download }
        #expect(downloads.last?.completedBytes == Int64(#"{"data":{"size":-1}}"#.utf8.count))
    }

    /// The last `didReceive` may come after the async API has returned; `finish` reports the whole body instead,
    /// once, and what comes after it is dropped.
    @Test func aProgressDelegateReportsTheWholeBodyOnceAndNothingAfterIt() throws {
        let events = Locked<[Int64]>([])
        let delegate = ProgressDelegate { event in events.withLock { $0.append(event.completedBytes) } }
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: try #require(URL(string: "http://urlprotocol.test/x")))
        delegate.urlSession(session, dataTask: task, didReceive: Data(count: 4))
        delegate.urlSession(session, dataTask: task, didReceive: Data(count: 3))
        delegate.finish(receivedBytes: 10)
        delegate.urlSession(session, dataTask: task, didReceive: Data(count: 3))
        delegate.finish(receivedBytes: 10)
        #expect(events.withLock { $0 } == [4, 7, 10])

        let complete = Locked<[Int64]>([])
        let whole = ProgressDelegate { event in complete.withLock { $0.append(event.completedBytes) } }
        whole.urlSession(session, dataTask: task, didReceive: Data(count: 10))
        whole.finish(receivedBytes: 10)
        #expect(complete.withLock { $0 } == [10])
    }

    @Test func offlineMapsToNotConnected() async {
        let result = await outcome { () async throws(APIError) in try await client.send(TestAPI<Int>("/offline")) }
        guard case .notConnected = result.failure else {
            Issue.record("expected .notConnected, got \(result)")
            return
        }
    }
}

/// `URLSessionTransport.shared` runs on the lean configuration; a transport made with `.default`
/// keeps the cookie store and the cache.
@Suite struct LeanConfigurationTests {
    @Test func theSharedSessionKeepsNoCookiesAndNoCache() {
        let configuration = URLSessionTransport.shared.session.configuration
        #expect(configuration.httpCookieStorage == nil)
        #expect(configuration.httpShouldSetCookies == false)
        #expect(configuration.urlCache == nil)
        #expect(configuration.requestCachePolicy == .reloadIgnoringLocalCacheData)
    }

    @Test func aTransportMadeWithDefaultsKeepsThem() {
        let configuration = URLSessionTransport(configuration: .default).session.configuration
        #expect(configuration.httpCookieStorage != nil)
        #expect(configuration.httpShouldSetCookies == true)
    }
}
