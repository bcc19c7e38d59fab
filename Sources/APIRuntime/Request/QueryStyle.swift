/// OpenAPI's query serialisation styles (`style:` of a query parameter).
///
/// With `explode: true` (the default of `form`) a list repeats its name, `id=1&id=2`, and a
/// dictionary becomes one pair per entry, `role=admin&team=core`. With `explode: false` the values
/// share one pair, joined by the style's delimiter.
public enum QueryStyle: String, Sendable, Hashable, CaseIterable {
    /// `id=1,2` unexploded; a dictionary `filter=role,admin,team,core`.
    case form
    /// `id=1%202` unexploded (lists only).
    case spaceDelimited
    /// `id=1%7C2` unexploded, the pipe percent-encoded as `URL` writes it (lists only).
    case pipeDelimited
    /// `filter[role]=admin&filter[team]=core` (dictionaries only; brackets are sent as `%5B`/`%5D`).
    case deepObject

    /// The encoded delimiter of unexploded values.
    var delimiter: String {
        switch self {
        case .form, .deepObject: ","
        case .spaceDelimited: "%20"
        case .pipeDelimited: "%7C"
        }
    }
}
