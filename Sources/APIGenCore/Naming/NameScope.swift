/// Hands out unique names within one Swift scope (a module's types, a struct's properties, an
/// enum's cases). The first claim of a name keeps it; later claims get a numeric suffix, so the
/// result depends only on claim order, which follows spec order.
struct NameScope: Sendable {
    private var taken: Set<String>
    /// Names also never handed out, shared (not copied) between many scopes: every model's property scope avoids
    /// all generated type names, and copying that set into each scope made code generation quadratic.
    private let sharedReserved: Set<String>
    private let caseInsensitive: Bool
    /// Names never handed out, compared exactly even in a case-insensitive scope.
    private let exactReserved: Set<String>
    /// For each candidate that was taken, the suffix its last claim got. Names are never given back, so every
    /// smaller suffix is still taken and the next claim of that candidate starts after it: 5,000 operations named
    /// `list` cost 5,000 probes, not 12.5 million.
    private var lastSuffix: [String: Int] = [:]

    /// - Parameters:
    ///   - reserved: names that are never handed out.
    ///   - exactReserved: names that are never handed out, but only as spelled: names of other modules' types
    ///     (`APIError`), which a generated `ApiError` neither shadows nor shares a file name with.
    ///   - caseInsensitive: treat `User` and `USER` as the same name; used for type names, which
    ///     become file names on case-insensitive file systems.
    init(reserved: Set<String> = [], sharedReserved: Set<String> = [], exactReserved: Set<String> = [], caseInsensitive: Bool = false) {
        self.caseInsensitive = caseInsensitive
        self.taken = Set(reserved.map { caseInsensitive ? $0.lowercased() : $0 })
        self.sharedReserved = caseInsensitive ? Set(sharedReserved.map { $0.lowercased() }) : sharedReserved
        self.exactReserved = exactReserved
    }

    /// Claims `candidate` or, when taken, the first free `candidate2`, `candidate3`… (`_2` after a
    /// trailing digit, so `v1` becomes `v1_2`, not `v12`).
    mutating func claim(_ candidate: String) -> (name: String, renamed: Bool) {
        if insert(candidate) { return (candidate, false) }
        let separator = candidate.last?.isNumber == true ? "_" : ""
        var counter = (lastSuffix[candidate] ?? 1) + 1
        while !insert("\(candidate)\(separator)\(counter)") { counter += 1 }
        lastSuffix[candidate] = counter
        return ("\(candidate)\(separator)\(counter)", true)
    }

    /// Whether `name` is already taken.
    func contains(_ name: String) -> Bool {
        let key = caseInsensitive ? name.lowercased() : name
        return taken.contains(key) || sharedReserved.contains(key) || exactReserved.contains(name)
    }

    private mutating func insert(_ name: String) -> Bool {
        let key = caseInsensitive ? name.lowercased() : name
        return !exactReserved.contains(name) && !sharedReserved.contains(key) && taken.insert(key).inserted
    }
}
