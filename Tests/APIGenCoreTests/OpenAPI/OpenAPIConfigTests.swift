import Testing
@testable import APIGenCore

/// The config's `openapi:` section and the no-op stamp's view of documents that include other files.
@Suite struct OpenAPIConfigTests {
    private func decode(_ yaml: String) -> (GeneratorConfig?, [Diagnostic]) {
        do {
            return GeneratorConfig.decode(try YAMLReader.read(yaml, file: "Specs/apigen.yaml"), path: "Specs/apigen.yaml")
        } catch {
            return (nil, [error])
        }
    }

    @Test func openAPISettings() {
        let (config, diagnostics) = decode("""
            openapi:
              service: Shop
              envelope: { code: meta.code, success: [0] }
              operations:
                listOrders: { keypath: data.items, paging: page, stub: Stubs/orders.json, timeout: 2.5 }
            """)
        #expect(diagnostics.isEmpty)
        #expect(config?.openAPI.serviceName == "Shop")
        #expect(config?.openAPI.envelope?.code == "meta.code")
        #expect(config?.openAPI.operations["listOrders"] == OpenAPIImporter.OperationOverrides(
            keypath: "data.items", paging: "page", stub: "Stubs/orders.json", timeout: 2.5))
    }

    @Test func mistakesAreLocated() {
        let (config, diagnostics) = decode("""
            openapi:
              servce: Shop
              operations:
                listOrders: { keypth: data, timeout: -1 }
            """)
        #expect(config == nil)
        #expect(diagnostics.map(\.description) == [
            "Specs/apigen.yaml:2:3: error: unknown key 'servce' in 'openapi'",
            "Specs/apigen.yaml:4:19: error: unknown key 'keypth' in operation 'listOrders'",
            "Specs/apigen.yaml:4:42: error: 'timeout' must be a positive number of seconds",
        ])
        #expect(diagnostics.first?.notes == ["did you mean 'service'?", "valid keys are: service, envelope, optionalProperties, operations"])
    }

    @Test func configSettingsReachTheImport() {
        let (config, _) = decode("openapi: { service: Shop, operations: { listPets: { keypath: items } } }")
        let document = openAPI30(paths: """
              /pets:
                get: { operationId: listPets, responses: { "200": { description: ok } } }
            """)
        let spec = importOpenAPI(document, options: config?.openAPI ?? .init()).spec
        #expect(spec?.service == "Shop")
        #expect(spec?.endpoint("listPets")?.keypath == "items")
    }

    /// Servers that leave out properties their schemas call required (Slack's examples: 23 of 174 miss one) make
    /// the whole response fail; `optionalProperties` makes every model property optional, from the document or the config.
    @Test func optionalPropertiesIgnoreRequired() {
        func document(_ flag: String) -> String {
            openAPI30(paths: """
                  /users/{id}:
                    get:
                      operationId: getUser
                      parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
                      responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/User" } } } } }
                """, components: """
                  schemas:
                    User:
                      type: object
                      required: [id, name]
                      properties: { id: { type: integer }, name: { type: string }, email: { type: string } }
                """, extra: flag)
        }
        func types(_ yaml: String, options: OpenAPIImporter.Options = .init()) -> [String] {
            importOpenAPI(yaml, options: options).spec?.model("User")?.properties.map { "\($0.name): \($0.type)" } ?? []
        }
        #expect(types(document("")) == ["id: Int", "name: String", "email: String?"])
        #expect(types(document("x-apigen-optional-properties: true\n")) == ["id: Int?", "name: String?", "email: String?"])
        // The config wins over the document, either way; path parameters keep `required`.
        #expect(types(document(""), options: .init(optionalProperties: true)) == ["id: Int?", "name: String?", "email: String?"])
        #expect(types(document("x-apigen-optional-properties: true\n"), options: .init(optionalProperties: false))
            == ["id: Int", "name: String", "email: String?"])
        let spec = importOpenAPI(document("x-apigen-optional-properties: true\n")).spec
        #expect(spec?.endpoint("getUser")?.params.map { "\($0.type)" } == ["Int"])

        let (config, diagnostics) = decode("openapi: { optionalProperties: true }")
        #expect(diagnostics.isEmpty)
        #expect(config?.openAPI.optionalProperties == true)
        #expect(decode("openapi: { optionalProperties: yes please }").1.map(\.description)
            == ["Specs/apigen.yaml:1:32: error: 'optionalProperties' must be true or false, found a string"])
        #expect(decode("singleFile: 1").1.map(\.description)
            == ["Specs/apigen.yaml:1:13: error: 'singleFile' must be true or false, found an integer"], "the same check")
        #expect(openAPIProblems(document("x-apigen-optional-properties: [true]\n")).first?.hasPrefix(
            "api.yaml:3:31: error: 'x-apigen-optional-properties' must be true or false, found a list") == true)
    }

    @Test func referencesToOtherFilesAreSpotted() {
        #expect(SpecFiles.mayReferenceOtherFiles(Array(##"{"$ref": "common.json#/A"}"##.utf8)))
        #expect(SpecFiles.mayReferenceOtherFiles(Array("schema:\n  $ref: './common.yaml#/A'\n".utf8)))
        #expect(!SpecFiles.mayReferenceOtherFiles(Array(##"{"$ref": "#/components/schemas/A"}"##.utf8)))
        #expect(!SpecFiles.mayReferenceOtherFiles(Array("$ref: '#/definitions/A'\nname: x\n".utf8)))
        #expect(!SpecFiles.mayReferenceOtherFiles(Array("service: Users\n".utf8)))
    }
}
