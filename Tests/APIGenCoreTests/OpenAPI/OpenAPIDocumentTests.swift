import Foundation
import Testing
@testable import APIGenCore

/// Bodies, responses, references, servers, security, Swagger 2.0, and malformed documents.
@Suite struct OpenAPIDocumentTests {
    @Test func requestBodiesByMediaType() {
        let document = openAPI30(paths: """
              /json:
                post:
                  operationId: sendJSON
                  requestBody:
                    content:
                      application/xml: { schema: { type: object } }
                      application/merge-patch+json: { schema: { $ref: "#/components/schemas/Patch" } }
                  responses: { "204": { description: done } }
              /upload:
                post:
                  operationId: upload
                  requestBody:
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          required: [file]
                          properties: { file: { type: string, format: binary }, caption: { type: string } }
                  responses: { "204": { description: done } }
              /raw:
                put:
                  operationId: putRaw
                  requestBody: { content: { image/png: { schema: { type: string, format: binary } } } }
                  responses: { "204": { description: done } }
              /text:
                put:
                  operationId: putText
                  requestBody: { content: { text/plain: { schema: { type: string } } } }
                  responses: { "204": { description: done } }
            """, components: """
              schemas:
                Patch: { type: object, properties: { name: { type: string } } }
            """)
        let spec = importOpenAPI(document).spec
        let json = spec?.endpoint("sendJSON")
        #expect(json?.body == BodySpec(encoding: .json, content: .type(.model("Patch")), contentType: "application/merge-patch+json",
                                        location: json?.body?.location ?? SourceLocation(file: "", line: 0, column: 0)))
        #expect(json?.description == "The request body is sent as `application/merge-patch+json`; the API also accepts `application/xml`.")
        let upload = spec?.endpoint("upload")
        guard case .fields(let fields)? = upload?.body?.content else {
            Issue.record("expected multipart fields")
            return
        }
        #expect(upload?.body?.encoding == .multipart)
        #expect(fields.map { "\($0.name):\($0.type)" } == ["file:File", "caption:String?"])
        #expect(spec?.endpoint("putRaw")?.body?.encoding == .binary)
        #expect(spec?.endpoint("putRaw")?.body?.contentType == "image/png")
        #expect(spec?.endpoint("putText")?.body?.encoding == .text)
        #expect(spec?.endpoint("putText")?.body?.content == .type(.builtin(.string)))
    }

    @Test func multipartFieldsThatAreNotSimpleValuesAreSentAsJSONParts() {
        let document = openAPI30(paths: """
              /pets:
                post:
                  operationId: addPet
                  requestBody:
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          properties:
                            meta: { type: object, properties: { name: { type: string } } }
                            owners: { type: array, items: { $ref: "#/components/schemas/Owner" } }
                            labels: { type: object, additionalProperties: { type: string } }
                            tags: { type: array, items: { type: string } }
                            photo: { type: string, format: binary }
                  responses: { "204": { description: done } }
            """, components: """
              schemas:
                Owner: { type: object, properties: { id: { type: integer } } }
            """)
        let (spec, diagnostics) = importOpenAPI(document)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        guard let spec, case .fields(let fields)? = spec.endpoint("addPet")?.body?.content else {
            Issue.record("expected multipart fields")
            return
        }
        #expect(fields.map { "\($0.name):\($0.type)" }
            == ["meta:AddPetMeta?", "owners:[Owner]?", "labels:[String: String]?", "tags:[String]?", "photo:File?"])
        let (model, problems) = CodeModelBuilder.build(spec)
        #expect(problems.isEmpty, "\(problems)")
        #expect(model.apis.first?.bodyExpression == ".multipart([" + [
            #"MultipartPart("meta", json: meta)"#, #"MultipartPart("owners", json: owners)"#,
            #"MultipartPart("labels", json: labels)"#, #"MultipartPart("tags", tags)"#, #"MultipartPart("photo", photo)"#,
        ].joined(separator: ", ") + "])")
    }

    /// A list whose elements are not simple values (a union holding an object) stays a list of text, so that a repeated
    /// parameter can still be sent. A union of scalars (Sentry's and Discord's query lists) is sent as it is: the
    /// generated union is a `ParameterValue`; so is a list of free-form values (`items: {}`: Twilio's form fields), `[JSON]`.
    @Test func listsOfValuesThatAreNotSimpleStayListsOfText() {
        let document = openAPI30(paths: """
              /events:
                post:
                  operationId: listEvents
                  parameters:
                    - in: query
                      name: project
                      schema: { type: array, items: { anyOf: [{ type: integer }, { type: string }] } }
                    - in: query
                      name: filter
                      schema: { type: array, items: { oneOf: [{ type: string }, { type: object, properties: { a: { type: string } } }] } }
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema: { type: object, properties: { attributes: { type: array, items: {} } } }
                  responses: { "204": { description: done } }
            """)
        let (spec, diagnostics) = importOpenAPI(document)
        let endpoint = spec?.endpoint("listEvents")
        #expect(endpoint?.params.map { "\($0.name):\($0.type)" } == ["project:[ListEventsProjectItem]?", "filter:[String]?"])
        guard case .fields(let fields)? = endpoint?.body?.content else {
            Issue.record("expected form fields")
            return
        }
        #expect(fields.map { "\($0.name):\($0.type)" } == ["attributes:[JSON]?"])
        #expect(diagnostics.map { $0.description.components(separatedBy: ":").dropFirst(3).joined(separator: ":") } == [
            " warning: parameter 'filter' has elements apigen cannot send as a query parameter ('ListEventsFilterItem'); it is generated as [String]",
        ])
    }

    /// `label` and `matrix` path parameters keep their style, for a single value too (`.5`, `;id=5`); in the query
    /// they are not OpenAPI and the default style is used, with a warning.
    @Test func labelAndMatrixPathStyles() throws {
        let document = openAPI30(paths: """
              /colors/{id}/shades{shades}:
                get:
                  operationId: getShades
                  parameters:
                    - { in: path, name: id, required: true, style: label, schema: { type: integer } }
                    - { in: path, name: shades, required: true, style: matrix, explode: true, schema: { type: array, items: { type: string } } }
                    - { in: query, name: mode, style: label, schema: { type: string } }
                  responses: { "204": { description: done } }
            """)
        let (imported, diagnostics) = importOpenAPI(document)
        #expect(diagnostics.map { $0.description.components(separatedBy: ":").dropFirst(3).joined(separator: ":") } == [
            " warning: style 'label' applies only to path parameters; the default style of a query parameter is used",
        ])
        let spec = try #require(imported)
        let params = try #require(spec.endpoint("getShades")?.params)
        #expect(params.map { $0.style?.rawValue ?? "-" } == ["label", "matrix", "-"])
        #expect(params.map { $0.explode.map(String.init) ?? "-" } == ["-", "true", "-"])
        SpecWriterRoundTrip.expectRoundTrip(spec)
        let (model, problems) = CodeModelBuilder.build(spec)
        #expect(problems.isEmpty, "\(problems)")
        #expect(model.apis.first?.pathExpression == #""/colors/\(APIPath.label(id))/shades\(APIPath.matrix("shades", shades, explode: true))""#)
    }

    /// A free-form object in the query (files.com's `filter`, `sort_by`: `type: object` and nothing else) is a
    /// dictionary of text, sent in its style, where it was a `String` the caller had to encode, with a warning. So are
    /// objects in a path or a header (the `simple` style: `G,200,R,100`); a cookie's is still such a `String`.
    @Test func freeFormQueryObjectsAreDictionariesOfText() throws {
        let document = openAPI30(paths: """
              /files:
                get:
                  operationId: listFiles
                  parameters:
                    - { in: query, name: filter, style: deepObject, schema: { type: object } }
                    - { in: query, name: sort_by, schema: { type: object, additionalProperties: true } }
                    - { in: header, name: X-Meta, explode: true, schema: { type: object } }
                    - { in: cookie, name: prefs, schema: { type: object } }
              /colors/{color}:
                get:
                  operationId: getColor
                  parameters:
                    - in: path
                      name: color
                      required: true
                      style: matrix
                      schema: { type: object, properties: { R: { type: integer } , G: { type: integer } } }
                  responses: { "204": { description: done } }
            """)
        let (imported, diagnostics) = importOpenAPI(document)
        #expect(diagnostics.map { $0.description.components(separatedBy: ":").dropFirst(3).joined(separator: ":") } == [
            " warning: parameter 'prefs' has a type apigen cannot send as a cookie parameter ('[String: JSON]'); it is generated as a String",
        ])
        let spec = try #require(imported)
        #expect(spec.endpoint("listFiles")?.params.map { "\($0.name):\($0.type)" } == [
            "filter:[String: String]?", "sortBy:[String: String]?", "xMeta:[String: String]?", "prefs:String?",
        ])
        #expect(spec.endpoint("getColor")?.params.map { "\($0.name):\($0.type)" } == ["color:[String: String]"])
        SpecWriterRoundTrip.expectRoundTrip(spec)
        let (model, problems) = CodeModelBuilder.build(spec)
        #expect(problems.isEmpty, "\(problems)")
        let files = model.apis.first { $0.className == "ListFilesAPI" }
        #expect(files?.queryItems == [
            #"QueryItem("filter", entries: filter, style: .deepObject)"#, #"QueryItem("sort_by", entries: sortBy)"#,
        ])
        #expect(files?.headerItems.first == #"HTTPHeader("X-Meta", entries: xMeta, explode: true)"#)
        let color = model.apis.first { $0.className == "GetColorAPI" }
        #expect(color?.pathExpression == #""/colors/\(APIPath.matrix("color", entries: color))""#)
    }

    /// Elasticsearch's parameters are unions: `index` is one name or a list, `expand_wildcards` one value of an enum or
    /// a list, `timeout` a duration text or -1. They keep their union type in every placement, without a warning, and
    /// `style`/`explode` apply to the list a union may hold. A form field may be such a union too.
    @Test func unionsOfSimpleValuesAreParameters() throws {
        let document = openAPI30(paths: """
              /{index}/_search:
                get:
                  operationId: search
                  parameters:
                    - { in: path, name: index, required: true, schema: { $ref: "#/components/schemas/Indices" } }
                    - in: query
                      name: expand_wildcards
                      explode: false
                      schema:
                        default: open
                        oneOf:
                          - { $ref: "#/components/schemas/Wildcard" }
                          - { type: array, items: { $ref: "#/components/schemas/Wildcard" } }
                    - { in: query, name: timeout, schema: { oneOf: [{ type: string }, { type: integer, enum: [-1] }], default: 1m } }
                    - { in: query, name: depth, schema: { oneOf: [{ type: integer }, { $ref: "#/components/schemas/Wildcard" }], default: sideways } }
                    - { in: header, name: X-Routing, schema: { $ref: "#/components/schemas/Indices" } }
                    - { in: query, name: fields, style: pipeDelimited, explode: false, schema: { $ref: "#/components/schemas/Indices" } }
                  responses: { "204": { description: done } }
              /_reindex:
                post:
                  operationId: reindex
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema:
                          type: object
                          properties: { source: { oneOf: [{ type: string }, { type: array, items: { type: string } }] } }
                  responses: { "204": { description: done } }
            """, components: """
              schemas:
                Indices: { oneOf: [{ type: string }, { type: array, items: { type: string } }] }
                Wildcard: { type: string, enum: [open, closed, hidden] }
                Settings: { type: object, properties: { window: { oneOf: [{ type: string }, { type: boolean }], default: 1m } } }
            """)
        let (imported, diagnostics) = importOpenAPI(document)
        #expect(diagnostics.map(\.description) == [
            "api.yaml:18:127: warning: default 'sideways' is not a value of any variant of 'SearchDepth'; it is left out",
        ])
        let endpoint = try #require(imported?.endpoint("search"))
        #expect(endpoint.params.map { "\($0.name):\($0.type)" } == [
            "index:Indices", "expandWildcards:SearchExpandWildcards?", "timeout:SearchTimeout?", "depth:SearchDepth?", "xRouting:Indices?",
            "fields:Indices?",
        ])
        #expect(endpoint.params.map { $0.explode.map(String.init) ?? "-" } == ["-", "false", "-", "-", "-", "false"])
        // Defaults go to the first variant that takes them: the enum for "open", the text for "1m". A property's union
        // may not be built when its default is read, so that default is left out, in any document order.
        #expect(endpoint.params.map(\.defaultValue) == [nil, .string("open"), .string("1m"), nil, nil, nil])
        guard case .object(let properties)? = imported?.model("Settings")?.kind else {
            Issue.record("expected Settings to be an object")
            return
        }
        #expect(properties.map(\.defaultValue) == [nil])
        guard case .fields(let fields)? = imported?.endpoint("reindex")?.body?.content else {
            Issue.record("expected form fields")
            return
        }
        #expect(fields.map { "\($0.name):\($0.type)" } == ["source:ReindexSource?"])
        let spec = try #require(imported)
        // `apigen import` writes a native spec that reads back as the same spec.
        SpecWriterRoundTrip.expectRoundTrip(spec)
        let (model, problems) = CodeModelBuilder.build(spec)
        #expect(problems.isEmpty, "\(problems)")
        #expect(model.apis.first?.queryItems == [
            #"QueryItem("expand_wildcards", expandWildcards, style: .form, explode: false)"#, #"QueryItem("timeout", timeoutValue)"#,
            #"QueryItem("depth", depth)"#, #"QueryItem("fields", fields, style: .pipeDelimited, explode: false)"#,
        ])
        #expect(model.apis.first?.parameters.map { $0.defaultValue ?? "-" } == [
            "-", ".wildcard(.`open`)", #".string("1m")"#, "nil", "nil", "nil",
        ])
        var sendable: [String] = []
        for code in model.models {
            if case .union(let union) = code.kind, union.isParameterValue { sendable.append(code.typeName) }
        }
        #expect(sendable.sorted() == ["Indices", "ReindexSource", "SearchDepth", "SearchExpandWildcards", "SearchTimeout", "SettingsWindow"])
    }

    @Test func responsesAndTypedErrors() {
        let document = openAPI30(paths: """
              /a:
                post:
                  operationId: create
                  responses:
                    "201": { description: made, content: { application/json: { schema: { $ref: "#/components/schemas/Thing" } } } }
                    "404": { $ref: "#/components/responses/NotFound" }
                    4XX: { description: bad, content: { application/json: { schema: { type: object, properties: { reason: { type: string } } } } } }
                    default: { description: other, content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } } }
              /b:
                delete: { operationId: remove, responses: { "204": { description: gone } } }
              /c:
                get:
                  operationId: fallback
                  responses: { default: { description: any, content: { application/json: { schema: { type: array, items: { type: integer } } } } } }
              /d:
                get: { operationId: text, responses: { "200": { description: t, content: { text/plain: { schema: { type: string } } } } } }
              /e:
                get: { operationId: bytes, responses: { "200": { description: t, content: { application/pdf: { schema: { type: string, format: binary } } } } } }
            """, components: """
              schemas:
                Thing: { type: object, properties: { id: { type: integer } } }
                Problem: { type: object, properties: { title: { type: string } } }
              responses:
                NotFound:
                  description: Not here.
                  content: { application/json: { schema: { type: object, properties: { missing: { type: string } } } } }
            """)
        let spec = importOpenAPI(document).spec
        let create = spec?.endpoint("create")
        #expect(create?.response == .model("Thing"))
        #expect(create?.errors.map { "\($0.status):\($0.type)" } == ["404:NotFound", "4XX:CreateError4XX", "default:Problem"])
        #expect(create?.errors.first?.description == "Not here.")
        #expect(spec?.endpoint("remove")?.response == .builtin(.empty))
        #expect(spec?.endpoint("fallback")?.response == .array(.builtin(.int)))
        #expect(spec?.endpoint("text")?.response == .builtin(.string))
        #expect(spec?.endpoint("text")?.responseEncoding == .text)
        #expect(spec?.endpoint("bytes")?.responseEncoding == .binary)
    }

    @Test func aResponseComponentIsOneModelForEveryOperationThatUsesIt() {
        // Before: one model per use (`Thing`, `Thing2`, …), which sharing never merged because a component keeps its name.
        let document = openAPI30(paths: """
              /a:
                get: { operationId: getA, responses: { "200": { $ref: "#/components/responses/Thing" }, "404": { $ref: "#/components/responses/Gone" } } }
              /b:
                get: { operationId: getB, responses: { "200": { $ref: "#/components/responses/Thing" }, "404": { $ref: "#/components/responses/Gone" } } }
            """, components: """
              responses:
                Thing: { description: ok, content: { application/json: { schema: { type: object, properties: { id: { type: string } } } } } }
                Gone: { description: gone, content: { application/json: { schema: { type: object, properties: { why: { type: string } } } } } }
            """)
        let (spec, diagnostics) = importOpenAPI(document)
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        #expect(spec?.models.map(\.name) == ["Thing", "Gone"])
        for name in ["getA", "getB"] {
            #expect(spec?.endpoint(name)?.response == .model("Thing"), "\(name)")
            #expect(spec?.endpoint(name)?.errors.map { "\($0.status):\($0.type)" } == ["404:Gone"], "\(name)")
        }

        // Swagger 2.0's top-level `responses` likewise.
        let swagger = importOpenAPI("""
            swagger: "2.0"
            info: { title: T, version: "1" }
            paths:
              /a: { get: { operationId: getA, responses: { "200": { $ref: "#/responses/Thing" } } } }
              /b: { get: { operationId: getB, responses: { "200": { $ref: "#/responses/Thing" } } } }
            responses:
              Thing: { description: ok, schema: { type: object, properties: { id: { type: string } } } }
            """)
        #expect(swagger.spec?.models.map(\.name) == ["Thing"])
        #expect(swagger.spec?.endpoint("getB")?.response == .model("Thing"))
    }

    /// `..` in a reference climbs out of the document's folder however the document's own path is written: from
    /// `./specs/api.yaml`, `../common.yaml` is `common.yaml` (the `.` used to be folded away as if it were a folder,
    /// so `../../x` from `./a/b.yaml` lost a level and named a file that does not exist).
    @Test func relativeReferencesFoldDotAndDotDotInTheDocumentsPathToo() {
        #expect(OpenAPIImport.path("common.yaml", relativeTo: "specs/api.yaml") == "specs/common.yaml")
        #expect(OpenAPIImport.path("../common.yaml", relativeTo: "./specs/api.yaml") == "common.yaml")
        #expect(OpenAPIImport.path("../../common.yaml", relativeTo: "./a/b/api.yaml") == "common.yaml")
        #expect(OpenAPIImport.path("../../common.yaml", relativeTo: "./a/api.yaml") == "../common.yaml")
        #expect(OpenAPIImport.path("../x/./y.yaml", relativeTo: "a/./b/api.yaml") == "a/x/y.yaml")
        #expect(OpenAPIImport.path("../c.yaml", relativeTo: "/srv/api/v1/api.yaml") == "/srv/api/c.yaml")
        #expect(OpenAPIImport.path("/abs/c.yaml", relativeTo: "./api.yaml") == "/abs/c.yaml")
    }

    @Test func referencesToEveryKindOfComponentAndToOtherFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-refs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("shared"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        components:
          schemas:
            Error: { type: object, properties: { code: { type: integer }, detail: { $ref: "#/components/schemas/Detail" } } }
            Detail: { type: object, properties: { text: { type: string } } }
        """.write(to: folder.appendingPathComponent("shared/common.yaml"), atomically: true, encoding: .utf8)
        let main = folder.appendingPathComponent("api.yaml").path
        let text = openAPI30(paths: """
              /items/{id}:
                $ref: "#/components/pathItems/Item"
            """, components: """
              pathItems:
                Item:
                  get:
                    operationId: getItem
                    parameters: [{ $ref: "#/components/parameters/Id" }]
                    requestBody: { $ref: "#/components/requestBodies/Nothing" }
                    responses:
                      "200": { $ref: "#/components/responses/Item" }
                      "500": { description: broken, content: { application/json: { schema: { $ref: "shared/common.yaml#/components/schemas/Error" } } } }
              parameters:
                Id: { $ref: "#/components/parameters/RealId" }
                RealId: { name: id, in: path, required: true, schema: { type: string } }
              requestBodies:
                Nothing: { content: {} }
              responses:
                Item: { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Item" } } } }
              schemas:
                Item: { type: object, properties: { id: { type: string } } }
            """)
        let root = try YAMLReader.read(text, file: main)
        let (spec, diagnostics) = OpenAPIImporter.importDocument(root, file: main)
        #expect(diagnostics.isEmpty)
        let endpoint = spec?.endpoint("getItem")
        #expect(endpoint?.params.map(\.name) == ["id"])
        #expect(endpoint?.response == .model("Item"))
        // `Error` would shadow Swift's Error in generated code, so it gets the suffix code generation would give it.
        #expect(endpoint?.errors.map { "\($0.status):\($0.type)" } == ["500:ErrorModel"])
        #expect(spec?.model("ErrorModel")?.properties.map { "\($0.name):\($0.type)" } == ["code:Int?", "detail:Detail?"])
    }

    /// OpenAPI 3.1 schemas are JSON Schema 2020-12, where `$ref: "#user-profile"` names the schema whose `$anchor` is
    /// `user-profile`, in this document or in another file (swagger-parser's `$anchor-internal` and `$anchor-external`
    /// cases). These were refused as "not a JSON pointer". `$id: "#name"` is the older spelling of an anchor.
    @Test func schemaAnchorsNameTheSchemaThatDeclaresThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-anchors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        $defs:
          Badge: { $anchor: badge, type: object, properties: { label: { type: string } } }
        """.write(to: folder.appendingPathComponent("ex.yaml"), atomically: true, encoding: .utf8)
        let main = folder.appendingPathComponent("api.yaml").path
        let text = """
            openapi: 3.1.0
            info: { title: Test, version: "1" }
            paths:
              /users:
                get:
                  operationId: getUser
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/User" } } } }
            components:
              schemas:
                User:
                  type: object
                  properties:
                    profile: { $ref: "#user-profile" }
                    legacy: { $ref: "#old.style" }
                    badge: { $ref: "ex.yaml#badge" }
                UserProfile:
                  $anchor: user-profile
                  properties: { firstName: { type: string } }
                Legacy:
                  $id: "#old.style"
                  type: object
                  properties: { since: { type: integer } }
            """
        let root = try YAMLReader.read(text, file: main)
        let (spec, diagnostics) = OpenAPIImporter.importDocument(root, file: main)
        #expect(diagnostics.isEmpty)
        #expect(spec?.model("User")?.properties.map { "\($0.name):\($0.type)" } == [
            "profile:UserProfile?", "legacy:Legacy?", "badge:Badge?",
        ])
        #expect(spec?.model("UserProfile")?.properties.map(\.name) == ["firstName"])
        #expect(spec?.model("Badge")?.properties.map(\.name) == ["label"])

        let missing = importOpenAPI(openAPI30(paths: "  {}", components: """
              schemas:
                A: { type: object, properties: { b: { $ref: "#nowhere" }, c: { $ref: "#not a name" } } }
            """))
        #expect(missing.diagnostics.map(\.message) == [
            "$ref '#nowhere' names no $anchor 'nowhere' in this document",
            "$ref '#not a name' is not a JSON pointer",
        ])
        #expect(missing.diagnostics.first?.description == "api.yaml:7:49: error: $ref '#nowhere' names no $anchor 'nowhere' in this document")
    }

    /// A discriminator `mapping` value may be a reference as well as a schema name (OpenAPI 3.0.4): `type-a.yaml` next
    /// to the file that writes the mapping is that file (Redocly's `discriminator-mapping-file-refs`). It was read as
    /// `#/components/schemas/type-a.yaml`, which refused the document.
    @Test func discriminatorMappingsNameFilesAsWellAsSchemas() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-mapping-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [
            ("pet.yaml", "discriminator: { propertyName: kind, mapping: { c: cat.yaml, d: Dog } }\noneOf: [{ $ref: cat.yaml }, { $ref: 'api.yaml#/components/schemas/Dog' }]\n"),
            ("cat.yaml", "type: object\nproperties: { kind: { type: string }, purrs: { type: boolean } }\n"),
        ] {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let main = folder.appendingPathComponent("api.yaml").path
        let text = """
            openapi: 3.0.3
            info: { title: Test, version: "1" }
            paths:
              /pets:
                get:
                  operationId: getPet
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { $ref: "pet.yaml" } } } }
            components:
              schemas:
                Dog: { type: object, properties: { kind: { type: string }, barks: { type: boolean } } }
            """
        try text.write(toFile: main, atomically: true, encoding: .utf8)
        let (spec, diagnostics) = OpenAPIImporter.importDocument(try YAMLReader.read(text, file: main), file: main)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let union = try #require(spec?.models.first { $0.name == "Pet" }?.unionSpec)
        #expect(union.variants.map { "\($0.type):\($0.discriminatorValues)" } == ["Cat:[\"c\"]", "Dog:[\"d\"]"])
    }

    /// A `$ref` to an absolute URI that a schema of the document declares as its `$id` (JSON Schema 2020-12) names that
    /// schema; a JSON pointer fragment is relative to it (OpenAPI.NET's `internalComponentReferenceUsingId`). It was
    /// refused as a remote reference; one that no schema declares still is.
    @Test func absoluteReferencesNameTheSchemaWhoseIdTheyAre() {
        let document = """
            openapi: 3.1.0
            info: { title: Test, version: "1" }
            paths:
              /person:
                get:
                  operationId: getPerson
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { $ref: "https://schemas.acme.org/person" } } } }
            components:
              schemas:
                person:
                  $id: "https://schemas.acme.org/person"
                  type: object
                  properties:
                    address: { type: object, properties: { city: { type: string } } }
                    home: { $ref: "https://schemas.acme.org/person#/properties/address" }
                    other: { $ref: "https://schemas.acme.org/nobody" }
            """
        let (spec, diagnostics) = importOpenAPI(document)
        #expect(spec == nil)
        #expect(diagnostics.map(\.description) == [
            "api.yaml:17:24: error: remote $ref 'https://schemas.acme.org/nobody' is not supported",
        ])
        let fixed = importOpenAPI(document.replacingOccurrences(of: "        other: { $ref: \"https://schemas.acme.org/nobody\" }", with: ""))
        #expect(fixed.diagnostics.isEmpty, "\(fixed.diagnostics)")
        #expect(fixed.spec?.endpoint("getPerson")?.response == .model("Person"))
        // A reference into a schema that was hoisted where it is written is that model.
        #expect(fixed.spec?.model("Person")?.properties.map { "\($0.name):\($0.type)" } == [
            "address:PersonAddress?", "home:PersonAddress?",
        ])
    }

    /// Google Maps Platform and SendGrid v3 keep `paths` and whole components sections in files of their own and write a
    /// `$ref` in place of the mapping, which OpenAPI does not allow but bundlers accept. Both used to fail ("a path item
    /// must be a mapping, found a string"). Entries keep the file they are written in: their relative references,
    /// their names, and an `operationId` written next to an operation's `$ref`.
    @Test func containersWrittenAsReferencesToOtherFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-containers-\(UUID().uuidString)")
        for sub in ["paths", "schemas"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "api.yaml": """
                openapi: 3.0.3
                info: { title: Pets, version: "1" }
                paths:
                  $ref: "./paths/index.yaml"
                components:
                  schemas:
                    $ref: "./schemas/index.yaml"
                  parameters:
                    $ref: parameters.yaml
                """,
            "paths/index.yaml": """
                /pets/{id}:
                  get:
                    operationId: getPet
                    $ref: "./getPet.yaml"
                /pets:
                  post: { $ref: "./createPet.yaml" }
                /files/a%20b:
                  get: { operationId: odd, responses: { "204": { description: done } } }
                """,
            "paths/getPet.yaml": """
                summary: One pet.
                parameters: [{ $ref: "../parameters.yaml#/Id" }]
                responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "../schemas/Pet.yaml" } } } } }
                """,
            "paths/createPet.yaml": """
                operationId: createPet
                requestBody: { content: { application/json: { schema: { $ref: "../schemas/index.yaml#/Owner" } } } }
                responses: { "201": { description: made, content: { application/json: { schema: { $ref: "../schemas/index.yaml#/Pet" } } } } }
                """,
            "schemas/index.yaml": """
                Pet: { $ref: "./Pet.yaml" }
                Owner: { type: object, properties: { name: { type: string } } }
                """,
            "schemas/Pet.yaml": """
                type: object
                required: [id]
                properties: { id: { type: string }, owner: { $ref: "./index.yaml#/Owner" } }
                """,
            "parameters.yaml": "Id: { name: id, in: path, required: true, schema: { type: string } }\n",
        ]
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let main = folder.appendingPathComponent("api.yaml").path
        let (spec, diagnostics) = OpenAPIImporter.importDocument(try YAMLReader.read(files["api.yaml"] ?? "", file: main), file: main)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(spec?.endpoints.map(\.name) == ["getPet", "createPet", "odd"])
        #expect(spec?.endpoint("odd")?.path == "/files/a%20b")
        #expect(spec?.endpoint("getPet")?.params.map(\.name) == ["id"])
        #expect(spec?.endpoint("getPet")?.description == "One pet.")
        #expect(spec?.endpoint("getPet")?.response == .model("Pet"))
        #expect(spec?.endpoint("createPet")?.response == .model("Pet"))
        #expect(spec?.endpoint("createPet")?.body?.content == .type(.model("Owner")))
        #expect(spec?.models.map(\.name).sorted() == ["Owner", "Pet"])
        #expect(spec?.model("Pet")?.properties.map { "\($0.name):\($0.type)" } == ["id:String", "owner:Owner?"])

        // Swagger 2.0's containers likewise; a container that names nothing, or a list, is one located error.
        try "Thing: { type: object, properties: { id: { type: integer } } }\n"
            .write(to: folder.appendingPathComponent("definitions.yaml"), atomically: true, encoding: .utf8)
        try "- not\n- a mapping\n".write(to: folder.appendingPathComponent("list.yaml"), atomically: true, encoding: .utf8)
        let swaggerFile = folder.appendingPathComponent("swagger.yaml").path
        let swagger = try YAMLReader.read("""
            swagger: "2.0"
            info: { title: T, version: "1" }
            host: api.example.com
            paths: { /things: { get: { operationId: list, responses: { "200": { description: ok, schema: { $ref: "#/definitions/Thing" } } } } } }
            definitions: { $ref: definitions.yaml }
            """, file: swaggerFile)
        let imported = OpenAPIImporter.importDocument(swagger, file: swaggerFile)
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
        #expect(imported.spec?.endpoint("list")?.response == .model("Thing"))
        #expect(imported.spec?.model("Thing")?.properties.map(\.name) == ["id"])

        let brokenFile = folder.appendingPathComponent("broken.yaml").path
        let broken = try YAMLReader.read("""
            openapi: 3.0.3
            info: { title: T, version: "1" }
            paths: { $ref: missing.yaml }
            components: { schemas: { $ref: list.yaml } }
            """, file: brokenFile)
        let problems = OpenAPIImporter.importDocument(broken, file: brokenFile).diagnostics
        #expect(problems.filter { $0.severity == .error }.count == 2, "\(problems)")
        let list = problems.first { $0.message == "'#/components/schemas' refers to a list; it must be a mapping" }
        #expect(list?.description.hasPrefix("\(brokenFile):4:24: error:") == true, "\(problems)")
        let missing = problems.first { $0.message == "no such file or directory; check the path" }
        #expect(missing?.notes.first == "referenced at \(brokenFile):3:16", "\(problems)")
    }

    /// The inverse of `path(_:relativeTo:)`, which the containers above need to refer to their entries.
    @Test func relativePathsRoundTripThroughPathRelativeTo() {
        let cases = [
            ("specs/s/a.yaml", "specs/api.yaml", "s/a.yaml"), ("a.yaml", "api.yaml", "a.yaml"),
            ("../b.yaml", "a/api.yaml", "../../b.yaml"), ("../x/s.yaml", "../x/api.yaml", "s.yaml"),
            ("/srv/api/c.yaml", "/srv/api/v1/api.yaml", "../c.yaml"), ("/abs/c.yaml", "rel/api.yaml", "/abs/c.yaml"),
            ("other/c.yaml", "specs/api.yaml", "../other/c.yaml"),
        ]
        for (target, document, relative) in cases {
            #expect(OpenAPIImport.relativePath(of: target, from: document) == relative, "\(target) from \(document)")
            #expect(OpenAPIImport.path(OpenAPIImport.relativePath(of: target, from: document), relativeTo: document) == target)
        }
    }

    /// Okta's `application/json, okta-version=1.0.0` is no media type: it used to be sent as the `Content-Type` as
    /// written, and `apigen import` wrote it into a spec the native decoder refuses. Now it warns, and the body is JSON.
    @Test func aBodyMediaTypeThatIsNoMediaTypeWarnsAndSendsTheEncodingsType() {
        let (spec, diagnostics) = importOpenAPI(openAPI30(paths: """
              /a:
                post:
                  operationId: a
                  requestBody: { content: { "application/json, okta-version=1.0.0": { schema: { type: object, properties: { id: { type: string } } } } } }
                  responses: { "204": { description: done } }
                put:
                  operationId: b
                  requestBody: { content: { "application/vnd.okta+json; okta-version=1.0.0": { schema: { type: string } } } }
                  responses: { "204": { description: done } }
            """))
        #expect(diagnostics.map(\.description) == [
            "api.yaml:7:33: warning: 'application/json, okta-version=1.0.0' is not a media type; the body is sent with its encoding's usual content type",
        ])
        #expect(spec?.endpoint("a")?.body?.encoding == .json)
        #expect(spec?.endpoint("a")?.body?.contentType == nil)
        #expect(spec?.endpoint("b")?.body?.contentType == "application/vnd.okta+json; okta-version=1.0.0")

        // A Swagger 2.0 body that consumes `*/*` stays raw bytes, as it was before the check above.
        let swagger = importOpenAPI("""
            swagger: "2.0"
            info: { title: T, version: "1" }
            host: api.example.com
            paths: { /up: { post: { operationId: up, consumes: ["*/*"], parameters: [{ in: body, name: b, schema: { type: string } }], responses: { "204": { description: done } } } } }
            """)
        #expect(swagger.diagnostics.isEmpty, "\(swagger.diagnostics)")
        #expect(swagger.spec?.endpoint("up")?.body?.encoding == .binary)

        // The same check for Swagger 2.0's `consumes`: warned at the body parameter, sent as JSON.
        let consumes = importOpenAPI("""
            swagger: "2.0"
            info: { title: T, version: "1" }
            host: api.example.com
            paths: { /up: { post: { operationId: up, consumes: ["application/json, v=1"], parameters: [{ in: body, name: b, schema: { type: object } }], responses: { "204": { description: done } } } } }
            """)
        #expect(consumes.diagnostics.map(\.description) == [
            "api.yaml:4:121: warning: 'application/json, v=1' is not a media type; the body is sent with its encoding's usual content type",
        ])
        #expect(consumes.spec?.endpoint("up")?.body?.encoding == .json)
        #expect(consumes.spec?.endpoint("up")?.body?.contentType == nil)
    }

    @Test func brokenReferencesAreLocatedErrors() {
        let document = openAPI30(paths: """
              /a:
                get:
                  operationId: a
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Nope" } } } } }
            """, components: """
              schemas:
                Loop1: { $ref: "#/components/schemas/Loop2" }
                Loop2: { $ref: "#/components/schemas/Loop1" }
                Self: { type: array, items: { $ref: "#/components/schemas/Self" } }
            """)
        let (spec, diagnostics) = importOpenAPI(document)
        #expect(spec == nil)
        #expect(diagnostics.map(\.message) == [
            "$ref '#/components/schemas/Nope' points to nothing",
            "schema 'Loop1' is a cycle of references",
            "schema 'Self' contains itself only through lists or maps, which no Swift type alias can express; the inner reference is typed JSON",
        ])
        #expect(diagnostics.first?.description == "api.yaml:7:93: error: $ref '#/components/schemas/Nope' points to nothing")
        #expect(diagnostics.first?.notes == ["no 'Nope' at '#/components/schemas/Nope' in this document", "at #/paths/~1a/get/responses/200/content/application~1json/schema"])
    }

    /// What go-swagger, swagger-codegen and oapi-codegen accept and apigen refused: Swagger 1.2's `$ref: Pet` for
    /// `#/definitions/Pet` (a parameter's and a response's too), a schema written as nothing (`schema:`), `swagger: 2`
    /// as a number, and a schema that is part of its own `allOf`. Each is read, with a warning.
    @Test func legacyShorthandsAndEmptySchemasAreReadWithWarnings() {
        let document = """
            swagger: 2
            info: { title: T, version: "1" }
            paths:
              /pets:
                post:
                  operationId: addPet
                  parameters: [{ $ref: limit }, { name: body, in: body, schema: { $ref: NewPet } }]
                  responses: { "200": { $ref: PetResponse }, default: { description: odd, schema: } }
            parameters:
              limit: { name: limit, in: query, type: integer }
            responses:
              PetResponse: { description: ok, schema: { $ref: /definitions/Pet } }
            definitions:
              Pet: { properties: { id: { type: integer }, extra: } }
              NewPet: { allOf: [{ $ref: Pet }, { $ref: NewPet }, { properties: { name: { type: string } } }] }
            """
        let (spec, diagnostics) = importOpenAPI(document)
        let endpoint = spec?.endpoint("addPet")
        #expect(endpoint?.params.map { "\($0.name):\($0.type)" } == ["limit:Int?"])
        #expect(endpoint?.body?.content == .type(.model("NewPet")))
        #expect(endpoint?.response == .model("Pet"))
        #expect(spec?.model("Pet")?.properties.map { "\($0.name):\($0.type)" } == ["id:Int?", "extra:JSON?"])
        #expect(spec?.model("NewPet")?.properties.map(\.name) == ["id", "extra", "name"])
        #expect(diagnostics.map(\.description) == [
            "api.yaml:1:1: warning: the document names no host; set the base URL at run time with APIClient(baseURL:)",
            "api.yaml:7:28: warning: $ref 'limit' is a bare name, which JSON references do not have; it is read as '#/parameters/limit'",
            "api.yaml:7:77: warning: $ref 'NewPet' is a bare name, which JSON references do not have; it is read as '#/definitions/NewPet'",
            "api.yaml:8:35: warning: $ref 'PetResponse' is a bare name, which JSON references do not have; it is read as '#/responses/PetResponse'",
            "api.yaml:8:86: warning: this schema is empty (null); the value is typed JSON",
            "api.yaml:12:51: warning: $ref '/definitions/Pet' is a JSON pointer without its '#'; it is read as '#/definitions/Pet'",
            "api.yaml:14:53: warning: this schema is empty (null); the value is typed JSON",
            "api.yaml:15:11: warning: this schema is part of its own allOf; that member adds nothing and is skipped",
            "api.yaml:15:29: warning: $ref 'Pet' is a bare name, which JSON references do not have; it is read as '#/definitions/Pet'",
            "api.yaml:15:44: warning: $ref 'NewPet' is a bare name, which JSON references do not have; it is read as '#/definitions/NewPet'",
        ])
    }

    /// swagger-codegen's and go-swagger's injection tests: a host that makes no URL and an API key header that is no
    /// HTTP token are left out with a warning (the native spec `apigen import` writes refused both).
    @Test func hostsAndHeaderNamesThatAreNoURLsOrTokensAreLeftOut() {
        let document = """
            swagger: "2.0"
            info: { title: T, version: "1" }
            host: petstore.swagger.io */ ' " =end
            basePath: /v2
            securityDefinitions:
              key: { type: apiKey, in: header, name: 'X"); func init(){ println("PWNED") }; var _ = ("' }
              ok: { type: apiKey, in: header, name: X-API-Key }
            paths: {}
            """
        let (spec, diagnostics) = importOpenAPI(document)
        #expect(spec?.baseURLs == [])
        #expect(spec?.security.map(\.name) == ["ok"])
        #expect(diagnostics.map(\.message) == [
            "'host' and 'basePath' make 'https://petstore.swagger.io */ ' \" =end/v2', which is not an absolute http(s) URL; it is left out",
            #"security scheme 'key' sends its key in the header 'X"); func init(){ println("PWNED") }; var _ = ("', which is not a valid header name; it is left out"#,
        ])
        if let spec { SpecWriterRoundTrip.expectRoundTrip(spec) }
    }

    /// A control character in a `$ref`'s file part (ogen's `"\u0000-invalid-url"`) named the document's own folder:
    /// the file system stops at the NUL. It is refused where it is written, and the message shows it escaped.
    @Test func aReferenceWithAControlCharacterNamesNoFile() throws {
        let json = #"{"openapi": "3.0.3", "info": {"title": "T", "version": "1"}, "paths": {"/a": {"get": {"parameters": [{"$ref": "\u0000-invalid-url"}], "responses": {"200": {"description": "ok"}}}}}}"#
        let root = try JSONReader.read(json, file: "api.json")
        let (spec, diagnostics) = OpenAPIImporter.importDocument(root, file: "api.json", options: OpenAPIImporter.Options())
        #expect(spec == nil)
        #expect(diagnostics.map(\.description) == [
            #"api.json:1:111: error: $ref '\0-invalid-url' names no file: a path cannot contain U+0000"#,
        ])
    }

    @Test func serversAndSwagger2() {
        let servers = importOpenAPI(openAPI30(paths: "  {}", extra: """
            servers:
              - url: "https://{region}.example.com/{base}/"
                variables: { region: { default: eu }, base: { default: v2 } }
              - url: /relative
              - url: http://backup.example.com/v2?x=1
              - url: "https://device.example.com/v1/{merchant}/devices/{device}"

            """))
        #expect(servers.spec?.baseURLs == ["https://eu.example.com/v2", "http://backup.example.com/v2"])
        #expect(servers.diagnostics.map(\.message) == [
            "server URL '/relative' is not an absolute http(s) URL; it is left out",
            // Adyen's terminal API: an absolute URL whose variables are not declared says so, not that it is relative.
            "server URL 'https://device.example.com/v1/{merchant}/devices/{device}' uses variables not declared in its "
                + "'variables' ('merchant', 'device'); it is left out",
        ])
        // The prefix a relative server URL or a host-less basePath puts on every path is named, since the generated paths
        // leave it out (`servers: [{ url: /sonos }]`; Gogs' document has only a basePath ending in /api/v1).
        #expect(servers.diagnostics.first?.notes.contains("the paths are relative to '/relative': end the base URL with it, e.g. https://api.example.com/relative") == true)
        let hostless = importOpenAPI("swagger: \"2.0\"\ninfo: { title: T, version: \"1\" }\nbasePath: /api/v1/\npaths: {}\n")
        #expect(hostless.diagnostics.map(\.message) == ["the document names no host; set the base URL at run time with APIClient(baseURL:)"])
        #expect(hostless.diagnostics.first?.notes == ["the paths are relative to '/api/v1': end the base URL with it, e.g. https://api.example.com/api/v1"])
        #expect(OpenAPIImport.basePathNote("/").isEmpty && OpenAPIImport.basePathNote("").isEmpty)

        let swagger = importOpenAPI("""
            swagger: "2.0"
            info: { title: Pets, version: "1" }
            host: pets.example.com
            basePath: /v1
            schemes: [http, https]
            consumes: [application/json]
            securityDefinitions:
              key: { type: apiKey, in: header, name: X-Key }
              basic: { type: basic }
            paths:
              /pets:
                post:
                  operationId: addPet
                  parameters:
                    - { name: body, in: body, required: true, schema: { $ref: "#/definitions/Pet" } }
                    - { name: ids, in: query, type: array, items: { type: integer }, collectionFormat: csv }
                  responses:
                    "200": { description: ok, schema: { $ref: "#/definitions/Pet" } }
                    default: { description: error, schema: { $ref: "#/definitions/Error" } }
              /pets/{id}/photo:
                post:
                  operationId: uploadPhoto
                  consumes: [multipart/form-data]
                  parameters:
                    - { name: id, in: path, required: true, type: integer, format: int64 }
                    - { name: photo, in: formData, required: true, type: file }
                    - { name: note, in: formData, type: string }
                  responses: { "200": { description: ok } }
            definitions:
              Pet: { type: object, required: [name], properties: { name: { type: string }, tag: { type: string, x-nullable: true } } }
              Error: { type: object, properties: { message: { type: string } } }
            """)
        let spec = swagger.spec
        #expect(swagger.diagnostics.isEmpty)
        #expect(spec?.baseURLs == ["https://pets.example.com/v1", "http://pets.example.com/v1"])
        #expect(spec?.security.map(\.kind) == [.apiKey(placement: .header, name: "X-Key"), .basic])
        let add = spec?.endpoint("addPet")
        #expect(add?.body?.content == .type(.model("Pet")))
        #expect(add?.params.map { "\($0.name):\($0.type):\(String(describing: $0.style)):\(String(describing: $0.explode))" } == ["ids:[Int]?:Optional(APIGenCore.ParamSpec.Style.form):Optional(false)"])
        #expect(add?.response == .model("Pet"))
        #expect(add?.errors.map(\.status) == ["default"])
        guard case .fields(let fields)? = spec?.endpoint("uploadPhoto")?.body?.content else {
            Issue.record("expected multipart fields")
            return
        }
        #expect(spec?.endpoint("uploadPhoto")?.body?.encoding == .multipart)
        #expect(fields.map { "\($0.name):\($0.type)" } == ["photo:File", "note:String?"])
    }

    /// Swagger 2.0's `ssv`, `pipes` and `multi` are query styles in OpenAPI 3. On a path or header parameter (swagger-parser's
    /// `issue-30.json`) they were kept, so `apigen DOC` generated but `apigen import DOC` wrote a spec it then refused
    /// ("style 'spaceDelimited' cannot be used for path parameters"). Outside the query they are now comma-separated, with
    /// a warning, and the import reads back as the same spec.
    @Test func swagger2ListFormatsThatOnlyQueriesHave() throws {
        let (spec, diagnostics) = importOpenAPI("""
            swagger: "2.0"
            info: { title: Lists, version: "1" }
            host: lists.example.com
            paths:
              /ids/{ids}:
                get:
                  operationId: getIds
                  parameters:
                    - { name: ids, in: path, required: true, type: array, items: { type: integer }, collectionFormat: ssv }
                    - { name: X-Tags, in: header, type: array, items: { type: string }, collectionFormat: pipes }
                    - { name: X-Multi, in: header, type: array, items: { type: string }, collectionFormat: multi }
                    - { name: spaced, in: query, type: array, items: { type: string }, collectionFormat: ssv }
                    - { name: piped, in: query, type: array, items: { type: string }, collectionFormat: pipes }
                    - { name: repeated, in: query, type: array, items: { type: string }, collectionFormat: multi }
                    - { name: tabbed, in: query, type: array, items: { type: string }, collectionFormat: tsv }
                  responses: { "200": { description: ok } }
            """)
        #expect(diagnostics.map(\.message) == [
            "collectionFormat 'ssv' applies only to query parameters; values are sent comma-separated",
            "collectionFormat 'pipes' applies only to query parameters; values are sent comma-separated",
            "collectionFormat 'multi' applies only to query parameters; values are sent comma-separated",
            "collectionFormat 'tsv' is not supported; values are sent comma-separated",
        ])
        #expect(diagnostics.first?.description == "api.yaml:9:107: warning: collectionFormat 'ssv' applies only to query parameters; values are sent comma-separated")
        let params = try #require(spec?.endpoint("getIds")?.params)
        #expect(params.map { "\($0.name):\($0.style.map(\.rawValue) ?? "-"):\($0.explode.map(String.init) ?? "-")" } == [
            "ids:simple:false", "xTags:simple:false", "xMulti:simple:false",
            "spaced:spaceDelimited:false", "piped:pipeDelimited:false", "repeated:form:true", "tabbed:form:false",
        ])
        if let spec { SpecWriterRoundTrip.expectRoundTrip(spec) }
    }

    @Test func securitySchemes() {
        let spec = importOpenAPI(openAPI30(paths: "  {}", components: """
              securitySchemes:
                bearer: { type: http, scheme: bearer, description: A JWT. }
                basic: { type: http, scheme: basic }
                cookie: { type: apiKey, in: cookie, name: session }
                query: { type: apiKey, in: query, name: api_key }
                oauth: { type: oauth2, flows: {} }
            """)).spec
        #expect(spec?.security.map(\.name) == ["bearer", "basic", "cookie", "query", "oauth"])
        #expect(spec?.security.map(\.kind) == [
            .bearer, .basic, .apiKey(placement: .cookie, name: "session"), .apiKey(placement: .query, name: "api_key"), .bearer,
        ])
        #expect(spec?.security.first?.description == "A JWT.")
    }

    @Test func malformedDocumentsGetLocatedErrorsNeverCrashes() {
        let cases: [(String, String)] = [
            ("openapi: 2.5\npaths: {}", "api.yaml:1:10: error: unsupported OpenAPI version '2.5'"),
            ("swagger: '1.2'\n", "api.yaml:1:10: error: unsupported Swagger version '1.2'"),
            ("openapi: 3.0.0\npaths: { /a: [1, 2] }", "api.yaml:2:14: error: a path item must be a mapping, found a list"),
            ("openapi: 3.0.0\npaths: { /a: { get: 7 } }", "api.yaml:2:21: error: an operation must be a mapping, found an integer"),
            ("openapi: 3.0.0\npaths: { /a: { get: { parameters: [{ in: query }], responses: {} } } }",
             "api.yaml:2:36: error: a parameter needs 'name' and 'in'"),
        ]
        for (text, expected) in cases {
            let (spec, diagnostics) = importOpenAPI(text)
            #expect(spec == nil)
            #expect(diagnostics.first?.description == expected)
        }
        // Odd but harmless shapes import without errors.
        for text in ["openapi: 3.1.0", "openapi: 3.0.0\npaths: []", "openapi: 3.0.0\ncomponents: { schemas: { A: 5, B: [1] } }"] {
            #expect(!importOpenAPI(text).diagnostics.hasErrors || importOpenAPI(text).spec == nil)
        }
    }

    @Test func anOperationInAFileOfItsOwnNamesItsResponsesAfterTheEndpoint() throws {
        // `create.yaml#/responses/200` is the operation's response, not Swagger's response component named "200".
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-opfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        operationId: createThing
        responses:
          "200": { description: ok, content: { application/json: { schema: { type: object, properties: { id: { type: string } } } } } }
          4XX: { description: bad, content: { application/json: { schema: { type: object, properties: { why: { type: string } } } } } }
        """.write(to: folder.appendingPathComponent("create.yaml"), atomically: true, encoding: .utf8)
        let main = folder.appendingPathComponent("api.yaml").path
        let text = openAPI30(paths: """
              /things:
                post: { $ref: "create.yaml" }
            """)
        let (spec, diagnostics) = OpenAPIImporter.importDocument(try YAMLReader.read(text, file: main), file: main)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(spec?.models.map(\.name) == ["CreateThingResponse", "CreateThingError4XX"])
        #expect(spec?.endpoint("createThing")?.response == .model("CreateThingResponse"))
        #expect(OpenAPIImport.isStatusKey("2XX") && OpenAPIImport.isStatusKey("default") && OpenAPIImport.isStatusKey("404"))
        #expect(!OpenAPIImport.isStatusKey("NotFound") && !OpenAPIImport.isStatusKey("6XX") && !OpenAPIImport.isStatusKey("2000"))
    }

    @Test func aSchemaThatIsAWholeFileIsNamedAfterTheFile() throws {
        // DigitalOcean writes one schema per file; before, each was named after its first use
        // (`ListDropletsResponseDropletsItem`), and its inline schemas after that.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("models"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        type: object
        properties:
          id: { type: integer }
          size: { $ref: "droplet_size.yml" }
          networks: { type: object, properties: { v4: { type: array, items: { type: string } } } }
        """.write(to: folder.appendingPathComponent("models/droplet.yml"), atomically: true, encoding: .utf8)
        try "{ type: string, enum: [small, large] }".write(to: folder.appendingPathComponent("models/droplet_size.yml"), atomically: true, encoding: .utf8)
        try #"{ "type": "object", "properties": { "error": { "type": "string" } } }"#.write(to: folder.appendingPathComponent("models/error.json"), atomically: true, encoding: .utf8)
        let main = folder.appendingPathComponent("api.yaml").path
        let text = openAPI30(paths: """
              /droplets:
                get:
                  operationId: listDroplets
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { type: object, properties: { droplets: { type: array, items: { $ref: "models/droplet.yml" } } } } } } }
                    default: { description: bad, content: { application/json: { schema: { $ref: "models/error.json" } } } }
              /droplets/{id}:
                get:
                  operationId: getDroplet
                  parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "models/droplet.yml" } } } } }
            """)
        let (spec, diagnostics) = OpenAPIImporter.importDocument(try YAMLReader.read(text, file: main), file: main)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(spec?.models.map(\.name) == ["ListDropletsResponse", "ErrorModel", "Droplet", "DropletSize", "DropletNetworks"])
        #expect(spec?.model("Droplet")?.property("size")?.type == .optional(.model("DropletSize")))
        #expect(spec?.endpoint("getDroplet")?.response == .model("Droplet"))
        #expect(spec?.endpoint("listDroplets")?.errors.first?.type == .model("ErrorModel"))
    }

    @Test func referencedOperationsCatchAllBodiesAndSwaggerArrays() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-ops-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        operationId: listDroplets
        parameters: [{ name: page, in: query, schema: { type: integer } }]
        requestBody: { content: { "*/*": { schema: { type: object, properties: { name: { type: string } } } } } }
        responses: { "200": { description: ok, content: { application/json: { schema: { type: array, items: { type: string } } } } } }
        """.write(to: folder.appendingPathComponent("list.yaml"), atomically: true, encoding: .utf8)
        let main = folder.appendingPathComponent("api.yaml").path
        let text = openAPI30(paths: """
              /droplets:
                post: { $ref: "list.yaml" }
            """)
        let (spec, diagnostics) = OpenAPIImporter.importDocument(try YAMLReader.read(text, file: main), file: main)
        #expect(diagnostics.isEmpty)
        let endpoint = spec?.endpoint("listDroplets")
        #expect(endpoint?.params.map(\.name) == ["page"])
        #expect(endpoint?.response == .array(.builtin(.string)))
        // `*/*` with an object schema is sent as JSON.
        #expect(endpoint?.body?.encoding == .json)
        #expect(endpoint?.body?.content == .type(.model("ListDropletsRequest")))

        let swagger = importOpenAPI("""
            swagger: "2.0"
            info: { title: T, version: "1" }
            paths:
              /a:
                get:
                  operationId: a
                  parameters: [{ name: ids, in: query, type: array, items: { type: string } }]
                  responses: { "200": { description: ok } }
            """)
        let ids = swagger.spec?.endpoint("a")?.params.first
        #expect(ids?.style == .form)
        #expect(ids?.explode == false)
    }
}
