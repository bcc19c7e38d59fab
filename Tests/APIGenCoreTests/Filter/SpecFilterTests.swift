import Testing
@testable import APIGenCore

/// `SpecFilter`: which operations are kept, and that the models generated are exactly those they reach.
@Suite struct SpecFilterTests {
    /// Six operations over three tags; models reached through properties, recursion (`Pet.parent`,
    /// `Person.friends`), arrays, an `allOf` chain (`Order` → `OrderBase` → `Audited`), a `oneOf` with a
    /// discriminator mapping (`Item`), a shared error model (`Problem`), a query parameter's enum (`Period`), one
    /// deprecated operation, and a model no operation uses (`PushPayload`).
    static let shop = """
        openapi: 3.0.3
        info: { title: Shop, version: "1" }
        paths:
          /pets:
            get:
              operationId: listPets
              tags: [pets]
              responses:
                "200": { description: ok, content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Pet" } } } } }
            post:
              operationId: createPet
              tags: [pets]
              requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/NewPet" } } } }
              responses:
                "201": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
          /pets/{petId}:
            get:
              operationId: getPet
              tags: [pets]
              parameters: [{ name: petId, in: path, required: true, schema: { type: integer } }]
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
                "404": { description: missing, content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } } }
          /old/pets:
            get:
              operationId: listOldPets
              tags: [pets]
              deprecated: true
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/LegacyPet" } } } }
          /store/orders/{orderId}:
            get:
              operationId: getOrder
              tags: [store]
              parameters: [{ name: orderId, in: path, required: true, schema: { type: string } }]
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Order" } } } }
                "404": { description: missing, content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } } }
          /admin/stats:
            get:
              operationId: adminStats
              tags: [admin]
              parameters: [{ name: period, in: query, schema: { $ref: "#/components/schemas/Period" } }]
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Stats" } } } }
        components:
          schemas:
            Pet:
              type: object
              required: [id]
              properties:
                id: { type: integer }
                owner: { $ref: "#/components/schemas/Person" }
                labels: { type: array, items: { $ref: "#/components/schemas/Label" } }
                parent: { $ref: "#/components/schemas/Pet" }
            Person:
              type: object
              properties:
                name: { type: string }
                friends: { type: array, items: { $ref: "#/components/schemas/Person" } }
            Label:
              type: object
              properties: { text: { type: string } }
            NewPet:
              type: object
              properties:
                name: { type: string }
                labels: { type: array, items: { $ref: "#/components/schemas/Label" } }
            Problem:
              type: object
              properties: { message: { type: string } }
            LegacyPet:
              type: object
              properties: { name: { type: string } }
            Order:
              allOf:
                - $ref: "#/components/schemas/OrderBase"
                - type: object
                  properties:
                    item: { $ref: "#/components/schemas/Item" }
            OrderBase:
              allOf:
                - $ref: "#/components/schemas/Audited"
                - type: object
                  properties: { id: { type: string } }
            Audited:
              type: object
              properties:
                createdBy: { $ref: "#/components/schemas/Person" }
            Item:
              oneOf:
                - $ref: "#/components/schemas/Toy"
                - $ref: "#/components/schemas/Food"
              discriminator:
                propertyName: kind
                mapping:
                  toy: "#/components/schemas/Toy"
                  food: "#/components/schemas/Food"
            Toy:
              type: object
              required: [kind]
              properties: { kind: { type: string }, squeaks: { type: boolean } }
            Food:
              type: object
              required: [kind]
              properties: { kind: { type: string }, calories: { type: integer } }
            Period:
              type: string
              enum: [day, week]
            Stats:
              type: object
              properties: { visits: { type: integer } }
            PushPayload:
              type: object
              properties: { badge: { type: integer } }
        """

    static func imported() throws -> ServiceSpec {
        let (spec, diagnostics) = importOpenAPI(shop, file: "shop.yaml")
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        return try #require(spec)
    }

    /// The kept operations' names and the kept models' names, after checking that the code model of the result has
    /// no error (a model referenced but not kept would be an "unknown type").
    static func kept(_ filter: SpecFilter) throws -> (endpoints: [String], models: Set<String>, diagnostics: [Diagnostic]) {
        let outcome = filter.apply(to: [try imported()])
        if !outcome.diagnostics.hasErrors {
            let problems = Generator.check(outcome.specs)
            #expect(!problems.hasErrors, "\(problems)")
        }
        return (outcome.specs.flatMap { $0.endpoints.map(\.name) }, Set(outcome.specs.flatMap { $0.models.map(\.name) }), outcome.diagnostics)
    }

    static func operations(_ names: String...) -> SpecFilter {
        SpecFilter(include: .init(operations: names.map { SpecFilter.Name($0) }))
    }

    static func paths(_ patterns: String...) throws -> [SpecFilter.PathPattern] {
        try patterns.map { try SpecFilter.PathPattern.parse($0).get() }
    }

    // MARK: - Reachable models

    @Test func recursiveModelsAndSharedErrorModelsAreReached() throws {
        let result = try Self.kept(Self.operations("getPet"))
        #expect(result.endpoints == ["getPet"])
        // Pet reaches itself (parent), Person (owner; and Person reaches itself), Label (labels); 404 is Problem.
        #expect(result.models == ["Pet", "Person", "Label", "Problem"])
    }

    @Test func allOfChainsAndDiscriminatorMappingsAreReached() throws {
        let result = try Self.kept(Self.operations("getOrder"))
        // Order is OrderBase and Audited flattened (their properties are Order's: createdBy is a Person), so
        // neither is generated; Item's variants are Toy and Food.
        #expect(result.models == ["Order", "Person", "Item", "Toy", "Food", "Problem"])
    }

    @Test func bodiesAndParametersReachModels() throws {
        #expect(try Self.kept(Self.operations("createPet")).models == ["NewPet", "Label", "Pet", "Person"])
        #expect(try Self.kept(Self.operations("adminStats")).models == ["Period", "Stats"])
    }

    @Test func explicitlyKeptModelsComeWithWhatTheyReach() throws {
        var filter = Self.operations("adminStats")
        filter.models = [SpecFilter.Name("PushPayload"), SpecFilter.Name("Toy")]
        #expect(try Self.kept(filter).models == ["Period", "Stats", "PushPayload", "Toy"])
        // Models alone select no operation, so every operation stays (as with only `exclude`), and models too.
        let modelsOnly = try Self.kept(SpecFilter(models: [SpecFilter.Name("PushPayload")]))
        #expect(modelsOnly.endpoints.count == 6)
        #expect(modelsOnly.models.contains("PushPayload") && !modelsOnly.models.contains("OrderBase"))
    }

    // MARK: - Selecting operations

    @Test func operationsAreNamedByOperationIdOrGeneratedName() throws {
        let (spec, _) = importOpenAPI(Self.shop.replacingOccurrences(of: "operationId: getPet", with: "operationId: get-pet"), file: "shop.yaml")
        let imported = try #require(spec)
        for name in ["get-pet", "getPet"] {
            let outcome = Self.operations(name).apply(to: [imported])
            #expect(outcome.diagnostics.isEmpty, "\(name): \(outcome.diagnostics)")
            #expect(outcome.specs.flatMap(\.endpoints).map(\.operationId) == ["get-pet"])
        }
    }

    @Test func tagsPathsPrefixesAndMethodsSelect() throws {
        #expect(try Self.kept(SpecFilter(include: .init(tags: [SpecFilter.Name("store"), SpecFilter.Name("admin")]))).endpoints == ["getOrder", "adminStats"])
        // A literal path matches whatever its parameters are called; a prefix matches the path and what is under it.
        #expect(try Self.kept(SpecFilter(include: .init(paths: Self.paths("/pets/{id}")))).endpoints == ["getPet"])
        #expect(try Self.kept(SpecFilter(include: .init(paths: Self.paths("/pets/*")))).endpoints == ["listPets", "createPet", "getPet"])
        #expect(try Self.kept(SpecFilter(include: .init(paths: Self.paths("POST /pets")))).endpoints == ["createPet"])
        #expect(try Self.kept(SpecFilter(include: .init(paths: Self.paths("get /pets/*")))).endpoints == ["listPets", "getPet"])
        // `/pet/*` is not a prefix of `/pets`: prefixes end at a slash.
        #expect(try Self.kept(SpecFilter(include: .init(paths: Self.paths("/pet/*")))).diagnostics.hasErrors)
        // Entries of different kinds add up.
        let union = SpecFilter(include: .init(operations: [SpecFilter.Name("adminStats")], tags: [SpecFilter.Name("store")]))
        #expect(try Self.kept(union).endpoints == ["getOrder", "adminStats"])
    }

    @Test func excludesAndDeprecatedLeaveOperationsOut() throws {
        let withoutPets = SpecFilter(exclude: .init(tags: [SpecFilter.Name("pets")]))
        #expect(try Self.kept(withoutPets).endpoints == ["getOrder", "adminStats"])
        let excluded = SpecFilter(include: .init(tags: [SpecFilter.Name("pets")]), exclude: .init(operations: [SpecFilter.Name("createPet")], paths: try Self.paths("/old/*")))
        let result = try Self.kept(excluded)
        #expect(result.endpoints == ["listPets", "getPet"])
        #expect(result.models == ["Pet", "Person", "Label", "Problem"])
        let current = try Self.kept(SpecFilter(include: .init(tags: [SpecFilter.Name("pets")]), deprecated: false))
        #expect(current.endpoints == ["listPets", "createPet", "getPet"])
        #expect(!current.models.contains("LegacyPet"))
    }

    /// A filter that keeps everything changes nothing: same specs, so the same bytes.
    @Test func aFilterThatKeepsEverythingGeneratesTheSameFiles() throws {
        let spec = try Self.imported()
        let everything = SpecFilter(include: .init(paths: try Self.paths("/*")), models: ["PushPayload", "OrderBase", "Audited"].map { SpecFilter.Name($0) })
        let filtered = everything.apply(to: [spec])
        #expect(filtered.diagnostics.isEmpty)
        let before = Generator.generate([spec], options: GeneratorOptions(), templates: .defaults)
        let after = Generator.generate(filtered.specs, options: GeneratorOptions(), templates: .defaults)
        #expect(after.files.map(\.path) == before.files.map(\.path))
        #expect(after.files.count == before.files.count && zip(after.files, before.files).allSatisfy { $0 == $1 })
        #expect(SpecFilter().apply(to: [spec]).specs == [spec])
    }

    // MARK: - Mistakes

    @Test func entriesThatMatchNothingAreLocatedWithDidYouMean() throws {
        let location = SourceLocation(file: "apigen.yaml", line: 3, column: 17)
        var filter = SpecFilter(include: .init(operations: [SpecFilter.Name("getPets", location: location)], tags: [SpecFilter.Name("stor")]))
        filter.exclude.paths = try Self.paths("DELETE /pets")
        filter.models = [SpecFilter.Name("PushPayloads", option: "--model")]
        let diagnostics = try Self.kept(filter).diagnostics
        func reported(_ message: String, note: String? = nil) -> Bool {
            diagnostics.contains { $0.description.contains(message) && (note.map($0.notes.contains) ?? true) }
        }
        #expect(reported("apigen.yaml:3:17: error: filter operations entry 'getPets' matches no operation", note: "did you mean 'getPet'?"))
        #expect(reported("error: filter tags entry 'stor' matches no tag", note: "did you mean 'store'?"))
        #expect(reported("error: filter exclude: paths entry 'DELETE /pets' matches no path"))
        #expect(reported("error: --model 'PushPayloads' matches no model", note: "did you mean 'PushPayload'?"))
        #expect(diagnostics.count == 4)
    }

    @Test func anEmptyResultIsAnError() throws {
        var filter = SpecFilter(include: .init(operations: [SpecFilter.Name("listOldPets")]), deprecated: false)
        filter.location = SourceLocation(file: "apigen.yaml", line: 1, column: 1)
        let result = try Self.kept(filter)
        #expect(result.endpoints.isEmpty)
        let error = try #require(result.diagnostics.first)
        #expect(error.description.hasPrefix("apigen.yaml:1:1: error: the filter keeps no operation of 'shop.yaml'; apigen will not write an empty client"))
        #expect(error.notes.contains { $0.contains("'apigen list shop.yaml' shows them") && $0.contains("'deprecated: false' leaves them out") })
    }

    @Test func badPathPatternsSayWhatAPatternIs() {
        for (text, message) in [("pets", "does not start with '/'"), ("FETCH /pets", "'FETCH' is not an HTTP method"), ("/pets/*/toys", "'*' may only end")] {
            guard case .failure(let problem) = SpecFilter.PathPattern.parse(text) else {
                Issue.record("'\(text)' parsed")
                continue
            }
            #expect(problem.message.contains(message), "\(problem.message)")
        }
    }

    /// Specs generated in other runs with the same filter (the build plugin's siblings): an entry found there is no
    /// mistake, and this spec may keep nothing.
    @Test func entriesMayMatchInTheContextSpecs() throws {
        let shop = try Self.imported()
        var other = shop
        other.file = "other.yaml"
        other.endpoints = other.endpoints.map { endpoint in
            var endpoint = endpoint
            endpoint.name = "other" + endpoint.name
            endpoint.operationId = endpoint.name
            return endpoint
        }
        let filter = Self.operations("getPet", "othergetOrder")
        #expect(filter.apply(to: [shop]).diagnostics.hasErrors)
        let outcome = filter.apply(to: [shop], context: [other])
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.specs.flatMap(\.endpoints).map(\.name) == ["getPet"])
        let nothingHere = Self.operations("othergetOrder").apply(to: [shop], context: [other])
        #expect(nothingHere.diagnostics.isEmpty)
        #expect(nothingHere.specs.isEmpty)
    }
}
