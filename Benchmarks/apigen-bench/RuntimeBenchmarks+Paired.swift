import Foundation

extension RuntimeBenchmarks {
    /// Median latency of `base` and of `other` over `pairs` sequential requests each, sent alternately request by
    /// request (which of the two goes first alternates too).
    ///
    /// Blocks of one variant after another see the machine at different moments; on a shared 2-core machine their
    /// rates move by ±10 % between identical variants. Alternating single requests gives both variants the same
    /// moments, so the ratio of their median latencies, which for sequential requests is the ratio of their
    /// throughputs, is steady to a percent or two (the raw-vs-raw row of the table is the check).
    ///
    /// Only for sequential requests: with several in flight, alternating two variants measures which of them the
    /// executor serves first (a request that hops between threads more often waits behind the other's at each hop:
    /// the client's requests waited 1.5–1.8× as long as raw ones while the blocks' throughputs were equal).
    static func paired(_ base: NginxVariant, _ other: NginxVariant, pairs: Int) async throws -> (base: Double, other: Double) {
        let clock = ContinuousClock()
        let warmUp = max(pairs / 20, 10)
        var latencies: (base: [Double], other: [Double]) = ([], [])
        for round in 0..<(warmUp + pairs) {
            for step in 0..<2 {
                let isBase = (round + step) % 2 == 0
                let start = clock.now
                try await (isBase ? base : other).body()
                let seconds = Measurement.seconds(clock.now - start)
                guard round >= warmUp else { continue }
                if isBase { latencies.base.append(seconds) } else { latencies.other.append(seconds) }
            }
        }
        return (Measurement(samples: latencies.base).median, Measurement(samples: latencies.other).median)
    }
}
