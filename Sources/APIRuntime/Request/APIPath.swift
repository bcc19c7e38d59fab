/// Builds request paths from parameters.
public enum APIPath {
    /// Percent-encodes `value` as exactly one path segment: `"a b/c?d"` → `"a%20b%2Fc%3Fd"`.
    ///
    /// Arrays are joined with commas before encoding (the commas are escaped too); `nil` gives an
    /// empty segment.
    /// `"."` and `".."` are encoded as `%2E` and `%2E%2E`: left as they are, URL normalisation (in curl on
    /// Linux and in many servers) removes them with the segment before, sending the request elsewhere.
    public static func segment(_ value: some ParameterValue) -> String {
        dotSegmentSafe(PercentEncoding.encode(value.parameterValues.joined(separator: ",")))
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
