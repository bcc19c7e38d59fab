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

    public init(access: AccessLevel = .public, layout: Layout = .filePerType, parts: Int = 1) {
        self.access = access
        self.layout = layout
        self.parts = max(1, parts)
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
