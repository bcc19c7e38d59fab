import Foundation
import Testing
@testable import APIGenCore

/// Schemas → models and types.
@Suite struct OpenAPISchemaTests {
    static func document(schemas: String, version: String = "3.0.3") -> String {
        """
        openapi: \(version)
        info: { title: Test, version: "1" }
        paths: {}
        components:
          schemas:
        \(schemas)
        """
    }

    /// Defaults written as text that means a value of the type are that value (JSON documents write `"false"` and
    /// `"0.2"`, YAML reads `10` on a string as a number); a scalar default that fits nothing is left out with a
    /// located warning, since the property then has none; an object or list default is left out silently.
    @Test func defaultsWrittenAsTextAreReadAsValuesAndOnesThatFitNothingWarn() {
        let (spec, diagnostics) = importOpenAPI(Self.document(schemas: """
                Settings:
                  properties:
                    enabled: { type: boolean, default: "false" }
                    ratio: { type: number, default: "0.2" }
                    limit: { type: integer, default: "20" }
                    code: { type: string, default: 10 }
                    chime: { type: string, enum: [all, host, none], default: "a''" }
                    days: { type: integer, default: false }
                    range: { type: integer, default: "20 - incident_summary" }
                    tags: { type: array, items: { type: string }, default: [] }
            """))
        let settings = spec?.model("Settings")
        #expect(settings?.property("enabled")?.defaultValue == .bool(false))
        #expect(settings?.property("ratio")?.defaultValue == .double(0.2))
        #expect(settings?.property("limit")?.defaultValue == .int(20))
        #expect(settings?.property("code")?.defaultValue == .string("10"))
        for name in ["chime", "days", "range", "tags"] {
            #expect(settings?.property(name)?.defaultValue == nil, "\(name)")
        }
        #expect(diagnostics.map(\.description) == [
            "api.yaml:12:66: warning: default 'a\'\'' is not one of the values of 'SettingsChime' ('all', 'host', 'none'); it is left out",
            "api.yaml:13:41: warning: default 'false' is not an integer; it is left out",
            "api.yaml:14:42: warning: default '20 - incident_summary' is not an integer; it is left out",
        ])
        #expect(diagnostics.first?.notes.last == "at #/components/schemas/Settings/properties/chime/default")
    }

    @Test func objectsRequiredOptionalityAndFormats() {
        let spec = importOpenAPI(Self.document(schemas: """
                Pet:
                  description: A pet.
                  required: [id, name, born]
                  properties:
                    id: { type: integer, format: int64 }
                    name: { type: string, description: The name. }
                    born: { type: string, format: date }
                    seen_at: { type: string, format: date-time }
                    tag: { type: string, nullable: true }
                    uid: { type: string, format: uuid }
                    home: { type: string, format: uri }
                    photo: { type: string, format: byte }
                    weight: { type: number, format: float }
                    count: { type: integer, format: int32, default: 3 }
                    extra: {}
                    owner: { readOnly: true, type: string }
            """)).spec
        let pet = spec?.model("Pet")
        #expect(pet?.description == "A pet.")
        #expect(pet?.properties.map { "\($0.name)=\($0.key):\($0.type)" } == [
            "id=id:Int64", "name=name:String", "born=born:Date", "seenAt=seen_at:Date?", "tag=tag:String?", "uid=uid:UUID?",
            "home=home:URL?", "photo=photo:Data?", "weight=weight:Double?", "count=count:Int?", "extra=extra:JSON?",
            "owner=owner:String?",
        ])
        #expect(pet?.property("born")?.format == .date)
        #expect(pet?.property("seenAt")?.format == nil)
        #expect(pet?.property("count")?.defaultValue == .int(3))
        #expect(pet?.property("owner")?.description == "Read-only: sent by the server, never by the client.")
    }

    @Test func nullabilityInEveryDialect() {
        let spec = importOpenAPI(Self.document(schemas: """
                Thing:
                  required: [a, b, c, d]
                  properties:
                    a: { type: [string, "null"] }
                    b: { anyOf: [{ type: string }, { type: "null" }] }
                    c: { oneOf: [{ $ref: "#/components/schemas/Other" }, { type: "null" }] }
                    d: { type: string, enum: [x, y, null] }
                Other: { type: object, properties: { x: { type: integer } } }
            """, version: "3.1.0")).spec
        #expect(spec?.model("Thing")?.properties.map { "\($0.name):\($0.type)" } == ["a:String?", "b:String?", "c:Other?", "d:ThingD?"])
        #expect(spec?.model("ThingD")?.enumValues == ["x", "y"])
    }

    @Test func allOfMergesIntoOneStruct() {
        let spec = importOpenAPI(Self.document(schemas: """
                Base:
                  required: [id]
                  properties: { id: { type: integer }, kind: { type: string } }
                Dog:
                  description: A dog.
                  allOf:
                    - $ref: "#/components/schemas/Base"
                    - required: [bark]
                      properties: { bark: { type: boolean }, kind: { type: string, enum: [dog] } }
                Alias:
                  allOf: [{ $ref: "#/components/schemas/Base" }]
                  description: Just a base.
                Holder:
                  properties: { alias: { $ref: "#/components/schemas/Alias" } }
            """)).spec
        let dog = spec?.model("Dog")
        #expect(dog?.description == "A dog.")
        // `kind: { enum: [dog] }` is a constant: its plain type, documented, not a one-case enum of its own.
        #expect(dog?.properties.map { "\($0.name):\($0.type)" } == ["id:Int", "kind:String?", "bark:Bool"])
        #expect(dog?.property("kind")?.description == "Always `dog`.")
        #expect(spec?.model("DogKind") == nil)
        // A one-member allOf is that member, not a new model.
        #expect(spec?.model("Alias") == nil)
        #expect(spec?.model("Holder")?.property("alias")?.type == .optional(.model("Base")))
    }

    /// An `allOf` whose other members only annotate one (`{ nullable: true }`, `{ deprecated: true, description: … }`,
    /// `{ example: … }`, `{}`, a restated scalar `type`: OpenAI's, Plaid's and Box's ways to qualify a `$ref`) is that member: the union stays a
    /// union and the enum an enum, where they became empty structs that dropped the value; the annotations apply.
    @Test func allOfOfOneMemberAndAnnotationsIsThatMember() throws {
        let (imported, diagnostics) = importOpenAPI(Self.document(schemas: """
                ToolChoice:
                  oneOf: [{ type: string, enum: [none, auto] }, { type: object, properties: { name: { type: string } } }]
                Plan:
                  description: The plan.
                  type: string
                  enum: [free, pro]
                Truncation:
                  type: object
                  properties: { last: { type: integer } }
                Run:
                  type: object
                  required: [plan, truncation, window, only]
                  properties:
                    tool_choice:
                      allOf: [{ $ref: "#/components/schemas/ToolChoice" }, { nullable: true }]
                    plan:
                      allOf:
                        - $ref: "#/components/schemas/Plan"
                        - { deprecated: true, description: Use plans instead., default: pro, x-internal: true }
                    truncation:
                      allOf: [{ $ref: "#/components/schemas/Truncation" }, { nullable: true, example: { last: 3 } }]
                    source:
                      additionalProperties:
                        allOf: [{}, { description: Any value. }]
                    scope:
                      allOf: [{ $ref: "#/components/schemas/Plan" }, { type: string, maxLength: 8, description: The scope. }]
                    window:
                      allOf: [{ $ref: "#/components/schemas/Window" }, { description: The backup window. }]
                    only:
                      oneOf: [{ $ref: "#/components/schemas/Window" }]
                Window:
                  type: object
                  nullable: true
                  properties: { start: { type: string } }
            """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let spec = try #require(imported)
        let run = try #require(spec.model("Run"))
        // A member that is nullable itself keeps the property optional, though the object requires it.
        #expect(run.properties.map { "\($0.name):\($0.type)" } == [
            "toolChoice:ToolChoice?", "plan:Plan", "truncation:Truncation?", "source:[String: JSON]?", "scope:Plan?",
            "window:Window?", "only:Window?",
        ])
        #expect(run.property("scope")?.description == "The scope.")
        let plan = try #require(run.property("plan"))
        #expect(plan.description == "Use plans instead.")
        #expect(plan.deprecated != nil)
        #expect(plan.defaultValue == .enumCase("pro"))
        #expect(spec.models.map(\.name).sorted() == ["Plan", "Run", "ToolChoice", "ToolChoiceOption1", "ToolChoiceOption2", "Truncation", "Window"])
        SpecWriterRoundTrip.expectRoundTrip(spec)
        #expect(CodeModelBuilder.build(spec).diagnostics.isEmpty)
    }

    /// Two `allOf` members that declare the same property both hold, so PagerDuty's way of adding to a property in a
    /// later member (a new `default` for `path.type`, an `id` for `path.sets` items, one more `required` key) keeps
    /// what the first member said: `type` stays a `String`, the items keep `rules`. The later member used to replace the
    /// property whole. A `$ref` on either side still replaces it.
    @Test func allOfMembersThatRestateAPropertyAddToIt() throws {
        let (imported, diagnostics) = importOpenAPI(Self.document(schemas: """
                Global:
                  allOf:
                    - type: object
                      required: [path]
                      properties:
                        path:
                          type: object
                          required: [type]
                          properties:
                            type: { type: string, readOnly: true }
                            sets: { type: array, items: { type: object, properties: { rules: { type: array, items: { type: string } } } } }
                        owner: { type: string }
                    - type: object
                      properties:
                        path:
                          required: [sets]
                          properties:
                            type: { description: Always global., default: global }
                            sets: { items: { properties: { id: { type: string, default: start } } } }
                        owner: { $ref: "#/components/schemas/Owner" }
                Owner: { type: object, properties: { name: { type: string } } }
            """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let spec = try #require(imported)
        #expect(spec.model("Global")?.properties.map { "\($0.name):\($0.type)" } == ["path:GlobalPath", "owner:Owner?"])
        let path = try #require(spec.model("GlobalPath"))
        #expect(path.properties.map { "\($0.name):\($0.type)" } == ["type:String?", "sets:[GlobalPathSetsItem]"])
        #expect(path.property("type")?.defaultValue == .string("global"))
        #expect(path.property("type")?.description?.hasPrefix("Always global.") == true)
        #expect(spec.model("GlobalPathSetsItem")?.properties.map { "\($0.name):\($0.type)" } == ["rules:[String]?", "id:String?"])
        SpecWriterRoundTrip.expectRoundTrip(spec)
        #expect(CodeModelBuilder.build(spec).diagnostics.isEmpty)
    }

    /// A union without a `discriminator` whose alternatives are objects that each set the same property to a different
    /// constant (`enum: [x]`, 3.1's `const`, also through `allOf`), or to values of their own (`enum: [sdk,
    /// wechatpaySDK]`), is decoded by that property, as OpenAI's, Box's and Adyen's are meant to be: tried in order,
    /// `ForceReboot` (all optional) took every action and dropped `appId`. Without such a property (one alternative
    /// lacks it, two share a value) the alternatives are still tried in order.
    @Test func unionsWithConstantPropertiesAreDiscriminatedByThem() throws {
        let (imported, diagnostics) = importOpenAPI(Self.document(schemas: """
                Action:
                  oneOf:
                    - $ref: "#/components/schemas/ForceReboot"
                    - $ref: "#/components/schemas/InstallApp"
                    - type: object
                      properties: { type: { const: Uninstall }, appId: { type: string } }
                    - type: object
                      properties: { type: { type: string, enum: [sdk, wechatpaySDK] }, token: { type: string } }
                ForceReboot:
                  type: object
                  properties: { type: { type: string, enum: [ForceReboot], default: ForceReboot } }
                InstallApp:
                  allOf:
                    - $ref: "#/components/schemas/AppBase"
                    - type: object
                      properties: { type: { type: string, enum: [InstallAndroidApp] } }
                AppBase: { type: object, properties: { appId: { type: string } } }
                Shared:
                  oneOf:
                    - { type: object, properties: { kind: { enum: [a] }, x: { type: integer } } }
                    - { type: object, properties: { kind: { enum: [a] }, y: { type: integer } } }
                Partial:
                  oneOf:
                    - { type: object, properties: { kind: { enum: [a] }, x: { type: integer } } }
                    - { type: object, properties: { y: { type: integer } } }
                Overlapping:
                  oneOf:
                    - { type: object, properties: { kind: { enum: [a, b] }, x: { type: integer } } }
                    - { type: object, properties: { kind: { enum: [b, c] }, y: { type: integer } } }
            """, version: "3.1.0"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let spec = try #require(imported)
        let action = try #require(spec.model("Action")?.unionSpec)
        #expect(action.discriminator == "type")
        #expect(action.variants.map { "\($0.name):\($0.discriminatorValues)" } == [
            "forceReboot:[\"ForceReboot\"]", "installApp:[\"InstallAndroidApp\"]", "actionOption3:[\"Uninstall\"]",
            "actionOption4:[\"sdk\", \"wechatpaySDK\"]",
        ])
        #expect(spec.model("Shared")?.unionSpec?.discriminator == nil)
        #expect(spec.model("Partial")?.unionSpec?.discriminator == nil)
        #expect(spec.model("Overlapping")?.unionSpec?.discriminator == nil)
        SpecWriterRoundTrip.expectRoundTrip(spec)
        let (model, problems) = CodeModelBuilder.build(spec)
        #expect(problems.isEmpty, "\(problems)")
        guard case .union(let union)? = model.models.first(where: { $0.typeName == "Action" })?.kind else {
            Issue.record("expected the union Action")
            return
        }
        #expect(union.discriminatorLiteral == #""type""#)
        #expect(union.cases.map { $0.patternLiterals ?? "-" } == [
            #""ForceReboot""#, #""InstallAndroidApp""#, #""Uninstall""#, #""sdk", "wechatpaySDK""#,
        ])
    }

    /// Slack's `items: [A, B, C]` without a `type` (JSON Schema's tuple form, meant as "one of these") types the value
    /// `JSON`, with a warning, where it was `[JSON]` and every Slack conversation, an object, failed to decode. With
    /// `type: array` it stays a list.
    @Test func aTupleItemsListWithoutATypeIsJSON() throws {
        let (imported, diagnostics) = importOpenAPI(Self.document(schemas: """
                Conversation:
                  items:
                    - { type: object, properties: { id: { type: string } } }
                    - { type: object, properties: { name: { type: string } } }
                Holder:
                  type: object
                  properties:
                    channel: { $ref: "#/components/schemas/Conversation" }
                    pair: { type: array, items: [{ type: string }, { type: integer }] }
            """))
        #expect(diagnostics.map(\.description) == [
            "api.yaml:8:9: warning: 'items' is a list (JSON Schema's tuple form), which OpenAPI does not allow; without a 'type' the value is typed JSON",
        ])
        let spec = try #require(imported)
        #expect(spec.model("Holder")?.properties.map { "\($0.name):\($0.type)" } == ["channel:JSON?", "pair:[JSON]?"])
    }

    /// `allOf: [Base, { oneOf: [Cat, …] }]` is a union of Base + Cat, …: every property is kept, and the discriminator
    /// decodes it. A oneOf that only says which properties are required is not a type; a union of scalars, or two
    /// union members, are merged as before, with the warning.
    @Test func allOfWithAUnionMemberIsAUnionOfMergedVariants() {
        let (spec, diagnostics) = importOpenAPI(Self.document(schemas: """
                Base:
                  required: [id]
                  properties: { id: { type: integer }, petType: { type: string } }
                Cat:
                  description: A cat.
                  allOf:
                    - $ref: "#/components/schemas/Base"
                    - properties: { purrs: { type: boolean } }
                Pet:
                  properties: { name: { type: string } }
                  allOf:
                    - $ref: "#/components/schemas/Base"
                    - oneOf:
                        - $ref: "#/components/schemas/Cat"
                        - properties: { scales: { type: integer } }
                      discriminator: { propertyName: petType, mapping: { kitty: "#/components/schemas/Cat" } }
                Contact:
                  allOf:
                    - properties: { email: { type: string }, phone: { type: string } }
                    - anyOf: [{ required: [email] }, { required: [phone] }]
                Weird:
                  allOf:
                    - $ref: "#/components/schemas/Base"
                    - oneOf: [{ type: string }, { type: integer }]
                Reach:
                  properties: { email: { type: string }, phone: { type: string } }
                  anyOf: [{ required: [email] }, { required: [phone] }]
            """))
        #expect(diagnostics.map(\.description) == [
            "api.yaml:29:11: warning: a oneOf/anyOf inside allOf is not merged; its alternatives' properties are left out",
        ])
        let pet = spec?.model("Pet")?.unionSpec
        #expect(pet?.discriminator == "petType")
        #expect(pet?.variants.map { "\($0.name):\($0.type):\($0.discriminatorValues)" } == [
            "cat:PetCat:[\"kitty\"]", "option2:PetOption2:[]",
        ])
        let cat = spec?.model("PetCat")
        #expect(cat?.properties.map { "\($0.name):\($0.type)" } == ["id:Int", "petType:String?", "name:String?", "purrs:Bool?"])
        #expect(cat?.description == "A cat.")
        #expect(cat?.owner == "Pet")
        #expect(spec?.model("PetOption2")?.properties.map { "\($0.name):\($0.type)" } == [
            "id:Int", "petType:String?", "name:String?", "scales:Int?",
        ])
        #expect(spec?.model("Contact")?.properties.map { "\($0.name):\($0.type)" } == ["email:String?", "phone:String?"])
        #expect(spec?.model("Weird")?.properties.map(\.name) == ["id", "petType"])
        // The same constraint on an object of its own: still the object, not a union of two empty objects.
        #expect(spec?.model("Reach")?.properties.map { "\($0.name):\($0.type)" } == ["email:String?", "phone:String?"])
        if let spec {
            #expect(CodeModelBuilder.build(spec).diagnostics.isEmpty)
        }
    }

    /// `$ref: null` (openapi-generator's simplifyOneOfAnyOf test document) is no reference: it used to be read as a file
    /// named `null` ("3_1/null:1:1: error: no such file or directory"); now the schema is read without it, with a warning.
    @Test func aNullRefIsNoReference() {
        let (spec, diagnostics) = importOpenAPI(Self.document(schemas: """
                Box:
                  properties:
                    note: { $ref: null, type: string }
                    any: { $ref: null }
            """, version: "3.1.0"))
        #expect(diagnostics.map(\.description) == [
            "api.yaml:8:23: warning: '$ref: null' refers to nothing; the schema is read without it",
            "api.yaml:9:22: warning: '$ref: null' refers to nothing; the schema is read without it",
        ])
        #expect(spec?.model("Box")?.properties.map { "\($0.name):\($0.type)" } == ["note:String?", "any:JSON?"])
    }

    /// A `type` that names no JSON type is `JSON` with one warning per place (openapi-generator's issue 23278 and 23102
    /// documents: `items: { type: TestObject }`, `type: { oneOf: … }`); a union whose alternatives come out as the same
    /// Swift type keeps one case for it, since trying them in order never reaches the second.
    @Test func typesThatNameNothingWarnAndSameTypedAlternativesShareACase() {
        let (spec, diagnostics) = importOpenAPI(Self.document(schemas: """
                Options:
                  oneOf:
                    - { type: array, items: { type: TestObject } }
                    - { type: array, items: { type: OtherObject } }
                    - { type: integer, minimum: 0 }
                    - { type: integer, maximum: -10 }
                    - { type: strng }
                Odd:
                  properties:
                    a: { type: { oneOf: [{ type: string }] } }
                    b: { type: [string, Integer] }
                    c: { type: file }
                    d: { anyOf: [{ type: string }, { type: null }] }
                    e: { type: [integer, null] }
            """, version: "3.1.0"))
        #expect(diagnostics.map(\.description) == [
            "api.yaml:8:41: warning: 'TestObject' is not a JSON Schema type; the value is typed JSON",
            "api.yaml:9:41: warning: 'OtherObject' is not a JSON Schema type; the value is typed JSON",
            "api.yaml:12:19: warning: 'strng' is not a JSON Schema type; the value is typed JSON",
            "api.yaml:15:20: warning: 'type' must be a type name or a list of them, found a mapping; the value is typed JSON",
            "api.yaml:16:20: warning: 'Integer' is not a JSON Schema type; the value is typed JSON",
        ])
        #expect(diagnostics[2].notes.first == "did you mean 'string'?")
        #expect(spec?.model("Options")?.unionSpec?.variants.map { "\($0.name):\($0.type)" } == ["jsonList:[JSON]", "int:Int", "json:JSON"])
        #expect(spec?.model("Odd")?.properties.map { "\($0.name):\($0.type)" } == ["a:JSON?", "b:JSON?", "c:Data?", "d:String?", "e:Int?"])
    }

    @Test func additionalProperties() {
        let spec = importOpenAPI(Self.document(schemas: """
                Counts: { type: object, additionalProperties: { type: integer } }
                Free: { type: object, additionalProperties: true }
                Labeled:
                  type: object
                  properties: { name: { type: string } }
                  additionalProperties: { type: string }
                Holder:
                  required: [counts, free]
                  properties:
                    counts: { $ref: "#/components/schemas/Counts" }
                    free: { $ref: "#/components/schemas/Free" }
                    inline: { type: object, additionalProperties: { $ref: "#/components/schemas/Labeled" } }
            """)).spec
        #expect(spec?.model("Counts") == nil)
        #expect(spec?.model("Holder")?.properties.map { "\($0.name):\($0.type)" } == [
            "counts:[String: Int]", "free:[String: JSON]", "inline:[String: Labeled]?",
        ])
        #expect(spec?.model("Labeled")?.additionalProperties == .builtin(.string))
    }

    @Test func awkwardEnums() {
        let (spec, diagnostics) = importOpenAPI(Self.document(schemas: """
                Zone: { type: string, enum: ["", GMT+0, GMT0, "+1", "-1", GMT0] }
                Level: { type: integer, enum: [1, 2, 3] }
                Nothing: { type: string, enum: [] }
                Flags: { type: boolean, enum: [true] }
                Holder:
                  properties:
                    nothing: { $ref: "#/components/schemas/Nothing" }
                    flags: { $ref: "#/components/schemas/Flags" }
            """))
        #expect(spec?.model("Zone")?.enumValues == ["", "GMT+0", "GMT0", "+1", "-1"])
        #expect(spec?.model("Level")?.enumValues == ["1", "2", "3"])
        #expect(spec?.model("Nothing") == nil)
        #expect(spec?.model("Holder")?.properties.map { "\($0.name):\($0.type)" } == ["nothing:String?", "flags:Bool?"])
        #expect(diagnostics.map(\.message) == ["enum value 'GMT0' is listed twice; the duplicate is ignored"])
    }

    @Test func unionsWithExplicitAndImplicitDiscriminatorMapping() {
        let spec = importOpenAPI(Self.document(schemas: """
                Pet:
                  oneOf:
                    - $ref: "#/components/schemas/Cat"
                    - $ref: "#/components/schemas/Dog"
                  discriminator:
                    propertyName: petType
                    mapping: { kitty: "#/components/schemas/Cat", Lizard: Lizard }
                Cat: { type: object, properties: { petType: { type: string } } }
                Dog: { type: object, properties: { petType: { type: string } } }
                Lizard: { type: object, properties: { petType: { type: string } } }
                Value:
                  anyOf: [{ type: string }, { type: integer }, { type: array, items: { type: string } }]
            """)).spec
        let pet = spec?.model("Pet")?.unionSpec
        #expect(pet?.discriminator == "petType")
        #expect(pet?.variants.map { "\($0.name):\($0.type):\($0.discriminatorValues)" } == [
            "cat:Cat:[\"kitty\"]", "dog:Dog:[\"Dog\"]", "lizard:Lizard:[\"Lizard\"]",
        ])
        let value = spec?.model("Value")?.unionSpec
        #expect(value?.discriminator == nil)
        #expect(value?.variants.map { "\($0.name):\($0.type)" } == ["string:String", "int:Int", "stringList:[String]"])
    }

    @Test func aDiscriminatorMappingToSchemasInOtherFilesKeepsItsValues() throws {
        // DigitalOcean maps discriminator values to files and to schemas inside files. The values were dropped for
        // anything but a component, so the union decoded `{"type": "attach"}` by its model name and got `.unknown`.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-mapping-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("models"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{ type: object, required: [type], properties: { type: { type: string }, droplet: { type: integer } } }"
            .write(to: folder.appendingPathComponent("models/attach.yml"), atomically: true, encoding: .utf8)
        try """
        detach: { type: object, required: [type], properties: { type: { type: string } } }
        resize: { type: object, required: [type], properties: { type: { type: string }, size: { type: integer } } }
        """.write(to: folder.appendingPathComponent("models/actions.yml"), atomically: true, encoding: .utf8)
        let main = folder.appendingPathComponent("api.yaml").path
        let text = Self.document(schemas: """
                Action:
                  oneOf:
                    - $ref: "models/attach.yml"
                    - $ref: "models/actions.yml#/detach"
                  discriminator:
                    propertyName: type
                    mapping: { attach: "models/attach.yml", detach: "models/actions.yml#/detach", resize: "models/actions.yml#/resize" }
            """)
        let (spec, diagnostics) = OpenAPIImporter.importDocument(try YAMLReader.read(text, file: main), file: main)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let action = spec?.model("Action")?.unionSpec
        #expect(action?.discriminator == "type")
        // A schema named only in the mapping is a variant too, as for components.
        #expect(action?.variants.map { "\($0.name):\($0.type):\($0.discriminatorValues)" } == [
            "attach:Attach:[\"attach\"]", "detach:Detach:[\"detach\"]", "resize:Resize:[\"resize\"]",
        ])
    }

    @Test func recursiveSchemasAndRequiredCycles() {
        let (spec, diagnostics) = importOpenAPI(Self.document(schemas: """
                Node:
                  required: [children, parent]
                  properties:
                    children: { type: array, items: { $ref: "#/components/schemas/Node" } }
                    parent: { $ref: "#/components/schemas/Node" }
                A: { required: [b], properties: { b: { $ref: "#/components/schemas/B" } } }
                B: { required: [a], properties: { a: { $ref: "#/components/schemas/A" } } }
            """))
        #expect(spec?.model("Node")?.properties.map { "\($0.name):\($0.type)" } == ["children:[Node]", "parent:Node?"])
        #expect(spec?.model("A")?.property("b")?.type == .model("B"))
        #expect(spec?.model("B")?.property("a")?.type == .optional(.model("A")))
        #expect(diagnostics.map(\.message) == [
            "'Node.parent' is required, but it leads back to 'Node' through required properties, which no finite JSON can satisfy; it is generated as optional",
            "'B.a' is required, but it leads back to 'A' through required properties, which no finite JSON can satisfy; it is generated as optional",
        ])
    }

    @Test func inlineSchemasGetNamesFromWhereTheySit() {
        let spec = importOpenAPI(Self.document(schemas: """
                Order:
                  properties:
                    customer: { type: object, properties: { name: { type: string } } }
                    lines: { type: array, items: { type: object, properties: { sku: { type: string } } } }
                    state: { type: string, enum: [open, closed] }
                OrderCustomer: { type: object, properties: { id: { type: integer } } }
                Data: { type: object, properties: { id: { type: integer } } }
                Error: { type: object, properties: { message: { type: string } } }
            """)).spec
        // Component names are claimed first: an inline schema never takes a component's name. Components come in
        // document order, then the models hoisted out of them.
        #expect(spec?.models.map(\.name) == ["Order", "OrderCustomer", "DataModel", "ErrorModel", "OrderCustomer2", "OrderLinesItem", "OrderState"])
        #expect(spec?.model("Order")?.properties.map { "\($0.name):\($0.type)" } == [
            "customer:OrderCustomer2?", "lines:[OrderLinesItem]?", "state:OrderState?",
        ])
    }

    @Test func recursionThroughAliasesMapsAndInnerReferences() {
        let (spec, diagnostics) = importOpenAPI(Self.document(schemas: """
                Comments:
                  type: array
                  items: { type: object, properties: { text: { type: string }, replies: { $ref: "#/components/schemas/Comments" } } }
                ErrorDetails:
                  type: object
                  additionalProperties: { oneOf: [{ $ref: "#/components/schemas/ErrorDetails" }, { type: string }] }
                Tree:
                  type: object
                  properties:
                    node:
                      type: object
                      properties: { children: { type: array, items: { $ref: "#/components/schemas/Tree/properties/node" } } }
                Holder:
                  properties:
                    comments: { $ref: "#/components/schemas/Comments" }
                    details: { $ref: "#/components/schemas/ErrorDetails" }
                    first: { $ref: "#/components/schemas/Tree/properties/node" }
                    second: { $ref: "#/components/schemas/Tree/properties/node" }
            """))
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        // An array alias that contains itself through an object: the alias stays an array of the hoisted item.
        #expect(spec?.model("CommentsItem")?.properties.map { "\($0.name):\($0.type)" } == ["text:String?", "replies:[CommentsItem]?"])
        // A map whose values contain the map itself is a struct with every key in `additionalProperties`.
        #expect(spec?.model("ErrorDetails")?.properties == [])
        #expect(spec?.model("ErrorDetails")?.additionalProperties == .model("ErrorDetailsValue"))
        // A reference into a component that contains itself is the model hoisted where the schema is written: one type.
        let holder = spec?.model("Holder")?.properties.map { "\($0.name):\($0.type)" }
        #expect(holder == ["comments:[CommentsItem]?", "details:ErrorDetails?", "first:TreeNode?", "second:TreeNode?"])
        #expect(spec?.model("TreeNode")?.properties.map { "\($0.name):\($0.type)" } == ["children:[TreeNode]?"])
        #expect(spec?.models.filter { $0.name.hasSuffix("Node") }.count == 1)
    }

    /// A list whose items are "this object plus a few fields" (`allOf` of an inline object and the schema itself): the
    /// item model takes in the schema's own properties, among them the list again. It used to hoist a new item model
    /// each time round and never finish (ogen's `negative/cyclic/allOf_property.yaml`, which is valid OpenAPI).
    @Test func recursionThroughAnAllOfOfItself() {
        let (spec, diagnostics) = importOpenAPI(Self.document(schemas: """
                Broader:
                  type: object
                  properties:
                    broader:
                      type: array
                      items:
                        allOf:
                          - properties: { id: { type: string } }
                          - $ref: "#/components/schemas/Broader"
                    label: { type: string }
            """))
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        #expect(spec?.models.map(\.name) == ["Broader", "BroaderBroaderItem"])
        #expect(spec?.model("Broader")?.properties.map { "\($0.name):\($0.type)" } == ["broader:[BroaderBroaderItem]?", "label:String?"])
        #expect(spec?.model("BroaderBroaderItem")?.properties.map { "\($0.name):\($0.type)" } == [
            "id:String?", "broader:[BroaderBroaderItem]?", "label:String?",
        ])
    }

    /// 10,000 schemas, each referring to the next: imported without nesting 10,000 calls (it crashed once), and
    /// without work that grows with the square of the count.
    @Test func longChainsOfSchemas() {
        let count = 10_000
        var lines: [String] = []
        for index in 0..<count {
            lines.append("        M\(index): { type: object, required: [next], properties: { next: { $ref: \"#/components/schemas/M\((index + 1) % count)\" } } }")
        }
        let (spec, diagnostics) = importOpenAPI(Self.document(schemas: lines.joined(separator: "\n")))
        #expect(spec?.models.count == count)
        // The ring of required references is broken at one place, with one warning.
        #expect(diagnostics.map(\.message) == [
            "'M9999.next' is required, but it leads back to 'M0' through required properties, which no finite JSON can satisfy; it is generated as optional",
        ])
        if let spec {
            #expect(!Generator.check([spec]).hasErrors)
        }
    }

    /// Kubernetes' `JSONSchemaProps` declares properties named `$ref` and `$schema`: they are properties, not a reference
    /// (read as one, the empty reference meant the whole document, whose top-level keys became its properties).
    @Test func aPropertyNamedRefIsAProperty() {
        let (spec, diagnostics) = importOpenAPI(Self.document(schemas: """
                Props:
                  type: object
                  properties:
                    $ref: { type: string }
                    $schema: { type: string }
                    items: { $ref: "#/components/schemas/Props" }
            """))
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(spec?.model("Props")?.properties.map { "\($0.name):\($0.type):\($0.key)" } == [
            "ref:String?:$ref", "schema:String?:$schema", "items:Props?:items",
        ])
    }

    /// What real documents get wrong or stretch, imported with warnings rather than failing the whole document.
    @Test func lenientWhereTheMeaningIsPlain() {
        let (spec, diagnostics) = importOpenAPI(Self.document(schemas: """
                Shared: { id: { type: integer }, name: { type: string } }
                Droplet: { type: object, properties: { $ref: "#/components/schemas/Shared" } }
                MapA: { type: object, additionalProperties: { $ref: "#/components/schemas/MapB" } }
                MapB: { type: object, additionalProperties: { $ref: "#/components/schemas/MapA" } }
            """))
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        #expect(spec?.model("Droplet")?.properties.map { "\($0.name):\($0.type)" } == ["id:Int?", "name:String?"])
        #expect(diagnostics.map(\.message) == [
            "'properties' is a $ref; the referenced mapping is used as the properties",
            "schema 'MapA' contains itself only through lists or maps, which no Swift type alias can express; the inner reference is typed JSON",
        ])
    }
}
