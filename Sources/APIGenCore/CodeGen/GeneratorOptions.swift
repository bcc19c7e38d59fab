/// How code is generated.
public struct GeneratorOptions: Hashable, Sendable {
    /// The access level of every generated declaration.
    public var access: AccessLevel
    /// One file per type, or one file per spec.
    public var layout: Layout
    /// In the single-file layout, how many files a spec's code is spread over (`--parts`; at least 1): the
    /// service stays in `<spec>.swift`, each model and API class goes to `<spec>+Part<k>.swift` by a stable
    /// hash of its name. The compiler works on files in parallel, so a large client builds on every core
    /// instead of one, and editing one model changes one part. Ignored in the file-per-type layout.
    public var parts: Int
    /// Whether models and unions conform to `Hashable` (the default) or only to `Codable` and `Sendable`
    /// (`hashable: false`, `--no-hashable`): synthesized `==` and `hash(into:)` are most of what a large client's
    /// build costs above the same types as plain `Codable` structs, and an app that never compares or hashes its
    /// payloads does not need them.
    public var hashable: Bool
    /// The calling styles of the service methods (`styles:`, `--styles`); every style by default. The API classes
    /// are generated either way, so an app can still send one in a style the service leaves out through `APIClient`.
    public var styles: Set<CallingStyle>

    public init(
        access: AccessLevel = .public, layout: Layout = .filePerType, parts: Int = 1, hashable: Bool = true,
        styles: Set<CallingStyle> = Set(CallingStyle.allCases)
    ) {
        self.access = access
        self.layout = layout
        self.parts = max(1, parts)
        self.hashable = hashable
        self.styles = styles.isEmpty ? Set(CallingStyle.allCases) : styles
    }

    /// The largest `--parts`: more files than this only add per-file compiler overhead.
    public static let maximumParts = 64

    /// The file names of one spec's code in the single-file layout, in order: `Users.swift`, `Users+Part1.swift`, ….
    /// The build plugin declares exactly these before reading the spec.
    public static func singleFileNames(base: String, parts: Int) -> [String] {
        [base + ".swift"] + (1..<max(1, parts)).map { "\(base)+Part\($0).swift" }
    }
}

/// `--access public|package|internal`.
public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    case `public`, `package`, `internal`

    /// The modifier written before declarations: `public `, `package `, or nothing for internal.
    var prefix: String {
        switch self {
        case .public: "public "
        case .package: "package "
        case .internal: ""
        }
    }
}

/// A calling style of the generated service methods.
public enum CallingStyle: String, Hashable, Sendable, CaseIterable {
    /// `func getUser(id:) async throws -> User`, and the pages sequence of a pageable endpoint.
    case async
    /// `func getUser(id:tag:completion:) -> RequestHandle`.
    case completion
    /// `func getUser(id:tag:) -> RequestHandle`, the outcome going to the client's delegate.
    case delegate

    /// Parses a comma-separated list (`async,completion`) or reports the first word that is not a style.
    public static func list(_ text: String) -> Result<Set<CallingStyle>, UnknownStyle> {
        var styles: Set<CallingStyle> = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(word.filter { $0 != " " })
            guard let style = CallingStyle(rawValue: name) else { return .failure(UnknownStyle(name: name)) }
            styles.insert(style)
        }
        return .success(styles)
    }

    /// A word of a `styles` list that is not a calling style.
    public struct UnknownStyle: Error, Hashable, Sendable {
        public var name: String
        /// "'sync' is not a calling style; use async, completion or delegate" (with a did-you-mean when one is close).
        public var message: String {
            let styles = CallingStyle.allCases.map(\.rawValue)
            let suggestion = Suggestion.closest(to: name, in: styles).map { " (did you mean '\($0)'?)" } ?? ""
            return "'\(name)' is not a calling style\(suggestion); use \(styles.dropLast().joined(separator: ", ")) or \(styles.last ?? "")"
        }
    }
}

/// Where generated declarations go.
public enum Layout: String, Hashable, Sendable, CaseIterable {
    /// `Users/Models/User.swift`, `Users/APIs/GetUserAPI.swift`, `Users/UsersService.swift`.
    case filePerType
    /// `<spec file base name>.swift`, one per spec: what the build plugin declares as outputs.
    case singleFile
}

/// A generated file, in memory: a path relative to the output directory and its contents.
public struct GeneratedFile: Hashable, Sendable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
