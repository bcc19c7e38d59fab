/// How the values of a `QueryItem` are written into the query string.
enum QueryLayout: Sendable, Hashable {
    /// `name=v1&name=v2`: the name repeated per value (form, exploded).
    case repeated
    /// `name=v1<delimiter>v2`: one pair; each value is percent-encoded, the delimiter is written
    /// as given (already encoded: `,`, `%20`, `%7C`).
    case delimited(String)
    /// `k1=v1&k2=v2`: the alternating keys and values of a dictionary, each key its own name.
    case entries
    /// `name%5Bk1%5D=v1`: a dictionary as `name[key]=value` pairs (brackets percent-encoded,
    /// which is how `URL` writes them anyway).
    case deepObject

    /// The encoded `name=value` pairs of one item, in order; none for no values.
    func encodedPairs(name: String, values: [String]) -> [String] {
        guard !values.isEmpty else { return [] }
        let encodedName = PercentEncoding.encode(name)
        switch self {
        case .repeated:
            return values.map { encodedName + "=" + PercentEncoding.encode($0) }
        case .delimited(let delimiter):
            return [encodedName + "=" + values.map { PercentEncoding.encode($0) }.joined(separator: delimiter)]
        case .entries:
            return Self.entries(values).map { PercentEncoding.encode($0.key) + "=" + PercentEncoding.encode($0.value) }
        case .deepObject:
            return Self.entries(values).map {
                encodedName + "%5B" + PercentEncoding.encode($0.key) + "%5D=" + PercentEncoding.encode($0.value)
            }
        }
    }

    /// Pairs up `[k1, v1, k2, v2]`; a dangling key (never produced by the initializers) is dropped.
    private static func entries(_ values: [String]) -> [(key: String, value: String)] {
        stride(from: 0, to: values.count - 1, by: 2).map { (values[$0], values[$0 + 1]) }
    }
}
