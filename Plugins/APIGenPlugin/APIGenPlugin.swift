import Foundation
import PackagePlugin

/// Build-tool plugin: generates a client for every spec under a `Specs` folder of the target it is applied to.
///
/// One build command per spec, with the spec (plus the target's config and `.mustache` files) as inputs and
/// a fixed set of declared outputs, `<Name>.swift` and `<Name>+Part1.swift` … (`PluginSupport.parts(forSpecOfSize:)`). SwiftPM
/// then reruns the tool only for a spec that changed, and a no-op build runs nothing. The output names depend
/// only on the spec's path, never on its content, because SwiftPM does not re-evaluate the plugin when a spec's
/// content changes.
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
