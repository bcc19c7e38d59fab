import Foundation

/// A temporary directory for specs and generated output, removed at the end of a suite.
struct Workspace {
    let root: String
    /// The same on tmpfs (`/dev/shm`) when the machine has one: writing there shows apigen's own
    /// cost without the disk's (inode allocation, flushes).
    let memoryRoot: String?

    init() throws {
        let name = "apigen-bench-\(UUID().uuidString)"
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        root = base.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory), isDirectory.boolValue,
            (try? FileManager.default.createDirectory(atPath: "/dev/shm/" + name, withIntermediateDirectories: true)) != nil
        {
            memoryRoot = "/dev/shm/" + name
        } else {
            memoryRoot = nil
        }
    }

    /// Writes `spec` as `<root>/spec-<n>/Bench.yaml` and returns the path.
    func writeSpec(_ spec: SyntheticSpec, yaml: Bool = true) throws -> String {
        let folder = root + "/spec-\(spec.endpoints)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let tree = spec.tree()
        let path = folder + "/" + spec.service + (yaml ? ".yaml" : ".json")
        try Data((yaml ? tree.yaml() : tree.json()).utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// An empty directory under the root (or under the tmpfs root, `nil` without one).
    func freshDirectory(_ name: String, inMemory: Bool = false) -> String? {
        guard let base = inMemory ? memoryRoot : root else { return nil }
        let path = base + "/" + name
        remove(path)
        return path
    }

    func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    func remove() {
        remove(root)
        if let memoryRoot { remove(memoryRoot) }
    }
}
