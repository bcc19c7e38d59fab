/// A context name: `.` (the top of the context stack) or a dotted path such as `model.name`.
struct MustacheName: Hashable, Sendable {
    /// Empty for the implicit iterator `.`.
    var components: [String]

    init(_ text: String) {
        components = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}
