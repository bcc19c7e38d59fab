import Foundation

/// Containers written as a `$ref`. Multi-file documents (Google Maps Platform, SendGrid v3) keep their paths or a
/// components section in a file of its own and name it in place of the mapping:
///
/// ```yaml
/// paths:
///   $ref: ./paths/_index.yml
/// components:
///   schemas:
///     $ref: ./schemas/_index.yml
/// ```
///
/// OpenAPI does not allow a reference there, but the bundlers these documents are written for (Redocly,
/// swagger-cli) accept it, so apigen reads it as they do: as the mapping it names. Each entry of that mapping
/// becomes a `$ref` to the entry where it is written (`./paths/_index.yml#/~1users`), so everything after this
/// stage sees an ordinary document whose entries happen to live in other files: their sites, names, diagnostics
/// and relative references are those of the file they are in.
extension OpenAPIImport {
    /// Replaces each container of the root document that is a `$ref` by the entries of the mapping it names.
    mutating func inlineContainerReferences() {
        guard case .mapping(var top) = root else { return }
        let containers: Set<String> = version == .swagger2
            ? ["paths", "definitions", "parameters", "responses", "securityDefinitions"]
            : ["paths", "webhooks"]
        var changed = false
        for index in top.entries.indices {
            guard case .scalar(let key) = top.entries[index].key else { continue }
            let pointer = "/" + Self.escape(key.text)
            if containers.contains(key.text) {
                changed = inline(&top.entries[index].value, at: pointer) || changed
            } else if key.text == "components", version != .swagger2 {
                changed = inline(&top.entries[index].value, at: pointer) || changed
                guard case .mapping(var components) = top.entries[index].value else { continue }
                for section in components.entries.indices {
                    guard case .scalar(let name) = components.entries[section].key, !name.text.hasPrefix("x-") else { continue }
                    changed = inline(&components.entries[section].value, at: pointer + "/" + Self.escape(name.text)) || changed
                }
                top.entries[index].value = .mapping(components)
            }
        }
        if changed {
            documents[file] = .mapping(top)
            pointerCache.removeAll()
            mappingIndexes.removeAll()
        }
    }

    /// Inlines `node` (a container at `pointer` of the root document) when it is a `$ref`; returns whether it was.
    /// A reference that resolves to nothing has been reported, and leaves an empty container.
    private mutating func inline(_ node: inout Node, at pointer: String) -> Bool {
        guard Self.reference(in: node) != nil else { return false }
        let empty = Node.mapping(Node.Mapping([], location: node.location))
        guard let target = dereference(node, at: OpenAPISite(file: file, pointer: pointer)) else {
            node = empty
            return true
        }
        guard case .mapping(let mapping) = target.node else {
            error("'#\(pointer)' refers to \(target.node.kindDescription); it must be a mapping", at: node.location, pointer: pointer,
                  notes: ["refer to a file (or a part of one) that holds the entries of '#\(pointer)'"])
            node = empty
            return true
        }
        let base = referenceText(to: target.site)
        let entries = mapping.entries.map { entry -> Node.Mapping.Entry in
            // Extensions stay as written: they are values, not entries that a reference could stand for.
            guard case .scalar(let key) = entry.key, !key.text.hasPrefix("x-") else { return entry }
            let location = entry.value.location
            let reference = Node.Mapping.Entry(
                key: .scalar(Node.Scalar("$ref", location: location)),
                value: .scalar(Node.Scalar(base + "/" + Self.pointerText(Self.escape(key.text)), style: .doubleQuoted, location: location)))
            return Node.Mapping.Entry(key: entry.key, value: .mapping(Node.Mapping([reference], location: location)))
        }
        node = .mapping(Node.Mapping(entries, location: mapping.location))
        return true
    }

    /// A `$ref` text, written in the root document, that resolves to `site`.
    func referenceText(to site: OpenAPISite) -> String {
        let pointer = "#" + Self.pointerText(site.pointer)
        return site.file == file ? pointer : Self.relativePath(of: site.file, from: file) + pointer
    }

    /// A pointer as a `$ref` writes it: `resolve` percent-decodes the fragment, so a `%` of a key (`/files/a%20b`)
    /// must reach it encoded.
    static func pointerText(_ pointer: String) -> String {
        pointer.replacingOccurrences(of: "%", with: "%25")
    }

    /// The path of `target` relative to the folder of `document`, both as `path(_:relativeTo:)` makes them, so that
    /// `path(relativePath(of: t, from: d), relativeTo: d) == t`.
    static func relativePath(of target: String, from document: String) -> String {
        if target.hasPrefix("/") && !document.hasPrefix("/") { return target }
        let folder = document.split(separator: "/", omittingEmptySubsequences: false).dropLast().filter { $0 != "." && !$0.isEmpty }
        let parts = target.split(separator: "/", omittingEmptySubsequences: false).filter { $0 != "." && !$0.isEmpty }
        var common = 0
        while common < folder.count, common < parts.count - 1, folder[common] == parts[common] { common += 1 }
        let up = Array(repeating: "..", count: folder.count - common)
        return (up + parts[common...].map(String.init)).joined(separator: "/")
    }
}
