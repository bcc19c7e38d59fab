extension CodeModelBuilder {
    /// A union's enum: one case per variant, in spec order. Case names follow the variant names
    /// (`cat`, `inProgress`); `unknown` is the enum's own case, so a variant of that name is renamed.
    mutating func buildUnion(_ model: ModelSpec, _ union: UnionSpec, indirect: Set<String>) -> UnionCode {
        // A case spelled like a generated type (`_2002Item` for the type `_2002Item`, where lowerCamelCase cannot
        // change a leading digit) would shadow the type in the enum's own code, as a property would in a struct.
        let claims = caseNameClaims(union)
        // Discriminator value → the variant it selects; the first variant listed keeps a repeated value.
        var selected: [String: String] = [:]
        var cases: [UnionCaseCode] = []
        for (variant, (base, claimed)) in zip(union.variants, claims) {
            checkReferences(variant.type, at: variant.location)
            if Self.mentionsFile(variant.type) {
                diagnostics.append(.error(
                    "'File' cannot be a union variant; it is only allowed as a multipart body field",
                    at: variant.location, notes: ["use 'Data' for raw bytes in a model"]))
            }
            if claimed.renamed {
                let reason = SwiftKeywords.enumMembers.contains(base) ? "'\(base)' is reserved in a union"
                    : allTypeNames.contains(base) ? "'\(base)' is the name of a generated type"
                    : "another variant also converts to '\(base)'"
                diagnostics.append(.warning(
                    "variant '\(variant.name)' of '\(model.name)': \(reason); the case is generated as '\(claimed.name)'",
                    at: variant.location, notes: ["rename the variant in the spec"]))
            }
            var values: [String] = []
            if union.discriminator != nil {
                for value in variant.selectingValues {
                    if let other = selected[value] {
                        diagnostics.append(.warning(
                            "discriminator value '\(value)' of '\(model.name)' already selects variant '\(other)'; variant '\(variant.name)' does not get it",
                            at: variant.location, notes: ["give each variant its own 'values'"]))
                    } else {
                        selected[value] = variant.name
                        values.append(SwiftLiteral.string(value))
                    }
                }
            }
            cases.append(UnionCaseCode(
                name: SwiftIdentifier.escaped(claimed.name), type: swiftType(variant.type),
                docLines: SwiftLiteral.docLines(variant.description), isIndirect: indirect.contains(variant.name),
                patternLiterals: values.isEmpty ? nil : values.joined(separator: ", ")))
        }
        return UnionCode(
            cases: cases, discriminatorLiteral: union.discriminator.map(SwiftLiteral.string),
            isParameterValue: parameterUnions.contains(model.name))
    }

    /// Each variant's case name (`Self.memberName` of the variant name, made unique), with the name it came from: the
    /// same names for the union's declaration and for a default that picks a variant.
    func caseNameClaims(_ union: UnionSpec) -> [(base: String, claimed: (name: String, renamed: Bool))] {
        var names = NameScope(reserved: SwiftKeywords.enumMembers, sharedReserved: allTypeNames)
        return union.variants.map { variant in
            let base = Self.memberName(variant.name, fallback: "value")
            return (base, names.claim(base))
        }
    }
}
