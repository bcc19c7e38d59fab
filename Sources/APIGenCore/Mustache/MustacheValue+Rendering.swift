extension MustacheValue {
    /// Whether a section renders (`{{#x}}`) or an inverted section is skipped (`{{^x}}`).
    ///
    /// `null`, `false`, the empty list and the empty string are falsey, so a template can write
    /// `{{#description}}/// {{description}}{{/description}}` for an optional text. Numbers are
    /// always truthy: a `0` timeout or page is a value, not an absence.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .int, .double, .object: true
        case .string(let value): !value.isEmpty
        case .list(let items): !items.isEmpty
        }
    }

    /// The text an interpolation tag writes. Lists and objects have no text form and write nothing.
    var interpolationText: String {
        switch self {
        case .null, .list, .object: ""
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): Self.format(value)
        case .string(let value): value
        }
    }

    /// `1.5` → "1.5", `2.0` → "2": integral values print without a fraction, as the spec expects.
    static func format(_ value: Double) -> String {
        // Range check first: `Int(_:)` traps outside Int's range. (No `rounded()`: it needs libm.)
        if value.isFinite, abs(value) < 1e15, value == Double(Int(value)) {
            return String(Int(value))
        }
        return String(describing: value)
    }

    /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
    subscript(member key: String) -> MustacheValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}

extension MustacheValue {
    /// Converts a located JSON/YAML document (e.g. `--data DATA.json`) into a template context.
    ///
    /// Scalars resolve under the YAML core schema (`ScalarValue`); mapping keys use their text.
    public init(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            switch scalar.value {
            case .null: self = .null
            case .bool(let value): self = .bool(value)
            case .int(let value): self = .int(value)
            case .float(let value): self = .double(value)
            case .string(let value): self = .string(value)
            }
        case .sequence(let sequence):
            self = .list(sequence.items.map(MustacheValue.init))
        case .mapping(let mapping):
            var members: [String: MustacheValue] = [:]
            for entry in mapping.entries {
                guard case .scalar(let key) = entry.key else { continue }
                members[key.text] = MustacheValue(entry.value)
            }
            self = .object(members)
        }
    }
}
