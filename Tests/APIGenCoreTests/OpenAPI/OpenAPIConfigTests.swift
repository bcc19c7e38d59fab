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
        #expect(diagnostics.first?.notes == ["did you mean 'service'?", "valid keys are: service, envelope, operations"])
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

    @Test func referencesToOtherFilesAreSpotted() {
        #expect(SpecFiles.mayReferenceOtherFiles(Array(##"{"$ref": "common.json#/A"}"##.utf8)))
        #expect(SpecFiles.mayReferenceOtherFiles(Array("schema:\n  $ref: './common.yaml#/A'\n".utf8)))
        #expect(!SpecFiles.mayReferenceOtherFiles(Array(##"{"$ref": "#/components/schemas/A"}"##.utf8)))
        #expect(!SpecFiles.mayReferenceOtherFiles(Array("$ref: '#/definitions/A'\nname: x\n".utf8)))
        #expect(!SpecFiles.mayReferenceOtherFiles(Array("service: Users\n".utf8)))
    }
}
