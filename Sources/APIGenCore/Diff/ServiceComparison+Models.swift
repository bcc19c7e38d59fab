/// Models: matched by spec name; a model left over on each side with the same generated shape (everything
/// but its name and documentation) is the same model renamed.
extension ServiceComparison {
    typealias Model = (spec: ModelSpec, code: ModelCode)

    mutating func compareModels() {
        let newByName = Dictionary(new.models.map { ($0.spec.name, $0) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(old.models.map(\.spec.name))
        var removed: [Model] = []
        for model in old.models {
            if let now = newByName[model.spec.name] {
                compare(model, now)
            } else {
                removed.append(model)
            }
        }
        var added = new.models.filter { !oldNames.contains($0.spec.name) }
        for model in removed {
            let shape = Self.shape(of: model.code)
            let candidates = added.indices.filter { Self.shape(of: added[$0].code) == shape }
            if candidates.count == 1, let index = candidates.first {
                let now = added.remove(at: index)
                add(.breakingForCallers, "model-renamed", .model(now.code.typeName),
                    "the model '\(model.spec.name)' was renamed to '\(now.spec.name)'; '\(model.code.typeName)' is now '\(now.code.typeName)'",
                    symbols: [model.code.typeName, now.code.typeName], at: now.spec.location)
                continue
            }
            add(.breakingForCallers, "model-removed", .model(model.code.typeName), "the model was removed",
                symbols: [model.code.typeName], at: model.spec.location, side: .old)
        }
        for model in added {
            add(.compatible, "model-added", .model(model.code.typeName), "the model was added",
                symbols: [model.code.typeName], at: model.spec.location)
        }
    }

    /// The generated kind without any documentation: equal for a model that was only renamed.
    static func shape(of model: ModelCode) -> ModelCode.Kind {
        switch model.kind {
        case .structure(var code):
            code.properties = code.properties.map { $0.with(docLines: []) }
            code.additionalProperties?.docLines = []
            return .structure(code)
        case .enumeration(var code):
            code.cases = code.cases.map { EnumCaseCode(name: $0.name, rawLiteral: $0.rawLiteral, docLines: []) }
            return .enumeration(code)
        case .union(var code):
            code.cases = code.cases.map {
                UnionCaseCode(name: $0.name, type: $0.type, docLines: [], isIndirect: $0.isIndirect, patternLiterals: $0.patternLiterals)
            }
            return .union(code)
        }
    }

    private static func kindName(_ kind: ModelCode.Kind) -> String {
        switch kind {
        case .structure: "a struct"
        case .enumeration: "an enum"
        case .union: "a union (oneOf)"
        }
    }

    private mutating func compare(_ before: Model, _ after: Model) {
        let typeName = after.code.typeName
        let subject = APIChange.Subject.model(typeName)
        let location = after.spec.location
        if before.code.typeName != typeName {
            add(.breakingForCallers, "model-renamed", subject,
                "the generated type was renamed from '\(before.code.typeName)' to '\(typeName)'",
                symbols: [before.code.typeName, typeName], at: location)
        }
        switch (before.code.kind, after.code.kind) {
        case (.structure(let was), .structure(let now)):
            compareStruct(was, now, before: before, after: after)
        case (.enumeration(let was), .enumeration(let now)):
            compareEnum(was, now, before: before, after: after)
        case (.union(let was), .union(let now)):
            compareUnion(was, now, before: before, after: after)
        default:
            add(.breakingForCallers, "model-kind-changed", subject,
                "the model changed from \(Self.kindName(before.code.kind)) to \(Self.kindName(after.code.kind))",
                symbols: [typeName], at: location)
        }
        if before.spec.deprecated == nil, after.spec.deprecated != nil {
            add(.compatible, "deprecated", subject, "the model was deprecated", symbols: [typeName], at: location)
        }
        if Self.docsChanged(before.code, after.code) {
            add(.compatible, "documentation-changed", subject, "the documentation changed", symbols: [typeName], at: location)
        }
    }

    /// Whether the documentation of the model, or of a member both versions have, changed. Members added or
    /// removed are reported on their own.
    private static func docsChanged(_ before: ModelCode, _ after: ModelCode) -> Bool {
        before.docLines != after.docLines || ServiceComparison.docsChanged(memberDocs(before), memberDocs(after))
    }

    /// Member name → its documentation lines.
    private static func memberDocs(_ model: ModelCode) -> [(String, [String])] {
        switch model.kind {
        case .structure(let code): code.properties.map { ($0.name, $0.docLines) }
        case .enumeration(let code): code.cases.map { ($0.name, $0.docLines) }
        case .union(let code): code.cases.map { ($0.name, $0.docLines) }
        }
    }

    /// Whether a name both lists have is documented differently.
    static func docsChanged(_ before: [(String, [String])], _ after: [(String, [String])]) -> Bool {
        let afterByName = Dictionary(after, uniquingKeysWith: { first, _ in first })
        return before.contains { name, lines in afterByName[name].map { $0 != lines } ?? false }
    }

    private mutating func compareEnum(_ was: EnumCode, _ now: EnumCode, before: Model, after: Model) {
        let typeName = after.code.typeName
        let subject = APIChange.Subject.model(typeName)
        if was.rawType != now.rawType {
            add(.breakingForCallers, "enum-raw-type-changed", subject,
                "the raw values changed from \(was.rawType) to \(now.rawType)", symbols: [typeName], at: after.spec.location)
            return
        }
        let beforeLocations = Self.caseLocations(before.spec)
        let afterLocations = Self.caseLocations(after.spec)
        let nowByLiteral = Dictionary(now.cases.map { ($0.rawLiteral, $0) }, uniquingKeysWith: { first, _ in first })
        let wasByLiteral = Dictionary(was.cases.map { ($0.rawLiteral, $0) }, uniquingKeysWith: { first, _ in first })
        var removed: [EnumCaseCode] = []
        for enumCase in was.cases {
            guard let current = nowByLiteral[enumCase.rawLiteral] else {
                removed.append(enumCase)
                continue
            }
            if current.name != enumCase.name {
                add(.breakingForCallers, "enum-case-renamed", subject,
                    "the case for \(enumCase.rawLiteral) was renamed from '.\(enumCase.name)' to '.\(current.name)'",
                    symbols: ["\(typeName).\(enumCase.name)", "\(typeName).\(current.name)"],
                    at: afterLocations[current.rawLiteral] ?? after.spec.location)
            }
        }
        var added = now.cases.filter { wasByLiteral[$0.rawLiteral] == nil }
        for enumCase in removed {
            let symbol = "\(typeName).\(enumCase.name)"
            if let index = added.firstIndex(where: { $0.name == enumCase.name }) {
                let current = added.remove(at: index)
                add(.breakingOnTheWire, "enum-value-changed", subject,
                    "'.\(current.name)' is now sent and read as \(current.rawLiteral) (was \(enumCase.rawLiteral)); the Swift case is unchanged",
                    symbols: [symbol], at: afterLocations[current.rawLiteral] ?? after.spec.location)
                continue
            }
            add(.breakingForCallers, "enum-case-removed", subject,
                "case '.\(enumCase.name)' (\(enumCase.rawLiteral)) was removed; code that names it no longer compiles",
                symbols: [symbol], at: beforeLocations[enumCase.rawLiteral] ?? before.spec.location, side: .old)
        }
        for enumCase in added {
            add(.compatible, "enum-case-added", subject,
                "case '.\(enumCase.name)' (\(enumCase.rawLiteral)) was added; old clients decode it as '.unknown'",
                symbols: ["\(typeName).\(enumCase.name)"], at: afterLocations[enumCase.rawLiteral] ?? after.spec.location)
        }
    }

    /// Raw value literal (as the code model writes it) → where the value is in the spec.
    private static func caseLocations(_ model: ModelSpec) -> [String: SourceLocation] {
        guard case .enumeration(let spec) = model.kind else { return [:] }
        var result: [String: SourceLocation] = [:]
        for enumCase in spec.cases {
            let literal: String
            switch spec.rawType {
            case .string: literal = SwiftLiteral.string(enumCase.value)
            case .int: literal = Int(enumCase.value).map(String.init) ?? enumCase.value
            }
            if result[literal] == nil { result[literal] = enumCase.location }
        }
        return result
    }

    private mutating func compareUnion(_ was: UnionCode, _ now: UnionCode, before: Model, after: Model) {
        let typeName = after.code.typeName
        let subject = APIChange.Subject.model(typeName)
        let beforeLocations = Self.unionLocations(before.spec, was)
        let afterLocations = Self.unionLocations(after.spec, now)
        if was.discriminatorLiteral != now.discriminatorLiteral {
            add(.breakingOnTheWire, "discriminator-changed", subject,
                "the variant is now chosen by \(now.discriminatorLiteral ?? "trying each variant") (was \(was.discriminatorLiteral ?? "trying each variant"))",
                symbols: [typeName], at: after.spec.location)
        }
        let nowByName = Dictionary(now.cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let wasNames = Set(was.cases.map(\.name))
        for variant in was.cases {
            let symbol = "\(typeName).\(variant.name)"
            guard let current = nowByName[variant.name] else {
                add(.breakingForCallers, "union-case-removed", subject,
                    "case '.\(variant.name)(\(variant.type))' was removed; code that names it no longer compiles",
                    symbols: [symbol], at: beforeLocations[variant.name] ?? before.spec.location, side: .old)
                continue
            }
            let location = afterLocations[variant.name] ?? after.spec.location
            if current.type != variant.type {
                add(.breakingForCallers, "union-case-type-changed", subject,
                    "case '.\(variant.name)' now carries '\(current.type)' (was '\(variant.type)')", symbols: [symbol], at: location)
            } else if current.patternLiterals != variant.patternLiterals, was.discriminatorLiteral == now.discriminatorLiteral {
                add(.breakingOnTheWire, "discriminator-values-changed", subject,
                    "case '.\(variant.name)' is now chosen by \(current.patternLiterals ?? "no value") (was \(variant.patternLiterals ?? "no value"))",
                    symbols: [symbol], at: location)
            }
        }
        for variant in now.cases where !wasNames.contains(variant.name) {
            add(.compatible, "union-case-added", subject,
                "case '.\(variant.name)(\(variant.type))' was added; old clients decode it as '.unknown'",
                symbols: ["\(typeName).\(variant.name)"], at: afterLocations[variant.name] ?? after.spec.location)
        }
    }

    /// Case name → where its variant is in the spec (the code model builds one case per variant, in order).
    private static func unionLocations(_ model: ModelSpec, _ code: UnionCode) -> [String: SourceLocation] {
        guard case .union(let spec) = model.kind else { return [:] }
        return Dictionary(zip(code.cases, spec.variants).map { ($0.name, $1.location) }, uniquingKeysWith: { first, _ in first })
    }
}
