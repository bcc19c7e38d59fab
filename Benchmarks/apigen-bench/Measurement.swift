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
