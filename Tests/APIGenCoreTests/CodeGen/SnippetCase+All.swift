@testable import APIGenCore

extension SnippetCase {
    static let all: [SnippetCase] = models + unions + requests + endpointFeatures + [service, accessInternal, singleFile]

    static let models: [SnippetCase] = [
        SnippetCase(
            name: "struct-keys-defaults-docs",
            spec: spec(models: [object("Profile", [
                property("id", .builtin(.int64)),
                property("displayName", .builtin(.string), key: "display_name", description: "Shown */ in \"\"\" the UI.\nSecond line: \\(x) #"),
                property("avatar", .optional(.builtin(.url))),
                property("count", .builtin(.int), defaultValue: .int(0)),
                property("metadata", .dictionary(.builtin(.json))),
                property("raw", .optional(.builtin(.data))),
            ], description: "A profile.")]),
            path: "Snippet/Models/Profile.swift"),
        SnippetCase(
            name: "struct-empty",
            spec: spec(models: [object("Nothing", [], description: "No properties at all.")]),
            path: "Snippet/Models/Nothing.swift"),
        SnippetCase(
            name: "struct-date-formats",
            spec: spec(models: [object("Times", [
                property("a", .builtin(.date), format: .iso8601),
                property("b", .optional(.builtin(.date)), format: .iso8601Fractional),
                property("c", .array(.builtin(.date)), format: .date),
                property("d", .optional(.array(.builtin(.date))), format: .unix),
                property("e", .builtin(.date), format: .unixMillis),
                property("f", .builtin(.date), format: .custom("dd/MM/yyyy \"Q\"")),
                property("g", .builtin(.date)),
            ])]),
            path: "Snippet/Models/Times.swift"),
        SnippetCase(
            name: "struct-recursive",
            spec: spec(models: [
                object("Category", [
                    property("name", .builtin(.string)),
                    property("parent", .optional(.model("Category"))),
                    property("children", .array(.model("Category"))),
                ]),
            ]),
            path: "Snippet/Models/Category.swift"),
        SnippetCase(
            name: "enum-string-open",
            spec: spec(models: [ModelSpec(name: "Status", kind: .enumeration(EnumSpec(rawType: .string, cases: [
                EnumCaseSpec(value: "active", description: "In use.", location: at(3)),
                EnumCaseSpec(value: "in_review", location: at(4)),
                EnumCaseSpec(value: "", location: at(5)),
                EnumCaseSpec(value: "1st", location: at(6)),
                EnumCaseSpec(value: "a-b", location: at(7)),
                EnumCaseSpec(value: "default", location: at(8)),
                EnumCaseSpec(value: "unknown", location: at(9)),
            ])), location: at(2))]),
            path: "Snippet/Models/Status.swift"),
        SnippetCase(
            name: "enum-int-open",
            spec: spec(models: [ModelSpec(name: "Level", kind: .enumeration(EnumSpec(rawType: .int, cases: [
                EnumCaseSpec(value: "0", location: at(3)),
                EnumCaseSpec(value: "10", location: at(4)),
                EnumCaseSpec(value: "-1", location: at(5)),
            ])), location: at(2))]),
            path: "Snippet/Models/Level.swift"),
    ]

    static let getItem = EndpointSpec(
        name: "getItem", description: "Fetch one item.", method: .get, path: "/items/{item-id}/v{version}",
        params: [
            param("itemID", .path, .builtin(.string), key: "item-id"),
            param("version", .path, .builtin(.int)),
            param("fields", .query, .optional(.array(.builtin(.string)))),
            param("limit", .query, .builtin(.int), defaultValue: .int(20)),
            param("path", .query, .optional(.builtin(.string))),
            param("requestID", .header, .optional(.builtin(.uuid)), key: "X-Request-ID"),
        ],
        headers: [HeaderSpec(name: "X-Client", value: "apigen", location: at(6))],
        response: .model("Item"), keypath: "result.item", timeout: 2.5, location: at(2))

    static let item = object("Item", [property("id", .builtin(.string))])

    static let requests: [SnippetCase] = [
        SnippetCase(
            name: "api-get-params-headers",
            spec: spec(models: [item], endpoints: [getItem], baseURLs: ["https://api.example.com"],
                       headers: [HeaderSpec(name: "Accept", value: "application/json", location: at(1))]),
            path: "Snippet/APIs/GetItemAPI.swift"),
        SnippetCase(
            name: "api-json-body",
            spec: spec(models: [item], endpoints: [EndpointSpec(
                name: "createItem", method: .post, path: "/items",
                body: BodySpec(encoding: .json, content: .type(.model("Item")), location: at(3)),
                response: .model("Item"), location: at(2))]),
            path: "Snippet/APIs/CreateItemAPI.swift"),
        SnippetCase(
            name: "api-json-fields",
            spec: spec(endpoints: [EndpointSpec(
                name: "login", method: .post, path: "/session",
                body: BodySpec(encoding: .json, content: .fields([
                    field("userName", .builtin(.string), key: "user_name"), field("password", .builtin(.string)),
                    field("remember", .optional(.builtin(.bool))),
                ]), location: at(3)),
                response: .builtin(.json), location: at(2))]),
            path: "Snippet/APIs/LoginAPI.swift"),
        SnippetCase(
            name: "api-form",
            spec: spec(endpoints: [EndpointSpec(
                name: "postForm", method: .post, path: "/post",
                body: BodySpec(encoding: .form, content: .fields([
                    field("name", .builtin(.string)), field("tags", .array(.builtin(.string))), field("note", .optional(.builtin(.string))),
                ]), location: at(3)),
                response: .builtin(.empty), location: at(2))]),
            path: "Snippet/APIs/PostFormAPI.swift"),
        SnippetCase(
            name: "api-multipart",
            spec: spec(endpoints: [EndpointSpec(
                name: "upload", method: .put, path: "/files/{name}",
                params: [param("name", .path, .builtin(.string))],
                body: BodySpec(encoding: .multipart, content: .fields([
                    field("file", .builtin(.file)), field("thumbnail", .optional(.builtin(.file))), field("caption", .optional(.builtin(.string))),
                ]), location: at(3)),
                location: at(2))]),
            path: "Snippet/APIs/UploadAPI.swift"),
        SnippetCase(
            name: "api-paging-stub",
            spec: spec(models: [item], endpoints: [EndpointSpec(
                name: "listItems", method: .get, path: "/items",
                params: [param("query", .query, .optional(.builtin(.string))), param("page", .query, .optional(.builtin(.int)), defaultValue: .int(1))],
                response: .array(.model("Item")), paging: PagingSpec(param: "page", location: at(4)), stub: "Stubs/items.json",
                location: at(2))]),
            path: "Snippet/APIs/ListItemsAPI.swift"),
        SnippetCase(
            name: "api-deprecated-envelope",
            spec: spec(models: [ModelSpec(
                name: "Legacy", kind: .object([property("id", .builtin(.int))]), deprecated: Deprecation(), location: at(3))],
                endpoints: [EndpointSpec(
                name: "oldItem", method: .delete, path: "/old/{id}", params: [param("id", .path, .builtin(.int))],
                response: .model("Legacy"), deprecated: Deprecation(message: "Use \"getItem\"."), location: at(2))],
                envelope: EnvelopeSpec(code: "meta.code", success: [.int(0), .string("OK")], message: "meta.message", data: "data", location: at(1))),
            path: "Snippet/APIs/OldItemAPI.swift"),
    ]

    static let service = SnippetCase(
        name: "service",
        spec: ServiceSpec(
            file: "Specs/Snippet.yaml", service: "snippet-api", description: "The snippet service.",
            baseURLs: ["https://a.example.com", "https://b.example.com"],
            models: [item],
            endpoints: [
                getItem,
                EndpointSpec(name: "ping", method: .head, path: "/ping", location: at(8)),
                EndpointSpec(
                    name: "listItems", method: .get, path: "/items", params: [param("page", .query, .builtin(.int), defaultValue: .int(1))],
                    response: .array(.model("Item")), paging: PagingSpec(param: "page", location: at(9)), location: at(9)),
                EndpointSpec(
                    name: "old", method: .get, path: "/old", response: .model("Item"), deprecated: Deprecation(), location: at(10)),
            ],
            location: at(1)),
        path: "SnippetApi/SnippetApiService.swift")

    static let accessInternal = SnippetCase(
        name: "access-internal",
        spec: spec(models: [item], endpoints: [getItem]),
        path: "Snippet.swift",
        options: GeneratorOptions(access: .internal, layout: .singleFile))

    static let singleFile = SnippetCase(
        name: "single-file-package",
        spec: spec(models: [ModelSpec(name: "Kind", kind: .enumeration(EnumSpec(rawType: .string, cases: [
            EnumCaseSpec(value: "a", location: at(3)),
        ])), location: at(2))], endpoints: [EndpointSpec(name: "kinds", method: .get, path: "/kinds", response: .array(.model("Kind")), location: at(4))]),
        path: "Snippet.swift",
        options: GeneratorOptions(access: .package, layout: .singleFile))
}

extension SnippetCase {
    /// Every snippet's models and endpoints in one spec (first of each name wins), generated as a
    /// single file into the compiled `Clients/` target: each feature's code must also build.
    static var combinedSpec: ServiceSpec {
        var models: [ModelSpec] = []
        var endpoints: [EndpointSpec] = []
        for snippet in all {
            for model in snippet.spec.models where !models.contains(where: { $0.name == model.name }) {
                models.append(model)
            }
            for endpoint in snippet.spec.endpoints where !endpoints.contains(where: { $0.name == endpoint.name }) {
                endpoints.append(endpoint)
            }
        }
        return ServiceSpec(
            file: "Specs/Snippets.yaml", service: "Snippets", baseURLs: ["https://api.example.com"],
            envelope: EnvelopeSpec(code: "code", success: [.int(0)], location: at(1)), security: securitySchemes,
            models: models, endpoints: endpoints, location: at(1))
    }
}
