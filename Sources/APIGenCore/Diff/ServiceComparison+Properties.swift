/// The stored properties of a model struct, matched by Swift name: callers see the name, type and the
/// memberwise initializer; the wire sees the key, the date format and whether a key may be missing.
extension ServiceComparison {
    /// One stored property with its spec (the code model builds one property per spec property, in order).
    struct Property {
        let code: PropertyCode
        let spec: PropertySpec

        var name: String { code.name.trimmingBackticks }
    }

    mutating func compareStruct(_ was: StructCode, _ now: StructCode, before: Model, after: Model) {
        let typeName = after.code.typeName
        let subject = APIChange.Subject.model(typeName)
        let wasProperties = Self.properties(was, before.spec)
        let nowProperties = Self.properties(now, after.spec)
        let nowByName = Dictionary(nowProperties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let wasByName = Dictionary(wasProperties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var removed: [Property] = []
        for property in wasProperties {
            if let current = nowByName[property.name] {
                compare(property, current, typeName: typeName)
            } else {
                removed.append(property)
            }
        }
        var added = nowProperties.filter { wasByName[$0.name] == nil }
        for property in removed {
            let symbol = "\(typeName).\(property.name)"
            if let index = added.firstIndex(where: { $0.spec.key == property.spec.key && $0.code.type == property.code.type }) {
                let current = added.remove(at: index)
                add(.breakingForCallers, "property-renamed", subject,
                    "property '\(property.name)' was renamed to '\(current.name)' (the wire key '\(current.spec.key)' is unchanged)",
                    symbols: [symbol, "\(typeName).\(current.name)"], at: current.spec.location)
                continue
            }
            add(.breakingForCallers, "property-removed", subject,
                "property '\(property.name)' was removed; code that reads it no longer compiles",
                symbols: [symbol], at: property.spec.location, side: .old)
        }
        for property in added {
            let symbol = "\(typeName).\(property.name)"
            if let value = property.code.defaultValue {
                add(.compatible, "property-added", subject,
                    "property '\(property.name): \(property.code.type)' was added (default \(value))",
                    symbols: [symbol], at: property.spec.location)
            } else {
                add(.breakingForCallers, "property-added", subject,
                    "required property '\(property.name): \(property.code.type)' was added; the memberwise initializer needs it "
                        + "and payloads without '\(property.spec.key)' no longer decode",
                    symbols: [symbol], at: property.spec.location)
            }
        }
        let wasOrder = wasProperties.map(\.name).filter { nowByName[$0] != nil }
        let nowOrder = nowProperties.map(\.name).filter { wasByName[$0] != nil }
        if wasOrder != nowOrder {
            add(.breakingForCallers, "properties-reordered", subject,
                "the properties are now in the order (\(nowOrder.map { $0 + ":" }.joined())); calls of the memberwise initializer must follow it",
                symbols: ["\(typeName).init"], at: after.spec.location)
        }
        compareAdditionalProperties(was.additionalProperties, now.additionalProperties, typeName: typeName, location: after.spec.location)
    }

    private static func properties(_ code: StructCode, _ model: ModelSpec) -> [Property] {
        guard case .object(let specs) = model.kind else { return [] }
        return zip(code.properties, specs).map { Property(code: $0, spec: $1) }
    }

    private mutating func compare(_ before: Property, _ after: Property, typeName: String) {
        let subject = APIChange.Subject.model(typeName)
        let symbol = "\(typeName).\(after.name)"
        let location = after.spec.location
        let key = after.spec.key
        if before.code.type != after.code.type {
            var message = "the type of '\(after.name)' changed from '\(before.code.type)' to '\(after.code.type)'"
            if before.code.type == after.code.type + "?" {
                message += "; it is now required, so payloads without '\(key)' no longer decode"
            } else if after.code.type == before.code.type + "?" {
                message += "; it is now optional"
            }
            add(.breakingForCallers, "property-type-changed", subject, message, symbols: [symbol], at: location)
        } else {
            switch (before.code.defaultValue, after.code.defaultValue) {
            case (let was?, nil):
                add(.breakingOnTheWire, "property-made-required", subject,
                    "'\(after.name)' is now required (its default \(was) was removed): payloads without '\(key)' no longer decode, "
                        + "and the memberwise initializer needs it",
                    symbols: [symbol], at: location)
            case (let was?, let now?) where was != now:
                add(.breakingForCallers, "property-default-changed", subject,
                    "the default of '\(after.name)' changed from \(was) to \(now); payloads without '\(key)' now decode as \(now)",
                    symbols: [symbol], at: location)
            default:
                break
            }
        }
        if before.spec.key != after.spec.key {
            add(.breakingOnTheWire, "property-key-changed", subject,
                "'\(after.name)' is now read and written under the key '\(after.spec.key)' (was '\(before.spec.key)'); the Swift name is unchanged",
                symbols: [symbol], at: location)
        }
        if before.spec.format != after.spec.format {
            add(.breakingOnTheWire, "date-format-changed", subject,
                "the date format of '\(after.name)' changed from \(Self.describe(before.spec.format)) to \(Self.describe(after.spec.format))",
                symbols: [symbol], at: location)
        }
    }

    private mutating func compareAdditionalProperties(
        _ was: AdditionalPropertiesCode?, _ now: AdditionalPropertiesCode?, typeName: String, location: SourceLocation
    ) {
        let subject = APIChange.Subject.model(typeName)
        switch (was, now) {
        case (let was?, nil):
            add(.breakingForCallers, "additional-properties-removed", subject,
                "'\(was.name)' (the undeclared keys) was removed", symbols: ["\(typeName).\(was.name)"], at: location)
        case (nil, let now?):
            add(.compatible, "additional-properties-added", subject,
                "'\(now.name): \(now.type) = [:]' (the undeclared keys) was added",
                symbols: ["\(typeName).\(now.name)"], at: location)
        case (let was?, let now?) where was.name != now.name || was.type != now.type:
            add(.breakingForCallers, "additional-properties-changed", subject,
                "the undeclared keys are now '\(now.name): \(now.type)' (was '\(was.name): \(was.type)')",
                symbols: ["\(typeName).\(now.name)"], at: location)
        default:
            break
        }
    }

    /// `ISO 8601`, `seconds since 1970`, `'yyyy/MM/dd'`.
    static func describe(_ format: DateFormat?) -> String {
        switch format {
        case nil: "the client's default (ISO 8601)"
        case .iso8601: "ISO 8601"
        case .iso8601Fractional: "ISO 8601 with fractional seconds"
        case .date: "a calendar date (yyyy-MM-dd)"
        case .unix: "seconds since 1970"
        case .unixMillis: "milliseconds since 1970"
        case .custom(let pattern): "the pattern '\(pattern)'"
        }
    }
}
