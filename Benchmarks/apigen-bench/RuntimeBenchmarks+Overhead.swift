import APIRuntime
import Foundation

extension RuntimeBenchmarks {
    /// What the client itself costs per request: build the `URLRequest`, register, run the
    /// pipeline, deliver. The transport answers at once with an empty body, so nothing else is timed.
    func clientOverhead() async throws -> Table {
        let client = Self.client(answering: Data())
        let body = CreateUserAPI.Body(name: "Ada Lovelace", email: "ada@example.com", tags: ["admin", "beta"])
        let cases: [(name: String, send: @Sendable () async throws -> Void)] = [
            ("GET /ping, no parameters", { _ = try await client.send(PingAPI()) }),
            ("GET path param + 3 query items + header", { _ = try await client.send(SearchAPI(userID: 42, text: "a b&c")) }),
            ("POST JSON body", { _ = try await client.send(CreateUserAPI(user: body)) }),
        ]
        let repetitions = quick ? 2_000 : 20_000
        var table = Table(
            "APIClient overhead per request, in memory (transport answers at once; median of \(quick ? 3 : 7) × \(repetitions))",
            columns: ["request", "median", "min", "requests/s (median)"])
        for entry in cases {
            let measurement = try await Measurement.runAsync(warmups: 1, iterations: quick ? 3 : 7) {
                for _ in 0..<repetitions { try await entry.send() }
            }
            let median = measurement.median / Double(repetitions)
            table.add(entry.name, Format.microseconds(median), Format.microseconds(measurement.minimum / Double(repetitions)),
                Format.fixed(1 / median, digits: 0))
        }
        return table
    }
}
