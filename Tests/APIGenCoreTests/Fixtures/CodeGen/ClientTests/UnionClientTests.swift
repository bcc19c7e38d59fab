import APIRuntime
import CodeGenClients
import Foundation
import Testing

/// Decodes and encodes the generated unions (`oneOf`) and `additionalProperties` models of
/// `Clients/Snippets.swift` with the coders `APIClient` uses by default.
@Suite struct UnionClientTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONCoding.makeDecoder().decode(type, from: Data(json.utf8))
    }

    /// Encodes `value` and reads the result back as free-form JSON, to compare with what was decoded.
    private func encodedJSON(_ value: some Encodable) throws -> JSON {
        try JSONCoding.makeDecoder().decode(JSON.self, from: JSONCoding.makeEncoder().encode(value))
    }

    @Test func discriminatorSelectsEachVariant() throws {
        #expect(try decode(Pet.self, #"{"petType": "Cat", "name": "Tom"}"#) == .cat(Cat(petType: "Cat", name: "Tom")))
        #expect(try decode(Pet.self, #"{"petType": "dog", "barks": true}"#) == .dog(Dog(petType: "dog", barks: true)))
        // Every value listed under `values` selects the variant.
        #expect(try decode(Pet.self, #"{"petType": "DOG"}"#) == .dog(Dog(petType: "DOG")))
        let pets = try decode([Pet].self, #"[{"petType": "Cat", "name": "A"}, {"petType": "dog"}]"#)
        #expect(pets == [.cat(Cat(petType: "Cat", name: "A")), .dog(Dog(petType: "dog"))])
    }

    @Test func unknownDiscriminatorKeepsTheJSONAndEncodesItBackUnchanged() throws {
        let text = #"{"petType": "bird", "wings": 2, "tags": ["a", null], "nested": {"x": true}}"#
        let original = try decode(JSON.self, text)
        let pet = try decode(Pet.self, text)
        #expect(pet == .unknown(original))
        #expect(try encodedJSON(pet) == original)
        // No discriminator at all, or not an object: unknown too, never a decoding error.
        #expect(try decode(Pet.self, #"{"name": "Tom"}"#) == .unknown(.object(["name": .string("Tom")])))
        #expect(try decode(Pet.self, #""cat""#) == .unknown(.string("cat")))
        #expect(try decode(Pet.self, "null") == .unknown(.null))
    }

    @Test func aKnownDiscriminatorWithABadPayloadIsAnError() {
        // `name` is required in `Cat`: the payload is wrong, not new, so it must not hide as `.unknown`.
        #expect(throws: DecodingError.self) { try decode(Pet.self, #"{"petType": "Cat"}"#) }
    }

    @Test func knownVariantsEncodeAsTheirOwnJSON() throws {
        let pet = Pet.cat(Cat(petType: "Cat", name: "Tom"))
        #expect(try encodedJSON(pet) == .object(["petType": .string("Cat"), "name": .string("Tom")]))
        #expect(try decode(Pet.self, String(decoding: JSONCoding.makeEncoder().encode(pet), as: UTF8.self)) == pet)
    }

    @Test func withoutADiscriminatorTheFirstVariantThatDecodesWins() throws {
        // `count: Int` comes before `ratio: Double`, so a whole number is a count and 2.5 a ratio.
        #expect(try decode(Scalar.self, "3") == .count(3))
        #expect(try decode(Scalar.self, "2.5") == .ratio(2.5))
        #expect(try decode(Scalar.self, #""x""#) == .label("x"))
        #expect(try decode(Scalar.self, #"{"x": 1, "y": 2.5}"#) == .point(Point(x: 1, y: 2.5)))
        #expect(try decode(Scalar.self, #"["a", "b"]"#) == .tags(["a", "b"]))
        #expect(try decode(Scalar.self, "[1, 2]") == .unknown(.array([.number(1), .number(2)])))
        #expect(try decode(Scalar.self, "true") == .unknown(.bool(true)))
        for value in [Scalar.count(3), .ratio(2.5), .label("x"), .point(Point(x: 1, y: 2)), .tags([]), .unknown(.bool(true))] {
            #expect(try decode(Scalar.self, String(decoding: JSONCoding.makeEncoder().encode(value), as: UTF8.self)) == value)
        }
    }

    @Test func recursiveUnionsDecodeAndRoundTrip() throws {
        let text = """
            {"op": "Sum", "left": {"op": "Literal", "value": 1},
             "right": {"op": "Negation", "operand": {"op": "Group", "items": [{"op": "Literal", "value": 2}, {"op": "Pow"}]}}}
            """
        let expr = try decode(Expr.self, text)
        let group = Expr.group(Group(op: "Group", items: [.literal(Literal(op: "Literal", value: 2)), .unknown(.object(["op": .string("Pow")]))]))
        #expect(expr == .sum(Sum(op: "Sum", left: .literal(Literal(op: "Literal", value: 1)), right: .negation(Negation(op: "Negation", operand: group)))))
        #expect(try encodedJSON(expr) == decode(JSON.self, text))
    }

    @Test func additionalPropertiesRoundTrip() throws {
        let text = #"{"id": 1, "display_name": "A", "color": "red", "size": "L"}"#
        let labels = try decode(Labels.self, text)
        #expect(labels == Labels(id: 1, displayName: "A", additionalProperties: ["color": "red", "size": "L"]))
        #expect(try encodedJSON(labels) == decode(JSON.self, text))
        #expect(try decode(Labels.self, #"{"id": 2, "display_name": "B"}"#).additionalProperties.isEmpty)
        // A declared property wins over an additional one with its key.
        let clash = Labels(id: 3, displayName: "C", additionalProperties: ["id": "x", "display_name": "y", "z": "1"])
        #expect(try encodedJSON(clash) == .object(["id": .number(3), "display_name": .string("C"), "z": .string("1")]))
        // Values under undeclared keys have the declared type, like any property.
        #expect(throws: DecodingError.self) { try decode(Labels.self, #"{"id": 1, "display_name": "A", "n": 3}"#) }
    }

    @Test func additionalPropertiesWithoutDeclaredPropertiesAreTheWholeObject() throws {
        let counters = try decode(Counters.self, #"{"a": [1, 2], "b": []}"#)
        #expect(counters == Counters(additionalProperties: ["a": [1, 2], "b": []]))
        #expect(try encodedJSON(counters) == .object(["a": .array([.number(1), .number(2)]), "b": .array([])]))
    }

    /// `Specs/Keywords.yaml`, through the YAML reader and the spec decoder: keyword variant names, a variant
    /// named `unknown`, and a property that takes the name `additionalProperties`.
    @Test func keywordNamedVariantsAndARenamedDictionary() throws {
        #expect(try decode(Either.self, "1") == .default(1))
        #expect(try decode(Either.self, #""s""#) == .selfValue("s"))
        #expect(try decode(Either.self, "[]") == .unknown2([]))
        #expect(try decode(Either.self, #"{"a": 1}"#) == .unknown(.object(["a": .number(1)])))
        let text = #"{"additionalProperties": 1, "in": true, "a": "a-b", "b": "zzz"}"#
        let bag = try decode(Bag.self, text)
        #expect(bag == Bag(additionalProperties: 1, in: true, additionalProperties2: ["a": .aB, "b": .unknown("zzz")]))
        #expect(try encodedJSON(bag) == decode(JSON.self, text))
    }
}
