/// The parameters of an endpoint's service method, matched by argument label: callers see the label, the
/// server sees the placement and key.
extension ServiceComparison {
    /// One argument of the service method with where it goes on the wire.
    struct Argument {
        let code: ParameterCode
        /// `query 'per_page'`, `body field 'file'`, `body`.
        let wire: String
        let location: SourceLocation

        var label: String { code.callLabel.trimmingBackticks }
    }

    /// The arguments of an endpoint: the code model adds one per parameter, then one per body field (or one
    /// for a whole-value body), in that order.
    static func arguments(of endpoint: Endpoint) -> [Argument] {
        var wires: [(String, SourceLocation)] = endpoint.spec.params.map { ("\($0.placement.rawValue) '\($0.key)'", $0.location) }
        if let body = endpoint.spec.body {
            switch body.content {
            case .type: wires.append(("body", body.location))
            case .fields(let fields): wires += fields.map { ("body field '\($0.key)'", $0.location) }
            }
        }
        return zip(endpoint.code.parameters, wires).map { Argument(code: $0, wire: $1.0, location: $1.1) }
    }

    mutating func compareParameters(_ before: Endpoint, _ after: Endpoint, subject: APIChange.Subject, symbols: [String]) {
        let was = Self.arguments(of: before)
        let now = Self.arguments(of: after)
        let nowByLabel = Dictionary(now.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
        let wasByLabel = Dictionary(was.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
        for argument in was {
            guard let current = nowByLabel[argument.label] else {
                add(.breakingForCallers, "parameter-removed", subject,
                    "parameter '\(argument.label)' was removed; calls that pass it no longer compile",
                    symbols: symbols, at: argument.location, side: .old)
                continue
            }
            compare(argument, current, subject: subject, symbols: symbols)
        }
        for argument in now where wasByLabel[argument.label] == nil {
            if let value = argument.code.defaultValue {
                add(.compatible, "parameter-added", subject,
                    "parameter '\(argument.label): \(argument.code.type)' was added with the default \(value)",
                    symbols: symbols, at: argument.location)
            } else {
                add(.breakingForCallers, "parameter-added", subject,
                    "parameter '\(argument.label): \(argument.code.type)' was added without a default; existing calls no longer compile",
                    symbols: symbols, at: argument.location)
            }
        }
        let wasOrder = was.map(\.label).filter { nowByLabel[$0] != nil }
        let nowOrder = now.map(\.label).filter { wasByLabel[$0] != nil }
        if wasOrder != nowOrder {
            add(.breakingForCallers, "parameters-reordered", subject,
                "the arguments are now in the order (\(nowOrder.map { $0 + ":" }.joined())) (was (\(wasOrder.map { $0 + ":" }.joined()))); Swift calls must follow it",
                symbols: symbols, at: after.spec.location)
        }
    }

    private mutating func compare(_ before: Argument, _ after: Argument, subject: APIChange.Subject, symbols: [String]) {
        let label = after.label
        if before.code.type != after.code.type {
            // A value of `T` still passes as `T?`, so widening to an optional keeps every call compiling.
            let widened = after.code.type == before.code.type + "?"
            add(widened ? .compatible : .breakingForCallers, "parameter-type-changed", subject,
                "the type of parameter '\(label)' changed from '\(before.code.type)' to '\(after.code.type)'"
                    + (widened ? "; existing calls still compile" : ""),
                symbols: symbols, at: after.location)
        }
        switch (before.code.defaultValue, after.code.defaultValue) {
        case (let was?, nil):
            add(.breakingForCallers, "parameter-default-removed", subject,
                "parameter '\(label)' no longer has a default (was \(was)); calls that leave it out no longer compile",
                symbols: symbols, at: after.location)
        case (let was?, let now?) where was != now && before.code.type == after.code.type:
            add(.breakingForCallers, "parameter-default-changed", subject,
                "the default of parameter '\(label)' changed from \(was) to \(now); calls that leave it out now send \(now)",
                symbols: symbols, at: after.location)
        default:
            break
        }
        if before.wire != after.wire {
            add(.breakingOnTheWire, "parameter-key-changed", subject,
                "parameter '\(label)' is now sent as \(after.wire) (was \(before.wire)); the Swift name is unchanged",
                symbols: symbols, at: after.location)
        }
    }
}
