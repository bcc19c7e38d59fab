/// Number formatting for tables.
enum Format {
    static func milliseconds(_ seconds: Double) -> String { fixed(seconds * 1000, digits: seconds < 0.01 ? 3 : 1) + " ms" }
    static func microseconds(_ seconds: Double) -> String { fixed(seconds * 1e6, digits: 2) + " µs" }
    static func seconds(_ seconds: Double) -> String { fixed(seconds, digits: 2) + " s" }
    static func ratio(_ value: Double) -> String { fixed(value, digits: 2) + "×" }
    static func megabytes(_ bytes: Int) -> String { fixed(Double(bytes) / 1_048_576, digits: 2) + " MB" }
    static func throughput(bytes: Int, seconds: Double) -> String {
        seconds > 0 ? fixed(Double(bytes) / 1_048_576 / seconds, digits: 1) + " MB/s" : "–"
    }
    static func rate(_ count: Int, seconds: Double) -> String {
        seconds > 0 ? fixed(Double(count) / seconds, digits: 0) + "/s" : "–"
    }

    /// `value` with `digits` decimals, without Foundation's locale-dependent formatting.
    static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (abs(value) * scale).rounded()
        let whole = Int(rounded / scale)
        let fraction = Int(rounded - Double(whole) * scale)
        let sign = value < 0 && rounded > 0 ? "-" : ""
        guard digits > 0 else { return sign + String(whole) }
        let fractionText = String(fraction)
        let padding = String(repeating: "0", count: max(0, digits - fractionText.count))
        return sign + String(whole) + "." + padding + fractionText
    }
}
