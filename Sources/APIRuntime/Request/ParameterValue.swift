import Foundation

/// A value that can be sent as a path, query, header or form parameter.
///
/// `parameterValues` is empty for "no value" (a `nil` optional), holds one string for scalars and
/// one string per element for arrays. Query and form encodings repeat the key for each value;
/// path segments and headers join the values with commas.
public protocol ParameterValue: Sendable {
    /// The textual values of this parameter, not yet percent-encoded.
    var parameterValues: [String] { get }
}

extension Int: ParameterValue {
    public var parameterValues: [String] { [String(self)] }
}

extension Int64: ParameterValue {
    public var parameterValues: [String] { [String(self)] }
}

extension Double: ParameterValue {
    public var parameterValues: [String] { [String(self)] }
}

extension Bool: ParameterValue {
    public var parameterValues: [String] { [self ? "true" : "false"] }
}

extension String: ParameterValue {
    public var parameterValues: [String] { [self] }
}

extension Date: ParameterValue {
    /// ISO 8601 in UTC without fractional seconds, e.g. `2024-05-06T07:08:09Z`.
    public var parameterValues: [String] { [DateFormat.iso8601.string(from: self)] }
}

extension URL: ParameterValue {
    public var parameterValues: [String] { [absoluteString] }
}

extension UUID: ParameterValue {
    public var parameterValues: [String] { [uuidString] }
}

extension Optional: ParameterValue where Wrapped: ParameterValue {
    /// `nil` has no values, so the parameter is left out.
    public var parameterValues: [String] { self?.parameterValues ?? [] }
}

extension Array: ParameterValue where Element: ParameterValue {
    public var parameterValues: [String] { flatMap(\.parameterValues) }
}
