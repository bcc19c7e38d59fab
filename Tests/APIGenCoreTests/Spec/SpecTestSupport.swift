@testable import APIGenCore

/// Decodes a spec written with `TestNode` literals.
func decodeSpec(_ spec: TestNode, file: String = "spec.yaml") -> (spec: ServiceSpec?, diagnostics: [Diagnostic]) {
    SpecDecoder.decode(spec.document(file: file).node, file: file)
}

/// The first lines of every diagnostic (`spec.yaml:4:13: error: …`), in the decoder's order.
func problems(_ spec: TestNode) -> [String] {
    decodeSpec(spec).diagnostics.map(\.description)
}

/// A spec with one valid endpoint, plus `endpoint` entries merged into `ping` and `extra` top-level entries.
///
/// ```
/// 1 service: Users
/// 2 endpoints:
/// 3   ping:
/// 4     method: GET
/// 5     path: /ping
/// 6     <first extra endpoint key>
/// ```
func pingSpec(_ endpoint: [(String, TestNode)] = [], method: TestNode = "GET", path: TestNode = "/ping",
              models: TestNode? = nil) -> TestNode {
    var entries: [(String, TestNode)] = [("service", "Users"), ("endpoints", .map([("ping", .map([("method", method), ("path", path)] + endpoint))]))]
    if let models { entries.append(("models", models)) }
    return .map(entries)
}
