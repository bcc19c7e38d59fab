import Foundation

extension TemplateLibrary {
    /// The defaults, with every `<name>.mustache` in `directory` replacing the default of the
    /// same name; the others fall back to the defaults. Files with new names are added (usable as
    /// partials). A template that fails to parse is reported with its path, line and column.
    /// `nil` gives the defaults.
    public static func loading(overridesIn directory: String?) throws(Diagnostic) -> TemplateLibrary {
        var library = defaults
        guard let directory else { return library }
        let defaultNames = defaults.names
        for (name, path, source) in try readTemplates(in: directory) {
            try library.add(name: name, source: source, path: path)
            if !defaultNames.contains(name),
               let intended = defaultNames.first(where: { $0.lowercased() == name.lowercased() }) {
                library.warnings.append(Diagnostic(
                    .warning, "template '\(name)' does not replace the default '\(intended)': names are case-sensitive",
                    file: path, notes: ["rename the file to \(intended).mustache"]))
            }
        }
        return library
    }

    /// Only the templates in `directory` (e.g. `apigen template render --partials DIR`).
    public static func loading(directory: String) throws(Diagnostic) -> TemplateLibrary {
        var library = empty
        for (name, path, source) in try readTemplates(in: directory) {
            try library.add(name: name, source: source, path: path)
        }
        return library
    }

    /// `(name, path, source)` of every `*.mustache` file directly in `directory`, sorted by name.
    private static func readTemplates(in directory: String) throws(Diagnostic) -> [(String, String, String)] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Diagnostic(.error, "templates directory not found", file: directory,
                             notes: ["pass a folder that holds <Name>.mustache files"])
        }
        let entries: [String]
        do {
            entries = try manager.contentsOfDirectory(atPath: directory)
        } catch {
            throw Diagnostic(.error, "cannot list the templates directory", file: directory,
                             notes: ["check that the folder is readable"])
        }
        let suffix = ".mustache"
        var result: [(String, String, String)] = []
        for entry in entries.sorted() where entry.hasSuffix(suffix) && !entry.hasPrefix(".") {
            let name = String(entry.dropLast(suffix.count))
            let path = path(of: name, in: directory)
            var entryIsDirectory: ObjCBool = false
            if manager.fileExists(atPath: path, isDirectory: &entryIsDirectory), entryIsDirectory.boolValue {
                continue
            }
            guard let data = manager.contents(atPath: path) else {
                throw Diagnostic(.error, "cannot read the template", file: path,
                                 notes: ["check that the file is readable"])
            }
            guard let source = String(validating: data, as: UTF8.self) else {
                throw Diagnostic(.error, "the template is not valid UTF-8", file: path,
                                 notes: ["save the file as UTF-8"])
            }
            result.append((name, path, source))
        }
        return result
    }
}
