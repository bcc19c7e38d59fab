/// One difference between two versions of an API, as the generated Swift client and the wire see it.
///
/// `SpecDiff` produces these from two loaded specs; `DiffReport` prints them. A change that both stops
/// callers compiling and changes the wire is classed by what callers meet first (`breakingForCallers`);
/// its message names the wire effect too.
public struct APIChange: Hashable, Sendable {
    /// How much a change matters to the apps that use the generated client.
    public enum Impact: Int, Hashable, Sendable, Comparable, CaseIterable {
        /// Additions with defaults, new endpoints, models and enum cases, documentation.
        case compatible = 0
        /// The Swift still compiles, but the server and the app will disagree.
        case breakingOnTheWire = 1
        /// Swift written against the old client stops compiling or changes meaning.
        case breakingForCallers = 2

        public static func < (lhs: Impact, rhs: Impact) -> Bool { lhs.rawValue < rhs.rawValue }

        /// `breaking for callers`: the words reports use.
        public var label: String {
            switch self {
            case .compatible: "compatible"
            case .breakingOnTheWire: "breaking on the wire"
            case .breakingForCallers: "breaking for callers"
            }
        }

        /// `breaking-callers`: the JSON report's spelling.
        public var identifier: String {
            switch self {
            case .compatible: "compatible"
            case .breakingOnTheWire: "breaking-wire"
            case .breakingForCallers: "breaking-callers"
            }
        }
    }

    /// What a change is about: the service itself, one endpoint or one model (by generated Swift name).
    public enum Subject: Hashable, Sendable, Comparable {
        case service
        case endpoint(String)
        case model(String)

        /// `endpoint 'getUser'`.
        public var description: String {
            switch self {
            case .service: "service"
            case .endpoint(let name): "endpoint '\(name)'"
            case .model(let name): "model '\(name)'"
            }
        }
    }

    /// Which document `location` points into: NEW, or OLD for what was removed.
    public enum Side: String, Hashable, Sendable {
        case old, new
    }

    public var impact: Impact
    /// A stable identifier of the kind of change (`parameter-added`), for tools reading the JSON report.
    public var kind: String
    /// The service (spec `service:`) the change belongs to, as named in NEW (OLD for a removed service).
    public var service: String
    public var subject: Subject
    /// What changed, without the subject: `parameter 'verbose' was added without a default`.
    public var message: String
    /// The generated Swift declarations affected (`UsersService.getUser(id:verbose:)`, `User.email`).
    public var symbols: [String]
    public var location: SourceLocation
    public var side: Side

    public init(
        _ impact: Impact, kind: String, service: String, subject: Subject, message: String, symbols: [String],
        location: SourceLocation, side: Side = .new
    ) {
        self.impact = impact
        self.kind = kind
        self.service = service
        self.subject = subject
        self.message = message
        self.symbols = symbols
        self.location = location
        self.side = side
    }
}

extension Array where Element == APIChange {
    /// The most serious impact among the changes, or `nil` when there are none.
    public var worstImpact: APIChange.Impact? {
        map(\.impact).max()
    }

    /// How many changes have each impact.
    public func count(of impact: APIChange.Impact) -> Int {
        filter { $0.impact == impact }.count
    }
}
