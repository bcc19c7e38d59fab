import APIRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `GET /users/1` decoding one `BenchUser`: the request an outside caller times.
///
/// `@unchecked Sendable` as `BaseAPI` documents: no stored properties at all.
final class GetBenchUserAPI: BaseAPI<BenchUser>, @unchecked Sendable {
    override var path: String { "/users/1" }
}

extension RuntimeBenchmarks {
    /// A 173-byte user, the body of the caller-cost rows.
    static let userBody = Data(
        #"{"id":1,"name":"Ada Lovelace","email":"ada@example.com","role":"admin","createdAt":"2024-05-06T07:08:09Z","tags":["admin","beta","early-adopter"],"score":98.5,"active":true}"#
            .utf8)

    /// What a caller pays per `send`, end to end, without a network: a transport that answers at
    /// once with a 173 B JSON body, decoded into a model. The baseline does only what any caller
    /// must (the same transport call, a status check, `JSONDecoder`), so the difference is the
    /// client's own cost: request building, bookkeeping, the request task and waking the caller.
    func callerCost() async throws -> Table {
        let client = Self.client(answering: Self.userBody)
        let transport = FixedTransport(data: Self.userBody)
        guard let url = URL(string: "http://127.0.0.1:1/users/1") else { throw Failure(description: "bad URL") }
        let baseline: @Sendable () async throws -> Void = {
            let response = try await transport.send(TransportRequest(urlRequest: URLRequest(url: url)), progress: nil)
            guard (200..<300).contains(response.statusCode) else { throw Failure(description: "status") }
            _ = try JSONCoding.makeDecoder().decode(BenchUser.self, from: response.data)
        }
        if ProcessInfo.processInfo.environment["APIGEN_BENCH_PROFILE"] == "caller" {
            // Profiling aid: the sequential `send` only, for `perf record -g` / callgrind.
            let seconds = try await Measurement.runAsync(warmups: 0, iterations: 1) {
                for _ in 0..<500_000 { _ = try await client.send(GetBenchUserAPI()) }
            }.median
            print("caller: 500000 sends in \(Format.seconds(seconds)), \(Format.microseconds(seconds / 500_000)) each")
            exit(0)
        }
        let repetitions = quick ? 2_000 : 20_000
        let iterations = quick ? 3 : 7
        var table = Table(
            "What a caller pays per request without a network (\(Self.userBody.count) B JSON body decoded; median of \(iterations) × \(repetitions))",
            columns: ["caller", "median", "client's own cost", "requests/s (median)", "CPU per request", "own CPU"])
        let (base, baseCPU) = try await Self.measure(iterations: iterations, repetitions: repetitions) {
            for _ in 0..<repetitions { try await baseline() }
        }
        table.add("baseline: transport + status check + JSONDecoder", Format.microseconds(base), "-", Format.fixed(1 / base, digits: 0),
            Format.microseconds(baseCPU), "-")
        let rows: [(String, @Sendable () async throws -> Void)] = [
            ("`try await client.send(api)`, sequential", {
                for _ in 0..<repetitions { _ = try await client.send(GetBenchUserAPI()) }
            }),
            ("the same, awaited from the main actor", {
                try await Self.sendFromMainActor(client, repetitions: repetitions)
            }),
            ("8 in flight (task group), per request", {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for lane in 0..<8 {
                        group.addTask {
                            for _ in stride(from: lane, to: repetitions, by: 8) { _ = try await client.send(GetBenchUserAPI()) }
                        }
                    }
                    try await group.waitForAll()
                }
            }),
        ]
        for (name, body) in rows {
            let (median, cpu) = try await Self.measure(iterations: iterations, repetitions: repetitions, body)
            table.add(name, Format.microseconds(median), Format.microseconds(median - base), Format.fixed(1 / median, digits: 0),
                Format.microseconds(cpu), Format.microseconds(cpu - baseCPU))
        }
        table.note("CPU is this process's user + system time per request (median over iterations): on a shared machine it "
            + "varies far less than wall time, which also holds the waits for threads to wake: each `send` runs in a "
            + "task of its own, so the caller hops to it and back.")
        return table
    }

    /// Median wall seconds and median CPU seconds per repetition of `body`.
    static func measure(
        iterations: Int, repetitions: Int, _ body: () async throws -> Void
    ) async throws -> (wall: Double, cpu: Double) {
        try await body()
        var wall: [Double] = []
        var cpu: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<iterations {
            let (start, startCPU) = (clock.now, ProcessCPU.seconds())
            try await body()
            wall.append(Measurement.seconds(clock.now - start) / Double(repetitions))
            cpu.append((ProcessCPU.seconds() - startCPU) / Double(repetitions))
        }
        return (Measurement(samples: wall).median, Measurement(samples: cpu).median)
    }

    /// App code awaits from the main actor: every resumption hops back to it.
    @MainActor
    static func sendFromMainActor(_ client: APIClient, repetitions: Int) async throws {
        for _ in 0..<repetitions { _ = try await client.send(GetBenchUserAPI()) }
    }
}
