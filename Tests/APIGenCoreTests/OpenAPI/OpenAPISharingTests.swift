import Testing
@testable import APIGenCore

/// Identical inline schemas share one type; component schemas never do.
@Suite struct OpenAPISharingTests {
    private static let address = """
        { type: object, required: [line1], properties: { line1: { type: string, description: Street. }, postal_code: { type: string } } }
        """

    @Test func identicalInlineObjectsShareTheFirstOnesType() {
        let (spec, diagnostics) = importOpenAPI(OpenAPISchemaTests.document(schemas: """
                Customer:
                  properties:
                    address: \(Self.address)
                    status: { type: string, enum: [active, closed] }
                Shop:
                  properties:
                    address:
                      description: Where the shop is; the type's own documentation does not keep types apart.
                      type: object
                      required: [line1]
                      properties: { line1: { type: string, description: Street. }, postal_code: { type: string } }
                    status: { type: string, enum: [active, closed] }
                Office:
                  properties:
                    address: \(Self.address)
                Home: \(Self.address)
                House: \(Self.address)
            """))
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        // Components keep their own names even when they are identical; inline schemas merge into the first.
        #expect(spec?.models.map(\.name) == ["Customer", "Shop", "Office", "Home", "House", "CustomerAddress", "CustomerStatus"])
        for name in ["Customer", "Shop", "Office"] {
            #expect(spec?.model(name)?.property("address")?.type == .optional(.model("CustomerAddress")), "\(name)")
        }
        #expect(spec?.model("Shop")?.property("status")?.type == .optional(.model("CustomerStatus")))
        // A property keeps its own documentation.
        #expect(spec?.model("Shop")?.property("address")?.description?.hasPrefix("Where the shop is") == true)
    }

    @Test func mergingIsTransitive() {
        // The outer inline objects differ only in the names of their inner ones until those merge.
        let (spec, diagnostics) = importOpenAPI(OpenAPISchemaTests.document(schemas: """
                A:
                  properties:
                    shipping: { type: object, properties: { to: \(Self.address), items: { type: array, items: \(Self.address) } } }
                B:
                  properties:
                    shipping: { type: object, properties: { to: \(Self.address), items: { type: array, items: \(Self.address) } } }
            """))
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        #expect(spec?.models.map(\.name) == ["A", "B", "AShipping", "AShippingTo"])
        #expect(spec?.model("B")?.property("shipping")?.type == .optional(.model("AShipping")))
        #expect(spec?.model("AShipping")?.properties.map { "\($0.name):\($0.type)" } == ["to:AShippingTo?", "items:[AShippingTo]?"])
    }

    @Test func aUnionCaseNamedAfterAMergedTypeFollowsItsName() {
        let (spec, diagnostics) = importOpenAPI(OpenAPISchemaTests.document(schemas: """
                A:
                  properties:
                    address: \(Self.address)
                Place:
                  oneOf: [\(Self.address), { type: string }]
            """))
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        #expect(spec?.models.map(\.name) == ["A", "Place", "AAddress"])
        #expect(spec?.model("Place")?.unionSpec?.variants.map { "\($0.name):\($0.type)" } == ["aAddress:AAddress", "string:String"])
    }

    @Test func anyDifferenceKeepsTypesApart() {
        let variants = [
            #"{ type: object, required: [line1], properties: { line1: { type: string, description: Street. }, postal_code: { type: string } } }"#,
            #"{ type: object, properties: { line1: { type: string, description: Street. }, postal_code: { type: string } } }"#,
            #"{ type: object, required: [line1], properties: { line1: { type: string, description: Road. }, postal_code: { type: string } } }"#,
            #"{ type: object, required: [line1], properties: { line1: { type: string, description: Street. }, postcode: { type: string } } }"#,
            #"{ type: object, required: [line1], properties: { line1: { type: string, description: Street. }, postal_code: { type: integer } } }"#,
            #"{ type: object, required: [line1], properties: { line1: { type: string, description: Street. }, postal_code: { type: string, default: "0" } } }"#,
            #"{ type: object, required: [line1], properties: { line1: { type: string, description: Street. } }, additionalProperties: true }"#,
            #"{ type: string, enum: [a, b] }"#,
            #"{ type: string, enum: [a, c] }"#,
            #"{ type: integer, enum: [1, 2] }"#,
        ]
        let schemas = variants.enumerated().map { "        M\($0.offset): { properties: { p: \($0.element) } }" }.joined(separator: "\n")
        let (spec, diagnostics) = importOpenAPI(OpenAPISchemaTests.document(schemas: schemas))
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        #expect(spec?.models.count == 2 * variants.count)
    }

    @Test func operationsUseTheSharedTypes() {
        let document = openAPI30(paths: """
              /customers:
                post:
                  operationId: createCustomer
                  parameters: [{ name: status, in: query, schema: { type: string, enum: [active, closed] } }]
                  requestBody: { content: { application/json: { schema: \(Self.address) } } }
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { type: object, properties: { status: { type: string, enum: [active, closed] } } } } } }
                    "400": { description: bad, content: { application/json: { schema: { type: object, properties: { status: { type: string, enum: [active, closed] } } } } } }
              /shops:
                post:
                  operationId: createShop
                  parameters: [{ name: status, in: query, schema: { type: string, enum: [active, closed] } }]
                  requestBody: { content: { application/x-www-form-urlencoded: { schema: { type: object, properties: { state: { type: string, enum: [active, closed] } } } } } }
                  responses: { "204": { description: ok } }
            """)
        let (spec, diagnostics) = importOpenAPI(document)
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        #expect(spec?.models.map(\.name) == ["CreateCustomerStatus", "CreateCustomerRequest", "CreateCustomerResponse"])
        #expect(spec?.endpoint("createShop")?.params.first?.type == .optional(.model("CreateCustomerStatus")))
        #expect(spec?.endpoint("createCustomer")?.errors.first?.type == .model("CreateCustomerResponse"))
        guard case .fields(let fields)? = spec?.endpoint("createShop")?.body?.content else {
            Issue.record("createShop's body has no fields")
            return
        }
        #expect(fields.first?.type == .optional(.model("CreateCustomerStatus")))
    }

    @Test func namedResponseSchemasAndImplicitlyMappedVariantsStayApart() {
        let document = openAPI30(paths: """
              /pets:
                get:
                  operationId: listPets
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { type: object, properties: { code: { type: integer } } } } } }
                    "404": { $ref: "#/components/responses/NotFound" }
                post:
                  operationId: addPet
                  requestBody:
                    content:
                      application/json:
                        schema:
                          oneOf:
                            - { type: object, required: [kind], properties: { kind: { type: string } } }
                            - { type: object, required: [kind], properties: { kind: { type: string } } }
                          discriminator: { propertyName: kind }
                  responses: { "204": { description: ok } }
            """, components: """
              responses:
                NotFound: { description: gone, content: { application/json: { schema: { type: object, properties: { code: { type: integer } } } } } }
            """)
        let (spec, diagnostics) = importOpenAPI(document)
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        #expect(spec?.models.map(\.name) == ["ListPetsResponse", "NotFound", "AddPetRequest", "AddPetRequestOption1", "AddPetRequestOption2"])
    }

    @Test func aThousandCopiesMergeIntoOne() {
        let schemas = (0..<1_000).map { "        M\($0): { properties: { a: \(Self.address), b: { type: string, enum: [x, y] } } }" }
        let (spec, diagnostics) = importOpenAPI(OpenAPISchemaTests.document(schemas: schemas.joined(separator: "\n")))
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        #expect(spec?.models.count == 1_002)
    }
}
