// `additionalProperties` of generated models: the members of a JSON object that are not declared
// properties. These helpers keep the generated `init(from:)` and `encode(to:)` one line each for them.

extension Decoder {
    /// Every member of the JSON object being decoded whose key is not one of `declared`, decoded as `Value`.
    ///
    /// `declared` is the model's `CodingKeys`. Values go through the decoder's own strategies (dates, data),
    /// exactly like declared properties; a value that is not a `Value` fails decoding like any property would.
    public func additionalProperties<Value: Decodable, Keys: CodingKey & CaseIterable>(
        excluding declared: Keys.Type
    ) throws -> [String: Value] {
        let known = Set(declared.allCases.map(\.stringValue))
        let container = try container(keyedBy: AnyCodingKey.self)
        var result: [String: Value] = [:]
        for key in container.allKeys where !known.contains(key.stringValue) {
            result[key.stringValue] = try container.decode(Value.self, forKey: key)
        }
        return result
    }
}

extension Encoder {
    /// Writes `values` as members of the JSON object being encoded, next to the declared properties.
    ///
    /// Keys that are also in `declared` (the model's `CodingKeys`) are skipped, so a declared property always
    /// wins over an additional one with the same key. Keys are written in sorted order for stable output.
    public func encodeAdditionalProperties<Value: Encodable, Keys: CodingKey & CaseIterable>(
        _ values: [String: Value], excluding declared: Keys.Type
    ) throws {
        let known = Set(declared.allCases.map(\.stringValue))
        var container = container(keyedBy: AnyCodingKey.self)
        for key in values.keys.sorted() where !known.contains(key) {
            if let value = values[key] {
                try container.encode(value, forKey: AnyCodingKey(key))
            }
        }
    }
}
