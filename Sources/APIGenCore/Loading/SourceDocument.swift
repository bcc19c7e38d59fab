import Foundation

/// A spec or data file read from disk: its path as the user gave it, its text, and its node tree.
public struct SourceDocument: Sendable {
    public var path: String
    public var text: String
    public var root: Node
    /// What the YAML reader accepted that YAML 1.2 does not (see `YAMLReader.readLeniently`); report them with the
    /// file's other diagnostics.
    public var warnings: [Diagnostic] = []

    /// The largest file apigen reads. Specs are far smaller; the limit keeps a mistaken path (a disk image,
    /// a log) from eating memory, and says so instead.
    public static let maximumSize = 64 * 1024 * 1024

    /// Reads `path` and parses it as JSON (`.json`) or YAML (anything else; what libyaml also accepts, with warnings).
    ///
    /// A repeated key and a YAML merge key (`<<`) are errors, except in an OpenAPI document (a top-level `openapi` or
    /// `swagger` key), or in a file that one refers to (`replacingDuplicateKeys`), which are read as PyYAML reads them:
    /// the later value wins with a warning (`DuplicateKeys`), and merge keys merge.
    public static func read(path: String, replacingDuplicateKeys: Bool = false) throws(Diagnostic) -> SourceDocument {
        let bytes = try readBytes(path: path)
        let text = String(decoding: bytes, as: UTF8.self)
        let isJSON = path.lowercased().hasSuffix(".json")
        do throws(Diagnostic) {
            if replacingDuplicateKeys { return try readReplacingDuplicateKeys(bytes: bytes, text: text, path: path, isJSON: isJSON) }
            if isJSON { return SourceDocument(path: path, text: text, root: try JSONReader.read(bytes: bytes, file: path)) }
            let (root, warnings) = try YAMLReader.readLeniently(bytes: bytes, file: path)
            return SourceDocument(path: path, text: text, root: root, warnings: warnings)
        } catch where !replacingDuplicateKeys && DuplicateKeys.isReadableByOpenAPIRules(error) {
            // Only a failed read pays for the second one.
            guard let document = try? readReplacingDuplicateKeys(bytes: bytes, text: text, path: path, isJSON: isJSON),
                  OpenAPIImporter.isOpenAPIDocument(document.root)
            else { throw error }
            return document
        }
    }

    private static func readReplacingDuplicateKeys(
        bytes: [UInt8], text: String, path: String, isJSON: Bool
    ) throws(Diagnostic) -> SourceDocument {
        let (root, warnings) = isJSON
            ? try JSONReader.readReplacingDuplicateKeys(bytes: bytes, file: path)
            : try YAMLReader.readLenientlyReplacingDuplicateKeys(bytes: bytes, file: path)
        return SourceDocument(path: path, text: text, root: root, warnings: warnings)
    }

    /// Reads a file's bytes with a located, fixable error for every way that can fail.
    public static func readBytes(path: String) throws(Diagnostic) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .missingFile(path)
        }
        guard !isDirectory.boolValue else {
            throw Diagnostic(.error, "is a folder, not a file", file: path)
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumSize {
            let megabytes = Double(size) / 1_048_576
            let shown = (megabytes * 10).rounded() / 10
            throw Diagnostic(.error, "file is too large (\(shown) MB); apigen reads files of at most \(maximumSize / 1_048_576) MB", file: path)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic(.error, "cannot read the file; check its permissions", file: path)
        }
        return [UInt8](data)
    }
}
