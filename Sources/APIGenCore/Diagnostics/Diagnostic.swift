/// A problem found in user input: what, where, how bad, and how to fix it.
///
/// Diagnostics are values. Stages collect them instead of stopping at the first one; the CLI
/// sorts them by location and prints them compiler-style (see `DiagnosticRenderer`).
public struct Diagnostic: Error, Hashable, Sendable, Comparable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var message: String
    /// Where the problem is. `nil` only for problems that have no place in a file (e.g. an
    /// unreadable path), which print as `path: error: ...` through `file`.
    public var location: SourceLocation?
    /// The file, when there is no precise location.
    public var file: String?
    /// Notes printed after the source excerpt, e.g. "did you mean 'response'?".
    public var notes: [String]

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [String] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.file = location?.file
        self.notes = notes
    }

    public init(_ severity: Severity, _ message: String, file: String, notes: [String] = []) {
        self.severity = severity
        self.message = message
        self.location = nil
        self.file = file
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation?, notes: [String] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation?, notes: [String] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    /// The first line: `path:line:col: error: message`.
    public var description: String {
        let place: String
        if let location {
            place = "\(location): "
        } else if let file {
            place = "\(file): "
        } else {
            place = ""
        }
        return "\(place)\(severity.rawValue): \(message)"
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        let left = lhs.location ?? SourceLocation(file: lhs.file ?? "", line: 0, column: 0)
        let right = rhs.location ?? SourceLocation(file: rhs.file ?? "", line: 0, column: 0)
        if left != right { return left < right }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
