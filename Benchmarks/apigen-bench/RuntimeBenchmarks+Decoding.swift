import APIRuntime
import Foundation

extension RuntimeBenchmarks {
    /// Keypath decoding (`data.users` plus the envelope check, through the client over a transport
    /// that answers at once) against decoding the subtree directly and against the
    /// serialise-twice JSONSerialization approach.
    func keyPathDecoding() async throws -> Table {
        let sizes = [20, 1_000]
        var table = Table(
            "Decoding `data.users` (time per response, median of 7; ratio to decoding the bare subtree with synthesized `Codable`)",
            columns: ["approach"] + sizes.flatMap { ["\($0) users", "ratio"] })
        var rows: [(String, [Double])] = []
        for (index, size) in sizes.enumerated() {
            let full = Data(RuntimeFixtures.envelopeJSON(count: size).utf8)
            let subtree = Data(RuntimeFixtures.usersJSON(count: size).utf8)
            let repetitions = max(1, (quick ? 40_000 : 200_000) / (size * 10))
            let cases = try await cases(full: full, subtree: subtree, expected: size)
            for (caseIndex, entry) in cases.enumerated() {
                let measurement = try await Measurement.runAsync(warmups: 1, iterations: quick ? 3 : 7) {
                    for _ in 0..<repetitions { try await entry.body() }
                }
                if index == 0 { rows.append((entry.name, [])) }
                rows[caseIndex].1.append(measurement.median / Double(repetitions))
            }
        }
        for (name, times) in rows {
            var cells = [name]
            for (index, time) in times.enumerated() {
                cells.append(Format.microseconds(time))
                cells.append(Format.ratio(time / rows[0].1[index]))
            }
            table.add(row: cells)
        }
        let keyPath = rows[4].1, bare = rows[3].1
        table.note("Keypath + envelope through the client vs the bare subtree through the client: "
            + zip(sizes, zip(keyPath, bare)).map { "\($0) users \(Format.ratio($1.0 / $1.1))" }.joined(separator: ", ")
            + ". Target ≤ 1.15×. The last row decodes the same users as generated models do, with `decodeLenient` "
            + "(numbers and Booleans also from text, strings also from numbers), all values well-typed.")
        return table
    }

    private struct DecodingCase {
        let name: String
        let body: @Sendable () async throws -> Void
    }

    private func cases(full: Data, subtree: Data, expected: Int) async throws -> [DecodingCase] {
        let check: @Sendable (Int) throws -> Void = { count in
            guard count == expected else { throw Failure(description: "decoded \(count) users, expected \(expected)") }
        }
        let bareClient = Self.client(answering: subtree)
        let envelopeClient = Self.client(answering: full)
        return [
            DecodingCase(name: "JSONDecoder: bare subtree → [User]") {
                try check(try JSONCoding.makeDecoder().decode([BenchUser].self, from: subtree).count)
            },
            DecodingCase(name: "JSONDecoder: full body → wrapper structs") {
                try check(try JSONCoding.makeDecoder().decode(UsersEnvelope.self, from: full).data.users.count)
            },
            DecodingCase(name: "JSONSerialization round trip → JSONDecoder") {
                let object = try JSONSerialization.jsonObject(with: full)
                guard let root = object as? [String: Any], let data = root["data"] as? [String: Any],
                    let users = data["users"]
                else { throw Failure(description: "no data.users") }
                let bytes = try JSONSerialization.data(withJSONObject: users)
                try check(try JSONCoding.makeDecoder().decode([BenchUser].self, from: bytes).count)
            },
            DecodingCase(name: "APIClient: bare subtree, no keypath") {
                try check(try await bareClient.send(BareUsersAPI()).count)
            },
            DecodingCase(name: "APIClient: keypath `data.users` + envelope") {
                try check(try await envelopeClient.send(ListUsersAPI()).count)
            },
            DecodingCase(name: "JSONDecoder: bare subtree → [User], generated models' tolerant decoding") {
                try check(try JSONCoding.makeDecoder().decode([TolerantBenchUser].self, from: subtree).count)
            },
        ]
    }

    static func client(answering data: Data) -> APIClient {
        // The transport never connects; the URL only has to be well formed.
        var configuration = APIClient.Configuration(baseURLs: [URL(string: "http://127.0.0.1:1")].compactMap { $0 })
        configuration.transport = FixedTransport(data: data)
        return APIClient(configuration: configuration)
    }
}
