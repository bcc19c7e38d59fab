/// Which operations of a spec to generate (`filter:` in a config, or the CLI's `--operation`, `--tag`, `--path`…),
/// and so which models: exactly those the kept operations reach, plus the ones named under `models`.
///
/// ```yaml
/// filter:
///   operations: [reposGet, issuesListForRepo]   # operationId or generated endpoint name
///   tags: [customers]
///   paths: ["/v1/charges/*", "POST /v1/refunds"]  # a literal path, a prefix ending in /*, METHOD /path
///   deprecated: false                            # leave deprecated operations out
///   models: [PushPayload]                        # kept even though no kept operation reaches it
///   exclude: { operations: [...], tags: [...], paths: [...] }
/// ```
///
/// An operation is kept when it matches any `operations`, `tags` or `paths` entry (every operation, when none is
/// given), matches no `exclude` entry, and is not deprecated when `deprecated: false`. Each entry carries where it
/// was written, so one that matches nothing is a located error.
public struct SpecFilter: Hashable, Sendable {
    /// One `operations`, `tags` or `models` entry.
    public struct Name: Hashable, Sendable {
        public var text: String
        /// Where the config says it; `nil` for a command-line option.
        public var location: SourceLocation?
        /// The option it came from (`--operation`), for a command-line entry's messages.
        public var option: String?

        public init(_ text: String, location: SourceLocation? = nil, option: String? = nil) {
            self.text = text
            self.location = location
            self.option = option
        }
    }

    /// One `paths` entry: `/users/{id}`, `/users/*` (the path and everything under it), `GET /users`.
    public struct PathPattern: Hashable, Sendable {
        public var text: String
        public var method: HTTPMethodSpec?
        /// The path with every `{parameter}` written `{}`, so that `/users/{id}` matches `/users/{userId}`.
        public var path: String
        /// `/users/*`: matches `/users` and every path under `/users/`.
        public var isPrefix: Bool
        public var location: SourceLocation?
        public var option: String?

        /// Reads an entry; `nil` with the reason when it is not a path pattern.
        public static func parse(_ text: String, location: SourceLocation? = nil, option: String? = nil) -> Result<PathPattern, PatternError> {
            var rest = Substring(text.trimmingWhitespace)
            var method: HTTPMethodSpec?
            if let space = rest.firstIndex(of: " ") {
                let word = rest[..<space].uppercased()
                guard let parsed = HTTPMethodSpec(rawValue: word) else {
                    return .failure(PatternError(message: "'\(rest[..<space])' is not an HTTP method",
                                                 notes: Suggestion.note(for: word, in: HTTPMethodSpec.allCases.map(\.rawValue))
                                                     + ["write a path ('/users/{id}'), a prefix ('/users/*') or a method and a path ('GET /users')"]))
                }
                method = parsed
                rest = Substring(rest[rest.index(after: space)...].trimmingWhitespace)
            }
            guard rest.hasPrefix("/") else {
                return .failure(PatternError(message: "path pattern '\(text)' does not start with '/'",
                                             notes: ["write a path ('/users/{id}'), a prefix ('/users/*') or a method and a path ('GET /users')"]))
            }
            var isPrefix = false
            if rest.hasSuffix("/*") {
                isPrefix = true
                rest = rest.dropLast(2)
            } else if rest.contains("*") {
                return .failure(PatternError(message: "'*' may only end a path pattern, as in '/users/*'",
                                             notes: ["a pattern is a literal path or a prefix ending in '/*'"]))
            }
            return .success(PathPattern(text: text, method: method, path: Self.normalized(rest), isPrefix: isPrefix, location: location, option: option))
        }

        /// `/users/{id}/` → `/users/{}`: parameters by position, not by name, and no trailing slash.
        static func normalized(_ path: some StringProtocol) -> String {
            var result = ""
            var inParameter = false
            for character in path {
                if character == "{" {
                    inParameter = true
                    result.append("{}")
                } else if character == "}" {
                    inParameter = false
                } else if !inParameter {
                    result.append(character)
                }
            }
            while result.count > 1, result.hasSuffix("/") { result.removeLast() }
            return result
        }

        func matches(_ endpoint: EndpointSpec, normalizedPath: String) -> Bool {
            if let method, method != endpoint.method { return false }
            if isPrefix {
                let base = path == "/" ? "" : path
                return normalizedPath == path || normalizedPath.hasPrefix(base + "/")
            }
            return normalizedPath == path
        }
    }

    public struct PatternError: Error, Hashable, Sendable {
        public var message: String
        public var notes: [String]
    }

    /// The operations, tags and paths of one side (`filter:` itself, or `exclude:`).
    public struct Selection: Hashable, Sendable {
        public var operations: [Name] = []
        public var tags: [Name] = []
        public var paths: [PathPattern] = []

        public init(operations: [Name] = [], tags: [Name] = [], paths: [PathPattern] = []) {
            self.operations = operations
            self.tags = tags
            self.paths = paths
        }

        public var isEmpty: Bool { operations.isEmpty && tags.isEmpty && paths.isEmpty }

        mutating func merge(_ other: Selection) {
            operations += other.operations
            tags += other.tags
            paths += other.paths
        }
    }

    public var include = Selection()
    public var exclude = Selection()
    /// `false`: deprecated operations are left out. `nil` and `true` keep them.
    public var deprecated: Bool?
    public var models: [Name] = []
    /// Where `filter:` is written, for an empty result.
    public var location: SourceLocation?

    public init(include: Selection = Selection(), exclude: Selection = Selection(), deprecated: Bool? = nil, models: [Name] = []) {
        self.include = include
        self.exclude = exclude
        self.deprecated = deprecated
        self.models = models
    }

    /// Nothing to filter: the output is what it is without a filter, byte for byte.
    public var isEmpty: Bool { include.isEmpty && exclude.isEmpty && deprecated != false && models.isEmpty }

    /// The command line's entries added to the config's (both apply).
    public mutating func merge(_ other: SpecFilter) {
        include.merge(other.include)
        exclude.merge(other.exclude)
        if let deprecated = other.deprecated { self.deprecated = deprecated }
        models += other.models
        if location == nil { location = other.location }
    }
}

extension StringProtocol {
    var trimmingWhitespace: Substring {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
