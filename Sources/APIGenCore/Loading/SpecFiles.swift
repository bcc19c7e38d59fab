import Foundation

/// Finds spec files: paths given on the command line, folders searched recursively.
public enum SpecFiles {
    static let extensions: Set<String> = ["yaml", "yml", "json"]
    /// Config files that live beside specs and are not specs themselves.
    static let configNames: Set<String> = ["apigen.json", "apigen.yaml", "apigen.yml"]
    /// Folders of response stubs (`stub: Stubs/listUsers.json`) sit beside specs and are not specs.
    static let skippedFolders: Set<String> = ["Stubs"]

    /// Expands `paths` into spec files. Files named directly are kept whatever their extension; folders are
    /// searched in name order so output is deterministic. A path that does not exist is an error.
    public static func discover(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic], missingInputs: Bool) {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        var missingInputs = false
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic.missingFile(path))
                missingInputs = true
                continue
            }
            if isDirectory.boolValue {
                var visited: Set<String> = []
                let found = search(folder: path, visited: &visited)
                if found.isEmpty {
                    diagnostics.append(Diagnostic(.warning, "no .yaml, .yml or .json specs in this folder", file: path))
                }
                files += found
            } else {
                files.append(path)
            }
        }
        var seen = Set<String>()
        return (files.filter { seen.insert($0).inserted }, diagnostics, missingInputs)
    }

    /// `visited` holds the real paths of folders already searched: a symbolic link back up the tree must
    /// neither repeat specs nor loop forever.
    private static func search(folder: String, visited: inout Set<String>) -> [String] {
        let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else { return [] }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return [] }
        var result: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = base + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if !skippedFolders.contains(name) { result += search(folder: path, visited: &visited) }
            } else if extensions.contains((name as NSString).pathExtension.lowercased()), !configNames.contains(name.lowercased()) {
                result.append(path)
            }
        }
        return result
    }

    /// Whether a document may contain a `$ref` to another file (a `$ref` whose value does not start with `#`).
    /// A cheap byte scan, erring on the side of "may": it only decides whether a no-op run may be skipped.
    public static func mayReferenceOtherFiles(_ bytes: [UInt8]) -> Bool {
        let marker = Array("$ref".utf8)
        var index = 0
        while index + marker.count <= bytes.count {
            guard bytes[index] == marker[0], bytes[index ..< index + marker.count].elementsEqual(marker) else {
                index += 1
                continue
            }
            var cursor = index + marker.count
            // Skip the key's closing quote, the colon and spaces, and the value's opening quote.
            while cursor < bytes.count, [0x22, 0x27, 0x3A, 0x20, 0x09].contains(bytes[cursor]) { cursor += 1 }
            if cursor < bytes.count, bytes[cursor] != UInt8(ascii: "#") { return true }
            index = cursor
        }
        return false
    }
}
