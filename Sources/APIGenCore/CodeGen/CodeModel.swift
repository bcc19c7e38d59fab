/// The Swift-ready form of one spec: every name is a legal, unique Swift identifier, every type is
/// spelled, every literal escaped. Templates only lay this out; they make no naming decisions.
///
/// Collections are in spec order, which the generated code follows.
public struct CodeModel: Hashable, Sendable {
    /// The spec file's name without directories (`Users.yaml`), quoted in every file header.
    public var specFileName: String
    /// The spec file's name without directories and extension (`Users`): the single-file name.
    public var specBaseName: String
    /// The folder of this spec's files in file-per-type layout (`Users`).
    public var group: String
    public var service: ServiceCode
    public var models: [ModelCode]
    public var apis: [APICode]

    public init(
        specFileName: String, specBaseName: String, group: String, service: ServiceCode, models: [ModelCode], apis: [APICode]
    ) {
        self.specFileName = specFileName
        self.specBaseName = specBaseName
        self.group = group
        self.service = service
        self.models = models
        self.apis = apis
    }
}

/// The `<Service>Service` struct.
public struct ServiceCode: Hashable, Sendable {
    /// `UsersService`.
    public var typeName: String
    public var docLines: [String]
    /// Escaped string literals of the base URLs, in failover order.
    public var baseURLLiterals: [String]
    /// One helper per security scheme of the spec, in spec order.
    public var securityHelpers: [SecurityHelperCode]

    public init(typeName: String, docLines: [String], baseURLLiterals: [String], securityHelpers: [SecurityHelperCode] = []) {
        self.typeName = typeName
        self.docLines = docLines
        self.baseURLLiterals = baseURLLiterals
        self.securityHelpers = securityHelpers
    }
}

/// A model: a struct, an open enum, or a union.
public struct ModelCode: Hashable, Sendable {
    /// The Swift type name, escaped when needed.
    public var typeName: String
    public var docLines: [String]
    /// `@available(*, deprecated, …)` or `nil`.
    public var availability: String?
    public var kind: Kind
    /// Whose file this model's code goes in (the spec's `owner:`, followed to a model without one or to an
    /// endpoint); `nil` for a file of its own.
    public var fileOwner: FileOwner?

    public enum Kind: Hashable, Sendable {
        case structure(StructCode)
        case enumeration(EnumCode)
        case union(UnionCode)
    }

    /// A model's file or an API class's file, by Swift name.
    public enum FileOwner: Hashable, Sendable {
        case model(String)
        case api(String)

        /// The Swift name of the type whose file it is.
        public var typeName: String {
            switch self {
            case .model(let name), .api(let name): name
            }
        }
    }

    public init(typeName: String, docLines: [String], availability: String?, kind: Kind, fileOwner: FileOwner? = nil) {
        self.typeName = typeName
        self.docLines = docLines
        self.availability = availability
        self.kind = kind
        self.fileOwner = fileOwner
    }
}
