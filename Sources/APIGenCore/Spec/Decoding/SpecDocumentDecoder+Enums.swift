/// Enum models: `enum: [admin, member]`, `enum: [1, 2]`, or cases with descriptions.
extension SpecDocumentDecoder {
    static let enumCaseKeys = ["value", "description"]

    /// The cases of `enum:`; `nil` when none is usable (the errors say why).
    mutating func decodeEnumCases(_ node: Node, model: String) -> EnumSpec? {
        guard case .sequence(let sequence) = node else {
            error(
                "expected a list for 'enum' of model '\(model)', found \(node.kindDescription)", at: node.location,
                notes: ["write 'enum: [a, b, c]'"])
            return nil
        }
        guard !sequence.items.isEmpty else {
            error("enum '\(model)' has no values", at: node.location)
            return nil
        }
        var rawType: EnumSpec.RawType?
        var cases: [EnumCaseSpec] = []
        var seen: [String: SourceLocation] = [:]
        var isValid = true
        for item in sequence.items {
            guard let (valueNode, description) = enumCaseParts(item, model: model),
                  let (value, type) = enumValue(valueNode, model: model)
            else {
                isValid = false
                continue
            }
            if let rawType, rawType != type {
                error(
                    "enum '\(model)' mixes string and integer values", at: valueNode.location,
                    notes: ["the first value is \(rawType == .int ? "an integer" : "a string"); quote integers to make them strings"])
                isValid = false
                continue
            }
            rawType = type
            if let first = seen[value] {
                error(
                    "duplicate enum value '\(value)' in '\(model)'", at: valueNode.location,
                    notes: ["first listed at \(Self.place(first))"])
                isValid = false
                continue
            }
            seen[value] = valueNode.location
            cases.append(EnumCaseSpec(value: value, description: description, location: valueNode.location))
        }
        guard isValid, let rawType else { return nil }
        return EnumSpec(rawType: rawType, cases: cases)
    }

    /// A list item: a plain value, or `{ value: …, description: … }`.
    private mutating func enumCaseParts(_ item: Node, model: String) -> (Node, String?)? {
        guard case .mapping = item else { return (item, nil) }
        let context = "in a case of enum '\(model)'"
        guard let fields = fields(of: item, allowed: Self.enumCaseKeys, context: context, what: "a case of enum '\(model)'") else {
            return nil
        }
        guard let value = fields["value"] else {
            error("missing key 'value' \(context)", at: item.location, notes: ["write '{ value: admin, description: Full access. }'"])
            return nil
        }
        let description = fields["description"].flatMap { string($0, for: "'description'") }
        return (value, description)
    }

    /// The raw value as text and its kind; integers are normalized (`0x10` → `16`).
    private mutating func enumValue(_ node: Node, model: String) -> (String, EnumSpec.RawType)? {
        if case .scalar(let scalar) = node {
            if scalar.isOversizedInteger {
                error(Self.oversizedIntegerMessage(scalar, what: "enum value"), at: node.location, notes: Self.oversizedIntegerNotes)
                return nil
            }
            switch scalar.value {
            case .string(let text): return (text, .string)
            case .int(let value): return (String(value), .int)
            case .bool, .null, .float:
                error(
                    "enum values must be strings or integers, found \(node.kindDescription)", at: node.location,
                    notes: ["quote it to make it a string: \"\(scalar.text)\""])
                return nil
            }
        }
        error("enum values must be strings or integers, found \(node.kindDescription)", at: node.location)
        return nil
    }
}
