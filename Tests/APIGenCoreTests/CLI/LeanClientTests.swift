import Foundation
import Testing
@testable import APIGenCore
@testable import apigen

/// The leaner client of issue 36: `hashable: false` / `--no-hashable` and `styles:` / `--styles`, from the command
/// line and the config, with located errors; the default output is left as it was (the golden files check that).
@Suite struct LeanClientTests {
    static let spec = """
        service: Pets
        baseURLs: [https://pets.example.com]
        models:
          Cat:
            properties:
              kind: String
              name: String
          Dog:
            properties:
              kind: String
              good: Bool
          Pet:
            oneOf: { cat: Cat, dog: Dog }
            discriminator: kind
          Tree:
            properties:
              value: Int
              children: "[Tree]"
        endpoints:
          listPets:
            method: GET
            path: /pets
            params:
              page: { type: Int, default: 1 }
            response: "[Pet]"
            paging: { param: page }
          getTree:
            method: GET
            path: /trees/{id}
            params:
              id: { in: path, type: Int }
            response: Tree

        """

    /// Every generated file of one run, concatenated in path order.
    private func generated(_ arguments: [String], config: String? = nil) throws -> (run: CapturedRun, swift: String) {
        let folder = try TemporaryFolder()
        let spec = try folder.write("Specs/Pets.yaml", Self.spec)
        var all = [spec, "-o", folder.path + "/Generated", "--single-file"] + arguments
        if let config { all += ["--config", try folder.write("Specs/apigen.yaml", config)] }
        let run = CapturedRun(all)
        return (run, folder.read("Generated/Pets.swift") ?? "")
    }

    @Test func theDefaultClientIsHashableWithEveryStyle() throws {
        let (run, swift) = try generated([])
        #expect(run.code == .success, "\(run.err)")
        for model in ["struct Cat", "struct Dog", "enum Pet", "struct Tree"] {
            #expect(swift.contains("nonisolated \(model): Codable, Hashable, Sendable {"))
        }
        #expect(swift.contains("public func listPets(page: Int = 1) async throws -> [Pet] {"))
        #expect(swift.contains("completion: @escaping (Result<[Pet], APIError>) -> Void"))
        #expect(swift.contains("        tag: String?,\n        isolation: isolated (any Swift.Actor)? = #isolation\n    ) -> RequestHandle {"))
        #expect(swift.contains("public func listPetsPages(page: Int = 1) -> some AsyncSequence<[Pet], APIError> {"))
    }

    @Test func noHashableAndAsyncOnlyFromTheCommandLine() throws {
        let (run, swift) = try generated(["--no-hashable", "--styles", "async"])
        #expect(run.code == .success, "\(run.err)")
        #expect(!swift.contains("Hashable"))
        for model in ["struct Cat", "struct Dog", "enum Pet", "struct Tree"] {
            #expect(swift.contains("nonisolated \(model): Codable, Sendable {"))
        }
        #expect(swift.contains("public func listPets(page: Int = 1) async throws -> [Pet] {"))
        #expect(swift.contains("public func getTree(id: Int) async throws -> Tree {"))
        // The pages sequence is an async sequence: it stays with the async style.
        #expect(swift.contains("public func listPetsPages(page: Int = 1) -> some AsyncSequence<[Pet], APIError> {"))
        #expect(!swift.contains("RequestHandle"))
        #expect(!swift.contains("completion"))
        #expect(!swift.contains("isolation"))
        // The API classes are all there: an app can still send one in any style through its APIClient.
        #expect(swift.contains("final class ListPetsAPI: BaseAPI<[Pet]>"))
        #expect(swift.contains("final class GetTreeAPI: BaseAPI<Tree>"))
    }

    @Test func stylesFromTheConfigAndTheCommandLineOverIt() throws {
        let (run, swift) = try generated([], config: "hashable: false\nstyles: [completion, delegate]\n")
        #expect(run.code == .success, "\(run.err)")
        #expect(!swift.contains("Hashable"))
        #expect(!swift.contains("async throws"))
        #expect(!swift.contains("Pages("))
        #expect(swift.contains("completion: @escaping (Result<[Pet], APIError>) -> Void"))
        #expect(swift.contains("public func getTree(id: Int, tag: String?, isolation: isolated (any Swift.Actor)? = #isolation) -> RequestHandle {"))

        // The command line wins over the config, as for every other setting.
        let (overridden, asyncOnly) = try generated(["--styles", "async,delegate"], config: "styles: completion\n")
        #expect(overridden.code == .success, "\(overridden.err)")
        #expect(asyncOnly.contains("async throws -> Tree"))
        #expect(asyncOnly.contains("public func getTree(id: Int, tag: String?, isolation"))
        #expect(!asyncOnly.contains("completion: @escaping"))
        #expect(asyncOnly.contains("Codable, Hashable, Sendable"))
    }

    @Test func badStylesAndHashableAreLocatedErrors() throws {
        let (typo, _) = try generated([], config: "access: internal\nstyles: [async, completoin]\n")
        #expect(typo.code == .dataError)
        #expect(typo.err.contains("apigen.yaml:2:17: error: 'completoin' is not a calling style (did you mean 'completion'?); use async, completion or delegate"), "\(typo.err)")

        let (empty, _) = try generated([], config: "styles: []\n")
        #expect(empty.code == .dataError)
        #expect(empty.err.contains("apigen.yaml:1:9: error: 'styles' is empty: the services would have no methods"), "\(empty.err)")

        let (mapping, _) = try generated([], config: "styles: { async: true }\n")
        #expect(mapping.code == .dataError)
        #expect(mapping.err.contains("apigen.yaml:1:9: error: 'styles' must be a list of calling styles, found a mapping"), "\(mapping.err)")

        let (notBool, _) = try generated([], config: "hashable: no way\n")
        #expect(notBool.code == .dataError)
        #expect(notBool.err.contains("apigen.yaml:1:11: error: 'hashable' must be true or false"), "\(notBool.err)")

        let (twice, swift) = try generated([], config: "styles: [async, async]\n")
        #expect(twice.code == .success)
        #expect(twice.err.contains("apigen.yaml:1:17: warning: 'async' is listed twice in 'styles'"), "\(twice.err)")
        #expect(!swift.contains("RequestHandle"))

        let (flag, _) = try generated(["--styles", "async,sync"])
        #expect(flag.code == .usage)
        #expect(flag.err.contains("'--styles': 'sync' is not a calling style (did you mean 'async'?); use async, completion or delegate"), "\(flag.err)")
    }

    /// The options are part of the no-op fingerprint: switching the profile regenerates, the same profile again does not.
    @Test func switchingTheProfileRegenerates() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("Specs/Pets.yaml", Self.spec)
        let output = folder.path + "/Generated"
        #expect(CapturedRun([spec, "-o", output]).code == .success)
        #expect(CapturedRun([spec, "-o", output, "--no-hashable"]).out.contains(" written"))
        #expect(folder.read("Generated/Pets/Models/Cat.swift")?.contains("struct Cat: Codable, Sendable {") == true)
        #expect(CapturedRun([spec, "-o", output, "--no-hashable"]).out.hasSuffix("up to date\n"))
        #expect(CapturedRun([spec, "-o", output, "--no-hashable", "--styles", "async"]).out.contains("1 written"))
        #expect(CapturedRun([spec, "-o", output, "--no-hashable", "--styles", "async"]).out.hasSuffix("up to date\n"))
        // The same set of styles in another order is the same output, and so no run at all.
        #expect(CapturedRun([spec, "-o", output, "--no-hashable", "--styles", "delegate,async,completion"]).out.contains("1 written"))
        #expect(CapturedRun([spec, "-o", output, "--no-hashable", "--styles", "completion,async,delegate"]).out.hasSuffix("up to date\n"))
    }
}
