import Foundation

/// A free-form JSON value, for parts of a payload that have no fixed shape.
public enum JSON: Codable, Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSON].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The member `key` of an object, or `nil`.
    public subscript(key: String) -> JSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The element at `index` of an array, or `nil` when out of range or not an array.
    public subscript(index: Int) -> JSON? {
        if case .array(let elements) = self, elements.indices.contains(index) { return elements[index] }
        return nil
    }
}

/// Literals build JSON the way it reads: `let item: JSON = ["contact_id": "+15551234567", "tags": ["a", "b"], "count": 2]`.
/// `nil` is not a literal of `JSON` (it would be ambiguous with `JSON?`); write `.null`.
extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }

    /// A repeated key keeps its last value, where a `[String: JSON]` literal would trap.
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

/// A free-form value as a parameter, for the `unknown` case of a union that is sent as one (an Elasticsearch
/// `index` that is a name or a list of names): a string as it is, `true`/`false`, a whole number without a fraction
/// (`5`, not `5.0`), each element of an array (nested arrays flattened), nothing for `null` (the parameter is left
/// out), and an object as compact JSON text with sorted keys.
extension JSON: ParameterValue {
    public var parameterValues: [String] {
        switch self {
        case .null: []
        case .bool(let value): value.parameterValues
        case .number(let value): [Self.text(of: value)]
        case .string(let value): [value]
        case .array(let elements): elements.flatMap(\.parameterValues)
        case .object: [Self.compactText(of: self)]
        }
    }

    private static func text(of number: Double) -> String {
        // Whole numbers within Double's exact range print as integers; the rest as Swift prints a Double.
        if number.rounded() == number, abs(number) < 9_007_199_254_740_992 { return String(Int64(number)) }
        return String(number)
    }

    private static func compactText(of value: JSON) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Only a non-finite number fails to encode; such an object has no JSON text to send.
        guard let data = try? encoder.encode(value) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}
