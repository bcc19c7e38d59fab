import Foundation
import Testing

extension PluginTests {
    /// `generate-api` on `Checked` (a target without the build plugin, in the same package as `Client`, which
    /// has it): writes the clients into the target, `--check` passes while they are fresh and fails once a spec
    /// changes, and the package builds with both modes side by side.
    @Test func commandPluginWritesAndChecksCheckedInClients() async throws {
        let generated = package.file("Sources/Checked/Generated")
        let spec = "Sources/Checked/Specs/Store.yaml"
        let service = "Sources/Checked/Generated/Store/StoreService.swift"
        let order = "Sources/Checked/Generated/Store/Models/Order.swift"
        defer { try? FileManager.default.removeItem(at: generated) }

        let generate = try await package.generateAPI(["--target", "Checked"])
        #expect(generate.succeeded, "\(generate)")
        #expect(try package.read(service).contains("public nonisolated struct StoreService"))
        #expect(try package.read(order).contains("public nonisolated struct Order"))
        // Only the named target is touched.
        #expect(!FileManager.default.fileExists(atPath: package.file("Sources/Client/Generated").path))

        let fresh = try await package.generateAPI(["--target", "Checked", "--check"])
        #expect(fresh.succeeded, "\(fresh)")
        #expect(fresh.output.contains("is up to date"), "\(fresh)")

        let checkedIn = try package.stamp(package.file(order))
        try await package.restoring(spec) {
            let edited = try package.read(spec).replacingOccurrences(
                of: "      quantity: Int\n",
                with: "      quantity: Int\n      note: String?\n"
            )
            try package.write(edited, to: spec)
            let stale = try await package.generateAPI(["--target", "Checked", "--check"])
            #expect(!stale.succeeded)
            #expect(stale.output.contains("generated clients of target 'Checked' are out of date"), "\(stale)")
            #expect(stale.output.contains("update Store/Models/Order.swift"), "\(stale)")
            // --check writes nothing.
            #expect(try package.stamp(package.file(order)) == checkedIn)
        }

        let build = try await buildExpectingSuccess()
        #expect(build.output.contains("Compiling Checked StoreService.swift"), "\(build)")
    }

    /// With a config, its `output` and `singleFile` decide where and how the clients are written.
    @Test func commandPluginFollowsTheConfig() async throws {
        let config = package.file("Sources/Checked/Specs/apigen.json")
        let clients = package.file("Sources/Checked/Clients")
        defer {
            try? FileManager.default.removeItem(at: config)
            try? FileManager.default.removeItem(at: clients)
        }
        try package.write("{ \"output\": \"../Clients\", \"singleFile\": true }\n", to: "Sources/Checked/Specs/apigen.json")
        let result = try await package.generateAPI(["--target", "Checked"])
        #expect(result.succeeded, "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: clients.path) == ["Store.swift"])
        #expect(!FileManager.default.fileExists(atPath: package.file("Sources/Checked/Generated").path))
        let fresh = try await package.generateAPI(["--target", "Checked", "--check"])
        #expect(fresh.succeeded, "\(fresh)")
    }

    @Test func commandPluginRejectsAnUnknownTarget() async throws {
        let result = try await package.generateAPI(["--target", "Nope"])
        #expect(!result.succeeded)
        #expect(result.output.contains("no target named Nope in this package"), "\(result)")
    }
}

extension PluginTests {
    /// Both modes on one target would declare every type twice; the build plugin stops with a message instead.
    @Test func buildPluginRejectsCheckedInClientsInItsOwnTarget() async throws {
        let generated = package.file("Sources/Client/Generated")
        defer { try? FileManager.default.removeItem(at: generated) }
        let generate = try await package.generateAPI(["--target", "Client"])
        #expect(generate.succeeded, "\(generate)")

        let result = try await package.build()
        #expect(!result.succeeded)
        #expect(result.output.contains("was written by 'generate-api', but its target also applies APIGenPlugin"), "\(result)")
        #expect(!result.output.contains("invalid redeclaration"), "\(result)")

        try FileManager.default.removeItem(at: generated)
        try await buildExpectingSuccess()
    }
}
