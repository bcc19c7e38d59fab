import APIRuntime
import Foundation
import Testing

/// The fault matrix of docs/Runtime.md §16, as data: each fault, where the fault server (or the network)
/// produces it, and what a client does about it. `FaultMatrixTests` asserts every row against the real
/// URLSession stack, and checks that the table in the docs says exactly this.
struct FaultRow: Sendable, CustomTestStringConvertible {
    /// Where the faulty request goes.
    enum Target: Sendable {
        /// A path on the fault server.
        case route(String)
        /// A base URL that fails before HTTP starts; the request's path is `/ok`.
        case base(String)
    }

    /// The name in the docs table.
    let fault: String
    let target: Target
    /// `FaultRow.kind(of:)` of the error a GET ends with when nothing else is tried.
    let error: String
    /// Whether `RetryPolicy` sends a GET again.
    let retried: Bool
    /// Whether a GET goes on to the next base URL (and then succeeds there).
    let getFallsBack: Bool
    /// Whether a POST goes on to the next base URL.
    let postFallsBack: Bool
    /// What a POST that does not fall back may also end with (Linux quirks, explained in the docs).
    var postAlsoAllows: String?
    /// The request's timeout (idle time): 2 s where the fault waits for it, so that a loaded machine (CI runs
    /// every suite at once) still answers the healthy fallback in time.
    var timeout: TimeInterval = 5
    /// The client's `resourceTimeout`.
    var resourceTimeout: TimeInterval?
    /// Decode through this business envelope.
    var envelope: Envelope?

    var testDescription: String { fault }

    /// The route or base URL, as the docs show it.
    var location: String {
        switch target {
        case .route(let path): "`\(path)`"
        case .base(let base): "`\(base)`"
        }
    }

    /// The name of the test that asserts every row, as the docs table's last column gives it.
    static let testName = "`FaultMatrixTests/row(_:)`"

    /// The row of the docs table.
    var markdown: String {
        func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }
        let errors = "`\(error)`" + (postAlsoAllows.map { " (a POST on Linux may end `\($0)`¹)" } ?? "")
        return "| \(fault) | \(location) | \(errors) | \(yesNo(retried)) | \(yesNo(getFallsBack)) | \(yesNo(postFallsBack)) | 1 | \(Self.testName) |"
    }

    static let rows: [FaultRow] = [
        FaultRow(fault: "connection refused", target: .base("http://127.0.0.1:1"), error: "cannotReachHost",
                 retried: false, getFallsBack: true, postFallsBack: true),
        FaultRow(fault: "unknown host", target: .base("http://apigen-fault.invalid"), error: "cannotReachHost",
                 retried: false, getFallsBack: true, postFallsBack: true),
        FaultRow(fault: "timeout before headers", target: .route("/hang"), error: "timedOut",
                 retried: true, getFallsBack: true, postFallsBack: false, timeout: 2),
        FaultRow(fault: "timeout mid-body", target: .route("/stall-body"), error: "timedOut",
                 retried: true, getFallsBack: true, postFallsBack: false, timeout: 2),
        FaultRow(fault: "reset mid-body", target: .route("/reset"), error: "connectionLost",
                 retried: true, getFallsBack: true, postFallsBack: false),
        FaultRow(fault: "Content-Length longer than the body", target: .route("/truncate"), error: "connectionLost",
                 retried: true, getFallsBack: true, postFallsBack: false),
        FaultRow(fault: "broken chunked encoding", target: .route("/broken-chunked"), error: "connectionLost",
                 retried: true, getFallsBack: true, postFallsBack: false),
        FaultRow(fault: "empty reply", target: .route("/empty-reply"), error: "connectionLost",
                 retried: true, getFallsBack: true, postFallsBack: false, postAlsoAllows: "timedOut", timeout: 2),
        FaultRow(fault: "5xx with an HTML body", target: .route("/html-503"), error: "httpStatus(503, text/html body kept)",
                 retried: true, getFallsBack: true, postFallsBack: false),
        FaultRow(fault: "200 with invalid JSON", target: .route("/invalid-json"), error: "decoding",
                 retried: false, getFallsBack: false, postFallsBack: false),
        FaultRow(fault: "200 with JSON of the wrong type", target: .route("/wrong-type"), error: "decoding(id)",
                 retried: false, getFallsBack: false, postFallsBack: false),
        FaultRow(fault: "business-code failure in the envelope", target: .route("/envelope-error"),
                 error: "server(1001, quota exceeded)", retried: false, getFallsBack: false, postFallsBack: false,
                 envelope: Envelope(code: "code", success: [0], message: "msg")),
        FaultRow(fault: "redirect loop", target: .route("/redirect-loop"), error: "transport(URLError -1007)",
                 retried: false, getFallsBack: false, postFallsBack: false),
        // Idle time never reaches `timeout` (5 s) at one byte a second; `resourceTimeout` ends it.
        FaultRow(fault: "1-byte-per-second body", target: .route("/drip"), error: "timedOut",
                 retried: true, getFallsBack: true, postFallsBack: false, resourceTimeout: 2),
    ]

    /// A short, comparable name for an error: its case, and what the matrix checks about it.
    static func kind(of error: APIError) -> String {
        switch error {
        case .invalidRequest: "invalidRequest"
        case .timedOut: "timedOut"
        case .cancelled: "cancelled"
        case .notConnected: "notConnected"
        case .connectionLost: "connectionLost"
        case .cannotReachHost: "cannotReachHost"
        case .httpStatus(let code, let body):
            String(decoding: body, as: UTF8.self).hasPrefix("<html>") ? "httpStatus(\(code), text/html body kept)" : "httpStatus(\(code))"
        case .server(let code, let message): "server(\(code), \(message ?? "-"))"
        case .decoding(_, _, let codingPath, _): codingPath.isEmpty ? "decoding" : "decoding(\(codingPath))"
        case .transport(let underlying):
            (underlying as? URLError).map { "transport(URLError \($0.code.rawValue))" } ?? "transport(\(underlying))"
        }
    }
}

/// What every fault row decodes: the fallback's `{"ok": true, "path": …}` fits, the wrong-type reply
/// (`{"id": "seven", "name": 42}`) does not.
struct Reply: Decodable, Sendable {
    let ok: Bool?
    let path: String?
    let id: Int?
    let name: String?
}
