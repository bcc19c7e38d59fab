/// Timing samples of one benchmark, in seconds.
///
/// Every benchmark runs warm-up iterations first (caches, lazy initialisation, page faults), then
/// several timed iterations; tables show the median (typical) and the minimum (least disturbed by
/// the other processes on a shared machine).
struct Measurement: Sendable {
    var samples: [Double]

    var median: Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var minimum: Double { samples.min() ?? 0 }

    /// Runs `body` `warmups` times untimed, then `iterations` times timed.
    static func run(warmups: Int, iterations: Int, _ body: () throws -> Void) rethrows -> Measurement {
        for _ in 0..<warmups { try body() }
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        let clock = ContinuousClock()
        for _ in 0..<max(1, iterations) {
            let start = clock.now
            try body()
            samples.append(Self.seconds(clock.now - start))
        }
        return Measurement(samples: samples)
    }

    /// The async twin of `run`.
    static func runAsync(warmups: Int, iterations: Int, _ body: () async throws -> Void) async rethrows -> Measurement {
        for _ in 0..<warmups { try await body() }
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<max(1, iterations) {
            let start = clock.now
            try await body()
            samples.append(Self.seconds(clock.now - start))
        }
        return Measurement(samples: samples)
    }

    /// Times one call of `body` and returns its result with the elapsed seconds.
    static func time<T>(_ body: () throws -> T) rethrows -> (value: T, seconds: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let value = try body()
        return (value, seconds(clock.now - start))
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}

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
