import Testing
@testable import APIGenCore

/// `--parts`: one spec's single-file output spread over a fixed set of files for parallel compilation.
@Suite struct PartsLayoutTests {
    static func generate(_ spec: ServiceSpec, parts: Int) -> [GeneratedFile] {
        Generator.generate([spec], options: GeneratorOptions(layout: .singleFile, parts: parts), templates: .defaults).files
    }

    /// The top-level declaration lines of generated Swift (`public nonisolated struct User: …`), in order.
    static func declarations(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("public ") && !$0.hasPrefix("public import ") }.map(String.init)
    }

    @Test func everyDeclarationLandsInExactlyOneFileAndTheServiceInTheFirst() {
        let single = Self.generate(SpecFixtures.users, parts: 1)
        let parts = Self.generate(SpecFixtures.users, parts: 3)
        #expect(single.map(\.path) == ["Users.swift"])
        #expect(parts.map(\.path).sorted() == GeneratorOptions.singleFileNames(base: "Users", parts: 3).sorted())
        #expect(GeneratorOptions.singleFileNames(base: "Users", parts: 3) == ["Users.swift", "Users+Part1.swift", "Users+Part2.swift"])
        let byPath = Dictionary(uniqueKeysWithValues: parts.map { ($0.path, $0.contents) })
        #expect(Self.declarations(byPath["Users.swift"] ?? "") == ["public nonisolated struct UsersService: Sendable {"])
        let all = parts.flatMap { Self.declarations($0.contents) }
        #expect(all.sorted() == Self.declarations(single[0].contents).sorted())
        #expect(Set(all).count == all.count)
    }

    /// A type name too long for a file name (a path-derived operation name of a converted document was 300 characters)
    /// gets a shortened file name with a hash of the whole: unique, stable, and within the 255-byte limit.
    @Test func typeNamesTooLongForAFileGetShortenedFileNames() {
        let at = SourceLocation(file: "s.yaml", line: 1, column: 1)
        let long = "get" + String(repeating: "CustomerNameCustomerName", count: 12)
        let spec = ServiceSpec(file: "s.yaml", service: "S", endpoints: [
            EndpointSpec(name: long, method: .get, path: "/a", location: at),
            EndpointSpec(name: long + "2", method: .get, path: "/b", location: at),
            EndpointSpec(name: "short", method: .get, path: "/c", location: at),
        ], location: at)
        let paths = Generator.generate([spec], options: GeneratorOptions(), templates: .defaults).files.map(\.path)
        let names = paths.map { String($0.split(separator: "/").last ?? "") }
        #expect(names.allSatisfy { $0.utf8.count <= 255 }, "\(names)")
        #expect(Set(paths).count == 4)
        #expect(names.contains("ShortAPI.swift"))
        let shortened = names.filter { $0.count < 200 && $0.hasPrefix("Get") }
        #expect(shortened.count == 2)
        #expect(shortened.allSatisfy { $0.hasPrefix(String("Get\(long.dropFirst(3))".prefix(150)) + "-") && $0.count == 150 + 1 + 16 + 6 })
        #expect(Generator.fileName("GetUserAPI") == "GetUserAPI")
        // SwiftPM makes a target with a main.swift (in any case) an executable.
        #expect(Generator.fileName("Main") == "Main+Model")
        #expect(Generator.fileName("MAIN") == "MAIN+Model")
        #expect(Generator.fileName("MainStreet") == "MainStreet")
        #expect(Generator.fileName(String(repeating: "A", count: 300)) == Generator.fileName(String(repeating: "A", count: 300)))
    }

    @Test func aTypeStaysInItsPartWhenOthersAreAdded() {
        var spec = SpecFixtures.users
        let before = Self.generate(spec, parts: 4)
        let location = spec.models[0].location
        spec.models.append(ModelSpec(
            name: "Extra", kind: .object([PropertySpec(name: "id", type: .builtin(.int), location: location)]), location: location))
        let after = Self.generate(spec, parts: 4)
        func part(of declaration: String, in files: [GeneratedFile]) -> String? {
            files.first { $0.contents.contains(declaration) }?.path
        }
        for declaration in ["public nonisolated struct User:", "public nonisolated enum Role:", "public nonisolated final class GetUserAPI:", "public nonisolated final class ListUsersAPI:"] {
            #expect(part(of: declaration, in: before) != nil, "\(declaration)")
            #expect(part(of: declaration, in: before) == part(of: declaration, in: after), "\(declaration)")
        }
        // Only the part that received `Extra` changed.
        let changed = zip(before.sorted { $0.path < $1.path }, after.sorted { $0.path < $1.path }).filter { $0 != $1 }
        #expect(changed.map(\.1.path) == [part(of: "public nonisolated struct Extra:", in: after)].compactMap { $0 })
    }

    @Test func anEmptyPartIsAValidSwiftFile() {
        let files = Self.generate(SpecFixtures.users, parts: 64)
        #expect(files.count == 64)
        let empty = files.filter { Self.declarations($0.contents).isEmpty }
        #expect(!empty.isEmpty)
        for file in empty {
            #expect(file.contents.hasPrefix("// Generated by apigen from Users.yaml. Do not edit.\n"))
            #expect(file.contents.hasSuffix("import Foundation\n"), "\(file.contents)")
        }
    }
}
