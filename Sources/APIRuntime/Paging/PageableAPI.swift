/// An endpoint with pages: `nextPage()` returns a copy asking for the following page
/// (the page parameter + 1).
public protocol PageableAPI: AnyObject, Sendable {
    func nextPage() -> Self
}
