import Foundation

/// The default JSON coders of `APIClient.Configuration`.
public enum JSONCoding {
    /// A decoder whose dates accept ISO 8601 with and without fractional seconds.
    public static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = DateFormat.parseISO8601(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected an ISO 8601 date, found \"\(text)\".")
            }
            return date
        }
        return decoder
    }

    /// An encoder writing ISO 8601 dates (fractional seconds only when present).
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(DateFormat.formatISO8601(date))
        }
        return encoder
    }
}
