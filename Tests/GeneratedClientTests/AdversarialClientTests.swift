import AdversarialClients
import APIGenCore
import APIRuntime
import Foundation
import Testing

/// Hostile names and text (keywords, dashes, digits, non-ASCII, collisions, `*/`, `"""`, `\(`) compile — the
/// target builds — and behave: wire names stay exactly what the spec wrote.
@Suite struct AdversarialClientTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func checkedInOutputMatchesTheSpec() {
        let spec = Self.root.appending(path: "Tests/APIGenCoreTests/Fixtures/specs/Adversarial.yaml").path
        let loaded = SpecLoader.load(paths: [spec])
        #expect(!loaded.diagnostics.hasErrors, "\(loaded.diagnostics)")
        let generated = Generator.generate(loaded.specs, options: GeneratorOptions(), templates: .defaults)
        // Every rename is reported, located at the name in the spec.
        #expect(generated.diagnostics.allSatisfy { $0.severity == .warning && $0.location?.file == spec })
        #expect(generated.diagnostics.count >= 5)
        let plan = OutputWriter(directory: Self.root.appending(path: "Tests/AdversarialClients").path).plan(generated.files)
        #expect(plan.isUpToDate, "stale; run `swift run apigen \(spec) -o Tests/AdversarialClients`:\n\(plan.summary.joined(separator: "\n"))")
    }

    @Test func wireNamesSurviveARoundTrip() throws {
        let json = #"""
            {"default": "d", "self": 1, "Type": "t", "protocol-name": "p", "init": true, "where": ["w"], "in": 2,
             "for": 1.5, "return": 3, "2fast": "f", "first-name": "Ada", "firstName": "Lovelace",
             "naïve café": "c", "hashValue": 4, "description": "text",
             "next": {"default": "inner", "self": 2}}
            """#
        let value = try JSONDecoder().decode(Class.self, from: Data(json.utf8))
        #expect(value.default == "d" && value.selfValue == 1 && value.type == "t" && value.protocol == "p")
        #expect(value.firstName == "Ada" && value.firstName2 == "Lovelace" && value.naïveCafé == "c" && value.hashValue2 == 4)
        #expect(value.next?.default == "inner" && value.next?.next == nil)
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? [String: Any]
        #expect(Set(encoded?.keys ?? [:].keys) == [
            "default", "self", "Type", "protocol-name", "init", "where", "in", "for", "return", "2fast",
            "first-name", "firstName", "naïve café", "hashValue", "description", "next",
        ])
    }

    @Test func enumValuesThatCollideOrAreEmptyStayDistinct() throws {
        let raw = ["", "1st", "a-b", "A-B", "default", "self", "unknown", "rawValue", "ünïcödé", "case", "brand-new"]
        let decoded = try JSONDecoder().decode([TypeModel].self, from: JSONEncoder().encode(raw))
        #expect(decoded == [.empty, ._1st, .aB, .aB2, .default, .selfValue, .unknown2, .rawValue2, .ünïcödé, .case, .unknown("brand-new")])
        #expect(decoded.map(\.rawValue) == raw)
        #expect(try JSONDecoder().decode([Numbers].self, from: Data("[0, 1, -1, 42, 7]".utf8)).map(\.rawValue) == [0, 1, -1, 42, 7])
    }

    @Test func keywordParametersReachTheWire() async throws {
        let transport = StubTransport()
        transport.register(.get, "/7", reply: .json(#"{"default": "x", "self": 7}"#))
        transport.register(.get, "/tags", reply: .json("{}"))
        var configuration = APIClient.Configuration()
        configuration.transport = transport
        let service = TrickyNamesService(client: APIClient(configuration: configuration))
        let thing = try await service.default(in: "a b", selfValue: 7, for: "f", query: "q", path: "p", body: "b", timeout: 5, method: "M", type: .aB2)
        #expect(thing.selfValue == 7)
        let request = try #require(transport.requests.first)
        #expect(request.url?.absoluteString == "https://tricky.example.com/things/a%20b/7?for=f&query=q&path=p&body=b&timeout=5&type=A-B")
        #expect(request.value(forHTTPHeaderField: "X-Method") == "M")

        try await service.tag(tag: "t", completion: "c")
        #expect(transport.requests.last?.url?.query == "tag=t&completion=c")
    }
}
