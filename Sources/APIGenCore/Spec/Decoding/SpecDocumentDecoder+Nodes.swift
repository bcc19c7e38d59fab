import Foundation

/// Shape checks shared by every section: mappings with known keys, strings, names, flags.
extension SpecDocumentDecoder {
    /// The entries of a mapping whose keys were checked against the keys a section allows.
    struct Fields {
        struct Entry {
            var key: SourceLocation
            var value: Node
        }

        /// Sections have about a dozen keys at most: a linear scan beats hashing here.
        var entries: [(name: String, entry: Entry)] = []
        /// Where to report a missing key: the key that names the section, or the mapping itself.
        var owner: SourceLocation

        subscript(_ key: String) -> Node? { entry(key)?.value }

        func keyLocation(_ key: String) -> SourceLocation {
            entry(key)?.key ?? owner
        }

        private func entry(_ key: String) -> Entry? {
            entries.first { $0.name == key }?.entry
        }
    }

    /// One `name: value` entry of a mapping whose keys are names the author chose (models, params…).
    struct NamedEntry {
        var name: String
        var key: SourceLocation
        var value: Node
    }

    /// Keys starting with `x-` are extensions for other tools and are ignored everywhere.
    static func isExtensionKey(_ key: String) -> Bool { key.hasPrefix("x-") }

    /// `node` as a mapping, or an error saying what was expected.
    mutating func mapping(_ node: Node, for what: @autoclosure () -> String) -> Node.Mapping? {
        if case .mapping(let mapping) = node { return mapping }
        error("expected a mapping for \(what()), found \(node.kindDescription)", at: node.location)
        return nil
    }

    /// The entries of `node` when it is a mapping with only `allowed` keys; unknown keys are errors
    /// with a did-you-mean note, and the known ones are still returned so checking can go on.
    mutating func fields(
        of node: Node, allowed: [String], context: @autoclosure () -> String, what: @autoclosure () -> String, owner: SourceLocation? = nil
    ) -> Fields? {
        guard let mapping = mapping(node, for: what()) else { return nil }
        var fields = Fields(owner: owner ?? mapping.location)
        for entry in mapping.entries {
            guard case .scalar(let key) = entry.key else {
                error("expected a key name \(context()), found \(entry.key.kindDescription)", at: entry.key.location)
                continue
            }
            if allowed.contains(key.text) {
                fields.entries.append((key.text, Fields.Entry(key: key.location, value: entry.value)))
            } else if !Self.isExtensionKey(key.text) {
                var notes = Suggestion.note(for: key.text, in: allowed)
                if notes.isEmpty { notes = ["valid keys are: " + allowed.joined(separator: ", ")] }
                error("unknown key '\(key.text)' \(context())", at: key.location, notes: notes)
            }
        }
        return fields
    }

    /// The entries of a mapping of author-chosen names, in document order.
    mutating func namedEntries(of node: Node, for what: @autoclosure () -> String) -> [NamedEntry] {
        guard let mapping = mapping(node, for: what()) else { return [] }
        var result: [NamedEntry] = []
        result.reserveCapacity(mapping.entries.count)
        for entry in mapping.entries {
            guard case .scalar(let key) = entry.key else {
                error("expected a name in \(what()), found \(entry.key.kindDescription)", at: entry.key.location)
                continue
            }
            result.append(NamedEntry(name: key.text, key: key.location, value: entry.value))
        }
        return result
    }

    /// A string scalar (quoted or plain text that is not a number, boolean or null).
    mutating func string(_ node: Node, for what: @autoclosure () -> String) -> String? {
        if case .scalar(let scalar) = node, case .string(let text) = scalar.value { return text }
        error("expected a string for \(what()), found \(node.kindDescription)", at: node.location)
        return nil
    }

    /// A string that must not be empty.
    mutating func nonEmptyString(_ node: Node, for what: @autoclosure () -> String) -> String? {
        guard let text = string(node, for: what()) else { return nil }
        if text.isEmpty {
            error("\(what()) cannot be empty", at: node.location)
            return nil
        }
        return text
    }

    /// Any non-null scalar as text, for header values where `2` and `"2"` mean the same.
    mutating func scalarText(_ node: Node, for what: @autoclosure () -> String) -> String? {
        if case .scalar(let scalar) = node {
            switch scalar.value {
            case .string, .int, .float, .bool: return scalar.text
            case .null: break
            }
        }
        error("expected a string for \(what()), found \(node.kindDescription)", at: node.location)
        return nil
    }

    /// `deprecated: true`, `false`, or a message.
    mutating func deprecation(_ node: Node) -> Deprecation? {
        if case .scalar(let scalar) = node {
            switch scalar.value {
            case .bool(let flag): return flag ? Deprecation() : nil
            case .string(let message): return Deprecation(message: message)
            default: break
            }
        }
        error("expected true, false or a message for 'deprecated', found \(node.kindDescription)", at: node.location)
        return nil
    }

    /// Checks a name the author chose. Any non-empty text is accepted: code generation turns it into a Swift
    /// identifier (`first-name` → `firstName`, `2fast` → `_2fast`, keywords in backticks) and resolves
    /// collisions with a warning, so specs can keep the names their API uses.
    mutating func checkIdentifier(_ name: String, kind: String, at location: SourceLocation) -> Bool {
        // What `trimmingCharacters(in: .whitespaces)` keeps (tabs and space separators are blank), without bridging to
        // NSString: that cost 6 % of `apigen validate` on a 100-endpoint spec.
        if name.unicodeScalars.contains(where: { $0 != "\t" && $0.properties.generalCategory != .spaceSeparator }) { return true }
        error("\(kind) name cannot be empty", at: location, notes: ["give the \(kind) a name"])
        return false
    }

    /// Where the text of a scalar starts: after the opening quote of a quoted scalar.
    static func textStart(of node: Node) -> SourceLocation {
        var location = node.location
        if case .scalar(let scalar) = node, scalar.style == .singleQuoted || scalar.style == .doubleQuoted {
            location.column += 1
        }
        return location
    }

    mutating func error(_ message: String, at location: SourceLocation, notes: [String] = []) {
        diagnostics.append(.error(message, at: location, notes: notes))
    }

    mutating func warning(_ message: String, at location: SourceLocation, notes: [String] = []) {
        diagnostics.append(.warning(message, at: location, notes: notes))
    }

    /// "line 3, column 5" for notes that point back at an earlier declaration.
    static func place(_ location: SourceLocation) -> String {
        "line \(location.line), column \(location.column)"
    }
}
