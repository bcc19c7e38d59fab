/// What writing a set of generated files into a directory would change, decided before anything
/// is written. `--check` and `--dry-run` stop at the plan; a normal run applies it.
public struct OutputPlan: Hashable, Sendable {
    public enum Action: String, Hashable, Sendable, Comparable {
        /// A new file.
        case add
        /// An apigen file whose bytes change.
        case update
        /// An apigen file no longer produced (it carries the apigen header).
        case remove
        /// Same bytes: nothing to do.
        case unchanged
        /// A generated path is taken by a file without the apigen header (or by a folder): it is
        /// left untouched and reported as an error.
        case conflict

        public static func < (lhs: Action, rhs: Action) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public struct Entry: Hashable, Sendable {
        /// The path relative to the output directory, with `/` separators.
        public var path: String
        public var action: Action
        /// The new contents for `add` and `update`.
        public var contents: String?

        public init(path: String, action: Action, contents: String? = nil) {
            self.path = path
            self.action = action
            self.contents = contents
        }
    }

    /// The output directory.
    public var directory: String
    /// One entry per generated or stale file, sorted by path.
    public var entries: [Entry]
    /// Conflicts (errors) and foreign files found while planning.
    public var diagnostics: [Diagnostic]

    public init(directory: String, entries: [Entry], diagnostics: [Diagnostic]) {
        self.directory = directory
        self.entries = entries.sorted { ($0.path, $0.action) < ($1.path, $1.action) }
        self.diagnostics = diagnostics.sorted()
    }

    /// The entries that add, update or remove a file.
    public var changes: [Entry] {
        entries.filter { [.add, .update, .remove].contains($0.action) }
    }

    /// Whether the directory already holds exactly the generated files (what `--check` asks).
    public var isUpToDate: Bool {
        changes.isEmpty && !diagnostics.hasErrors
    }

    /// One line per change, `add Users/Models/User.swift`: what `--check` and `--dry-run` print.
    public var summary: [String] {
        changes.map { "\($0.action.rawValue) \($0.path)" }
    }
}
