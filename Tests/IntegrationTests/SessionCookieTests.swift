import APIRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The default transport's lean session against httpbin's cookie routes: a cookie the server sets
/// is not sent back, a cookie the request carries itself still goes out, and a transport made with
/// `.default` keeps the server's cookie (the documented way back).
@Suite(.enabled(if: Servers.httpbin != nil, "APIGEN_HTTPBIN_URL is unset: run Tests/Support/servers.sh start and source .build/test-servers.env"))
struct SessionCookieTests {
    /// httpbin's `/cookies`: the cookies the request carried.
    struct Cookies: Decodable, Sendable {
        let cookies: [String: String]
    }

    /// `/cookies/set?…` sets the cookie and redirects to `/cookies`, which URLSession follows.
    static let setAndRead = Endpoint<Cookies>("/cookies/set", query: [QueryItem("flavour", "oat")])

    @Test func theDefaultTransportDoesNotKeepServerCookies() async throws {
        let client = Servers.client(Servers.httpbin)  // transport left at its default
        #expect(try await client.send(Self.setAndRead).cookies.isEmpty)
    }

    @Test func cookieParametersStillGoOut() async throws {
        let client = Servers.client(Servers.httpbin)
        let api = Endpoint<Cookies>("/cookies", headers: [HTTPHeader(cookies: [QueryItem("theme", "dark")])])
        #expect(try await client.send(api).cookies == ["theme": "dark"])
    }

    @Test func aDefaultConfigurationKeepsServerCookies() async throws {
        let configuration = URLSessionConfiguration.default
        // A store of its own, not the shared one other code may use. On Linux a cookie store is a
        // file under ~/.local/share, so the test empties it again.
        let storage = HTTPCookieStorage.sharedCookieStorage(forGroupContainerIdentifier: "apigen.SessionCookieTests")
        defer { storage.cookies?.forEach(storage.deleteCookie) }
        configuration.httpCookieStorage = storage
        let client = Servers.client(Servers.httpbin) { $0.transport = URLSessionTransport(configuration: configuration) }
        #expect(try await client.send(Self.setAndRead).cookies == ["flavour": "oat"])
    }
}
