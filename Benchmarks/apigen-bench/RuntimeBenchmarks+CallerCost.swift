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
    /// A 190-byte user, the body of the caller-cost rows.
    static let userBody = Data(
        #"{"id":1,"name":"Ada Lovelace","email":"ada@example.com","role":"admin","createdAt":"2024-05-06T07:08:09Z","tags":["admin","beta","early-adopter"],"score":98.5,"active":true}"#
            .utf8)

    /// What a caller pays per `send`, end to end, without a network: a transport that answers at
    /// once with a 190 B JSON body, decoded into a model. The baseline does only what any caller
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
        let repetitions = quick ? 2_000 : 20_000
        let iterations = quick ? 3 : 7
        var table = Table(
            "What a caller pays per request without a network (190 B JSON body decoded; median of \(iterations) × \(repetitions))",
            columns: ["caller", "median", "client's own cost", "requests/s (median)"])
        let base = try await Measurement.runAsync(warmups: 1, iterations: iterations) {
            for _ in 0..<repetitions { try await baseline() }
        }.median / Double(repetitions)
        table.add("baseline: transport + status check + JSONDecoder", Format.microseconds(base), "-", Format.fixed(1 / base, digits: 0))
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
            let median = try await Measurement.runAsync(warmups: 1, iterations: iterations, body).median / Double(repetitions)
            table.add(name, Format.microseconds(median), Format.microseconds(median - base), Format.fixed(1 / median, digits: 0))
        }
        return table
    }

    /// App code awaits from the main actor: every resumption hops back to it.
    @MainActor
    static func sendFromMainActor(_ client: APIClient, repetitions: Int) async throws {
        for _ in 0..<repetitions { _ = try await client.send(GetBenchUserAPI()) }
    }
}
