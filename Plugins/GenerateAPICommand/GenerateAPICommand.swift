import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-api [--target T] [--check]`
///
/// Regenerates checked-in clients: for each target with a `Specs` folder, runs `apigen generate` into
/// `<target>/Generated` (or the config's `output`). With `--check`, writes nothing and fails when the checked-in
/// files are out of date. Use this on targets that do NOT also apply the build plugin.
@main
struct GenerateAPICommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let tool = try context.tool(named: "apigen").url

        var targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        if !targetNames.isEmpty {
            targets = targets.filter { targetNames.contains($0.name) }
            let missing = Set(targetNames).subtracting(targets.map(\.name))
            if !missing.isEmpty {
                throw GenerateAPIError("no target named \(missing.sorted().joined(separator: ", ")) in this package")
            }
        }
        var ran = 0
        for target in targets {
            let specs = target.directoryURL.appending(path: "Specs")
            guard FileManager.default.fileExists(atPath: specs.path) else { continue }
            var arguments = ["generate", specs.path]
            let config = ["apigen.json", "apigen.yaml", "apigen.yml"]
                .map { specs.appending(path: $0) }
                .first { FileManager.default.fileExists(atPath: $0.path) }
            if let config {
                // The config's `output` decides; without one apigen uses Generated/ beside Specs/, as below.
                arguments += ["--config", config.path]
            } else {
                arguments += ["--output", target.directoryURL.appending(path: "Generated").path]
            }
            if check { arguments.append("--check") }
            arguments += extractor.remainingArguments
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            ran += 1
            guard process.terminationStatus == 0 else {
                let reason = check && process.terminationStatus == 1
                    ? "generated clients of target '\(target.name)' are out of date; run 'swift package --allow-writing-to-package-directory generate-api --target \(target.name)'"
                    : "apigen failed for target '\(target.name)' (exit \(process.terminationStatus))"
                throw GenerateAPIError(reason)
            }
        }
        if ran == 0 {
            throw GenerateAPIError("no target has a Specs folder; put specs in <target folder>/Specs")
        }
    }
}

struct GenerateAPIError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
