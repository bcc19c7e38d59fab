/// Types, defaults, wire keys, deprecation and numbers, as the decoder reads them back.
extension SpecWriter {
    /// The type's spelling, after checking that it parses back to the same type. A model name holding the type
    /// syntax's own characters (`[ ] ? : , < >`, spaces) or control characters cannot be spelled: that is
    /// reported, since writing it would give a spec that means something else or nothing.
    mutating func typeNode(_ type: TypeRef, at location: SourceLocation) -> SpecYAML {
        let text = type.description
        let parsed = try? TypeRef.parse(text, at: location)
        if parsed != type {
            let names = type.referencedModels.filter { TypeRef.parseModelName($0) == nil }
            let culprit = names.first.map { "the model name '\($0)'" } ?? "it"
            report(
                "the type '\(text)' cannot be written in a native spec: \(culprit) does not read back as written", at: location,
                notes: [
                    "model names may use any characters but '[ ] ? : , < >', spaces and control characters, and cannot be a"
                        + " built-in type's name",
                ])
        }
        return .string(text)
    }

    /// `key:` only when the wire name differs from the name.
    func key(_ key: String, name: String) -> SpecYAML? {
        key == name ? nil : .string(key)
    }

    /// `true`, or the message.
    func deprecation(_ deprecation: Deprecation?) -> SpecYAML? {
        guard let deprecation else { return nil }
        return deprecation.message.map { .string($0) } ?? .literal("true")
    }

    /// A default as the decoder expects it for `type`: enum cases as their raw value, in the enum's kind.
    func defaultValue(_ value: DefaultValue, type: TypeRef) -> SpecYAML {
        switch value {
        case .null: .literal("null")
        case .bool(let flag): .literal(flag ? "true" : "false")
        case .int(let number): .literal(String(number))
        case .double(let number): .literal(YAMLWriter.floatText(number))
        case .string(let text): .string(text)
        case .enumCase(let raw):
            if case .model(let name) = type.unwrapped, let rawType = enumRawTypes[name] {
                enumValue(raw, rawType: rawType)
            } else {
                .string(raw)
            }
        }
    }

    /// An enum value: an integer written plain, a string quoted when it looks like anything else (`"1"`, `"yes"`).
    func enumValue(_ raw: String, rawType: EnumSpec.RawType) -> SpecYAML {
        if rawType == .int, let number = Int(raw) { return .literal(String(number)) }
        return .string(raw)
    }

    /// Whole numbers without a fraction (`10`), others as the shortest text that reads back exactly (`2.5`).
    static func numberText(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return YAMLWriter.floatText(value)
    }

    mutating func report(_ message: String, at location: SourceLocation, notes: [String] = []) {
        diagnostics.append(.error(message, at: location, notes: notes))
    }
}

extension TypeRef {
    /// `name` as a type when it reads back as that very model name; nil for names the type syntax cannot hold.
    static func parseModelName(_ name: String) -> TypeRef? {
        let type = try? TypeRef.parse(name, at: SourceLocation(file: "", line: 1, column: 1))
        return type == .model(name) ? type : nil
    }
}
