import Foundation

/// The programs the OpenAPI suite runs, and the files it writes and counts.
extension OpenAPIBenchmarks {
    /// Writes `document` as `<workspace>/openapi-<operations>[-without-unions]/Payments.yaml` and returns the path.
    func write(_ document: SyntheticOpenAPI, in workspace: Workspace) throws -> String {
        let folder = workspace.root + "/openapi-\(document.operations)" + (document.shape == .full ? "" : "-without-unions")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/Payments.yaml"
        try Data(document.tree().yaml().utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The fullest document shape `apigen` generates code for: `.full`, or `.withoutUnions` from a code
    /// generator that still rejects unions and dictionary query parameters ("… not supported yet").
    func supportedShape(_ apigen: String, workspace: Workspace) throws -> SyntheticOpenAPI.Shape {
        let probe = try write(SyntheticOpenAPI(operations: 20), in: workspace)
        let errors = workspace.root + "/apigen.err"
        let result = try ChildProcess.run(apigen, [probe, "-o", workspace.root + "/probe"], output: workspace.root + "/apigen.out", errors: errors)
        workspace.remove(workspace.root + "/probe")
        if result.status == 0 { return .full }
        let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        guard text.contains("unions are not supported yet") || text.contains("a query parameter cannot have type") else {
            throw Failure(description: "apigen fails on the synthetic OpenAPI document:\n" + text.split(separator: "\n").prefix(5).joined(separator: "\n"))
        }
        return .withoutUnions
    }

    static func warningCount(_ path: String) -> Int {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { $0.contains(": warning:") }.count
    }
}
