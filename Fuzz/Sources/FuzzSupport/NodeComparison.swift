import APIGenCore

extension Node {
    /// Whether two trees hold the same values, ignoring locations and how scalars were written
    /// (`"1"` and `1` differ; `1` and `0x1` do not): what a differential check between readers compares.
    /// With `keysAsText`, mapping keys compare by their text, as JSON output writes every key as a string.
    public func hasSameValue(as other: Node, keysAsText: Bool = false) -> Bool {
        switch (self, other) {
        case (.scalar(let left), .scalar(let right)):
            // Integers beyond Int keep their digits as text; JSON output drops a `+` and leading zeros.
            if left.isOversizedInteger, right.isOversizedInteger { return left.digits == right.digits }
            return left.value.isSame(as: right.value)
        case (.sequence(let left), .sequence(let right)):
            return left.items.count == right.items.count
                && zip(left.items, right.items).allSatisfy { $0.hasSameValue(as: $1, keysAsText: keysAsText) }
        case (.mapping(let left), .mapping(let right)):
            return left.entries.count == right.entries.count && zip(left.entries, right.entries).allSatisfy {
                $0.key.hasSameKey(as: $1.key, asText: keysAsText) && $0.value.hasSameValue(as: $1.value, keysAsText: keysAsText)
            }
        default:
            return false
        }
    }
}

extension Node {
    fileprivate func hasSameKey(as other: Node, asText: Bool) -> Bool {
        if asText, case .scalar(let left) = self, case .scalar(let right) = other { return left.text == right.text }
        return hasSameValue(as: other, keysAsText: asText)
    }
}

extension Node.Scalar {
    /// A decimal integer's sign and digits without `+` or leading zeros.
    fileprivate var digits: String {
        var text = Substring(text)
        let negative = text.first == "-"
        if text.first == "-" || text.first == "+" { text = text.dropFirst() }
        let digits = text.drop { $0 == "0" }
        return (negative && !digits.isEmpty ? "-" : "") + (digits.isEmpty ? "0" : digits)
    }
}

extension ScalarValue {
    /// Equality where NaN equals NaN.
    func isSame(as other: ScalarValue) -> Bool {
        if case .float(let left) = self, case .float(let right) = other, left.isNaN, right.isNaN { return true }
        return self == other
    }
}
