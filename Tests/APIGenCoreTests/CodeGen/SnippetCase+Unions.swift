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

    /// Unions that can be parameters (Elasticsearch's `index`: one name or several; `expand_wildcards`: one value of
    /// an enum or several), and one that cannot (`Outline` holds itself: a tree, which a list of texts cannot carry).
    static let indexUnions: [ModelSpec] = [
        union("Indices", [variant("name", .builtin(.string)), variant("names", .array(.builtin(.string)))],
              description: "One index name or several."),
        ModelSpec(name: "Wildcard", kind: .enumeration(EnumSpec(rawType: .string, cases: [
            EnumCaseSpec(value: "open", location: at(3)), EnumCaseSpec(value: "hidden", location: at(4)),
        ])), location: at(2)),
        union("Wildcards", [variant("one", .model("Wildcard")), variant("several", .array(.model("Wildcard")))]),
        union("Outline", [variant("heading", .builtin(.string)), variant("sections", .array(.model("Outline")))]),
    ]

    /// An endpoint with union parameters in the path, the query (with a default and `explode: false`) and a header.
    static let indexSearch = spec(models: indexUnions, endpoints: [EndpointSpec(
        name: "searchIndices", method: .get, path: "/{index}/_search",
        params: [
            param("index", .path, .model("Indices")),
            ParamSpec(
                name: "expandWildcards", placement: .query, type: .optional(.model("Wildcards")), key: "expand_wildcards",
                defaultValue: .string("open"), explode: false, location: at(4)),
            param("routing", .query, .optional(.model("Indices"))),
            param("trace", .header, .optional(.model("Indices")), key: "X-Trace"),
        ],
        location: at(2))])

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
        SnippetCase(name: "union-parameter", spec: indexSearch, path: "Snippet/Models/Indices.swift"),
        SnippetCase(name: "union-parameter-api", spec: indexSearch, path: "Snippet/APIs/SearchIndicesAPI.swift"),
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
