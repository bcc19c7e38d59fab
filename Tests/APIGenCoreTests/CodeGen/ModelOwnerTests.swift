import Testing
@testable import APIGenCore

/// `owner:` on a model: its code goes in its owner's file. The decoder's rules, the file layouts, and the owners
/// the OpenAPI importer gives the schemas it hoists out of others.
@Suite struct ModelOwnerTests {
    /// A spec whose `Order` owns two models (one through the other) and whose endpoint owns its body.
    static let shop = """
        service: Shop
        baseURLs: [https://api.example.com]
        models:
          Order:
            properties:
              id: Int
              lines: "[OrderLine]"
          OrderLine:
            owner: Order
            properties:
              sku: String
              tax: OrderLineTax?
          OrderLineTax:
            owner: OrderLine
            enum: [full, reduced]
          Customer:
            properties:
              name: String
          CreateOrderBody:
            owner: createOrder
            properties:
              sku: String
        endpoints:
          createOrder:
            method: POST
            path: /orders
            body: { type: CreateOrderBody }
            response: Order
        """

    static func decode(_ text: String) throws -> (spec: ServiceSpec?, diagnostics: [Diagnostic]) {
        SpecDecoder.decode(try YAMLReader.read(text, file: "Shop.yaml"), file: "Shop.yaml")
    }

    static func problems(_ text: String) throws -> [String] {
        try decode(text).diagnostics.map(\.description)
    }

    /// The top-level declarations of a generated file, in order: `struct Order`, `final class CreateOrderAPI`, ….
    static func declarations(_ contents: String) -> [String] {
        contents.split(separator: "\n").filter { $0.hasPrefix("public ") && !$0.hasPrefix("public import ") }.map {
            $0.split(separator: " ").dropFirst().drop { $0 == "nonisolated" }.prefix { !$0.hasSuffix(":") && $0 != "{" }.joined(separator: " ")
                + " " + ($0.split(separator: " ").first { $0.hasSuffix(":") }.map { String($0.dropLast()) } ?? "")
        }
    }

    // MARK: - Decoding

    @Test func ownersAreDecodedAsWritten() throws {
        let (spec, diagnostics) = try Self.decode(Self.shop)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(spec?.models.map(\.owner) == [nil, "Order", "OrderLine", nil, "createOrder"])
    }

    @Test func anOwnerMustNameAModelOrAnEndpoint() throws {
        let misspelt = Self.shop.replacingOccurrences(of: "    owner: OrderLine\n", with: "    owner: OrderLne\n")
        #expect(try Self.problems(misspelt) == ["Shop.yaml:14:12: error: unknown owner 'OrderLne' of model 'OrderLineTax'"])
        #expect(try Self.decode(misspelt).diagnostics.first?.notes == [
            "did you mean 'OrderLine'?", "an owner is a model or an endpoint of this spec; the model's code goes in its file",
        ])
        let itself = Self.shop.replacingOccurrences(of: "    owner: OrderLine\n", with: "    owner: OrderLineTax\n")
        #expect(try Self.problems(itself) == ["Shop.yaml:14:12: error: model 'OrderLineTax' cannot be its own owner"])
        let empty = Self.shop.replacingOccurrences(of: "    owner: OrderLine\n", with: "    owner: \"\"\n")
        #expect(try Self.problems(empty) == ["Shop.yaml:14:12: error: 'owner' cannot be empty"])
    }

    @Test func ownerChainsMustEnd() throws {
        let loop = Self.shop.replacingOccurrences(of: "  OrderLine:\n    owner: Order\n", with: "  OrderLine:\n    owner: OrderLineTax\n")
        #expect(try Self.problems(loop) == ["Shop.yaml:9:12: error: the owners of 'OrderLine', 'OrderLineTax' form a loop"])
    }

    @Test func anOwnerNamingBothAModelAndAnEndpointIsAnError() throws {
        let both = Self.shop.replacingOccurrences(of: "  Customer:\n", with: "  createOrder:\n")
        #expect(try Self.problems(both) == ["Shop.yaml:20:12: error: owner 'createOrder' of model 'CreateOrderBody' names both a model and an endpoint"])
    }

    // MARK: - Layout

    @Test func filePerTypePutsOwnedModelsInTheirOwnersFile() throws {
        let spec = try #require(try Self.decode(Self.shop).spec)
        let files = Generator.generate([spec], options: GeneratorOptions(), templates: .defaults).files
        #expect(files.map(\.path) == [
            "Shop/APIs/CreateOrderAPI.swift", "Shop/Models/Customer.swift", "Shop/Models/Order.swift", "Shop/ShopService.swift",
        ])
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        // The owner first, then what it owns in model order; an owner of an owner leads to the top of the chain.
        #expect(Self.declarations(byPath["Shop/Models/Order.swift"] ?? "") == ["struct Order", "struct OrderLine", "enum OrderLineTax"])
        #expect(Self.declarations(byPath["Shop/APIs/CreateOrderAPI.swift"] ?? "") == ["final class CreateOrderAPI", "struct CreateOrderBody"])
        #expect(Self.declarations(byPath["Shop/Models/Customer.swift"] ?? "") == ["struct Customer"])
        // The same code as without owners, in fewer files.
        var unowned = spec
        for index in unowned.models.indices { unowned.models[index].owner = nil }
        let single = Generator.generate([unowned], options: GeneratorOptions(layout: .singleFile), templates: .defaults).files
        #expect(files.flatMap { Self.declarations($0.contents) }.sorted() == Self.declarations(single[0].contents).sorted())
    }

    @Test func partsPutOwnedModelsInTheirOwnersPart() throws {
        let spec = try #require(try Self.decode(Self.shop).spec)
        let files = Generator.generate([spec], options: GeneratorOptions(layout: .singleFile, parts: 8), templates: .defaults).files
        func part(_ declaration: String) -> String? {
            files.first { Self.declarations($0.contents).contains(declaration) }?.path
        }
        #expect(part("struct Order") != nil)
        #expect(part("struct OrderLine") == part("struct Order"))
        #expect(part("enum OrderLineTax") == part("struct Order"))
        #expect(part("final class CreateOrderAPI") != nil)
        #expect(part("struct CreateOrderBody") == part("final class CreateOrderAPI"))
    }

    @Test func anOwnerThatNamesNothingLeavesTheModelInAFileOfItsOwn() throws {
        // The decoder rejects such a spec; a spec built in code is laid out without losing the model.
        var spec = try #require(try Self.decode(Self.shop).spec)
        spec.models[1].owner = "Nowhere"
        spec.models[2].owner = "OrderLineTax"
        let paths = Generator.generate([spec], options: GeneratorOptions(), templates: .defaults).files.map(\.path)
        #expect(paths.contains("Shop/Models/OrderLine.swift"))
        #expect(paths.contains("Shop/Models/OrderLineTax.swift"))
    }

    /// A chain of 5,000 owners, each model owned by the one before: every model ends up in the first one's file, and
    /// finding that is linear (walking each chain to its top anew would be 12.5 million steps).
    @Test func aLongOwnerChainIsWalkedOnce() {
        let at = SourceLocation(file: "Chain.yaml", line: 1, column: 1)
        let models = (0..<5_000).map { index in
            ModelSpec(
                name: "M\(index)", kind: .object([PropertySpec(name: "id", type: .builtin(.int), location: at)]),
                owner: index == 0 ? nil : "M\(index - 1)", location: at)
        }
        let spec = ServiceSpec(file: "Chain.yaml", service: "Chain", models: models, location: at)
        let (model, diagnostics) = CodeModelBuilder.build(spec)
        #expect(diagnostics.isEmpty)
        #expect(model.models.first?.fileOwner == nil)
        #expect(model.models.dropFirst().allSatisfy { $0.fileOwner == .model("M0") })
    }

    // MARK: - OpenAPI

    /// Reading an object query parameter (or a union one) builds the models named so far, in the middle of the
    /// operation; the body hoisted after it still belongs to the operation. It used to get a file of its own
    /// (Elasticsearch: 92 request and response models outside their operation's file).
    @Test func aModelHoistedAfterAnObjectParameterStillBelongsToTheOperation() {
        let (spec, diagnostics) = importOpenAPI(openAPI30(paths: """
              /search:
                post:
                  operationId: search
                  parameters:
                    - { in: query, name: filter, schema: { $ref: "#/components/schemas/Filter" } }
                  requestBody:
                    content:
                      application/json:
                        schema: { type: object, properties: { q: { type: string } } }
                  responses: { "204": { description: done } }
            """, components: """
              schemas:
                Filter: { type: object, properties: { a: { type: string } } }
            """))
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        let owners = Dictionary(uniqueKeysWithValues: (spec?.models ?? []).map { ($0.name, $0.owner ?? "-") })
        #expect(owners == ["Filter": "-", "SearchRequest": "search"])
    }

    @Test func importedInlineSchemasBelongToTheComponentOrOperationTheyAreWrittenIn() {
        let (spec, diagnostics) = importOpenAPI(openAPI30(paths: """
              /orders:
                post:
                  operationId: createOrder
                  parameters:
                    - { $ref: "#/components/parameters/Sort" }
                  requestBody:
                    content:
                      application/json:
                        schema: { type: object, properties: { note: { type: object, properties: { text: { type: string } } } } }
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Order" } } } }
                get:
                  operationId: listOrders
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Orders" } } } }
            """, components: """
              parameters:
                Sort: { name: sort, in: query, schema: { type: string, enum: [asc, desc] } }
              schemas:
                Order:
                  properties:
                    shipping: { type: object, properties: { speed: { type: string, enum: [fast, slow] } } }
                Orders:
                  type: array
                  items: { type: object, properties: { id: { type: string } } }
            """))
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        let owners = Dictionary(uniqueKeysWithValues: (spec?.models ?? []).map { ($0.name, $0.owner ?? "-") })
        #expect(owners == [
            "Order": "-",
            // Inline in a component, and inline in that: the component.
            "OrderShipping": "Order", "OrderShippingSpeed": "Order",
            // Inline in an operation's body, and inline in that: the operation.
            "CreateOrderRequest": "createOrder", "CreateOrderRequestNote": "createOrder",
            // A parameter component's enum and an alias component's items are shared by every user: files of their own.
            "CreateOrderSort": "-", "OrdersItem": "-",
        ])
    }

    @Test func aSharedInlineTypeStaysWithTheFirstOwner() {
        let (spec, diagnostics) = importOpenAPI(OpenAPISchemaTests.document(schemas: """
                A:
                  properties:
                    status: { type: string, enum: [open, closed] }
                B:
                  properties:
                    status: { type: string, enum: [open, closed] }
            """))
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        #expect(spec?.models.map(\.name) == ["A", "B", "AStatus"])
        #expect(spec?.model("AStatus")?.owner == "A")
    }
}
