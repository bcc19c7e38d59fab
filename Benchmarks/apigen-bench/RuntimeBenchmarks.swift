import APIRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Section 5: the runtime's overhead per request, keypath decoding, and memory over many requests.
struct RuntimeBenchmarks {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let quick: Bool

    func run() async throws -> [Table] {
        [
            try await clientOverhead(), try await callerCost(), try await nginx(), try await throughput(),
            try await keyPathDecoding(), try await memory(),
        ]
    }

    /// Requests per second through `APIClient` and through raw `URLSession`, against the same
    /// loopback server, with the same body and the same decoder. Rounds alternate between the
    /// two so that load from other processes hits both alike.
    func throughput() async throws -> Table {
        let server = try LoopbackServer(body: Array(RuntimeFixtures.envelopeJSON(count: 20).utf8))
        server.start()
        defer { server.stop() }
        let session = URLSession(configuration: .default)
        var configuration = APIClient.Configuration(baseURLs: [server.baseURL])
        configuration.transport = URLSessionTransport(session: session)
        let client = APIClient(configuration: configuration)
        guard let url = URL(string: "/users?page=1", relativeTo: server.baseURL)?.absoluteURL else {
            throw Failure(description: "no URL for the loopback server")
        }
        let raw: @Sendable () async throws -> Void = {
            var request = URLRequest(url: url)
            request.httpMethod = "GET"
            request.timeoutInterval = 60
            let (data, response) = try await session.data(for: request)
            guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
                throw Failure(description: "unexpected response \(response)")
            }
            let envelope = try JSONCoding.makeDecoder().decode(UsersEnvelope.self, from: data)
            guard envelope.code == 0, envelope.data.users.count == 20 else { throw Failure(description: "bad body") }
        }
        let viaClient: @Sendable () async throws -> Void = {
            let users = try await client.send(ListUsersAPI())
            guard users.count == 20 else { throw Failure(description: "bad body") }
        }
        let transport = URLSessionTransport(session: session)
        let viaTransport: @Sendable () async throws -> Void = {
            var request = URLRequest(url: url)
            request.timeoutInterval = 60
            let response = try await transport.send(TransportRequest(urlRequest: request), progress: nil)
            let envelope = try JSONCoding.makeDecoder().decode(UsersEnvelope.self, from: response.data)
            guard envelope.code == 0, envelope.data.users.count == 20 else { throw Failure(description: "bad body") }
        }
        let variants: [(name: String, body: @Sendable () async throws -> Void)] = [
            ("raw URLSession", raw), ("APIClient", viaClient),
            ("URLSessionTransport + decode", viaTransport),
        ]
        if let name = ProcessInfo.processInfo.environment["APIGEN_BENCH_PROFILE"],
            let variant = variants.first(where: { $0.name == name })
        {
            // Profiling aid: one variant only, for `perf stat` / `perf record` / callgrind.
            let seconds = try await Self.batch(requests: 5_000, concurrency: 1, variant.body)
            print("\(name): 5000 requests in \(Format.seconds(seconds))")
            exit(0)
        }
        let requests = quick ? 300 : 3_000
        let rounds = quick ? 3 : 7
        var table = Table(
            "Requests/s against a loopback keep-alive server (20-user JSON body, \(requests) requests per round, median of \(rounds) rounds)",
            columns: ["mode"] + variants.map(\.name) + ["APIClient ÷ raw"])
        for concurrency in [1, 4] {
            var samples = Array(repeating: [Double](), count: variants.count)
            for variant in variants {
                try await Self.batch(requests: requests / 10, concurrency: concurrency, variant.body)
            }
            for round in 0..<rounds {
                // Rotate the order each round, so that no variant always runs right after another.
                for step in 0..<variants.count {
                    let index = (round + step) % variants.count
                    samples[index].append(try await Self.batch(requests: requests, concurrency: concurrency, variants[index].body))
                }
            }
            let rates = samples.map { Double(requests) / Measurement(samples: $0).median }
            table.add(row: [concurrency == 1 ? "sequential" : "\(concurrency) concurrent tasks"]
                + rates.map { Format.fixed($0, digits: 0) } + [Format.ratio(rates[1] / rates[0])])
        }
        table.note("Target: APIClient ≥ 0.95× raw. Raw = URLRequest + `session.data(for:)` + status check + "
            + "`JSONCoding.makeDecoder()` into wrapper structs + code check; APIClient = `send(ListUsersAPI())` "
            + "with keypath `data.users` and the envelope, over `URLSessionTransport` on the same session. "
            + "Round-to-round noise on a shared 2-core machine is ±5–10 %; the client's own cost is the "
            + "in-memory overhead above (a few µs of a request that takes hundreds).")
        session.finishTasksAndInvalidate()
        return table
    }

    /// Seconds for `requests` calls of `body`, spread over `concurrency` tasks.
    @discardableResult
    static func batch(
        requests: Int, concurrency: Int, _ body: @escaping @Sendable () async throws -> Void
    ) async throws -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<concurrency {
                let share = requests / concurrency + (worker < requests % concurrency ? 1 : 0)
                group.addTask {
                    for _ in 0..<share { try await body() }
                }
            }
            try await group.waitForAll()
        }
        return Measurement.seconds(clock.now - start)
    }
}
