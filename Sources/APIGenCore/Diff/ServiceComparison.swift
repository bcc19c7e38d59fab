/// The running comparison of two views of one service.
struct ServiceComparison {
    let old: ServiceView
    let new: ServiceView
    var changes: [APIChange] = []

    var serviceName: String { new.spec.service }

    mutating func add(
        _ impact: APIChange.Impact, _ kind: String, _ subject: APIChange.Subject, _ message: String,
        symbols: [String], at location: SourceLocation, side: APIChange.Side = .new
    ) {
        changes.append(APIChange(
            impact, kind: kind, service: serviceName, subject: subject, message: message, symbols: symbols,
            location: location, side: side))
    }
}
