import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Logs every request the client sends: a one-line summary (method, URL, status, bytes, duration)
/// and, when asked, a copy-pasteable `curl` command. Off unless added:
///
/// ```swift
/// configuration.interceptors.append(LoggingInterceptor())          // summaries to standard error
/// configuration.interceptors.append(LoggingInterceptor(curl: true, redactingHeaders: ["X-API-Key"],
///                                                      redactingQueryItems: ["token"]) { print($0) })
/// ```
///
/// Secrets never reach the log: `Authorization`, `Proxy-Authorization`, `Cookie` and `Set-Cookie`
/// values and the named headers and query items are written as `<redacted>`, a password in the URL
/// as `redacted`.
/// Add it last so that it logs the request as the other interceptors left it.
public struct LoggingInterceptor: RequestInterceptor {
    /// Headers whose values are always redacted (compared case-insensitively).
    public static let alwaysRedactedHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie"]

    /// What replaces a secret.
    public static let redacted = "<redacted>"

    /// Whether a `curl` command follows each summary.
    public let includesCurl: Bool
    /// Lower-cased names of the headers to redact, the always-redacted ones included.
    public let redactedHeaders: Set<String>
    /// Names of the query items to redact (exact, after percent-decoding).
    public let redactedQueryItems: Set<String>
    private let write: @Sendable (String) -> Void

    /// - Parameters:
    ///   - curl: also write a `curl` command for each request.
    ///   - redactingHeaders: more headers whose values must not be logged (e.g. `X-API-Key`).
    ///   - redactingQueryItems: query items whose values must not be logged (e.g. `token`).
    ///   - write: where lines go; standard error by default.
    public init(
        curl: Bool = false, redactingHeaders: [String] = [], redactingQueryItems: [String] = [],
        write: @escaping @Sendable (String) -> Void = LoggingInterceptor.writeToStandardError
    ) {
        self.includesCurl = curl
        self.redactedHeaders = Self.alwaysRedactedHeaders.union(redactingHeaders.map { $0.lowercased() })
        self.redactedQueryItems = Set(redactingQueryItems)
        self.write = write
    }

    public func didFinish(_ exchange: RequestExchange) {
        write(summary(of: exchange))
        if includesCurl { write(curlCommand(for: exchange.request)) }
    }

    /// `[#3] GET https://api.example.com/users?page=2 → 200, 1532 bytes, 41.2 ms`.
    public func summary(of exchange: RequestExchange) -> String {
        let request = exchange.request
        var line = "[#\(exchange.context.id)"
        if exchange.context.attempt > 0 { line += " attempt \(exchange.context.attempt + 1)" }
        line += "] \(request.httpMethod ?? "GET") \(redactedURL(request.url))"
        switch exchange.result {
        case .success(let response):
            line += " → \(response.statusCode), \(response.data.count) bytes"
        case .failure(let error):
            line += " → failed: \(error)"
        }
        let milliseconds = Double(exchange.duration.components.seconds) * 1000
            + Double(exchange.duration.components.attoseconds) / 1e15
        return line + ", " + String(format: "%.1f ms", milliseconds)
    }

    /// `curl -X POST 'https://…' -H 'Content-Type: application/json' --data-binary '{"a":1}'`, with
    /// secrets redacted. A body that is not UTF-8 text is left out and its size noted.
    public func curlCommand(for request: URLRequest) -> String {
        var parts = ["curl"]
        let method = request.httpMethod ?? "GET"
        if method != "GET" { parts.append("-X \(method)") }
        parts.append(Self.quoted(redactedURL(request.url)))
        let headers = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key.lowercased() < $1.key.lowercased() }
        for (name, value) in headers {
            let shown = redactedHeaders.contains(name.lowercased()) ? Self.redacted : value
            parts.append("-H " + Self.quoted("\(name): \(shown)"))
        }
        if let body = request.httpBody, !body.isEmpty {
            if let text = String(data: body, encoding: .utf8) {
                parts.append("--data-binary " + Self.quoted(text))
            } else {
                parts.append("--data-binary @body.bin  # \(body.count) bytes of binary data, not logged")
            }
        }
        return parts.joined(separator: " ")
    }

    /// The URL with the named query items' values and any password replaced.
    func redactedURL(_ url: URL?) -> String {
        guard let url else { return "-" }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.absoluteString }
        if components.percentEncodedPassword != nil {
            components.percentEncodedPassword = "redacted"
        }
        // The query is rebuilt as text: `<redacted>` is not valid percent-encoding, which
        // URLComponents would reject.
        let query = components.percentEncodedQuery
        components.percentEncodedQuery = nil
        components.fragment = nil
        var text = components.string ?? url.absoluteString
        if let query {
            text += "?" + query.split(separator: "&", omittingEmptySubsequences: false).map { pair in
                let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
                let decoded = name.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? name
                return redactedQueryItems.contains(decoded) ? "\(name)=\(Self.redacted)" : String(pair)
            }.joined(separator: "&")
        }
        return text
    }

    /// `text` in single quotes for a POSIX shell.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Writes `line` and a newline to standard error.
    public static let writeToStandardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
