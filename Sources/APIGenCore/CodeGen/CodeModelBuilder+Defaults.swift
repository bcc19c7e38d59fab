import Foundation

extension CodeModelBuilder {
    /// The Swift literal for a spec default, or `nil` (with a warning) when the value cannot be
    /// written as a literal of `type`.
    mutating func defaultLiteral(_ value: DefaultValue?, for type: TypeRef, at location: SourceLocation) -> String? {
        guard let value else { return nil }
        if let literal = literal(value, for: type) { return literal }
        diagnostics.append(.warning(
            "the default value cannot be written as a Swift literal of type '\(swiftType(type))'; it is ignored",
            at: location, notes: ["defaults work for Int, Int64, Double, Bool, String, enum models, unions of these and 'null' for optionals"]))
        return nil
    }

    private func literal(_ value: DefaultValue, for type: TypeRef) -> String? {
        if case .null = value { return type.isOptional ? "nil" : nil }
        switch (value, type.unwrapped) {
        case (.bool(let bool), .builtin(.bool)):
            return bool ? "true" : "false"
        case (.int(let int), .builtin(.int)), (.int(let int), .builtin(.int64)), (.int(let int), .builtin(.double)):
            return String(int)
        case (.double(let double), .builtin(.double)):
            return SwiftLiteral.number(double)
        case (.string(let string), .builtin(.string)):
            return SwiftLiteral.string(string)
        case (.enumCase(let raw), .model(let name)) where enumCaseNames[name] != nil,
             (.string(let raw), .model(let name)) where enumCaseNames[name] != nil:
            return enumCaseNames[name]?[raw].map { caseLiteral($0, of: name, optional: type.isOptional) }
        case (.int(let int), .model(let name)) where enumCaseNames[name] != nil:
            return enumCaseNames[name]?[String(int)].map { caseLiteral($0, of: name, optional: type.isOptional) }
        case (_, .model(let name)):
            return unionLiteral(value, union: name, visiting: [])
        default:
            return nil
        }
    }

    /// A union's default is the first variant, in spec order, that the value is a literal of (`.name("logs")` for a
    /// `String` variant, `.one(.open)` for an enum variant); lists and objects are never chosen. A union inside itself
    /// is not followed again, so a self-referencing union ends.
    private func unionLiteral(_ value: DefaultValue, union name: String, visiting: Set<String>) -> String? {
        guard case .union(let union)? = modelsByName[name]?.kind, !visiting.contains(name) else { return nil }
        for (variant, (_, claimed)) in zip(union.variants, caseNameClaims(union)) {
            let inner: String? = switch variant.type.unwrapped {
            case .model(let variantModel) where enumCaseNames[variantModel] == nil:
                unionLiteral(value, union: variantModel, visiting: visiting.union([name]))
            case .builtin, .model: literal(value, for: variant.type.unwrapped)
            case .array, .dictionary, .optional: nil
            }
            if let inner { return ".\(SwiftIdentifier.escaped(claimed.name))(\(inner))" }
        }
        return nil
    }

    /// `.member`, or `Member.none` where an optional would read `.none` / `.some` as its own case (Swift warns that
    /// it assumes `Optional.none`, and the default would silently be `nil`).
    private func caseLiteral(_ caseName: String, of model: String, optional: Bool) -> String {
        let bare = caseName.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        guard optional, bare == "none" || bare == "some" else { return "." + caseName }
        return swiftType(.model(model)) + "." + caseName
    }
}
