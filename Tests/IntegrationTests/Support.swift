import APIRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The servers started by `Tests/Support/servers.sh start` (their URLs are in .build/test-servers.env).
enum Servers {
    static let httpbin = url(named: "APIGEN_HTTPBIN_URL")
    static let fault = url(named: "APIGEN_FAULT_URL")
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private static func url(named name: String) -> URL? {
        ProcessInfo.processInfo.environment[name].flatMap(URL.init(string:))
    }

    /// A client for `base` (or a URL that is never contacted when the suite is skipped).
    static func client(_ base: URL?, configure: (inout APIClient.Configuration) -> Void = { _ in }) -> APIClient {
        var configuration = APIClient.Configuration(baseURLs: [base ?? URL(fileURLWithPath: "/")])
        configuration.callbackQueue = DispatchQueue(label: "IntegrationTests.callbacks")
        configure(&configuration)
        return APIClient(configuration: configuration)
    }
}

/// A configurable endpoint; stored `let`s only, as in generated code.
final class Endpoint<R: Decodable & Sendable>: BaseAPI<R>, @unchecked Sendable {
    let storedPath: String
    let storedMethod: HTTPMethod
    let storedQuery: [QueryItem]
    let storedHeaders: [HTTPHeader]
    let storedBody: RequestBody?
    let storedKeyPath: String?
    let storedTimeout: TimeInterval?
    let storedStatusCodes: Range<Int>

    init(
        _ path: String, method: HTTPMethod = .get, query: [QueryItem] = [], headers: [HTTPHeader] = [],
        body: RequestBody? = nil, keyPath: String? = nil, timeout: TimeInterval? = nil,
        acceptableStatusCodes: Range<Int> = 200..<300
    ) {
        storedPath = path
        storedMethod = method
        storedQuery = query
        storedHeaders = headers
        storedBody = body
        storedKeyPath = keyPath
        storedTimeout = timeout
        storedStatusCodes = acceptableStatusCodes
        super.init()
    }

    override var path: String { storedPath }
    override var method: HTTPMethod { storedMethod }
    override var query: [QueryItem] { storedQuery }
    override var headers: [HTTPHeader] { storedHeaders }
    override var body: RequestBody? { storedBody }
    override var responseKeyPath: String? { storedKeyPath }
    override var timeout: TimeInterval? { storedTimeout }
    override var acceptableStatusCodes: Range<Int> { storedStatusCodes }
}

/// httpbin's echo of a request (`/anything`, `/post`).
struct Echo: Decodable, Sendable {
    let args: [String: JSON]
    let headers: [String: String]
    let url: String
    let method: String?
    let form: [String: JSON]?
    let files: [String: JSON]?
    let json: JSON?
}

/// The outcome of `body` as a `Result`.
func outcome<T>(_ body: () async throws(APIError) -> T) async -> Result<T, APIError> {
    do {
        return .success(try await body())
    } catch {
        return .failure(error)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// The process's resident memory in bytes (`VmRSS` of /proc/self/status); `nil` where there is no /proc.
enum ResidentMemory {
    static func current() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kilobytes = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap { Int($0) }
            return kilobytes.map { $0 * 1024 }
        }
        return nil
    }
}
