/// An endpoint with pages: `nextPage()` returns a copy asking for the following page
/// (the page parameter + 1), or `nil` when there is none: a page number already at its type's
/// maximum ends paging instead of overflowing (which would trap).
public protocol PageableAPI: AnyObject, Sendable {
    func nextPage() -> Self?
}
