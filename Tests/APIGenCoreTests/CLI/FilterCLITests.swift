import Foundation
import Testing
@testable import APIGenCore
@testable import apigen

/// Filters from the command line and from a config, `apigen list`, and the filter in `diff`.
@Suite struct FilterCLITests {
    static let spec = """
        service: Shop
        baseURLs: [https://shop.example.com]
        models:
          Pet:
            properties:
              id: Int
              owner: Person?
          Person:
            properties:
              name: String
              friends: "[Person]?"
          Order:
            properties:
              id: String
          PushPayload:
            properties:
              badge: Int
        endpoints:
          getPet:
            method: GET
            path: /pets/{id}
            tags: [pets]
            params:
              id: { in: path, type: Int }
            response: Pet
          deletePet:
            method: DELETE
            path: /pets/{id}
            tags: [pets]
            params:
              id: { in: path, type: Int }
            response: Empty
          getOrder:
            method: GET
            path: /orders/{id}
            tags: [store]
            deprecated: true
            params:
              id: { in: path, type: String }
            response: Order

        """

    static func files(in folder: TemporaryFolder, _ output: String = "Generated") -> [String] {
        let root = folder.path + "/" + output
        let found = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func commandLineOptionsGenerateOnlyTheChosenOperationsAndTheirModels() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("Specs/Shop.yaml", Self.spec)
        let output = folder.path + "/Generated"
        let run = CapturedRun([spec, "-o", output, "--operation", "getPet", "--model", "PushPayload"])
        #expect(run.code == .success, "\(run.err)")
        #expect(Self.files(in: folder) == [
            "Shop/APIs/GetPetAPI.swift", "Shop/Models/Person.swift", "Shop/Models/Pet.swift", "Shop/Models/PushPayload.swift", "Shop/ShopService.swift",
        ])
        #expect(folder.read("Generated/Shop/ShopService.swift")?.contains("func deletePet") == false)

        // A different filter is a different output: the no-op stamp does not hide it, and files no longer generated go.
        let tagged = CapturedRun([spec, "-o", output, "--tag", "pets", "--exclude-path", "DELETE /pets/*"])
        #expect(tagged.code == .success, "\(tagged.err)")
        #expect(Self.files(in: folder) == ["Shop/APIs/GetPetAPI.swift", "Shop/Models/Person.swift", "Shop/Models/Pet.swift", "Shop/ShopService.swift"])
        // --check compares with the filtered client.
        #expect(CapturedRun([spec, "-o", output, "--check", "--tag", "pets", "--exclude-path", "DELETE /pets/*"]).code == .success)
        #expect(CapturedRun([spec, "-o", output, "--check"]).code == .outOfDate)

        let current = CapturedRun([spec, "-o", output, "--no-deprecated", "--tag", "store", "--tag", "pets", "--exclude-operation", "deletePet"])
        #expect(current.code == .success, "\(current.err)")
        #expect(Self.files(in: folder) == ["Shop/APIs/GetPetAPI.swift", "Shop/Models/Person.swift", "Shop/Models/Pet.swift", "Shop/ShopService.swift"])
    }

    @Test func aConfigFilterAppliesAndItsMistakesAreLocated() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("Specs/Shop.yaml", Self.spec)
        let config = try folder.write("Specs/apigen.yaml", """
            filter:
              paths: ["/orders/*"]
              exclude:
                operations: [deletePet]

            """)
        let run = CapturedRun([spec, "--config", config])
        #expect(run.code == .success, "\(run.err)")
        #expect(Self.files(in: folder) == ["Shop/APIs/GetOrderAPI.swift", "Shop/Models/Order.swift", "Shop/ShopService.swift"])

        try folder.write("Specs/apigen.yaml", """
            filter:
              operations: [getPets]
              tags: [store]
              deprecated: false

            """)
        let wrong = CapturedRun([spec, "--config", config])
        #expect(wrong.code == .dataError)
        #expect(wrong.err.contains("\(config):2:16: error: filter operations entry 'getPets' matches no operation"), "\(wrong.err)")
        #expect(wrong.err.contains("note: did you mean 'getPet'?"))

        try folder.write("Specs/apigen.yaml", "filter:\n  exclude: { tag: [pets] }\n")
        let unknownKey = CapturedRun([spec, "--config", config])
        #expect(unknownKey.code == .dataError)
        #expect(unknownKey.err.contains("\(config):2:14: error: unknown key 'tag' in 'filter: exclude'"), "\(unknownKey.err)")
        #expect(unknownKey.err.contains("note: did you mean 'tags'?"))

        // Only a deprecated operation under the tag, and deprecated ones left out: nothing to generate is an error.
        try folder.write("Specs/apigen.yaml", "filter:\n  tags: [store]\n  deprecated: false\n")
        let empty = CapturedRun([spec, "--config", config])
        #expect(empty.code == .dataError)
        #expect(empty.err.contains("\(config):1:1: error: the filter keeps no operation of '\(spec)'; apigen will not write an empty client"), "\(empty.err)")
    }

    @Test func badFilterOptionsAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("Specs/Shop.yaml", Self.spec)
        let badPattern = CapturedRun([spec, "-o", folder.path + "/Generated", "--path", "pets/*"])
        #expect(badPattern.code == .usage)
        #expect(badPattern.err.contains("--path 'pets/*': path pattern 'pets/*' does not start with '/'"), "\(badPattern.err)")
        let unmatched = CapturedRun([spec, "-o", folder.path + "/Generated", "--tag", "pet"])
        #expect(unmatched.code == .dataError)
        #expect(unmatched.err.contains("error: --tag 'pet' matches no tag"), "\(unmatched.err)")
        #expect(unmatched.err.contains("did you mean 'pets'?"))
        #expect(Self.files(in: folder).isEmpty)
    }

    /// The build plugin generates each spec alone, with the config the folder shares: an operation of a sibling is no
    /// mistake, and a spec the filter keeps nothing of gets files that say so (the plugin declared them).
    @Test func filterScopeLetsASharedConfigNameOtherSpecsOperations() throws {
        let folder = try TemporaryFolder()
        let shop = try folder.write("Specs/Shop.yaml", Self.spec)
        let other = try folder.write("Specs/Other.yaml", Self.spec.replacingOccurrences(of: "service: Shop", with: "service: Other")
            .replacingOccurrences(of: "getPet:", with: "fetchPet:"))
        let config = try folder.write("Specs/apigen.yaml", "filter:\n  operations: [fetchPet]\n")
        let out = folder.path + "/out/Shop.swift"
        let alone = CapturedRun(["generate", shop, "--output-file", out, "--parts", "2", "--config", config])
        #expect(alone.code == .dataError)
        let scoped = CapturedRun(["generate", shop, "--output-file", out, "--parts", "2", "--config", config, "--filter-scope", other])
        #expect(scoped.code == .success, "\(scoped.err)")
        #expect(folder.read("out/Shop.swift") == "// Generated by apigen from Shop.yaml: the filter keeps none of its operations or models.\n")
        #expect(folder.read("out/Shop+Part1.swift") == folder.read("out/Shop.swift"))
        let otherRun = CapturedRun(["generate", other, "--output-file", folder.path + "/out/Other.swift", "--config", config, "--filter-scope", shop])
        #expect(otherRun.code == .success, "\(otherRun.err)")
        #expect(folder.read("out/Other.swift")?.contains("func fetchPet") == true)
    }

    // MARK: - list

    @Test func listShowsOperationsAsTextAndJSON() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("Specs/Shop.yaml", Self.spec)
        let text = CapturedRun(["list", spec])
        #expect(text.code == .success, "\(text.err)")
        #expect(text.out == """
            GET     /pets/{id}    getPet     pets   2 models
            DELETE  /pets/{id}    deletePet  pets   0 models
            GET     /orders/{id}  getOrder   store  1 model   deprecated
            3 operations

            """)
        let json = CapturedRun(["list", spec, "--format", "json"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        #expect(objects.count == 3)
        #expect(objects[0]["name"] as? String == "getPet")
        #expect(objects[0]["operationId"] == nil)
        #expect(objects[0]["method"] as? String == "GET")
        #expect(objects[0]["path"] as? String == "/pets/{id}")
        #expect(objects[0]["tags"] as? [String] == ["pets"])
        #expect(objects[2]["deprecated"] as? Bool == true)
        #expect(objects[0]["models"] as? Int == 2)

        let tags = CapturedRun(["list", spec, "--tags"])
        #expect(tags.out == "pets   2 operations\nstore  1 operation\n")
        let tagsJSON = CapturedRun(["list", spec, "--tags", "--format", "json"])
        #expect(tagsJSON.out == "[\n  {\"tag\": \"pets\", \"operations\": 2},\n  {\"tag\": \"store\", \"operations\": 1}\n]\n")
        #expect(CapturedRun(["list", folder.path + "/Missing.yaml"]).code == .noInput)
    }

    @Test func listShowsWhatAFilterKeeps() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("Specs/Shop.yaml", Self.spec)
        let text = CapturedRun(["list", spec, "--tag", "pets", "--exclude-operation", "deletePet"])
        #expect(text.code == .success, "\(text.err)")
        #expect(text.out == """
            GET  /pets/{id}  getPet  pets  2 models
            1 operation
            The filter keeps 1 of 3 operations and the 2 models they reach.

            """)
        let config = try folder.write("apigen.yaml", "filter:\n  deprecated: false\n")
        let json = CapturedRun(["list", spec, "--config", config, "--format", "json"])
        #expect(json.code == .success, "\(json.err)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        #expect(objects.compactMap { $0["name"] as? String } == ["getPet", "deletePet"])

        // A filter entry that matches nothing is the same located error as when generating.
        let typo = try folder.write("typo.yaml", "filter:\n  operations: [getPett]\n")
        let failed = CapturedRun(["list", spec, "--config", typo])
        #expect(failed.code == .dataError)
        #expect(failed.err.contains("typo.yaml:2:16: error:"), "\(failed.err)")
        #expect(failed.err.contains("did you mean 'getPet'?"), "\(failed.err)")
        #expect(failed.out.isEmpty)
    }

    @Test func listNamesWhatTheOpenAPIDocumentCalls() throws {
        let folder = try TemporaryFolder()
        let document = try folder.write("api.yaml", """
            openapi: 3.0.3
            info: { title: Pets, version: "1" }
            paths:
              /pets/{pet_id}:
                get:
                  operationId: pets/get-one
                  summary: "Get a pet.\\nWith details."
                  tags: [pets]
                  parameters: [{ name: pet_id, in: path, required: true, schema: { type: integer } }]
                  responses: { "200": { description: ok } }

            """)
        let json = CapturedRun(["list", document, "--format", "json"])
        #expect(json.code == .success, "\(json.err)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        #expect(objects.first?["operationId"] as? String == "pets/get-one")
        let name = try #require(objects.first?["name"] as? String)
        // The listed name is the generated method's, and a filter accepts it as well as the operationId.
        for entry in [name, "pets/get-one"] {
            let run = CapturedRun([document, "-o", folder.path + "/Generated", "--operation", entry])
            #expect(run.code == .success, "\(entry): \(run.err)")
            #expect(folder.read("Generated/Api/ApiService.swift")?.contains("func \(name)(") == true, "\(Self.files(in: folder))")
        }
    }

    /// An import warning about an operation the filter leaves out is not shown; one about a kept operation is.
    @Test func warningsAboutOperationsLeftOutAreNotShown() throws {
        let folder = try TemporaryFolder()
        let document = try folder.write("api.yaml", """
            openapi: 3.0.3
            info: { title: Files, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /files:
                post:
                  operationId: uploadFile
                  servers: [{ url: "https://files.example.com" }]
                  responses: { "204": { description: ok } }
                get:
                  operationId: listFiles
                  responses: { "204": { description: ok } }
              /files/{id}:
                get:
                  operationId: getFile
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  responses: { "204": { description: ok } }

            """)
        let whole = CapturedRun([document, "-o", folder.path + "/Whole"])
        #expect(whole.code == .success)
        #expect(whole.err.contains("api.yaml:8:16: warning: these servers differ from the document's base URLs"), "\(whole.err)")
        // The same path, another method: the warning is about `post` alone.
        for kept in ["listFiles", "getFile"] {
            let run = CapturedRun([document, "-o", folder.path + "/" + kept, "--operation", kept])
            #expect(run.code == .success)
            #expect(run.err.isEmpty, "\(kept): \(run.err)")
        }
        let upload = CapturedRun([document, "-o", folder.path + "/Upload", "--operation", "uploadFile"])
        #expect(upload.err.contains("api.yaml:8:16: warning: these servers differ"), "\(upload.err)")
    }

    // MARK: - diff

    @Test func diffComparesOnlyWhatTheFilterKeeps() throws {
        let folder = try TemporaryFolder()
        let old = try folder.write("old/Shop.yaml", Self.spec)
        // The new version changes getOrder's response, which a client of the pets operations does not have.
        let new = try folder.write("new/Shop.yaml", Self.spec.replacingOccurrences(of: "response: Order", with: "response: Pet"))
        #expect(CapturedRun(["diff", old, new]).code == .changesFound)
        let filtered = CapturedRun(["diff", old, new, "--tag", "pets"])
        #expect(filtered.code == .success, "\(filtered.out)\(filtered.err)")
        let config = try folder.write("apigen.yaml", "filter:\n  operations: [getOrder]\n")
        #expect(CapturedRun(["diff", old, new, "--config", config]).code == .changesFound)
    }
}
