import APIGenCore
import APIRuntime
import Foundation
import GeneratedClients
import OpenAPIClients
import Testing

private let httpbinURL = ProcessInfo.processInfo.environment["APIGEN_HTTPBIN_URL"].flatMap(URL.init(string:))

/// Clients generated from OpenAPI documents, driven end to end: the expanded Petstore of `Specs/` (Generated/Petstore)
/// against StubTransport, and two corpus documents (Tests/OpenAPIClients) against StubTransport and a local httpbin.
@Suite struct OpenAPIClientTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func checkedInOutputMatchesTheDocuments() {
        let corpus = Self.root.appending(path: "Tests/APIGenCoreTests/Fixtures/openapi/corpus")
        let documents = ["readme__3.0-file-uploads.yaml", "readme__3.0-discriminators.yaml"].map { corpus.appending(path: $0).path }
        let loaded = SpecLoader.load(paths: documents)
        #expect(!loaded.diagnostics.hasErrors, "\(loaded.diagnostics)")
        let generated = Generator.generate(loaded.specs, options: GeneratorOptions(), templates: .defaults)
        #expect(!generated.diagnostics.hasErrors)
        let plan = OutputWriter(directory: Self.root.appending(path: "Tests/OpenAPIClients").path).plan(generated.files)
        #expect(plan.isUpToDate, "stale; regenerate Tests/OpenAPIClients (see Package.swift):\n\(plan.summary.joined(separator: "\n"))")
    }

    private func petstore(_ transport: StubTransport) -> PetstoreService {
        var configuration = APIClient.Configuration()
        configuration.transport = transport
        return PetstoreService(client: APIClient(configuration: configuration))
    }

    @Test func petstoreQueryJSONBodyAndAllOfModel() async throws {
        let transport = StubTransport()
        transport.register(.get, "/pets", reply: .json(#"[{"id": 1, "name": "Rex", "tag": "dog"}, {"id": 2, "name": "Tom"}]"#))
        transport.register(.post, "/pets", handler: { request in
            let body = try JSONSerialization.jsonObject(with: request.httpBody ?? Data()) as? [String: String]
            #expect(body == ["name": "Kit", "tag": "cat"])
            #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
            return .json(#"{"id": 3, "name": "Kit", "tag": "cat"}"#)
        })
        let service = petstore(transport)
        let pets = try await service.findPets(tags: ["dog", "cat"], limit: 2)
        #expect(pets == [Pet(name: "Rex", tag: "dog", id: 1), Pet(name: "Tom", id: 2)])
        // `tags` is an exploded form array: one query item per value.
        #expect(transport.requests.first?.url?.query == "tags=dog&tags=cat&limit=2")
        // Pet is `allOf: [NewPet, {id}]`: one struct with both members' properties.
        #expect(try await service.addPet(body: NewPet(name: "Kit", tag: "cat")) == Pet(name: "Kit", tag: "cat", id: 3))
    }

    @Test func petstoreErrorModelFromTheDefaultResponse() async throws {
        let transport = StubTransport()
        transport.register(.get, "/pets/9", reply: .json(#"{"code": 404, "message": "no pet 9"}"#, statusCode: 404))
        transport.register(.delete, "/pets/9", reply: StubTransport.Reply(statusCode: 204))
        let service = petstore(transport)
        do {
            _ = try await service.findPetById(id: 9)
            Issue.record("expected an error")
        } catch {
            #expect((error as? APIError)?.statusCode == 404)
            #expect(FindPetByIdAPI.errorModel(from: error) == ErrorModel(code: 404, message: "no pet 9"))
        }
        // 204 and no schema: Empty.
        #expect(try await service.deletePet(id: 9) == Empty())
    }

    @Test func discriminatedUnionsDecodeByMappingAndKeepUnknownVariants() async throws {
        let transport = StubTransport()
        transport.register(.get, "/one", reply: .json(#"{"discrim": "Option One", "optionone": 1.5}"#))
        transport.register(.get, "/new", reply: .json(#"{"discrim": "Option Nine", "extra": [1, 2]}"#))
        var configuration = APIClient.Configuration(baseURLs: [URL(fileURLWithPath: "/")])
        configuration.transport = transport
        let client = APIClient(configuration: configuration)
        typealias Union = OneOfWithTopLevelDiscriminatorAndMappingRequest
        let one = try await client.send(DynamicAPI<Union>(path: "/one"))
        #expect(one == .optionOneNoDisc(OptionOneNoDisc(discrim: "Option One", optionone: 1.5)))
        // A variant this client does not know fails nothing: its JSON is kept and encodes back unchanged.
        let new = try await client.send(DynamicAPI<Union>(path: "/new"))
        guard case .unknown(let json) = new else {
            Issue.record("expected .unknown, got \(new)")
            return
        }
        #expect(json == .object(["discrim": .string("Option Nine"), "extra": .array([.number(1), .number(2)])]))
        let reencoded = try JSONDecoder().decode(JSON.self, from: JSONEncoder().encode(new))
        #expect(reencoded == json)
    }

    @Test(.enabled(if: httpbinURL != nil, "needs APIGEN_HTTPBIN_URL: run the tests with Tests/run, which starts httpbin"))
    func unionBodiesAndUploadsReachARealServer() async throws {
        let httpbin = try #require(httpbinURL)
        var configuration = APIClient.Configuration(baseURLs: [httpbin.appending(path: "anything")])
        configuration.timeout = 10
        // The discriminators document's server is httpbin's /anything; the uploads document's is httpbin itself.
        let anything = APIClient(configuration: configuration)
        configuration.baseURLs = [httpbin]
        let client = APIClient(configuration: configuration)
        // The union is sent as the variant's own JSON.
        let union = OneOfWithTopLevelDiscriminatorAndMappingRequest.optionTwoNoDisc(OptionTwoNoDisc(discrim: "Option Two", optiontwo: "two"))
        let patched = try await anything.response(for: OneOfWithTopLevelDiscriminatorAndMappingAPI(body: union))
        let echo = try JSONDecoder().decode(JSON.self, from: patched.data)
        #expect(echo["method"] == .string("PATCH"))
        #expect(echo["json"] == .object(["discrim": .string("Option Two"), "optiontwo": .string("two")]))

        // A binary body with its media type, and a multipart file part.
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let image = try await client.response(for: PostAnythingImagePngAPI(body: png))
        let imageEcho = try JSONDecoder().decode(JSON.self, from: image.data)
        #expect(imageEcho["headers"]?["Content-Type"] == .string("image/png"))
        #expect(imageEcho["data"] == .string("data:application/octet-stream;base64," + png.base64EncodedString()))
        let upload = try await client.response(
            for: PutAnythingMultipartFormdataAPI(filename: UploadFile(data: Data("hello".utf8), fileName: "a.txt", mimeType: "text/plain")))
        let uploadEcho = try JSONDecoder().decode(JSON.self, from: upload.data)
        #expect(uploadEcho["files"] == .object(["filename": .string("hello")]))
    }
}
