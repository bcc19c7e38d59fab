/// The template a partial or parent tag names: fixed, or read from the context (`{{>*name}}`).
enum MustacheTemplateReference: Hashable, Sendable {
    case named(String)
    case dynamic(MustacheName)

    init(_ content: String) {
        if content.hasPrefix("*") {
            self = .dynamic(MustacheName(String(content.dropFirst().drop(while: { $0 == " " || $0 == "\t" }))))
        } else {
            self = .named(content)
        }
    }
}
