import Testing
@testable import APIGenCore

/// The endpoint features written in native YAML, through the whole front end (reader, decoder,
/// code model, templates): the spec decodes to what the snippets build in code, and generates
/// without problems.
@Suite struct EndpointFeatureSpecTests {
    static let yaml = """
        service: Shop
        security:
          bearerAuth: bearer
          apiKey: { type: apiKey, in: query, name: api_key, description: From the dashboard. }
        models:
          Problem:
            properties: { code: Int, message: String }
          Missing:
            properties: { resource: String }
        endpoints:
          searchItems:
            method: GET
            path: /search
            params:
              ids: { type: "[Int]", style: pipeDelimited, explode: false }
              filter: { type: "[String: String]", style: deepObject }
              session: { in: cookie, type: String }
          uploadPhoto:
            method: PUT
            path: /photos/{id}
            params: { id: { in: path, type: Int } }
            body: { encoding: binary, type: Data, contentType: image/png }
            response: String
            responseEncoding: text
          getProblem:
            method: GET
            path: /problems/{code}
            params: { code: { in: path, type: Int } }
            response: Problem
            errors:
              "404": { type: Missing, description: Not found. }
              4XX: Problem
              default: Problem

        """

    private func decode() throws -> ServiceSpec {
        let node = try YAMLReader.read(Self.yaml, file: "Shop.yaml")
        let decoded = SpecDecoder.decode(node, file: "Shop.yaml")
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        return try #require(decoded.spec)
    }

    @Test func decodesTheNewConstructs() throws {
        let spec = try decode()
        #expect(spec.security.map(\.kind) == [.bearer, .apiKey(placement: .query, name: "api_key")])
        #expect(spec.security.last?.description == "From the dashboard.")
        let search = spec.endpoints[0].params
        #expect(search.map(\.placement) == [.query, .query, .cookie])
        #expect(search.map(\.style) == [.pipeDelimited, .deepObject, nil])
        let upload = spec.endpoints[1]
        #expect(upload.body == BodySpec(encoding: .binary, content: .type(.builtin(.data)), contentType: "image/png", location: upload.body?.location ?? upload.location))
        #expect(upload.responseEncoding == .text)
        #expect(spec.endpoints[2].errors.map(\.status) == ["404", "4XX", "default"])
        #expect(spec.endpoints[2].errors.first?.description == "Not found.")
    }

    @Test func generatesWithoutProblems() throws {
        let (files, diagnostics) = Generator.generate([try decode()], options: GeneratorOptions(layout: .singleFile), templates: .defaults)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let code = try #require(files.first { $0.path == "Shop.swift" }).contents
        for line in [
            "QueryItem(\"ids\", ids, style: .pipeDelimited, explode: false),",
            "QueryItem(\"filter\", entries: filter, style: .deepObject),",
            "public override var headers: [HTTPHeader] { [HTTPHeader(cookies: [QueryItem(\"session\", session)])] }",
            "public override var body: RequestBody? { .data(bodyValue, contentType: \"image/png\") }",
            "public override var responseEncoding: ResponseEncoding { .text }",
            "case \"404\": return error.decodeBody(as: Missing.self).map(ErrorBody.status404)",
            "public static func apiKey(_ key: String) -> CredentialInterceptor {",
            ".apiKey(key, name: \"api_key\", in: .query)",
            "/// - `bearerAuth` (`bearerAuth(token:)`): a bearer token in the Authorization header.",
        ] {
            #expect(code.contains(line), "missing: \(line)")
        }
    }
}
