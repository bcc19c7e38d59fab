/// Builds request paths from parameters.
public enum APIPath {
    /// Percent-encodes `value` as exactly one path segment: `"a b/c?d"` → `"a%20b%2Fc%3Fd"`.
    ///
    /// A list is OpenAPI's `simple` style, RFC 6570's `{ids}`: each value encoded, then joined with plain commas
    /// (`["a,b", "c"]` → `a%2Cb,c`), as query lists are; `nil` gives an empty segment.
    /// `"."` and `".."` are encoded as `%2E` and `%2E%2E`: left as they are, URL normalisation (in curl on
    /// Linux and in many servers) removes them with the segment before, sending the request elsewhere.
    public static func segment(_ value: some ParameterValue) -> String {
        dotSegmentSafe(value.parameterValues.map { PercentEncoding.encode($0) }.joined(separator: ","))
    }

    /// A dictionary in the `simple` style, entries sorted by key: `G,200,R,100` (keys and values alternating), or
    /// exploded `G=200,R=100`. Keys and values are percent-encoded, the delimiters are not.
    public static func segment(entries: [String: some ParameterValue], explode: Bool = false) -> String {
        dotSegmentSafe(entryTexts(entries, explode: explode).joined(separator: ","))
    }

    /// A dictionary in the `label` style: `.G,200,R,100`, exploded `.G=200.R=100`; an empty dictionary nothing.
    public static func label(entries: [String: some ParameterValue], explode: Bool = false) -> String {
        let texts = entryTexts(entries, explode: explode)
        guard !texts.isEmpty else { return "" }
        return "." + texts.joined(separator: explode ? "." : ",")
    }

    /// A dictionary in the `matrix` style: `;color=G,200,R,100`, exploded `;G=200;R=100` (the parameter's name is
    /// not sent then, as in OpenAPI); an empty dictionary nothing.
    public static func matrix(_ name: String, entries: [String: some ParameterValue], explode: Bool = false) -> String {
        let texts = entryTexts(entries, explode: explode)
        guard !texts.isEmpty else { return "" }
        return explode ? texts.map { ";" + $0 }.joined() : ";" + PercentEncoding.encode(name) + "=" + texts.joined(separator: ",")
    }

    /// Sorted entries, encoded: `key=value` each when exploded, else key and value as separate texts. A value with
    /// several texts (a list) is comma-joined.
    private static func entryTexts(_ entries: [String: some ParameterValue], explode: Bool) -> [String] {
        entries.sorted { $0.key < $1.key }.flatMap { entry -> [String] in
            let key = PercentEncoding.encode(entry.key)
            let value = entry.value.parameterValues.map { PercentEncoding.encode($0) }.joined(separator: ",")
            return explode ? [key + "=" + value] : [key, value]
        }
    }

    /// OpenAPI's `label` style (RFC 6570 `{.name}`): `.blue`; a list `.blue,black,brown`, exploded
    /// `.blue.black.brown`; an empty list nothing. Each value is percent-encoded, the delimiters are not.
    public static func label(_ value: some ParameterValue, explode: Bool = false) -> String {
        let values = value.parameterValues
        guard !values.isEmpty else { return "" }
        return dotSegmentSafe("." + values.map { PercentEncoding.encode($0) }.joined(separator: explode ? "." : ","))
    }

    /// OpenAPI's `matrix` style (RFC 6570 `{;name}`): `;color=blue`; a list `;color=blue,black,brown`, exploded
    /// `;color=blue;color=black;color=brown`; an empty text `;color`; an empty list nothing. `name` and each value are
    /// percent-encoded, the delimiters are not.
    public static func matrix(_ name: String, _ value: some ParameterValue, explode: Bool = false) -> String {
        let values = value.parameterValues.map { PercentEncoding.encode($0) }
        guard !values.isEmpty else { return "" }
        let key = ";" + PercentEncoding.encode(name)
        func item(_ text: String) -> String { text.isEmpty ? key : key + "=" + text }
        return explode ? values.map(item).joined() : item(values.joined(separator: ","))
    }

    /// `"."` and `".."` as `%2E` and `%2E%2E`: left as they are, URL normalisation (in curl on Linux and in many
    /// servers) removes them with the segment before, sending the request elsewhere.
    private static func dotSegmentSafe(_ encoded: String) -> String {
        encoded == "." || encoded == ".." ? encoded.replacingOccurrences(of: ".", with: "%2E") : encoded
    }
}
