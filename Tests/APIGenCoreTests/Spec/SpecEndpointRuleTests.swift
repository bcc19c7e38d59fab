import Testing
@testable import APIGenCore

/// Endpoint rules, on `pingSpec`: `method` on line 4 (value at column 13), `path` on line 5 (value
/// at column 11), extra endpoint keys from line 6 at column 5.
@Suite struct SpecEndpointRuleTests {
    @Test func methodsIgnoreCase() {
        #expect(decodeSpec(pingSpec(method: "get")).spec?.endpoints.first?.method == .get)
        #expect(decodeSpec(pingSpec(method: "Patch")).spec?.endpoints.first?.method == .patch)
    }

    @Test func invalidMethodsListTheValidOnes() {
        let diagnostics = decodeSpec(pingSpec(method: "GTE")).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:4:13: error: invalid HTTP method 'GTE'"])
        #expect(diagnostics.first?.notes == ["did you mean 'GET'?", "use one of GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, QUERY"])
        #expect(decodeSpec(pingSpec(method: "FETCH")).diagnostics.first?.notes == ["use one of GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, QUERY"])
    }

    @Test func methodAndPathAreRequired() {
        let spec: TestNode = ["service": "Users", "endpoints": ["ping": ["response": "Empty"]]]
        #expect(problems(spec) == [
            "spec.yaml:3:3: error: missing key 'method' in endpoint 'ping'",
            "spec.yaml:3:3: error: missing key 'path' in endpoint 'ping'",
        ])
    }

    @Test func pathMustStartWithASlash() {
        let diagnostics = decodeSpec(pingSpec(path: "users")).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:5:11: error: path 'users' must start with '/'"])
        #expect(diagnostics.first?.notes == ["write '/users'"])
    }

    @Test func malformedBraces() {
        #expect(problems(pingSpec(path: "/u/{id")) == ["spec.yaml:5:14: error: unclosed '{' in path"])
        #expect(problems(pingSpec(path: "/u/{}")) == ["spec.yaml:5:14: error: empty '{}' in path"])
        #expect(problems(pingSpec(path: "/u/id}")) == ["spec.yaml:5:16: error: unmatched '}' in path"])
        #expect(problems(pingSpec(path: "/u/{a{b}}")) == ["spec.yaml:5:16: error: unexpected '{' inside a path parameter"])
        #expect(problems(pingSpec(path: "/u?x=1")) == ["spec.yaml:5:13: error: the path cannot contain '?'"])
        #expect(problems(pingSpec(path: "/u/{user-id}")) == ["spec.yaml:5:15: error: path parameter 'user-id' is not declared"])
    }

    @Test func pathParametersMustBeDeclaredInPath() {
        let diagnostics = decodeSpec(pingSpec([("params", ["q": "String"])], path: "/users/{id}/{q}")).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:5:19: error: path parameter 'id' is not declared",
            "spec.yaml:5:24: error: 'q' appears in the path but is declared 'in: query'",
        ])
        #expect(diagnostics.first?.notes == ["add 'id: { in: path, type: String }' under 'params'"])
    }

    /// A placeholder written twice takes the parameter's value both times (as in RFC 6570 URI templates); OpenAPI
    /// documents write such paths (`/users/{id}/issues/{id}`), and `apigen import` keeps them.
    @Test func aPlaceholderMayAppearMoreThanOnce() throws {
        let decoded = decodeSpec(pingSpec([("params", ["id": ["in": "path", "type": "Int"]])], path: "/u/{id}/copy/{id}"))
        #expect(decoded.diagnostics.isEmpty)
        let spec = try #require(decoded.spec)
        let (model, diagnostics) = CodeModelBuilder.build(spec)
        #expect(diagnostics.isEmpty)
        #expect(model.apis.first?.pathExpression == #""/u/\(APIPath.segment(id))/copy/\(APIPath.segment(id))""#)
    }

    @Test func everyPathParameterAppearsInThePath() {
        let diagnostics = decodeSpec(pingSpec([("params", ["id": ["in": "path", "type": "Int"]])])).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:7:7: error: path parameter 'id' does not appear in the path '/ping'"])
        #expect(diagnostics.first?.notes == ["add '{id}' to the path, or declare it 'in: query'"])
    }

    @Test func pathParametersCannotBeOptional() {
        // Only one error: the invalid parameter still counts as declared for the path.
        #expect(problems(pingSpec([("params", ["id": ["in": "path", "type": "Int?"]])], path: "/u/{id}")) == [
            "spec.yaml:9:15: error: path parameter 'id' cannot be optional",
        ])
    }

    @Test func parameterTypesAndLocations() throws {
        #expect(problems(pingSpec([("params", ["a": ["in": "body", "type": "Int"], "b": ["in": "header", "type": "Data"], "c": "User"])],
                                  models: ["User": ["properties": [:]]])) == [
            "spec.yaml:8:13: error: invalid parameter location 'body'",
            "spec.yaml:12:15: error: header parameter 'b' cannot have type 'Data'",
            "spec.yaml:13:10: error: query parameter 'c' cannot have type 'User'",
        ])
        let spec = try #require(decodeSpec(pingSpec([("params", [
            "ids": "[Int]", "role": ["type": "Role?", "default": "admin"], "trace": ["in": "header", "type": "UUID?", "key": "X-Trace-ID"],
        ])], models: ["Role": ["enum": ["admin"]]])).spec)
        let params = spec.endpoints[0].params
        #expect(params.map(\.placement) == [.query, .query, .header])
        #expect(params.map(\.key) == ["ids", "role", "X-Trace-ID"])
        #expect(params[1].defaultValue == .enumCase("admin"))
    }

    @Test func argumentNamesMustNotClash() {
        // Names shared with BaseAPI members or the service method's `tag:` are renamed by code generation.
        #expect(problems(pingSpec([("params", ["tag": "String"])])) == [])
        #expect(problems(pingSpec([("params", ["query": "String", "timeout": "Int"])])) == [])
        #expect(problems(pingSpec([("params", ["name": "String"]), ("body", ["encoding": "form", "fields": ["name": "String"]])], method: "POST")) == [
            "spec.yaml:11:9: error: body field 'name' has the same name as parameter 'name'",
        ])
        #expect(problems(pingSpec([("params", ["a": ["type": "Int", "key": "x"], "b": ["type": "Int", "key": "x"]])])) == [
            "spec.yaml:10:7: error: parameters 'a' and 'b' both use the key 'x'",
        ])
    }

    @Test func getAndHeadCannotHaveABody() {
        let diagnostics = decodeSpec(pingSpec([("body", ["type": "JSON"])])).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:6:5: error: a GET request cannot have a body"])
        #expect(diagnostics.first?.notes == ["send the values as query parameters ('in: query'), or use POST"])
        #expect(problems(pingSpec([("body", ["type": "JSON"])], method: "head")) == ["spec.yaml:6:5: error: a HEAD request cannot have a body"])
        #expect(problems(pingSpec([("body", ["type": "JSON"])], method: "DELETE")) == [])
    }

    /// QUERY reads like GET but carries its question in the body; it is idempotent, so it falls back and retries.
    @Test func queryRequestsHaveABody() throws {
        let spec = try #require(decodeSpec(pingSpec([("body", ["type": "JSON"])], method: "query")).spec)
        #expect(spec.endpoints.first?.method == .query)
        #expect(spec.endpoints.first?.method.isIdempotent == true)
        #expect(CodeModelBuilder.build(spec).0.apis.first?.method == ".query")
    }

    @Test func fileOnlyInMultipartFields() {
        #expect(problems(pingSpec([("response", "File")])) == ["spec.yaml:6:15: error: 'File' can only be used in the fields of a multipart body"])
        #expect(problems(pingSpec([("body", ["encoding": "form", "fields": ["f": "File"]])], method: "POST")) == [
            "spec.yaml:9:12: error: 'File' can only be used in the fields of a multipart body",
        ])
        let body = decodeSpec(pingSpec([("body", ["encoding": "multipart", "fields": ["f": "File?", "tags": "[String]", "n": "Int"]])], method: "POST"))
            .spec?.endpoints.first?.body
        #expect(body?.encoding == .multipart)
        // The runtime's multipart parts take one file each, and no raw Data; models, lists and maps are JSON parts.
        #expect(problems(pingSpec([("body", ["encoding": "multipart", "fields": ["f": "[File]", "d": "Data"]])], method: "POST")) == [
            "spec.yaml:9:12: error: multipart field 'f' cannot have type '[File]'",
            "spec.yaml:10:12: error: multipart field 'd' cannot have type 'Data'",
        ])
        #expect(problems(pingSpec([("body", ["encoding": "multipart", "fields": ["m": "[String: Int]", "j": "JSON?"]])], method: "POST")).isEmpty)
    }

    @Test func formAndMultipartBodiesNeedFields() {
        let diagnostics = decodeSpec(pingSpec([("body", ["encoding": "multipart", "type": "JSON"])], method: "POST")).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:8:7: error: a multipart body needs 'fields', not 'type'"])
        #expect(problems(pingSpec([("body", ["encoding": "xml", "type": "JSON"])], method: "POST")) == [
            "spec.yaml:7:17: error: invalid body encoding 'xml'",
        ])
        #expect(problems(pingSpec([("body", ["type": "JSON", "fields": ["a": "Int"]])], method: "POST")) == [
            "spec.yaml:8:7: error: a body has either 'type' or 'fields', not both",
        ])
        // Models, lists and dictionaries are sent as `name[key]=value` pairs; files and bytes need a multipart body.
        #expect(problems(pingSpec([("body", ["encoding": "form", "fields": ["user": "User", "tags": "[String: Int]"]])], method: "POST",
                                  models: ["User": ["properties": [:]]])).isEmpty)
        #expect(problems(pingSpec([("body", ["encoding": "form", "fields": ["f": "File", "d": "[Data]"]])], method: "POST")) == [
            "spec.yaml:9:12: error: 'File' can only be used in the fields of a multipart body",
            "spec.yaml:10:12: error: form field 'd' cannot have type '[Data]'",
        ])
        // `style: deepObject` sends a form list as `ids[0]=1&ids[1]=2`; no other style, and no other body, has one.
        let deep = decodeSpec(pingSpec([("body", ["encoding": "form", "fields": ["ids": ["type": "[Int]", "style": "deepObject"]]])], method: "POST"))
        #expect(deep.diagnostics.isEmpty)
        if case .fields(let fields)? = deep.spec?.endpoints.first?.body?.content {
            #expect(fields.map(\.style) == [.deepObject])
        } else {
            Issue.record("expected form fields")
        }
        #expect(problems(pingSpec([("body", ["encoding": "form", "fields": ["ids": ["type": "[Int]", "style": "form"]]])], method: "POST")) == [
            "spec.yaml:11:18: error: form field 'ids' cannot have style 'form'",
        ])
        #expect(problems(pingSpec([("body", ["encoding": "multipart", "fields": ["ids": ["type": "[Int]", "style": "deepObject"]]])], method: "POST")) == [
            "spec.yaml:11:18: error: multipart field 'ids' cannot have style 'deepObject'",
        ])
    }

    @Test func pagingNeedsADeclaredIntParameter() {
        #expect(problems(pingSpec([("params", ["page": "String"]), ("paging", ["param": "page"])])) == [
            "spec.yaml:9:14: error: paging parameter 'page' must be 'Int', found 'String'",
        ])
        let diagnostics = decodeSpec(pingSpec([("params", ["page": "Int"]), ("paging", "pge")])).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:8:13: error: paging parameter 'pge' is not declared"])
        #expect(diagnostics.first?.notes.first == "did you mean 'page'?")
        #expect(decodeSpec(pingSpec([("params", ["page": "Int"]), ("paging", ["param": "page"])])).spec?.endpoints[0].paging?.param == "page")
    }

    @Test func keypathsAreDotSeparatedKeys() {
        #expect(problems(pingSpec([("keypath", "data..user")])) == ["spec.yaml:6:14: error: malformed keypath 'data..user': it has an empty key"])
        #expect(problems(pingSpec([("keypath", "data. user")])) == ["spec.yaml:6:14: error: malformed keypath 'data. user': keys cannot contain spaces"])
        #expect(problems(pingSpec([("keypath", ".data")])) == ["spec.yaml:6:14: error: malformed keypath '.data': it has an empty key"])
        #expect(decodeSpec(pingSpec([("keypath", "data.items.0")])).spec?.endpoints[0].keypath == "data.items.0")
    }

    @Test func timeoutIsAPositiveNumber() {
        #expect(problems(pingSpec([("timeout", 0)])) == ["spec.yaml:6:14: error: timeout must be a positive number of seconds, found '0'"])
        #expect(problems(pingSpec([("timeout", "fast")])) == ["spec.yaml:6:14: error: timeout must be a positive number of seconds, found 'fast'"])
        #expect(decodeSpec(pingSpec([("timeout", 2.5)])).spec?.endpoints[0].timeout == 2.5)
    }

    @Test func stubsAreRelativeJSONFiles() {
        #expect(problems(pingSpec([("stub", "/tmp/x.json")])) == ["spec.yaml:6:11: error: stub path '/tmp/x.json' must be a relative path"])
        let (spec, diagnostics) = decodeSpec(pingSpec([("stub", "Stubs/ping.txt")]))
        #expect(diagnostics.map(\.description) == ["spec.yaml:6:11: warning: stub 'Stubs/ping.txt' is not a .json file"])
        #expect(spec?.endpoints[0].stub == "Stubs/ping.txt")
    }

    @Test func deprecation() {
        #expect(decodeSpec(pingSpec([("deprecated", "Use pong.")])).spec?.endpoints[0].deprecated == Deprecation(message: "Use pong."))
        #expect(decodeSpec(pingSpec([("deprecated", true)])).spec?.endpoints[0].deprecated == Deprecation())
        #expect(decodeSpec(pingSpec([("deprecated", false)])).spec?.endpoints[0].deprecated == nil)
        #expect(problems(pingSpec([("deprecated", 1)])) == ["spec.yaml:6:17: error: expected true, false or a message for 'deprecated', found an integer"])
    }

    @Test func responseDefaultsToEmptyAndEmptyIsOnlyAWholeResponse() {
        #expect(decodeSpec(pingSpec()).spec?.endpoints[0].response == .builtin(.empty))
        #expect(problems(pingSpec([("response", "Empty?")])) == ["spec.yaml:6:15: error: 'Empty' can only be a whole response type"])
    }
}
