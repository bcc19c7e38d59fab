import APIRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RuntimeBenchmarks {
    /// Resident memory while sending many sequential requests: it must stay flat once warm.
    func memory() async throws -> Table {
        let body = RuntimeFixtures.envelopeJSON(count: 20)
        var table = Table(
            "Resident memory over many sequential requests (`send(ListUsersAPI())`, 20-user body)",
            columns: ["transport", "requests", "RSS after warm-up", "RSS at 25/50/75/100 %", "growth", "per 1k requests"])

        let fixed = Self.client(answering: Data(body.utf8))
        try await track(quick ? 20_000 : 100_000, name: "FixedTransport (in memory)", client: fixed, into: &table)

        let stub = StubTransport()
        stub.register(.get, "/users", reply: .json(body))
        var stubConfiguration = APIClient.Configuration(baseURLs: [URL(string: "http://127.0.0.1:1")].compactMap { $0 })
        stubConfiguration.transport = stub
        let stubClient = APIClient(configuration: stubConfiguration)
        try await track(quick ? 20_000 : 100_000, name: "StubTransport (route)", client: stubClient, into: &table)
        table.note("Over sockets, growth that the raw URLSession row shows as well belongs to "
            + "swift-corelibs-foundation's URLSession, not to APIClient's bookkeeping.")
        table.note("StubTransport keeps the latest \(stub.requestLogLimit) requests in `requests` "
            + "(\(stub.requests.count) now); in flight after the run: \(stubClient.inFlightCount).")

        let server = try LoopbackServer(body: Array(body.utf8))
        server.start()
        defer { server.stop() }
        let session = URLSession(configuration: .default)
        var socketConfiguration = APIClient.Configuration(baseURLs: [server.baseURL])
        socketConfiguration.transport = URLSessionTransport(session: session)
        let socketClient = APIClient(configuration: socketConfiguration)
        guard let url = URL(string: "/users?page=1", relativeTo: server.baseURL)?.absoluteURL else {
            throw Failure(description: "no URL for the loopback server")
        }
        let socketRequests = quick ? 2_000 : 20_000
        try await track(socketRequests, name: "raw URLSession (loopback, same decoding)", into: &table) {
            var request = URLRequest(url: url)
            request.timeoutInterval = 60
            let (data, _) = try await session.data(for: request)
            return try JSONCoding.makeDecoder().decode(UsersEnvelope.self, from: data).data.users.count
        }
        try await track(socketRequests, name: "URLSessionTransport (loopback)", client: socketClient, into: &table)
        session.finishTasksAndInvalidate()
        return table
    }

    private func track(_ requests: Int, name: String, client: APIClient, into table: inout Table) async throws {
        try await track(requests, name: name, into: &table) { try await client.send(ListUsersAPI()).count }
        if client.inFlightCount != 0 {
            throw Failure(description: "\(client.inFlightCount) requests still registered after all finished")
        }
    }

    /// Sends `requests` requests with `send` (which returns the number of users decoded), sampling RSS.
    private func track(
        _ requests: Int, name: String, into table: inout Table, send: () async throws -> Int
    ) async throws {
        for _ in 0..<min(2_000, requests / 10) { _ = try await send() }
        let start = ProcessMemory.residentBytes()
        var marks: [Int] = []
        let quarter = requests / 4
        for index in 1...requests {
            let users = try await send()
            guard users == 20 else { throw Failure(description: "bad body") }
            if index % quarter == 0 { marks.append(ProcessMemory.residentBytes()) }
        }
        let growth = (marks.last ?? start) - start
        table.add(
            name, String(requests), Format.megabytes(start),
            marks.map { Format.fixed(Double($0) / 1_048_576, digits: 1) }.joined(separator: " / ") + " MB",
            Format.megabytes(growth),
            Format.fixed(Double(growth) / 1024 / (Double(requests) / 1000), digits: 1) + " KB")
    }
}
