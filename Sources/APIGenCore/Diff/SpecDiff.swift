/// Compares two versions of an API through the same front end and code model `generate` uses, so the
/// report speaks of the generated Swift (`UsersService.getUser(id:)`, `User.email`) and of what travels on
/// the wire (keys, formats, keypaths, envelope, base URLs), never of the text: reordered keys, comments or
/// YAML written as JSON report nothing.
///
/// Changes are in a fixed order: by service name, then the service's own changes, its endpoints and its
/// models (each by generated Swift name), and within one subject in the order they were found.
public enum SpecDiff {
    /// The changes from the services of OLD to those of NEW. Services are matched by name; when each side is one
    /// service and the names differ, the two are compared as one renamed service.
    public static func compare(old: [ServiceSpec], new: [ServiceSpec]) -> [APIChange] {
        var oldByName: [String: ServiceSpec] = [:]
        for spec in old where oldByName[spec.service] == nil { oldByName[spec.service] = spec }
        var pairs: [(ServiceSpec, ServiceSpec)] = []
        var matched: Set<String> = []
        var added: [ServiceSpec] = []
        for spec in new {
            if let previous = oldByName[spec.service], matched.insert(spec.service).inserted {
                pairs.append((previous, spec))
            } else {
                added.append(spec)
            }
        }
        var removed = old.filter { !matched.contains($0.service) }
        if old.count == 1, new.count == 1, removed.count == 1, added.count == 1 {
            pairs.append((removed[0], added[0]))
            removed = []
            added = []
        }
        var changes: [APIChange] = []
        for (before, after) in pairs {
            changes += compare(old: before, new: after)
        }
        for spec in removed {
            let view = ServiceView(spec)
            changes.append(APIChange(
                .breakingForCallers, kind: "service-removed", service: spec.service, subject: .service,
                message: "the service was removed", symbols: [view.code.service.typeName], location: spec.location, side: .old))
        }
        for spec in added {
            let view = ServiceView(spec)
            changes.append(APIChange(
                .compatible, kind: "service-added", service: spec.service, subject: .service,
                message: "the service was added", symbols: [view.code.service.typeName], location: spec.location))
        }
        return ordered(changes)
    }

    /// The changes from one service to its next version.
    public static func compare(old: ServiceSpec, new: ServiceSpec) -> [APIChange] {
        var comparison = ServiceComparison(old: ServiceView(old), new: ServiceView(new))
        comparison.compareService()
        comparison.compareEndpoints()
        comparison.compareModels()
        return ordered(comparison.changes)
    }

    /// Sorts by service, then subject; the order within a subject is kept (a stable sort).
    static func ordered(_ changes: [APIChange]) -> [APIChange] {
        changes.enumerated().sorted { lhs, rhs in
            if lhs.element.service != rhs.element.service { return lhs.element.service < rhs.element.service }
            if lhs.element.subject != rhs.element.subject { return lhs.element.subject < rhs.element.subject }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
