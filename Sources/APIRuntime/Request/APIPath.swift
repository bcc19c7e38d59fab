/// Builds request paths from parameters.
public enum APIPath {
    /// Percent-encodes `value` as exactly one path segment: `"a b/c?d"` → `"a%20b%2Fc%3Fd"`.
    ///
    /// Arrays are joined with commas before encoding (the commas are escaped too); `nil` gives an
    /// empty segment.
    /// `"."` and `".."` are encoded as `%2E` and `%2E%2E`: left as they are, URL normalisation (in curl on
    /// Linux and in many servers) removes them with the segment before, sending the request elsewhere.
    public static func segment(_ value: some ParameterValue) -> String {
        let encoded = PercentEncoding.encode(value.parameterValues.joined(separator: ","))
        return encoded == "." || encoded == ".." ? encoded.replacingOccurrences(of: ".", with: "%2E") : encoded
    }
}
