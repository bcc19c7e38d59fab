/// The named templates apigen renders: the defaults embedded in the binary, optionally with
/// user overrides from `--templates DIR` on top.
///
/// Every template is available to every other one as a partial (`{{>Name}}`) and as a parent
/// (`{{<Name}}…{{/Name}}`). Each default is also available as `default/<Name>`, even when it is
/// overridden, so an override can replace one block of the default and keep the rest:
///
/// ```mustache
/// {{<default/Model}}{{$properties}}…{{/properties}}{{/default/Model}}
/// ```
public struct TemplateLibrary: Sendable {
    /// The prefix under which every default template stays reachable.
    public static let defaultPrefix = "default/"

    private var sources: [String: String]
    /// Effective templates by name, plus `default/<Name>` for each default.
    private var templates: [String: MustacheTemplate]
    /// Problems worth telling the user that do not stop loading, e.g. an override whose name
    /// differs from a default's only in case (so it replaces nothing).
    public internal(set) var warnings: [Diagnostic] = []

    /// A library with no templates (e.g. `apigen template render` without `--partials`).
    public static let empty = TemplateLibrary(sources: [:], templates: [:])

    /// The default templates embedded in the binary (no file I/O, works for a copied `apigen`).
    ///
    /// A default that fails to parse is left out here (the tests check that every default
    /// parses), because a static property cannot report an error.
    public static let defaults: TemplateLibrary = {
        var library = TemplateLibrary.empty
        for (name, source) in EmbeddedTemplates.sources {
            guard let template = try? MustacheTemplate(source: source, name: "Templates/\(name).mustache") else {
                continue
            }
            library.sources[name] = source
            library.templates[name] = template
            library.templates[defaultPrefix + name] = template
        }
        return library
    }()

    private init(sources: [String: String], templates: [String: MustacheTemplate]) {
        self.sources = sources
        self.templates = templates
    }

    /// Parses `sources` (name → template text). Errors are located in `<directory>/<name>.mustache`.
    public init(sources: [String: String], directory: String) throws(Diagnostic) {
        self = .empty
        for name in sources.keys.sorted() {
            guard let source = sources[name] else { continue }
            try add(name: name, source: source, path: Self.path(of: name, in: directory))
        }
    }

    /// The names of the effective templates, sorted (the `default/` aliases are not listed).
    public var names: [String] { sources.keys.sorted() }

    /// The source text of template `name`, e.g. for `apigen template show NAME`.
    public func source(named name: String) -> String? {
        if let source = sources[name] { return source }
        if name.hasPrefix(Self.defaultPrefix) {
            return Self.defaults.sources[String(name.dropFirst(Self.defaultPrefix.count))]
        }
        return nil
    }

    /// The parsed template `name` (including the `default/<Name>` aliases).
    public func template(named name: String) -> MustacheTemplate? {
        templates[name]
    }

    /// Renders template `name` with all templates of the library available as partials and
    /// parents; `nil` if there is no such template. Throws when the render runs into a limit.
    public func render(_ name: String, _ context: MustacheValue) throws(Diagnostic) -> String? {
        guard let template = templates[name] else { return nil }
        return try render(template, context)
    }

    /// Renders a template from elsewhere (e.g. `apigen template render FILE`) with the library's
    /// templates as its partials and parents. Throws when the render runs into a limit.
    public func render(_ template: MustacheTemplate, _ context: MustacheValue) throws(Diagnostic) -> String {
        try template.render(context, partials: templates)
    }

    /// Adds or replaces template `name`, parsed with errors located in `path`.
    mutating func add(name: String, source: String, path: String) throws(Diagnostic) {
        let template = try MustacheTemplate(source: source, name: path)
        sources[name] = source
        templates[name] = template
    }

    static func path(of name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? "\(directory)\(name).mustache" : "\(directory)/\(name).mustache"
    }
}
