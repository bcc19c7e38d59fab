import Testing
@testable import APIGenCore

/// Rules of cookies, parameter styles, raw bodies, content types, response encodings, typed errors
/// and security schemes, on `pingSpec` (extra endpoint keys from line 6 at column 5).
@Suite struct SpecEndpointFeatureRuleTests {
    private func param(_ fields: [(String, TestNode)]) -> TestNode {
        pingSpec([("params", .map([("ids", .map(fields))]))])
    }

    @Test func cookieParametersAndStylesDecode() throws {
        let spec = pingSpec([("params", .map([
            ("session", ["in": "cookie", "type": "String"]),
            ("ids", ["type": "[Int]", "style": "pipeDelimited", "explode": false]),
            ("filter", ["type": "[String: String]?", "style": "deepObject"]),
            ("limits", ["type": "[String: Int]"]),
        ]))])
        let decoded = decodeSpec(spec)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let params = try #require(decoded.spec?.endpoints.first?.params)
        #expect(params.map(\.placement) == [.cookie, .query, .query, .query])
        #expect(params.map(\.style) == [nil, .pipeDelimited, .deepObject, nil])
        #expect(params.map(\.explode) == [nil, false, nil, nil])
        #expect(params[2].type == .optional(.dictionary(.builtin(.string))))
    }

    @Test func invalidStyleSuggestsTheClosest() {
        let diagnostics = decodeSpec(param([("type", "[Int]"), ("style", "pipeDelimted")])).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:9:16: error: invalid parameter style 'pipeDelimted'"])
        #expect(diagnostics.first?.notes == [
            "did you mean 'pipeDelimited'?", "use one of form, simple, spaceDelimited, pipeDelimited, deepObject, label, matrix",
        ])
    }

    /// deepObject writes dictionaries (`filter[role]=admin`), and since Stripe's list filters also lists (`ids[0]=1`)
    /// and models (`created[gte]=1`); a single value has no keys to write.
    @Test func deepObjectIsForQueryDictionariesListsAndModels() {
        #expect(problems(param([("type", "[Int]"), ("style", "deepObject")])).isEmpty)
        let diagnostics = decodeSpec(param([("type", "Int"), ("style", "deepObject")])).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:9:16: error: style 'deepObject' is only for query dictionaries, lists and models; query parameter 'ids' has type 'Int'",
        ])
        #expect(diagnostics.first?.notes == ["use deepObject with a type like \"[String: String]\", \"[String]\" or a model, or 'form' for other values"])
        // A model is a query parameter only in deepObject style.
        let models: TestNode = ["Range": ["properties": ["gte": "Int?", "lt": "Int?"]]]
        #expect(problems(pingSpec([("params", ["created": ["type": "Range?", "style": "deepObject"]])], models: models)).isEmpty)
        #expect(problems(pingSpec([("params", ["created": "Range?"])], models: models)).count == 1)
        #expect(problems(pingSpec([("params", ["created": ["type": "Data", "style": "deepObject"]])])).count == 1)
        #expect(problems(param([("type", "[String: Int]"), ("style", "deepObject"), ("explode", false)])) == [
            "spec.yaml:9:16: error: 'deepObject' is always exploded",
        ])
    }

    @Test func delimitedStylesAreOnlyForQueryLists() {
        #expect(problems(param([("type", "Int"), ("style", "spaceDelimited")])) == [
            "spec.yaml:9:16: error: style 'spaceDelimited' is only for query lists; query parameter 'ids' has type 'Int'",
        ])
        #expect(problems(param([("type", "[String: Int]"), ("style", "pipeDelimited")])) == [
            "spec.yaml:9:16: error: style 'pipeDelimited' is only for query lists; query parameter 'ids' has type '[String: Int]'",
        ])
        #expect(problems(param([("in", "header"), ("type", "[Int]"), ("style", "pipeDelimited")])) == [
            "spec.yaml:10:16: error: style 'pipeDelimited' cannot be used for header parameters",
        ])
        #expect(problems(param([("in", "cookie"), ("type", "String"), ("style", "simple")])) == [
            "spec.yaml:10:16: error: style 'simple' cannot be used for cookie parameters",
        ])
    }

    /// `label` and `matrix` are path styles, for any path value; elsewhere they are errors.
    @Test func labelAndMatrixAreForPathParameters() throws {
        let decoded = decodeSpec(pingSpec([("params", .map([
            ("id", ["in": "path", "type": "Int", "style": "label"]),
            ("shades", ["in": "path", "type": "[String]", "style": "matrix", "explode": true]),
        ]))], path: "/colors/{id}/shades{shades}"))
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let params = try #require(decoded.spec?.endpoints.first?.params)
        #expect(params.map(\.style) == [.label, .matrix])
        #expect(params.map(\.explode) == [nil, true])
        #expect(problems(param([("type", "[Int]"), ("style", "label")])) == [
            "spec.yaml:9:16: error: style 'label' is for path parameters",
        ])
        #expect(problems(param([("in", "header"), ("type", "String"), ("style", "matrix")])) == [
            "spec.yaml:10:16: error: style 'matrix' cannot be used for header parameters",
        ])
        #expect(problems(pingSpec([("params", .map([("id", ["in": "path", "type": "Int", "style": "form"])]))], path: "/a/{id}")) == [
            "spec.yaml:10:16: error: style 'form' cannot be used for path parameters",
        ])
    }

    @Test func explodeMustBeABoolean() {
        #expect(problems(param([("type", "[Int]"), ("explode", "no")])) == [
            "spec.yaml:9:18: error: expected true or false for 'explode', found a string",
        ])
    }

    /// Query, path and header parameters may be dictionaries (OpenAPI objects); cookies may not.
    @Test func dictionariesAreForQueryPathAndHeaderParameters() {
        #expect(problems(param([("in", "header"), ("type", "[String: String]?"), ("explode", true)])).isEmpty)
        #expect(problems(pingSpec([("params", .map([("ids", ["in": "path", "type": "[String: Int]", "style": "matrix"])]))], path: "/a/{ids}"))
            .isEmpty)
        let diagnostics = decodeSpec(param([("in", "cookie"), ("type", "[String: String]")])).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:9:15: error: cookie parameter 'ids' cannot have type '[String: String]'",
        ])
        #expect(problems(param([("type", "[String: [Int]]")])) == [
            "spec.yaml:8:15: error: query parameter 'ids' cannot have type '[String: [Int]]'",
        ])
    }

    @Test func invalidLocationMentionsCookies() {
        let diagnostics = decodeSpec(param([("in", "cookies"), ("type", "String")])).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:8:13: error: invalid parameter location 'cookies'"])
        #expect(diagnostics.first?.notes == ["did you mean 'cookie'?", "use path, query, header or cookie; a request body goes under 'body'"])
    }

    @Test func cookieWireNamesMustBeUnique() {
        let spec = pingSpec([("params", .map([
            ("a", ["in": "cookie", "type": "String", "key": "sid"]), ("b", ["in": "cookie", "type": "String", "key": "sid"]),
        ]))])
        #expect(problems(spec).count == 1)
    }

    /// `query:` holds fixed query items: `name: value`, a bare `name:` for `name=`; a name is not also a query
    /// parameter's.
    @Test func fixedQueryItems() throws {
        let yaml = """
            service: S3
            endpoints:
              getBucketAcl:
                method: GET
                path: /{bucket}
                params:
                  bucket: { in: path, type: String }
                  prefix: String?
                query: { acl: "", list-type: 2, versions: }
            """
        let decoded = SpecDecoder.decode(try YAMLReader.read(yaml, file: "spec.yaml"), file: "spec.yaml")
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let endpoint = try #require(decoded.spec?.endpoints.first)
        #expect(endpoint.query.map { "\($0.name)=\($0.value)" } == ["acl=", "list-type=2", "versions="])
        #expect(endpoint.query.first?.location.description == "spec.yaml:9:14")
        let bad = yaml.replacingOccurrences(of: "versions: }", with: "prefix: x, deep: [1] }")
        #expect(SpecDecoder.decode(try YAMLReader.read(bad, file: "spec.yaml"), file: "spec.yaml").diagnostics.map(\.description) == [
            "spec.yaml:9:37: error: query item 'prefix' is also a query parameter of endpoint 'getBucketAcl'",
            "spec.yaml:9:54: error: expected a string for query item 'deep', found a list",
        ])
    }
}
