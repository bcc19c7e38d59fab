import Testing
@testable import APIGenCore

/// Top-level `security:` schemes. Layout: `service` on line 1, `security:` on line 2, schemes from
/// line 3 at column 3.
@Suite struct SpecSecurityRuleTests {
    private func spec(_ schemes: [(String, TestNode)]) -> TestNode {
        .map([("service", "Users"), ("security", .map(schemes))])
    }

    @Test func schemesDecodeInSpecOrder() throws {
        let decoded = decodeSpec(spec([
            ("bearerAuth", "bearer"),
            ("basicAuth", ["type": "basic", "description": "HTTP basic."]),
            ("apiKey", ["type": "apiKey", "in": "header", "name": "X-API-Key"]),
            ("session", ["type": "apiKey", "in": "cookie", "name": "sid"]),
        ]))
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let schemes = try #require(decoded.spec?.security)
        #expect(schemes.map(\.name) == ["bearerAuth", "basicAuth", "apiKey", "session"])
        #expect(schemes.map(\.kind) == [
            .bearer, .basic, .apiKey(placement: .header, name: "X-API-Key"), .apiKey(placement: .cookie, name: "sid"),
        ])
        #expect(schemes[1].description == "HTTP basic.")
        #expect(schemes[0].location.line == 3)
    }

    @Test func unknownTypeSuggestsTheClosest() {
        let diagnostics = decodeSpec(spec([("auth", "baerer")])).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:3:9: error: invalid security scheme type 'baerer'"])
        #expect(diagnostics.first?.notes == ["did you mean 'bearer'?", "use bearer, basic or apiKey"])
    }

    @Test func apiKeyNeedsLocationAndName() {
        #expect(problems(spec([("key", "apiKey")])) == ["spec.yaml:3:3: error: security scheme 'key' of type apiKey needs 'in' and 'name'"])
        #expect(problems(spec([("key", ["type": "apiKey", "name": "k"])])) == ["spec.yaml:3:3: error: missing key 'in' in security scheme 'key'"])
        #expect(problems(spec([("key", ["type": "apiKey", "in": "query"])])) == [
            "spec.yaml:3:3: error: missing key 'name' in security scheme 'key'",
        ])
        let diagnostics = decodeSpec(spec([("key", ["type": "apiKey", "in": "body", "name": "k"])])).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:5:9: error: invalid API key location 'body'"])
        #expect(diagnostics.first?.notes == ["use header, query or cookie"])
        #expect(problems(spec([("key", ["type": "apiKey", "in": "path", "name": "k"])])) == [
            "spec.yaml:5:9: error: invalid API key location 'path'",
        ])
        #expect(problems(spec([("key", ["type": "apiKey", "in": "header", "name": "X Key"])])) == [
            "spec.yaml:6:11: error: 'X Key' is not a valid header name",
        ])
    }

    @Test func bearerAndBasicTakeNoLocation() {
        let diagnostics = decodeSpec(spec([("auth", ["type": "bearer", "in": "header"])])).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:5:5: error: 'in' is only for apiKey schemes in security scheme 'auth'"])
        #expect(diagnostics.first?.notes == ["bearer credentials always go in the Authorization header; remove 'in'"])
    }

    @Test func unknownKeysAndMissingType() {
        #expect(problems(spec([("auth", ["description": "x"])])) == ["spec.yaml:3:3: error: missing key 'type' in security scheme 'auth'"])
        let diagnostics = decodeSpec(spec([("auth", ["type": "basic", "scheme": "basic"])])).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:5:5: error: unknown key 'scheme' in security scheme 'auth'"])
    }
}
