/// Builds request paths from parameters.
public enum APIPath {
    /// Percent-encodes `value` as exactly one path segment: `"a b/c?d"` → `"a%20b%2Fc%3Fd"`.
    ///
    /// Arrays are joined with commas before encoding (the commas are escaped too); `nil` gives an
    /// empty segment.
    public static func segment(_ value: some ParameterValue) -> String {
        PercentEncoding.encode(value.parameterValues.joined(separator: ","))
    }
}
