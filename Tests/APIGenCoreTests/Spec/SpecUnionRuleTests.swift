import Testing
@testable import APIGenCore

/// Union (`oneOf`, `discriminator`) and `additionalProperties` rules. Specs are `service: Users` (line 1),
/// `models:` (line 2), the first model on line 3.
@Suite struct SpecUnionRuleTests {
    func models(_ models: TestNode) -> TestNode { ["service": "Users", "models": models] }

    static let cat: TestNode = ["properties": ["petType": "String", "name": "String"]]
    static let dog: TestNode = ["properties": ["petType": "String"]]

    func at(_ line: Int, _ column: Int) -> APIGenCore.SourceLocation { APIGenCore.SourceLocation(file: "spec.yaml", line: line, column: column) }

    @Test func unionsDecodeWithTheirVariants() throws {
        let (spec, diagnostics) = decodeSpec(models([
            "Pet": [
                "description": "A pet.",
                "oneOf": ["cat": "Cat", "dog": ["type": "Dog", "values": ["dog", 2, true], "description": "A dog."], "many": "[Cat]"],
                "discriminator": "petType",
            ],
            "Cat": Self.cat, "Dog": Self.dog,
        ]))
        // `[Cat]` is no object: the discriminator can never select it.
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:14:7: warning: discriminator 'petType' of union 'Pet' cannot select variant 'many': '[Cat]' is not an object model",
        ])
        let pet = try #require(spec?.models.first)
        #expect(pet.description == "A pet.")
        #expect(pet.kind == .union(UnionSpec(variants: [
            UnionVariantSpec(name: "cat", type: .model("Cat"), location: at(6, 7)),
            UnionVariantSpec(name: "dog", type: .model("Dog"), discriminatorValues: ["dog", "2", "true"], description: "A dog.", location: at(7, 7)),
            UnionVariantSpec(name: "many", type: .array(.model("Cat")), location: at(14, 7)),
        ], discriminator: "petType")))
    }

    /// A union's default is written as a plain value; the generated default is the first variant, in order, whose
    /// type takes it (never a list), and a default no variant takes is ignored with a warning.
    @Test func unionDefaultsGoToTheFirstVariantThatTakesThem() throws {
        let (spec, diagnostics) = decodeSpec(models([
            "Settings": ["properties": [
                "window": ["type": "Window", "default": "1m"],
                "retries": ["type": "Window?", "default": 3],
                "level": ["type": "Pick", "default": "high"],
                "broken": ["type": "Window", "default": true],
            ]],
            "Window": ["oneOf": ["seconds": "Int", "text": "String"]],
            "Pick": ["oneOf": ["levels": "[Level]", "level": "Level", "other": "Window"]],
            "Level": ["enum": ["low", "high"]],
        ]))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let decoded = try #require(spec)
        guard case .object(let properties) = decoded.models[0].kind else {
            Issue.record("Settings is not an object")
            return
        }
        #expect(properties.map(\.defaultValue) == [.string("1m"), .int(3), .string("high"), .bool(true)])
        let (files, problems) = Generator.generate([decoded], options: GeneratorOptions(layout: .singleFile), templates: .defaults)
        #expect(problems.map(\.description) == [
            "spec.yaml:14:7: warning: the default value cannot be written as a Swift literal of type 'Window'; it is ignored",
        ])
        let text = try #require(files.first).contents
        #expect(text.contains("""
                    window: Window = .text("1m"),
                    retries: Window? = .seconds(3),
                    level: Pick = .level(.high),
                    broken: Window
            """))
    }

    @Test func aModelIsOnlyOneKind() {
        #expect(problems(models([
            "A": ["properties": [:], "oneOf": ["b": "Int"]],
            "B": ["enum": ["x"], "oneOf": ["b": "Int"]],
        ])) == [
            "spec.yaml:5:5: error: model 'A' has both 'properties' and 'oneOf'",
            "spec.yaml:10:5: error: model 'B' has both 'enum' and 'oneOf'",
        ])
    }

    @Test func unionsNeedNamedVariants() {
        let diagnostics = decodeSpec(models(["A": ["oneOf": [:]], "B": ["oneOf": ["Int", "String"]]])).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:4:12: error: union 'A' has no variants",
            "spec.yaml:7:7: error: expected a mapping for 'oneOf' of model 'B', found a list",
        ])
        #expect(diagnostics.map(\.notes) == [
            ["list the alternatives, e.g. 'oneOf: { cat: Cat, dog: Dog }'"],
            ["name each variant, e.g. 'oneOf: { cat: Cat, dog: Dog }'; the names become the enum's cases"],
        ])
    }

    @Test func variantTypesAreCheckedLikePropertyTypes() {
        let diagnostics = decodeSpec(models([
            "Pet": ["oneOf": [
                "cat": "Cta", "file": "File", "none": "Empty", "dog": ["description": "x"], "bird": ["type": "Int", "vaules": ["b"]],
            ]],
            "Cat": Self.cat,
        ])).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:5:12: error: unknown type 'Cta'",
            "spec.yaml:6:13: error: 'File' can only be used in the fields of a multipart body",
            "spec.yaml:7:13: error: 'Empty' can only be a whole response type",
            "spec.yaml:8:7: error: missing key 'type' in variant 'dog' of union 'Pet'",
            "spec.yaml:12:9: error: unknown key 'vaules' in variant 'bird' of union 'Pet'",
        ])
        #expect(diagnostics.map(\.notes) == [
            ["did you mean 'Cat'?"],
            ["use 'Data' for raw bytes"],
            ["omit 'response' (or write 'response: Empty') for an endpoint that returns no body"],
            ["write 'type: Dog'"],
            ["did you mean 'values'?"],
        ])
    }

    @Test func discriminatorRules() {
        let diagnostics = decodeSpec(models([
            "Pet": ["oneOf": ["cat": "Cat", "dog": ["type": "Dog", "values": ["Cat"]]], "discriminator": "petType"],
            "Loose": ["oneOf": ["cat": ["type": "Cat", "values": "cat"]]],
            "Thing": ["properties": ["id": "Int"], "discriminator": "kind"],
            "Odd": ["oneOf": ["a": ["type": "Cat", "values": []], "b": ["type": "Dog", "values": [1.5]]], "discriminator": "petTyp"],
            "Cat": Self.cat, "Dog": Self.dog,
        ])).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:9:11: error: discriminator value 'Cat' selects both variant 'cat' and variant 'dog' of union 'Pet'",
            "spec.yaml:15:17: warning: 'values' of variant 'cat' have no effect: union 'Loose' has no 'discriminator'",
            "spec.yaml:19:5: error: 'discriminator' applies only to unions; model 'Thing' has no 'oneOf'",
            "spec.yaml:22:7: warning: variant 'a' of union 'Odd': model 'Cat' has no property 'petTyp' (the discriminator)",
            "spec.yaml:24:17: error: 'values' of variant 'a' of union 'Odd' cannot be empty",
            "spec.yaml:25:7: warning: variant 'b' of union 'Odd': model 'Dog' has no property 'petTyp' (the discriminator)",
            "spec.yaml:28:13: error: discriminator values must be strings, integers or booleans, found a number",
        ])
        #expect(diagnostics.map(\.notes)[0] == ["each value may select one variant; change the 'values' of one of them"])
        #expect(diagnostics.map(\.notes)[5] == [
            "did you mean 'petType'?", "declare it in 'Dog' so that encoding a 'Dog' writes the discriminator too",
        ])
    }

    @Test func withoutADiscriminatorARepeatedTypeIsNeverChosen() {
        let diagnostics = decodeSpec(models([
            "Id": ["oneOf": ["number": "Int", "text": "String", "code": "Int"]],
            "Pet": ["oneOf": ["cat": "Cat", "kitten": ["type": "Cat", "values": ["kitten"]]], "discriminator": "petType"],
            "Cat": Self.cat,
        ])).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:7:7: warning: variant 'code' of union 'Id' is never chosen: variant 'number' has the same type 'Int' and is tried first",
        ])
    }

    @Test func implicitDiscriminatorValuesAreModelNames() {
        let diagnostics = decodeSpec(models([
            "Pet": ["oneOf": ["cat": "Cat", "kitten": "Cat"], "discriminator": "petType"],
            "Cat": Self.cat,
        ])).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:6:7: error: discriminator value 'Cat' selects both variant 'cat' and variant 'kitten' of union 'Pet'",
        ])
        #expect(diagnostics.first?.notes == [
            "a variant without 'values' is selected by its model name; give 'kitten' its own 'values: [...]'",
        ])
    }

    @Test func additionalPropertiesNeedAnObjectAndAType() throws {
        let diagnostics = decodeSpec(models([
            "A": ["enum": ["x"], "additionalProperties": "String"],
            "B": ["properties": [:], "additionalProperties": true],
            "C": ["properties": [:], "additionalProperties": "Strng"],
            "D": ["properties": [:], "additionalProperties": "File"],
        ])).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:6:5: error: 'additionalProperties' applies only to objects; model 'A' has no 'properties'",
            "spec.yaml:9:27: error: expected a type for 'additionalProperties' of model 'B', found a boolean",
            "spec.yaml:12:27: error: unknown type 'Strng'",
            "spec.yaml:15:27: error: 'File' can only be used in the fields of a multipart body",
        ])
        #expect(diagnostics.map(\.notes)[1] == ["write 'additionalProperties: JSON' to keep values of any type"])
        #expect(diagnostics.map(\.notes)[2] == ["did you mean 'String'?"])

        let spec = try #require(decodeSpec(models([
            "Tags": ["properties": ["id": "Int"], "additionalProperties": "[String]?"],
            "Plain": ["properties": [:], "additionalProperties": false],
        ])).spec)
        #expect(spec.models.map(\.additionalProperties) == [.optional(.array(.builtin(.string))), nil])
    }

    @Test func unionsWhoseEveryVariantLeadsBackAreCycles() {
        let diagnostics = decodeSpec(models([
            "A": ["oneOf": ["b": "B"]],
            "B": ["properties": ["a": "A"]],
            "U": ["oneOf": ["self": "U", "wrapped": "W"]],
            "W": ["properties": ["u": "U"]],
        ])).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:8:7: error: model 'A' contains itself through required properties and union variants: A.b → B.a → A",
            "spec.yaml:11:7: error: model 'U' contains itself through union variants: U.self → U",
            "spec.yaml:15:7: error: model 'U' contains itself through required properties and union variants: U.wrapped → W.u → U",
        ])
        #expect(diagnostics.first?.notes == [
            "make one of these properties optional ('A?') or a list",
            "every variant of union 'A' needs a model of such a cycle; one variant that does not (an optional, a list, a builtin) ends it",
        ])
    }

    @Test func oneFiniteVariantBreaksTheCycle() {
        #expect(problems(models([
            "Expr": ["oneOf": ["sum": "Sum", "literal": "Int"]],
            "Sum": ["properties": ["left": "Expr", "right": "Expr"]],
            "Tree": ["properties": ["node": "Node"]],
            "Node": ["oneOf": ["tree": "Tree", "leaf": "Leaf"]],
            "Leaf": ["properties": ["value": "Int", "parent": "Tree?"]],
        ])) == [])
    }

    /// The cycle check is iterative: a chain of 20,000 unions and objects neither overflows the stack nor
    /// takes quadratic time.
    @Test(.timeLimit(.minutes(5))) func longUnionChainsAreChecked() throws {
        var text = "service: Chain\nmodels:\n"
        let count = 10_000
        for index in 0..<count {
            text += "  U\(index): { oneOf: { next: M\(index) } }\n  M\(index): { properties: { next: U\(index + 1) } }\n"
        }
        let finite = try YAMLReader.read(text + "  U\(count): { oneOf: { value: Int, more: M0 } }\n", file: "Chain.yaml")
        #expect(SpecDecoder.decode(finite, file: "Chain.yaml").diagnostics.isEmpty)
        let cyclic = try YAMLReader.read(text + "  U\(count): { oneOf: { back: M0 } }\n", file: "Chain.yaml")
        let diagnostics = SpecDecoder.decode(cyclic, file: "Chain.yaml").diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix(
            "model 'M0' contains itself through required properties and union variants: M0.next → U1.next → M1.next → U2.next") == true)
    }
}
