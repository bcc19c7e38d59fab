extension Decoder {
    /// The text of the discriminator property `key` of the JSON object being decoded (`"cat"` for
    /// `{"petType": "cat", …}`), or `nil` when the value is not an object or has no usable `key`.
    ///
    /// Generated `oneOf` enums switch over it to pick a variant. Integers and booleans are read by their
    /// text (`1` → `"1"`, `true` → `"true"`), because some servers send a discriminator that is not a string.
    /// Never throws: a missing or odd discriminator selects the enum's `unknown` case instead of failing.
    public func discriminatorValue(forKey key: String) -> String? {
        guard let container = try? container(keyedBy: AnyCodingKey.self) else { return nil }
        let codingKey = AnyCodingKey(key)
        if let text = try? container.decode(String.self, forKey: codingKey) { return text }
        if let number = try? container.decode(Int.self, forKey: codingKey) { return String(number) }
        if let flag = try? container.decode(Bool.self, forKey: codingKey) { return String(flag) }
        return nil
    }
}
