/// A YAML value as the spec writer lays it out: strings still unquoted, collections with a layout hint.
///
/// The spec writer builds this tree; ``SpecYAMLPrinter`` decides quoting, flow or block style and block
/// scalars, so every section of the spec is written by the same rules.
indirect enum SpecYAML: Hashable, Sendable {
    /// Text written exactly as given: numbers, booleans, `null` and keywords such as `GET`.
    case literal(String)
    /// A string, quoted only when plain text would read back differently.
    case string(String)
    case mapping([Entry], Layout)
    case sequence([SpecYAML], Layout)

    struct Entry: Hashable, Sendable {
        var key: String
        var value: SpecYAML
        /// A blank line before the entry, as between the big sections of a hand-written spec.
        var isSpaced = false
    }

    enum Layout: Hashable, Sendable {
        /// One line (`{ in: path, type: Int }`) when it fits and holds no multi-line text; lines of its own otherwise.
        case auto
        /// Always one line per entry: sections a reader scans down (models, properties, parameters).
        case block
    }

    /// A mapping laid out `.auto`; `nil` values are left out, so optional keys read naturally at the call site.
    static func map(_ entries: [(String, SpecYAML?)], _ layout: Layout = .auto) -> SpecYAML {
        .mapping(entries.compactMap { key, value in value.map { Entry(key: key, value: $0) } }, layout)
    }

    /// A list laid out `.auto`.
    static func list(_ items: [SpecYAML], _ layout: Layout = .auto) -> SpecYAML {
        .sequence(items, layout)
    }

    /// `value` as a string node, or `nil` when there is no value.
    static func text(_ value: String?) -> SpecYAML? {
        value.map { .string($0) }
    }
}
