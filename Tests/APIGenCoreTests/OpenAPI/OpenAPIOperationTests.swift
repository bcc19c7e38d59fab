import Testing
@testable import APIGenCore

/// Operations → endpoints: names, parameters, paths.
@Suite struct OpenAPIOperationTests {
    @Test func operationIdsBecomeNaturalSwiftNames() {
        let document = openAPI30(paths: """
              /v1/customers:
                get: { operationId: GetV1Customers, responses: { "200": { description: ok } } }
              /orgs/{org}/repos:
                get:
                  operationId: repos/list-for-org
                  parameters: [{ name: org, in: path, required: true, schema: { type: string } }]
                  responses: { "200": { description: ok } }
              /account_links:
                post: { operationId: post_account_links, responses: { "200": { description: ok } } }
              /users/{user-id}/posts:
                get:
                  parameters: [{ name: user-id, in: path, required: true, schema: { type: integer } }]
                  responses: { "200": { description: ok } }
            """)
        let (spec, diagnostics) = importOpenAPI(document)
        #expect(diagnostics.isEmpty)
        #expect(spec?.endpoints.map(\.name) == ["getV1Customers", "reposListForOrg", "postAccountLinks", "getUsersByUserIdPosts"])
        // Placeholders are renamed to the Swift parameter; the wire name stays the key.
        let posts = spec?.endpoint("getUsersByUserIdPosts")
        #expect(posts?.path == "/users/{userId}/posts")
        #expect(posts?.params.map { "\($0.name) \($0.key) \($0.placement) \($0.type)" } == ["userId user-id path Int"])
    }

    @Test func collidingNamesAreRenamedWithAWarning() {
        let document = openAPI30(paths: """
              /a:
                get: { operationId: list-items, responses: { "200": { description: ok } } }
              /b:
                get: { operationId: listItems, responses: { "200": { description: ok } } }
            """)
        let (spec, diagnostics) = importOpenAPI(document)
        #expect(spec?.endpoints.map(\.name) == ["listItems", "listItems2"])
        #expect(diagnostics.map(\.description) == [
            "api.yaml:7:25: warning: operation name 'listItems' is used twice; this one is named 'listItems2'",
        ])
        #expect(diagnostics.first?.notes == ["give the operation a unique operationId", "at #/paths/~1b/get"])
    }

    @Test func pathLevelParametersMergeAndOperationParametersWin() {
        let document = openAPI30(paths: """
              /pets/{id}:
                parameters:
                  - { name: id, in: path, required: true, schema: { type: string } }
                  - { name: verbose, in: query, schema: { type: boolean } }
                get:
                  operationId: getPet
                  parameters:
                    - { name: id, in: path, required: true, schema: { type: integer, format: int64 } }
                    - { name: X-Trace, in: header, schema: { type: string, format: uuid } }
                    - { name: Accept, in: header, schema: { type: string } }
                    - { name: session, in: cookie, required: true, schema: { type: string } }
                    - { name: limit, in: query, schema: { type: integer, default: 20 } }
                  responses: { "200": { description: ok } }
            """)
        let endpoint = importOpenAPI(document).spec?.endpoint("getPet")
        #expect(endpoint?.params.map { "\($0.name):\($0.placement):\($0.type)" } == [
            "verbose:query:Bool?", "id:path:Int64", "xTrace:header:UUID?", "session:cookie:String", "limit:query:Int?",
        ])
        #expect(endpoint?.params.last?.defaultValue == .int(20))
    }

    @Test func argumentsThatCollideAcrossPlacementsGetDistinctNames() {
        let document = openAPI30(paths: """
              /items/{id}:
                put:
                  operationId: putItem
                  parameters:
                    - { name: id, in: path, required: true, schema: { type: string } }
                    - { name: id, in: query, schema: { type: string } }
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema: { type: object, properties: { id: { type: string } }, required: [id] }
                  responses: { "204": { description: done } }
            """)
        let endpoint = importOpenAPI(document).spec?.endpoint("putItem")
        #expect(endpoint?.params.map(\.name) == ["id", "id2"])
        guard case .fields(let fields)? = endpoint?.body?.content else {
            Issue.record("expected form fields")
            return
        }
        #expect(fields.map { "\($0.name) \($0.key) \($0.type)" } == ["id3 id String"])
        #expect(endpoint?.body?.encoding == .form)
    }

    @Test func inlineEnumParametersBecomeEnumModels() {
        let document = openAPI30(paths: """
              /pets:
                get:
                  operationId: listPets
                  parameters:
                    - { name: status, in: query, schema: { type: string, enum: [available, sold], default: sold } }
                    - name: tags
                      in: query
                      style: pipeDelimited
                      explode: false
                      schema: { type: array, items: { type: string } }
                    - name: filter
                      in: query
                      style: deepObject
                      schema: { type: object, additionalProperties: { type: string } }
                  responses: { "200": { description: ok } }
            """)
        let spec = importOpenAPI(document).spec
        let endpoint = spec?.endpoint("listPets")
        #expect(spec?.model("ListPetsStatus")?.enumValues == ["available", "sold"])
        #expect(endpoint?.params.map { "\($0.name):\($0.type)" } == ["status:ListPetsStatus?", "tags:[String]?", "filter:[String: String]?"])
        #expect(endpoint?.params[0].defaultValue == .enumCase("sold"))
        #expect(endpoint?.params[1].style == .pipeDelimited)
        #expect(endpoint?.params[1].explode == false)
        #expect(endpoint?.params[2].style == .deepObject)
    }

    @Test func undeclaredAndUnusedPathParametersAreReconciled() {
        let document = openAPI30(paths: """
              /a/{missing}:
                get:
                  operationId: broken
                  parameters: [{ name: other, in: path, required: true, schema: { type: string } }]
                  responses: { "200": { description: ok } }
            """)
        let (spec, diagnostics) = importOpenAPI(document)
        #expect(spec?.endpoint("broken")?.path == "/a/{missing}")
        #expect(spec?.endpoint("broken")?.params.map(\.name) == ["missing"])
        #expect(diagnostics.map(\.message) == [
            "path parameter 'missing' is not declared; it is generated as a String",
            "path parameter 'other' does not appear in the path '/a/{missing}'; it is left out",
        ])
    }

    /// What no request can send twice or at all (ogen's negative cases): a placeholder written twice takes one value;
    /// a header declared again in other case, an empty parameter name and an API key with an empty name are left out
    /// with a warning. `apigen import` used to write each of these as a native spec it then refused.
    @Test func repeatedPlaceholdersSameHeadersAndEmptyNames() {
        let document = openAPI30(paths: """
              /users/{id}/issues/{id}/{tag}/{tag}:
                get:
                  operationId: issues
                  parameters:
                    - { name: id, in: path, required: true, schema: { type: integer } }
                    - { name: X-Boo, in: header, schema: { type: string } }
                    - { name: x-boo, in: header, schema: { type: integer } }
                    - { name: "", in: cookie, schema: { type: string } }
                  responses: { "200": { description: ok } }
            """, components: """
              securitySchemes:
                key: { type: apiKey, in: query, name: "" }
                bearer: { type: http, scheme: bearer }
            """)
        let (spec, diagnostics) = importOpenAPI(document)
        let endpoint = spec?.endpoint("issues")
        #expect(endpoint?.path == "/users/{id}/issues/{id}/{tag}/{tag}")
        #expect(endpoint?.params.map { "\($0.name):\($0.placement):\($0.key):\($0.type)" } == [
            "id:path:id:Int", "xBoo:header:X-Boo:String?", "tag:path:tag:String",
        ])
        #expect(spec?.security.map(\.name) == ["bearer"])
        #expect(diagnostics.map(\.description) == [
            "api.yaml:5:5: warning: path parameter 'tag' is not declared; it is generated as a String",
            "api.yaml:10:19: warning: header parameter 'x-boo' is the same header as 'X-Boo' (header names ignore case); it is left out",
            "api.yaml:11:19: warning: this parameter's 'name' is empty, so no request can send it; it is left out",
            "api.yaml:15:43: warning: security scheme 'key' has an empty 'name', so no request can send its key; it is left out",
        ])
        if let spec { SpecWriterRoundTrip.expectRoundTrip(spec) }
    }

    /// Converted documents (AWS, ShipStation) write query strings into path keys. The fixed items are sent as written,
    /// `{name}` values become query parameters under the query string's names (also when declared `in: path`), the
    /// name comes from the path and the fixed items, and the document is told once.
    @Test func queryStringsInPathKeysBecomeFixedItemsAndQueryParameters() throws {
        let document = openAPI30(paths: """
              /{Bucket}?acl:
                get:
                  parameters: [{ name: Bucket, in: path, required: true, schema: { type: string } }]
                  responses: { "200": { description: ok } }
              /{Bucket}:
                get:
                  parameters: [{ name: Bucket, in: path, required: true, schema: { type: string } }]
                  responses: { "200": { description: ok } }
              /stores?showInactive={showInactive}&list-type=2&marketplace={marketplaceId}&sort%20by=a%2Cb#top:
                get:
                  operationId: listStores
                  parameters:
                    - { name: showInactive, in: path, required: true, schema: { type: boolean } }
                    - { name: marketplaceId, in: query, schema: { type: integer } }
                  responses: { "200": { description: ok } }
              /search?q={term}:
                get:
                  operationId: search
                  responses: { "200": { description: ok } }
            """)
        let (spec, diagnostics) = importOpenAPI(document)
        #expect(diagnostics.map(\.description) == [
            "api.yaml:5:5: warning: the path '/{Bucket}?acl' has a query string, which OpenAPI paths cannot hold; apigen sends its "
                + "items as written and its '{name}' values as query parameters (this applies to every such path of the document)",
            "api.yaml:20:5: warning: query parameter 'term' of the path is not declared; it is generated as a String",
        ])
        let acl = try #require(spec?.endpoint("getByBucketAcl"))
        #expect(acl.path == "/{bucket}")
        #expect(acl.query.map { "\($0.name)=\($0.value)" } == ["acl="])
        #expect(spec?.endpoint("getByBucket")?.query.isEmpty == true)
        let stores = try #require(spec?.endpoint("listStores"))
        #expect(stores.path == "/stores")
        #expect(stores.query.map { "\($0.name)=\($0.value)" } == ["list-type=2", "sort by=a,b"])
        #expect(stores.params.map { "\($0.name):\($0.placement):\($0.key):\($0.type)" } == [
            "showInactive:query:showInactive:Bool", "marketplaceId:query:marketplace:Int?",
        ])
        #expect(spec?.endpoint("search")?.params.map { "\($0.name):\($0.placement):\($0.key)" } == ["term:query:q"])

        // The native spec says the same, and the API class sends the fixed items first.
        let imported = try #require(spec)
        let written = SpecWriter.write(imported, importedFrom: "api.yaml")
        #expect(written.diagnostics.isEmpty)
        #expect(written.text.contains("    query: { acl: \"\" }\n") || written.text.contains("    query: {acl: \"\"}\n"), "\(written.text)")
        let reread = SpecDecoder.decode(try YAMLReader.read(written.text, file: "api.apigen.yaml"), file: "api.apigen.yaml")
        #expect(reread.diagnostics.isEmpty, "\(reread.diagnostics)")
        #expect(reread.spec?.endpoints.map(\.query.count) == imported.endpoints.map(\.query.count))
        #expect(reread.spec?.endpoint("listStores")?.params.map(\.key) == ["showInactive", "marketplace"])
        let api = CodeModelBuilder.build(imported).model.apis.first { $0.className == "ListStoresAPI" }
        #expect(api?.queryItems == [
            #"QueryItem("list-type", "2")"#, #"QueryItem("sort by", "a,b")"#, #"QueryItem("showInactive", showInactive)"#, #"QueryItem("marketplace", marketplaceId)"#,
        ])
    }

    /// A Swagger 2.0 form field whose items have no type (GitLab's `actions`) is a list of free-form values, `[JSON]`,
    /// each element sent as its text (an object as compact JSON). It once stopped generation with "a form body field
    /// cannot have type '[JSON]'", then was `[String]` with a warning.
    @Test func swaggerFormFieldsOfUntypedItemsAreListsOfJSON() throws {
        let (spec, diagnostics) = importOpenAPI("""
            swagger: "2.0"
            info: { title: T, version: "1" }
            host: api.test
            paths:
              /commits:
                post:
                  operationId: commit
                  consumes: [application/x-www-form-urlencoded]
                  parameters:
                    - { name: message, in: formData, required: true, type: string }
                    - { name: actions, in: formData, type: array, items: { x-type: object } }
                  responses: { "201": { description: created } }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let body = try #require(spec?.endpoint("commit")?.body)
        #expect(body.encoding == .form)
        guard case .fields(let fields) = body.content else {
            Issue.record("expected form fields, got \(body.content)")
            return
        }
        #expect(fields.map { "\($0.name):\($0.type)" } == ["message:String", "actions:[JSON]?"])
        let imported = try #require(spec)
        SpecWriterRoundTrip.expectRoundTrip(imported)
        let (model, problems) = CodeModelBuilder.build(imported)
        #expect(problems.isEmpty, "\(problems)")
        #expect(model.apis.first?.bodyExpression == #".form([FormField("message", message), FormField("actions", actions)])"#)
    }

    /// Stripe's request bodies are forms whose fields are objects, maps and lists of objects (`address`, `metadata`,
    /// `items`), declared with `encoding: { style: deepObject }`. They were `String` fields with a warning ("encode the
    /// value yourself"), which no caller could fill in usefully; they are now typed and sent as `name[key]=value` pairs.
    /// Bytes still cannot go in a form.
    @Test func formFieldsThatAreObjectsAreSentAsDeepObjects() throws {
        let (spec, diagnostics) = importOpenAPI(openAPI30(paths: """
              /customers:
                post:
                  operationId: createCustomer
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        encoding:
                          address: { style: deepObject, explode: true }
                          metadata: { style: deepObject, explode: true }
                          expand: { style: deepObject, explode: true }
                        schema:
                          type: object
                          required: [email]
                          properties:
                            email: { type: string }
                            address: { type: object, properties: { line1: { type: string }, city: { type: string } } }
                            metadata: { type: object, additionalProperties: { type: string } }
                            items: { type: array, items: { type: object, properties: { price: { type: string } } } }
                            tags: { type: array, items: { type: string } }
                            expand: { type: array, items: { type: string } }
                            photo: { type: string, format: binary }
                  responses: { "200": { description: ok } }
            """))
        #expect(diagnostics.map(\.message) == [
            "form field 'photo' has a type that cannot be sent as a form field ('Data'); it is generated as a String",
        ])
        let body = try #require(spec?.endpoint("createCustomer")?.body)
        guard case .fields(let fields) = body.content else {
            Issue.record("expected form fields, got \(body.content)")
            return
        }
        #expect(fields.map { "\($0.name):\($0.type)" } == [
            "email:String", "address:CreateCustomerAddress?", "metadata:[String: String]?",
            "items:[CreateCustomerItemsItem]?", "tags:[String]?", "expand:[String]?", "photo:String?",
        ])
        // A list of simple values keeps repeating its name unless its `encoding` says deepObject (Stripe's `expand`).
        #expect(fields.map { $0.style?.rawValue ?? "-" } == ["-", "-", "-", "-", "-", "deepObject", "-"])
        let imported = try #require(spec)
        SpecWriterRoundTrip.expectRoundTrip(imported)
        let (model, problems) = CodeModelBuilder.build(imported)
        #expect(problems.isEmpty, "\(problems)")
        #expect(model.apis.first?.bodyExpression == ".form([" + [
            #"FormField("email", email)"#, #"FormField("address", deepObject: address)"#,
            #"FormField("metadata", deepObject: metadata)"#, #"FormField("items", deepObject: items)"#,
            #"FormField("tags", tags)"#, #"FormField("expand", deepObject: expand)"#, #"FormField("photo", photo)"#,
        ].joined(separator: ", ") + "])")
    }

    /// Stripe's list operations filter with deepObject query parameters: `expand` (a list, `expand[0]=…`) and `created`
    /// (an object of bounds or a timestamp, `created[gte]=…`). The list fell back to repeating its name and the union to
    /// a String the caller encodes, with 210 warnings on Stripe's 2023 description; both are now typed and sent as
    /// bracketed pairs. A simple object keeps its text-dictionary form.
    @Test func deepObjectQueryParametersKeepListsAndModels() throws {
        let (spec, diagnostics) = importOpenAPI(openAPI30(paths: """
              /charges:
                get:
                  operationId: listCharges
                  parameters:
                    - { name: expand, in: query, style: deepObject, explode: true, schema: { type: array, items: { type: string } } }
                    - name: created
                      in: query
                      style: deepObject
                      explode: true
                      schema:
                        anyOf:
                          - { type: object, properties: { gte: { type: integer }, lt: { type: integer } } }
                          - { type: integer }
                    - { name: filter, in: query, style: deepObject, explode: false, schema: { type: object, additionalProperties: { type: string } } }
                    - { name: cancel_at, in: query, style: deepObject, schema: { anyOf: [{ type: string, enum: [now] }, { type: integer }] } }
                    - { name: tags, in: query, schema: { type: array, items: { type: string } } }
                  responses: { "200": { description: ok } }
            """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let params = try #require(spec?.endpoint("listCharges")?.params)
        #expect(params.map { "\($0.name):\($0.type):\($0.style?.rawValue ?? "-"):\($0.explode.map(String.init) ?? "-")" } == [
            "expand:[String]?:deepObject:-", "created:ListChargesCreated?:deepObject:-", "filter:[String: String]?:deepObject:-",
            "cancelAt:ListChargesCancelAt?:deepObject:-", "tags:[String]?:-:-",
        ])
        let imported = try #require(spec)
        SpecWriterRoundTrip.expectRoundTrip(imported)
        let (model, problems) = CodeModelBuilder.build(imported)
        #expect(problems.isEmpty, "\(problems)")
        #expect(model.apis.first?.queryItems == [
            #"QueryItem("expand", deepObject: expand)"#, #"QueryItem("created", deepObject: created)"#,
            #"QueryItem("filter", entries: filter, style: .deepObject)"#, #"QueryItem("cancel_at", deepObject: cancelAt)"#,
            #"QueryItem("tags", tags)"#,
        ])
    }

    /// A free-form value (`{}`, or a schema with no type) is `JSON` in every placement a parameter has, alone or in a
    /// list; in a multipart body it stays one JSON part, which carries it as what it is.
    @Test func freeFormParametersAreJSON() throws {
        let document = openAPI30(paths: """
              /things/{key}:
                post:
                  operationId: postThing
                  parameters:
                    - { in: path, name: key, required: true, schema: {} }
                    - { in: query, name: where, schema: { description: any value } }
                    - { in: header, name: X-Trace, schema: { type: array, items: {} } }
                  requestBody:
                    content:
                      multipart/form-data:
                        schema: { type: object, properties: { meta: {}, tags: { type: array, items: {} }, note: { type: string } } }
                  responses: { "204": { description: done } }
            """)
        let (imported, diagnostics) = importOpenAPI(document)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let spec = try #require(imported)
        let endpoint = try #require(spec.endpoint("postThing"))
        #expect(endpoint.params.map { "\($0.name):\($0.type)" } == ["key:JSON", "where:JSON?", "xTrace:[JSON]?"])
        SpecWriterRoundTrip.expectRoundTrip(spec)
        let (model, problems) = CodeModelBuilder.build(spec)
        #expect(problems.isEmpty, "\(problems)")
        let api = try #require(model.apis.first)
        #expect(api.queryItems == [#"QueryItem("where", `where`)"#])
        #expect(api.headerItems == [#"HTTPHeader("X-Trace", xTrace)"#])
        #expect(api.bodyExpression == #".multipart([MultipartPart("meta", json: meta), MultipartPart("tags", json: tags), MultipartPart("note", note)])"#)
    }

    @Test func documentationAndDeprecation() {
        let document = openAPI30(paths: """
              /a:
                get:
                  operationId: old
                  summary: Lists things.
                  description: Newest first.
                  deprecated: true
                  responses: { "200": { description: ok } }
            """)
        let endpoint = importOpenAPI(document).spec?.endpoint("old")
        #expect(endpoint?.description == "Lists things.\n\nNewest first.")
        #expect(endpoint?.deprecated == Deprecation())
    }

    @Test func traceIsReportedNotDropped() {
        let document = openAPI30(paths: """
              /a:
                trace: { operationId: traceIt, responses: { "200": { description: ok } } }
            """)
        let (spec, diagnostics) = importOpenAPI(document)
        #expect(spec?.endpoints.isEmpty == true)
        #expect(diagnostics.map(\.description) == [
            "api.yaml:5:5: warning: TRACE operations are not supported; 'trace /a' is left out",
        ])
    }

    /// OpenAPI 3.2's `query` operation is a QUERY request, body and all; `additionalOperations` are read like the
    /// fixed operations, and a method apigen does not send is reported like TRACE. Both used to vanish without a word.
    @Test func openAPI32QueryAndAdditionalOperations() {
        let document = """
            openapi: 3.2.0
            info: { title: Test, version: "1" }
            paths:
              /search:
                get: { operationId: find, responses: { "200": { description: ok } } }
                query:
                  operationId: search
                  requestBody: { content: { application/json: { schema: { type: object, properties: { q: { type: string } } } } } }
                  responses: { "200": { description: ok, content: { application/json: { schema: { type: array, items: { type: string } } } } } }
                additionalOperations:
                  LINK: { responses: { "204": { description: ok } } }
                  PATCH: { operationId: touch, responses: { "204": { description: ok } } }
            """
        let (spec, diagnostics) = importOpenAPI(document)
        #expect(spec?.endpoints.map { "\($0.name) \($0.method.rawValue)" } == ["find GET", "search QUERY", "touch PATCH"])
        #expect(spec?.endpoint("search")?.body?.content == .type(.model("SearchRequest")))
        #expect(spec?.endpoint("search")?.response == .array(.builtin(.string)))
        #expect(diagnostics.map(\.description) == [
            "api.yaml:11:7: warning: LINK operations are not supported; 'link /search' is left out",
        ])
        if let spec { SpecWriterRoundTrip.expectRoundTrip(spec) }
    }

    /// A response key that is no status code, and a path with a brace never closed: used to be dropped without a word.
    @Test func responseKeysThatAreNoStatusCodesAndUnclosedBraces() {
        let document = openAPI30(paths: """
              /foo/{param:
                get:
                  operationId: foo
                  responses: { XX: { description: odd }, 2xx: { description: ok, content: { text/plain: { schema: { type: string } } } } }
            """)
        let (spec, diagnostics) = importOpenAPI(document)
        #expect(spec?.endpoint("foo")?.path == "/foo/param")
        #expect(spec?.endpoint("foo")?.response == .builtin(.string))
        #expect(diagnostics.map(\.description) == [
            "api.yaml:5:5: warning: the path '/foo/{param' has a '{' that is not closed; the brace is left out of the request's path",
            "api.yaml:7:20: warning: 'XX' is not a status code; this response is ignored",
        ])
    }

    @Test func vendorExtensionsAndConfigSettings() {
        let document = openAPI30(paths: """
              /users:
                get:
                  operationId: listUsers
                  x-apigen-keypath: data.items
                  x-apigen-paging: page
                  x-apigen-timeout: 2.5
                  x-apigen-stub: Stubs/users.json
                  parameters: [{ name: page, in: query, schema: { type: integer } }]
                  responses: { "200": { description: ok, content: { application/json: { schema: { type: array, items: { type: string } } } } } }
            """, extra: """
            x-apigen-service: People
            x-apigen-envelope: { code: code, success: [0], data: data }

            """)
        let spec = importOpenAPI(document).spec
        let endpoint = spec?.endpoint("listUsers")
        #expect(spec?.service == "People")
        #expect(spec?.envelope?.code == "code")
        #expect(endpoint?.keypath == "data.items")
        #expect(endpoint?.paging?.param == "page")
        #expect(endpoint?.params.first?.type == .builtin(.int))
        #expect(endpoint?.params.first?.defaultValue == .int(1))
        #expect(endpoint?.timeout == 2.5)
        #expect(endpoint?.stub == "Stubs/users.json")

        let configured = importOpenAPI(document, options: .init(serviceName: "Ignored", operations: ["listUsers": .init(keypath: "items")]))
        #expect(configured.spec?.service == "People")
        #expect(configured.spec?.endpoint("listUsers")?.keypath == "items")
    }

    @Test func serviceNamesFromFileNames() {
        #expect(OpenAPIImporter.serviceName(forFile: "specs/petstore-expanded.yaml") == "PetstoreExpanded")
        #expect(OpenAPIImporter.serviceName(forFile: "3.0-star-trek.json") == "StarTrek30")
        #expect(OpenAPIImporter.serviceName(forFile: "twilio_conversations_v1.yaml") == "TwilioConversationsV1")
        #expect(OpenAPIImporter.serviceName(forFile: "---.yaml") == "API")
        #expect(importOpenAPI(openAPI30(paths: "  {}"), file: "dir/my-api.json").spec?.service == "MyApi")
    }
}
