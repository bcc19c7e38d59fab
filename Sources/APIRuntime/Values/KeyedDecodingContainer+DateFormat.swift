import Foundation

extension KeyedDecodingContainer {
    /// Decodes a date written in `format`; a mismatch is a `DecodingError.dataCorrupted` naming the format.
    public func decode(_ type: Date.Type, forKey key: Key, format: DateFormat) throws -> Date {
        if format.isNumeric {
            return format.date(fromNumber: try decode(Double.self, forKey: key))
        }
        let text = try decode(String.self, forKey: key)
        guard let date = format.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "Expected a date in format \(format), found \"\(text)\".")
        }
        return date
    }

    /// A missing key, `null` and `""` are `nil` (see `decodeIfNonEmpty`).
    public func decodeIfPresent(_ type: Date.Type, forKey key: Key, format: DateFormat) throws -> Date? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        do {
            return try decode(Date.self, forKey: key, format: format)
        } catch {
            if holdsEmptyText(key) { return nil }
            throw error
        }
    }

    public func decode(_ type: [Date].Type, forKey key: Key, format: DateFormat) throws -> [Date] {
        if format.isNumeric {
            return try decode([Double].self, forKey: key).map(format.date(fromNumber:))
        }
        let texts = try decode([String].self, forKey: key)
        var dates: [Date] = []
        dates.reserveCapacity(texts.count)
        for (index, text) in texts.enumerated() {
            guard let date = format.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self,
                    debugDescription: "Element \(index): expected a date in format \(format), found \"\(text)\".")
            }
            dates.append(date)
        }
        return dates
    }

    public func decodeIfPresent(_ type: [Date].Type, forKey key: Key, format: DateFormat) throws -> [Date]? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decode([Date].self, forKey: key, format: format)
    }
}

extension KeyedEncodingContainer {
    public mutating func encode(_ value: Date, forKey key: Key, format: DateFormat) throws {
        if format.isNumeric {
            try encode(format.number(from: value), forKey: key)
        } else {
            try encode(format.string(from: value), forKey: key)
        }
    }

    public mutating func encodeIfPresent(_ value: Date?, forKey key: Key, format: DateFormat) throws {
        guard let value else { return }
        try encode(value, forKey: key, format: format)
    }

    public mutating func encode(_ value: [Date], forKey key: Key, format: DateFormat) throws {
        if format.isNumeric {
            try encode(value.map(format.number(from:)), forKey: key)
        } else {
            try encode(value.map(format.string(from:)), forKey: key)
        }
    }

    public mutating func encodeIfPresent(_ value: [Date]?, forKey key: Key, format: DateFormat) throws {
        guard let value else { return }
        try encode(value, forKey: key, format: format)
    }
}
