/// How code is generated.
public struct GeneratorOptions: Hashable, Sendable {
    /// The access level of every generated declaration.
    public var access: AccessLevel
    /// One file per type, or one file per spec.
    public var layout: Layout

    public init(access: AccessLevel = .public, layout: Layout = .filePerType) {
        self.access = access
        self.layout = layout
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
