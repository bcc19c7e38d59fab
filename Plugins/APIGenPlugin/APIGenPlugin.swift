import Foundation
import PackagePlugin

/// Build-tool plugin: generates a client for every spec under a `Specs` folder of the target it is applied to.
///
/// One build command per spec, with the spec (plus the target's config and `.mustache` files) as inputs and
/// exactly one declared output, `<Name>.swift`. SwiftPM then reruns the tool only for a spec that changed, and a
/// no-op build runs nothing. The output name depends only on the spec's path, never on its content, because
/// SwiftPM does not re-evaluate the plugin when a spec's content changes.
@main
struct APIGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles.map(\.url)
        return try PluginSupport.commands(
            files: files,
            targetDirectory: module.directoryURL,
            tool: try context.tool(named: "apigen").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension APIGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let directory = context.xcodeProject.directoryURL
        return try PluginSupport.commands(
            files: files,
            targetDirectory: directory,
            tool: try context.tool(named: "apigen").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}
#endif

enum PluginSupport {
    static let specExtensions: Set<String> = ["yaml", "yml", "json"]
    static let configNames: Set<String> = ["apigen.json", "apigen.yaml", "apigen.yml"]

    static func commands(files: [URL], targetDirectory: URL, tool: URL, workDirectory: URL) throws -> [Command] {
        let outputDirectory = workDirectory.appending(path: "Generated")
        let targetPath = targetDirectory.standardizedFileURL.path
        var specs: [(url: URL, relative: [String])] = []
        var configs: [URL] = []
        var templates: [URL] = []
        for file in files {
            let path = file.standardizedFileURL.path
            guard path.hasPrefix(targetPath + "/") else { continue }
            let relative = path.dropFirst(targetPath.count + 1).split(separator: "/").map(String.init)
            let name = file.lastPathComponent
            if name.hasSuffix(".mustache") {
                templates.append(file)
                continue
            }
            guard let specsIndex = relative.firstIndex(of: "Specs") else { continue }
            let inside = relative[(specsIndex + 1)...]
            if configNames.contains(name.lowercased()) {
                configs.append(file)
                continue
            }
            guard specExtensions.contains(file.pathExtension.lowercased()), !inside.dropLast().contains("Stubs") else { continue }
            specs.append((file, Array(inside)))
        }
        specs.sort { $0.url.path < $1.url.path }
        return specs.map { spec in
            // Specs/v2/Users.yaml -> v2_Users.swift: unique in the module, as Swift requires of file names.
            let stem = (spec.relative.dropLast() + [spec.url.deletingPathExtension().lastPathComponent]).joined(separator: "_")
            let output = outputDirectory.appending(path: stem + ".swift")
            var arguments = ["generate", spec.url.path, "--output-file", output.path]
            // The config nearest to the spec (same folder, else the closest parent inside the target) applies.
            let config = configs
                .filter { spec.url.deletingLastPathComponent().path.hasPrefix($0.deletingLastPathComponent().path) }
                .max { $0.path.count < $1.path.count }
            if let config { arguments += ["--config", config.path] }
            return .buildCommand(
                displayName: "apigen \(spec.relative.joined(separator: "/"))",
                executable: tool,
                arguments: arguments,
                inputFiles: [spec.url] + (config.map { [$0] } ?? []) + templates,
                outputFiles: [output]
            )
        }
    }
}
