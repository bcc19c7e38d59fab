import Foundation

/// How one date property is written in JSON, used by generated `Codable` implementations.
public enum DateFormat: Sendable, Hashable {
    /// `2024-05-06T07:08:09Z`; decoding also accepts fractional seconds.
    case iso8601
    /// `2024-05-06T07:08:09.123Z`; decoding also accepts whole seconds.
    case iso8601Fractional
    /// `2024-05-06` (UTC).
    case date
    /// Seconds since 1970 as a JSON number.
    case unix
    /// Milliseconds since 1970 as a JSON number.
    case unixMillis
    /// A `DateFormatter` pattern, read in the POSIX locale and UTC, e.g. `"dd/MM/yyyy HH:mm"`.
    case custom(String)

    /// Whether the format is a JSON number rather than a string.
    var isNumeric: Bool { self == .unix || self == .unixMillis }

    private static let whole = Date.ISO8601FormatStyle()
    private static let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let dayOnly = Date.ISO8601FormatStyle().year().month().day()

    /// The textual form of `date` (for numeric formats, the number as text).
    public func string(from date: Date) -> String {
        switch self {
        case .iso8601: return date.formatted(Self.whole)
        case .iso8601Fractional: return date.formatted(Self.fractional)
        case .date: return date.formatted(Self.dayOnly)
        case .unix: return String(date.timeIntervalSince1970)
        case .unixMillis: return String(date.timeIntervalSince1970 * 1000)
        case .custom(let pattern): return Self.formatter(pattern).string(from: date)
        }
    }

    /// Parses `text`, or returns `nil` when it does not match the format.
    public func date(from text: String) -> Date? {
        switch self {
        case .iso8601, .iso8601Fractional:
            return Self.parseISO8601(text)
        case .date:
            return try? Self.dayOnly.parse(text)
        case .unix:
            return Double(text).map { Date(timeIntervalSince1970: $0) }
        case .unixMillis:
            return Double(text).map { Date(timeIntervalSince1970: $0 / 1000) }
        case .custom(let pattern):
            return Self.formatter(pattern).date(from: text)
        }
    }

    /// The date for a JSON number in a numeric format.
    func date(fromNumber number: Double) -> Date {
        self == .unixMillis ? Date(timeIntervalSince1970: number / 1000) : Date(timeIntervalSince1970: number)
    }

    /// The JSON number for `date` in a numeric format.
    func number(from date: Date) -> Double {
        self == .unixMillis ? date.timeIntervalSince1970 * 1000 : date.timeIntervalSince1970
    }

    /// ISO 8601 with or without fractional seconds, as servers mix both. Also what RFC 3339 allows beside the usual
    /// spelling (`t` and `z` in lower case, a space between date and time), and a date-time without an offset, which
    /// servers writing naive timestamps send (Python's `isoformat()`: `2025-02-21T16:56:08`): read as UTC, since
    /// failing the whole response over it helps no one.
    static func parseISO8601(_ text: String) -> Date? {
        if let date = try? whole.parse(text) { return date }
        if let date = try? fractional.parse(text) { return date }
        guard let normalized = normalizedISO8601(text) else { return nil }
        return (try? whole.parse(normalized)) ?? (try? fractional.parse(normalized))
    }

    /// `text` with `T` between date and time, an upper-case `Z`, and `Z` added when it has no offset; nil when that
    /// changes nothing or `text` does not start like a date-time (`yyyy-MM-ddThh:mm:ss`).
    static func normalizedISO8601(_ text: String) -> String? {
        var bytes = Array(text.utf8)
        let separators: [UInt8] = [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")]
        guard (19...64).contains(bytes.count), bytes[4] == UInt8(ascii: "-"), bytes[13] == UInt8(ascii: ":"),
              separators.contains(bytes[10]) else { return nil }
        bytes[10] = UInt8(ascii: "T")
        if bytes[bytes.count - 1] == UInt8(ascii: "z") { bytes[bytes.count - 1] = UInt8(ascii: "Z") }
        let zoneMarks: [UInt8] = [UInt8(ascii: "Z"), UInt8(ascii: "+"), UInt8(ascii: "-")]
        if !bytes[19...].contains(where: zoneMarks.contains) { bytes.append(UInt8(ascii: "Z")) }
        let normalized = String(decoding: bytes, as: UTF8.self)
        return normalized == text ? nil : normalized
    }

    /// ISO 8601, with fractional seconds only when the date has them, so nothing is lost.
    static func formatISO8601(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        return seconds == seconds.rounded() ? date.formatted(whole) : date.formatted(fractional)
    }

    /// A new formatter per call: `DateFormatter` is not `Sendable`, and custom formats are rare.
    private static func formatter(_ pattern: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = pattern
        return formatter
    }
}
