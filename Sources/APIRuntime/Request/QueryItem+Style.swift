/// Query items in the OpenAPI styles other than the default (`form`, exploded).
extension QueryItem {
    /// A simple value or list in `style`: `explode: false` joins a list with the style's delimiter
    /// (`id=1,2`, `id=1%202`, `id=1%7C2`); `explode: true` repeats the name (`id=1&id=2`).
    /// A `nil` optional or an empty list leaves the parameter out.
    public init(_ name: String, _ value: some ParameterValue, style: QueryStyle, explode: Bool) {
        let values = value.parameterValues
        let layout: QueryLayout = explode || values.count < 2 ? .repeated : .delimited(style.delimiter)
        self.init(name: name, values: values, layout: layout)
    }

    /// A dictionary of simple values, entries sorted by key so that URLs are deterministic.
    ///
    /// - `deepObject`: `filter[role]=admin&filter[team]=core`;
    /// - `form`, exploded (the default): `role=admin&team=core` (the parameter name is not sent);
    /// - `form`, unexploded: `filter=role,admin,team,core`.
    ///
    /// `nil` or an empty dictionary leaves the parameter out.
    public init(_ name: String, entries: [String: some ParameterValue]?, style: QueryStyle = .form, explode: Bool = true) {
        var values: [String] = []
        for (key, value) in (entries ?? [:]).sorted(by: { $0.key < $1.key }) {
            // A dictionary value has exactly one text; lists inside dictionaries are joined like a path segment.
            values += [key, value.parameterValues.joined(separator: ",")]
        }
        let layout: QueryLayout = switch style {
        case .deepObject: .deepObject
        case .form, .spaceDelimited, .pipeDelimited: explode ? .entries : .delimited(style.delimiter)
        }
        self.init(name: name, values: values, layout: layout)
    }

    /// The percent-encoded `name=value` pairs this item adds to a query string. Only a deep-object item can fail (a
    /// value no query can carry, such as an infinite number).
    func encodedPairs() throws -> [String] {
        guard let deepObject else { return layout.encodedPairs(name: name, values: values) }
        return try DeepObjectEncoder.pairs(name: name, value: deepObject.value).map {
            PercentEncoding.encode($0.name) + "=" + PercentEncoding.encode($0.value)
        }
    }
}
