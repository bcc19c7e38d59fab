import Testing
@testable import APIGenCore

@Suite struct SpecDecoderTests {
    /// The spec sketch of DESIGN.md, as written there.
    static let designExample: TestNode = [
        "service": "Users",
        "baseURLs": ["https://api.example.com/v1", "https://backup.example.com/v1"],
        "headers": ["Accept": "application/json"],
        "envelope": ["code": "code", "success": [0, 200], "message": "message", "data": "data"],
        "models": [
            "User": [
                "description": "A registered user.",
                "properties": [
                    "id": "Int", "name": "String", "email": "String?",
                    "avatarURL": ["type": "URL?", "key": "avatar_url"],
                    "role": "Role",
                    "createdAt": ["type": "Date", "format": "iso8601"],
                    "tags": "[String]",
                ],
            ],
            "Role": ["enum": ["admin", "member", "guest"]],
        ],
        "endpoints": [
            "getUser": [
                "description": "Fetch one user.", "method": "GET", "path": "/users/{id}",
                "params": ["id": ["in": "path", "type": "Int"], "verbose": ["in": "query", "type": "Bool?"]],
                "response": "User", "keypath": "data.user", "timeout": 10,
            ],
            "listUsers": [
                "method": "GET", "path": "/users",
                "params": ["page": ["in": "query", "type": "Int", "default": 1]],
                "response": "[User]", "keypath": "data.items", "paging": ["param": "page"], "stub": "Stubs/listUsers.json",
            ],
            "uploadAvatar": [
                "method": "POST", "path": "/users/{id}/avatar",
                "params": ["id": ["in": "path", "type": "Int"]],
                "body": ["encoding": "multipart", "fields": ["file": "File", "caption": "String?"]],
                "response": "Empty",
            ],
        ],
    ]

    @Test func decodesTheDesignExample() throws {
        let (spec, diagnostics) = decodeSpec(Self.designExample)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let service = try #require(spec)
        #expect(service.service == "Users")
        #expect(service.baseURLs == ["https://api.example.com/v1", "https://backup.example.com/v1"])
        #expect(service.headers.map(\.name) == ["Accept"])
        #expect(service.envelope?.success == [.int(0), .int(200)])
        #expect(service.envelope?.data == "data")
        #expect(service.models.map(\.name) == ["User", "Role"])
        guard case .object(let properties) = service.models[0].kind else {
            Issue.record("User is not an object")
            return
        }
        #expect(properties.map(\.name) == ["id", "name", "email", "avatarURL", "role", "createdAt", "tags"])
        #expect(properties[2].type == .optional(.builtin(.string)))
        #expect(properties[3].key == "avatar_url")
        #expect(properties[3].type == .optional(.builtin(.url)))
        #expect(properties[4].type == .model("Role"))
        #expect(properties[5].format == .iso8601)
        #expect(properties[6].type == .array(.builtin(.string)))
        #expect(service.models[1].kind == .enumeration(EnumSpec(rawType: .string, cases: [
            EnumCaseSpec(value: "admin", location: SourceLocation(file: "spec.yaml", line: 31, column: 9)),
            EnumCaseSpec(value: "member", location: SourceLocation(file: "spec.yaml", line: 32, column: 9)),
            EnumCaseSpec(value: "guest", location: SourceLocation(file: "spec.yaml", line: 33, column: 9)),
        ])))
        let getUser = service.endpoints[0]
        #expect(getUser.method == .get)
        #expect(getUser.params.map(\.placement) == [.path, .query])
        #expect(getUser.response == .model("User"))
        #expect(getUser.keypath == "data.user")
        #expect(getUser.timeout == 10)
        #expect(getUser.location == SourceLocation(file: "spec.yaml", line: 35, column: 3))
        let listUsers = service.endpoints[1]
        #expect(listUsers.params[0].defaultValue == .int(1))
        #expect(listUsers.paging?.param == "page")
        #expect(listUsers.stub == "Stubs/listUsers.json")
        let upload = service.endpoints[2]
        #expect(upload.body?.encoding == .multipart)
        #expect(upload.body?.content == .fields([
            FieldSpec(name: "file", type: .builtin(.file), location: SourceLocation(file: "spec.yaml", line: 72, column: 9)),
            FieldSpec(name: "caption", type: .optional(.builtin(.string)), location: SourceLocation(file: "spec.yaml", line: 73, column: 9)),
        ]))
        #expect(upload.response == .builtin(.empty))
    }

    @Test func rootMustBeAMapping() {
        let empty = Node.scalar(Node.Scalar("", location: SourceLocation(file: "spec.yaml", line: 1, column: 1)))
        #expect(SpecDecoder.decode(empty, file: "spec.yaml").diagnostics.map(\.description) == ["spec.yaml:1:1: error: the spec is empty"])
        #expect(problems(["a"]) == ["spec.yaml:1:1: error: expected a mapping for the spec, found a list"])
        #expect(decodeSpec(["a"]).spec == nil)
    }

    @Test func serviceIsRequired() {
        let (spec, diagnostics) = decodeSpec(["endpoints": [:]])
        #expect(spec == nil)
        #expect(diagnostics.map(\.description) == ["spec.yaml:1:1: error: missing key 'service' at the top level"])
        #expect(diagnostics.first?.notes == ["name the service, e.g. 'service: Users', which generates 'UsersService'"])
    }

    @Test func unknownKeysSuggestTheClosestKey() {
        let diagnostics = decodeSpec(pingSpec([("respnse", "Empty")])).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:6:5: error: unknown key 'respnse' in endpoint 'ping'"])
        #expect(diagnostics.first?.notes == ["did you mean 'response'?"])
        let top = decodeSpec(["service": "Users", "zzz": 1]).diagnostics
        #expect(top.map(\.description) == ["spec.yaml:2:1: error: unknown key 'zzz' at the top level"])
        #expect(top.first?.notes == ["valid keys are: service, description, baseURLs, headers, envelope, security, models, endpoints"])
    }

    @Test func extensionKeysAreIgnored() {
        #expect(problems(["service": "Users", "x-owner": "team-a", "models": ["A": ["x-note": 1, "enum": ["a"]]]]) == [])
    }

    @Test func wrongShapesSayWhatWasExpected() {
        #expect(problems(["service": "Users", "models": ["a", "b"]]) == ["spec.yaml:3:3: error: expected a mapping for 'models', found a list"])
        #expect(problems(["service": ["a": 1]]) == ["spec.yaml:2:3: error: expected a string for 'service', found a mapping"])
        #expect(problems(["service": "Users", "baseURLs": "https://a.example"]) == [
            "spec.yaml:2:11: error: expected a list for 'baseURLs', found a string",
        ])
    }

    @Test func baseURLsMustBeAbsoluteHTTPURLs() {
        let diagnostics = decodeSpec(["service": "Users", "baseURLs": ["api.example.com", "https://ok.example.com", "ftp://x.example"]]).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:3:5: error: base URL 'api.example.com' is not an absolute http(s) URL",
            "spec.yaml:5:5: error: base URL 'ftp://x.example' is not an absolute http(s) URL",
        ])
        #expect(diagnostics.first?.notes == ["write the scheme and host, e.g. 'https://api.example.com/v1'"])
    }

    @Test func headersAreTokensUniqueIgnoringCase() {
        let (spec, diagnostics) = decodeSpec(["service": "Users", "headers": ["Accept": "application/json", "accept": "text/plain", "Bad Name": "x", "X-Version": 2]])
        #expect(spec == nil)
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:4:3: error: header 'accept' repeats 'Accept' (header names ignore case)",
            "spec.yaml:5:3: error: invalid header name 'Bad Name'",
        ])
        let valid = decodeSpec(["service": "Users", "headers": ["X-Version": 2]]).spec
        #expect(valid?.headers.first?.value == "2")
    }

    @Test func envelopeNeedsCodeAndSuccess() {
        #expect(problems(["service": "Users", "envelope": ["message": "msg"]]) == [
            "spec.yaml:2:1: error: missing key 'code' in the envelope",
            "spec.yaml:2:1: error: missing key 'success' in the envelope",
        ])
        #expect(problems(["service": "Users", "envelope": ["code": "meta..code", "success": [1.5]]]) == [
            "spec.yaml:3:9: error: malformed keypath 'meta..code': it has an empty key",
            "spec.yaml:5:7: error: expected an integer or a string for a success code, found a number",
        ])
        let envelope = decodeSpec(["service": "Users", "envelope": ["code": "status", "success": "OK"]]).spec?.envelope
        #expect(envelope?.success == [.string("OK")])
        #expect(envelope?.data == nil)
    }

    @Test func collectsEveryProblemSortedByLocation() {
        let spec: TestNode = [
            "service": "Users",
            "endpoints": ["ping": ["method": "FETCH", "path": "ping", "timeout": -1]],
            "models": ["String": ["enum": ["a", "a"]]],
        ]
        let diagnostics = decodeSpec(spec).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:4:13: error: invalid HTTP method 'FETCH'",
            "spec.yaml:5:11: error: path 'ping' must start with '/'",
            "spec.yaml:6:14: error: timeout must be a positive number of seconds, found '-1'",
            "spec.yaml:8:3: error: model 'String' clashes with the built-in type 'String'",
            "spec.yaml:11:9: error: duplicate enum value 'a' in 'String'",
        ])
        #expect(diagnostics == diagnostics.sorted())
    }

    @Test func renderedDiagnosticShowsTheLineAndCaret() {
        let document = pingSpec([("respnse", "Empty")]).document()
        let diagnostics = SpecDecoder.decode(document.node, file: "spec.yaml").diagnostics
        let rendered = DiagnosticRenderer(sources: ["spec.yaml": document.text]).render(diagnostics)
        #expect(rendered == """
            spec.yaml:6:5: error: unknown key 'respnse' in endpoint 'ping'
                respnse: Empty
                ^
            note: did you mean 'response'?
            """)
    }
}

@Suite struct SpecFormatIndependenceTests {
    @Test func quotingAndLocationsDoNotChangeTheMeaning() throws {
        let yaml = SpecDecoderTests.designExample.document().node
        let fromYAML = try #require(SpecDecoder.decode(yaml, file: "spec.yaml").spec)
        let fromJSON = try #require(SpecDecoder.decode(yaml.asJSONStyle, file: "twin.json").spec)
        #expect(fromYAML.withoutLocations == fromJSON.withoutLocations)
        #expect(fromJSON.endpoints[0].location == SourceLocation(file: "twin.json", line: 135, column: 10))
        #expect(fromYAML != fromJSON)
    }

    @Test func errorsInQuotedTypesPointInsideTheQuotes() {
        let yaml = pingSpec([("response", "[Usr]")]).document().node
        #expect(SpecDecoder.decode(yaml, file: "spec.yaml").diagnostics.map(\.description) == [
            "spec.yaml:6:17: error: unknown type 'Usr'",
        ])
        #expect(SpecDecoder.decode(yaml.asJSONStyle, file: "twin.json").diagnostics.map(\.description) == [
            "twin.json:106:24: error: unknown type 'Usr'",
        ])
    }
}
