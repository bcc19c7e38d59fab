import APIRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `GET /users.json` decoding the 50 KB list.
///
/// `@unchecked Sendable` as `BaseAPI` documents: no stored properties at all.
final class GetBenchUsersAPI: BaseAPI<[BenchUser]>, @unchecked Sendable {
    override var path: String { "/users.json" }
}

/// `GET /user.json` decoding one 200 B user.
///
/// `@unchecked Sendable` as `BaseAPI` documents: no stored properties at all.
final class GetBenchUserFileAPI: BaseAPI<BenchUser>, @unchecked Sendable {
    override var path: String { "/user.json" }
}

extension RuntimeBenchmarks {
    /// One way of making the request a caller makes, end to end.
    struct NginxVariant {
        let name: String
        let body: @Sendable () async throws -> Void
    }

    /// `APIClient.send` against raw `URLSession` over a real HTTP server (nginx on loopback): what a
    /// caller pays per request, as a ratio, for a 200 B and a 50 KB JSON body, sequential and 8 in
    /// flight. Blocks of requests of each variant are interleaved and their order rotates each round,
    /// so that load from other processes hits every variant alike.
    func nginx() async throws -> Table {
        let title = "APIClient against raw URLSession over nginx on 127.0.0.1 (median of interleaved blocks)"
        let columns = ["body", "mode", "variant", "requests/s", "÷ raw", "paired ÷ raw", "CPU per request", "CPU ÷ raw"]
        guard !quick else {
            var table = Table(title, columns: columns)
            table.note("skipped: --quick (run `--only runtime` or `--only runtime-nginx` for these rows)")
            return table
        }
        guard let executable = NginxServer.executable else {
            var table = Table(title, columns: columns)
            table.add(row: ["200 B / 50 KB", "all", "skipped: nginx not installed"])
            table.note("Install nginx (`apt-get install nginx-light`, `brew install nginx`) to run these rows.")
            return table
        }
        let user = Self.userFileBody
        let users = Self.usersBody(bytes: 50_000)
        let server = try NginxServer(executable: executable, files: ["user.json": user, "users.json": users])
        defer { server.stop() }
        let plain = URLSession(configuration: .default)
        let lean = URLSession(configuration: URLSessionTransport.leanConfiguration())
        defer {
            plain.finishTasksAndInvalidate()
            lean.finishTasksAndInvalidate()
        }
        var sameSession = APIClient.Configuration(baseURLs: [server.baseURL])
        sameSession.transport = URLSessionTransport(session: plain)
        let sameClient = APIClient(configuration: sameSession)
        let transport = URLSessionTransport(session: plain)
        // Everything at its default, the transport included: what an app gets.
        let defaultClient = APIClient(baseURL: server.baseURL)
        var table = Table(title, columns: columns)
        let environment = ProcessInfo.processInfo.environment
        let rounds = environment["APIGEN_BENCH_ROUNDS"].flatMap(Int.init) ?? 9
        let cases: [(label: String, file: String, requests: Int, pairs: Int, expected: Int)] = [
            ("\(user.count) B", "user.json", 400, 2_000, 1),
            ("\(users.count / 1000) KB", "users.json", 100, 400, try JSONCoding.makeDecoder().decode([BenchUser].self, from: users).count),
        ]
        for entry in cases {
            guard let url = URL(string: "/" + entry.file, relativeTo: server.baseURL)?.absoluteURL else {
                throw Failure(description: "no URL for nginx")
            }
            let variants = [
                NginxVariant(name: "raw URLSession (.default)", body: Self.raw(plain, url: url, expected: entry.expected)),
                NginxVariant(name: "APIClient, same session", body: Self.viaClient(sameClient, file: entry.file, expected: entry.expected)),
                NginxVariant(name: "APIClient, its default session", body: Self.viaClient(defaultClient, file: entry.file, expected: entry.expected)),
                NginxVariant(name: "raw URLSession, lean configuration", body: Self.raw(lean, url: url, expected: entry.expected)),
                NginxVariant(name: "URLSessionTransport + decode, no client", body: {
                    let response = try await transport.send(TransportRequest(urlRequest: URLRequest(url: url)), progress: nil)
                    guard (200..<300).contains(response.statusCode) else { throw Failure(description: "status \(response.statusCode)") }
                    let count = entry.expected == 1
                        ? (try JSONCoding.makeDecoder().decode(BenchUser.self, from: response.data).id == 1 ? 1 : 0)
                        : try JSONCoding.makeDecoder().decode([BenchUser].self, from: response.data).count
                    guard count == entry.expected else { throw Failure(description: "decoded \(count), expected \(entry.expected)") }
                }),
            ]
            if let name = environment["APIGEN_BENCH_PROFILE"], let variant = variants.first(where: { $0.name == name }) {
                // Profiling aid: one variant, sequential, for `perf record -g`; `APIGEN_BENCH_PROFILE_BODY=small`
                // (or `large`) profiles one body size only, `APIGEN_BENCH_PROFILE_REQUESTS` sets the count.
                let only = environment["APIGEN_BENCH_PROFILE_BODY"]
                guard only == nil || only == (entry.expected == 1 ? "small" : "large") else { continue }
                let count = environment["APIGEN_BENCH_PROFILE_REQUESTS"].flatMap(Int.init) ?? 5_000
                let seconds = try await Self.batch(requests: count, concurrency: 1, variant.body)
                print("\(name), \(entry.label): \(count) requests in \(Format.seconds(seconds))")
                continue
            }
            for concurrency in [1, 8] {
                let results = try await Self.interleave(variants, requests: entry.requests, concurrency: concurrency, rounds: rounds)
                for (index, variant) in variants.enumerated() {
                    // Sequential only: the first row pairs raw URLSession with itself, which shows how steady the ratio
                    // is. (With 8 in flight, alternating the two variants measures which of them the executor serves
                    // first, not throughput: see `paired`.)
                    var paired = "-"
                    if concurrency == 1 {
                        let latency = try await Self.paired(variants[0], variant, pairs: entry.pairs)
                        paired = Format.ratio(latency.base / latency.other)
                    }
                    table.add(row: [entry.label, concurrency == 1 ? "sequential" : "8 in flight", variant.name,
                        Format.fixed(results[index].rate, digits: 0), Format.ratio(results[index].rate / results[0].rate),
                        paired,
                        Format.microseconds(results[index].cpu), Format.ratio(results[index].cpu / results[0].cpu)])
                }
            }
        }
        for client in [sameClient, defaultClient] where client.inFlightCount != 0 {
            throw Failure(description: "\(client.inFlightCount) requests still registered after all finished")
        }
        table.note("Raw = `URLRequest` + `session.data(for:)` + status check + `JSONCoding.makeDecoder()`; APIClient = "
            + "`try await client.send(api)` of a `BaseAPI` subclass decoding the same model. \"Same session\" runs the "
            + "client over `URLSessionTransport` on the raw row's `URLSession(configuration: .default)`; \"its default "
            + "session\" is `APIClient(baseURL:)` with nothing else set (`URLSessionTransport.shared`, the lean "
            + "configuration); \"lean\" is raw URLSession on `URLSessionTransport.leanConfiguration()`; \"no client\" is "
            + "`URLSessionTransport.send` on the raw row's session plus the same checks and decoding, without `APIClient`. "
            + "\(rounds) rounds of blocks (\(cases.map { "\($0.requests)" }.joined(separator: " / ")) requests per block), "
            + "order rotated each round; requests/s is the median block's, CPU is this process's user + system time "
            + "per request (nginx not included), median over blocks. \"Paired\" (sequential rows) sends the variant's "
            + "and raw's requests alternately, one by one (\(cases.map { "\($0.pairs)" }.joined(separator: " / ")) of each), "
            + "and divides raw's median latency by the variant's: both see the machine at the same moments, so it is "
            + "steady where block rates move by ±10 % (the raw row pairs raw with itself). "
            + "Target: APIClient ÷ raw ≥ 0.95×.")
        return table
    }

    /// Requests per second and CPU seconds per request of each variant: medians over `rounds`
    /// interleaved blocks.
    private static func interleave(
        _ variants: [NginxVariant], requests: Int, concurrency: Int, rounds: Int
    ) async throws -> [(rate: Double, cpu: Double)] {
        for variant in variants {
            try await batch(requests: requests / 4, concurrency: concurrency, variant.body)
        }
        var wall = Array(repeating: [Double](), count: variants.count)
        var cpu = Array(repeating: [Double](), count: variants.count)
        for round in 0..<rounds {
            for step in 0..<variants.count {
                let index = (round + step) % variants.count
                let before = ProcessCPU.seconds()
                wall[index].append(try await batch(requests: requests, concurrency: concurrency, variants[index].body))
                cpu[index].append((ProcessCPU.seconds() - before) / Double(requests))
            }
        }
        return variants.indices.map {
            (Double(requests) / Measurement(samples: wall[$0]).median, Measurement(samples: cpu[$0]).median)
        }
    }

    private static func raw(_ session: URLSession, url: URL, expected: Int) -> @Sendable () async throws -> Void {
        {
            let (data, response) = try await session.data(for: URLRequest(url: url))
            guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
                throw Failure(description: "unexpected response \(response)")
            }
            let count = expected == 1
                ? (try JSONCoding.makeDecoder().decode(BenchUser.self, from: data).id == 1 ? 1 : 0)
                : try JSONCoding.makeDecoder().decode([BenchUser].self, from: data).count
            guard count == expected else { throw Failure(description: "decoded \(count), expected \(expected)") }
        }
    }

    private static func viaClient(_ client: APIClient, file: String, expected: Int) -> @Sendable () async throws -> Void {
        {
            let count = file == "user.json"
                ? (try await client.send(GetBenchUserFileAPI()).id == 1 ? 1 : 0)
                : try await client.send(GetBenchUsersAPI()).count
            guard count == expected else { throw Failure(description: "decoded \(count), expected \(expected)") }
        }
    }

    /// One user padded to 200 bytes of JSON.
    static var userFileBody: Data {
        let text = String(decoding: userBody, as: UTF8.self)
        let padding = max(0, 200 - text.utf8.count - #","note":"""#.utf8.count)
        return Data((text.dropLast() + #","note":""# + String(repeating: "x", count: padding) + #""}"#).utf8)
    }

    /// A JSON array of users of about `bytes` bytes.
    static func usersBody(bytes: Int) -> Data {
        var count = bytes / 220
        while RuntimeFixtures.usersJSON(count: count + 1).utf8.count <= bytes { count += 1 }
        return Data(RuntimeFixtures.usersJSON(count: count).utf8)
    }
}
