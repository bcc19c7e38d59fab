@testable import APIGenCore

/// Unions (`oneOf`) and objects with `additionalProperties`. Their models also go into the compiled
/// `Clients/Snippets.swift`, which `CodeGenClientTests` decode and encode.
extension SnippetCase {
    static func union(_ name: String, _ variants: [UnionVariantSpec], discriminator: String? = nil, description: String? = nil) -> ModelSpec {
        ModelSpec(name: name, description: description, kind: .union(UnionSpec(variants: variants, discriminator: discriminator)), location: at(2))
    }

    static func variant(_ name: String, _ type: TypeRef, values: [String] = [], description: String? = nil) -> UnionVariantSpec {
        UnionVariantSpec(name: name, type: type, discriminatorValues: values, description: description, location: at(3))
    }

    static let cat = object("Cat", [property("petType", .builtin(.string)), property("name", .builtin(.string))])
    static let dog = object("Dog", [property("petType", .builtin(.string)), property("barks", .optional(.builtin(.bool)))])
    static let point = object("Point", [property("x", .builtin(.double)), property("y", .builtin(.double))])

    static let unions: [SnippetCase] = [
        SnippetCase(
            name: "union-discriminated",
            spec: spec(models: [
                union("Pet", [
                    variant("cat", .model("Cat")),
                    variant("dog", .model("Dog"), values: ["dog", "DOG"], description: "A dog; older servers send \"DOG\"."),
                ], discriminator: "petType", description: "A pet, told apart by `petType`."),
                cat, dog,
            ]),
            path: "Snippet/Models/Pet.swift"),
        SnippetCase(
            name: "union-in-order",
            spec: spec(models: [
                union("Scalar", [
                    variant("count", .builtin(.int)),
                    variant("ratio", .builtin(.double)),
                    variant("label", .builtin(.string)),
                    variant("point", .model("Point")),
                    variant("tags", .array(.builtin(.string))),
                ], description: "The first variant that decodes wins."),
                point,
            ]),
            path: "Snippet/Models/Scalar.swift"),
        SnippetCase(
            name: "union-recursive",
            spec: spec(models: [
                union("Expr", [
                    variant("literal", .model("Literal")),
                    variant("sum", .model("Sum")),
                    variant("negation", .model("Negation")),
                    variant("group", .model("Group")),
                ], discriminator: "op"),
                object("Literal", [property("op", .builtin(.string)), property("value", .builtin(.int))]),
                object("Sum", [property("op", .builtin(.string)), property("left", .model("Expr")), property("right", .model("Expr"))]),
                object("Negation", [property("op", .builtin(.string)), property("operand", .optional(.model("Expr")))]),
                object("Group", [property("op", .builtin(.string)), property("items", .array(.model("Expr")))]),
            ]),
            path: "Snippet/Models/Expr.swift"),
        SnippetCase(
            name: "struct-additional-properties",
            spec: spec(models: [ModelSpec(
                name: "Labels", description: "Known labels plus any others.",
                kind: .object([property("id", .builtin(.int)), property("displayName", .builtin(.string), key: "display_name")]),
                additionalProperties: .builtin(.string), location: at(2))]),
            path: "Snippet/Models/Labels.swift"),
        SnippetCase(
            name: "struct-additional-properties-only",
            spec: spec(models: [ModelSpec(name: "Counters", kind: .object([]), additionalProperties: .array(.builtin(.int)), location: at(2))]),
            path: "Snippet/Models/Counters.swift"),
    ]
}
