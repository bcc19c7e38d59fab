extension TemplateContext {
    /// The `unionDeclaration` object (docs/Templates.md, "Context schema").
    static func unionContext(_ model: ModelCode, _ union: UnionCode, hashable: Bool) -> MustacheValue {
        let cases = union.cases.enumerated().map { index, unionCase in
            MustacheValue.object([
                "name": .string(unionCase.name),
                "type": .string(unionCase.type),
                "docLines": strings(unionCase.docLines),
                "indirectPrefix": .string(unionCase.isIndirect ? "indirect " : ""),
                "patternLiterals": optional(unionCase.patternLiterals),
                // Decoding without a discriminator is one `if let … else if let …` chain over the cases.
                "attemptKeyword": .string(index == 0 ? "if" : "} else if"),
            ])
        }
        return .object([
            "name": .string(model.typeName),
            "docLines": strings(model.docLines),
            "availability": optional(model.availability),
            "cases": .list(cases),
            "hasCases": .bool(!cases.isEmpty),
            "discriminatorLiteral": optional(union.discriminatorLiteral),
            "isParameterValue": .bool(union.isParameterValue),
            "isHashable": .bool(hashable),
        ])
    }
}
