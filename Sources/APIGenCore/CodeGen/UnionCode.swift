/// A union (`oneOf`): an enum with one case per variant plus `unknown(JSON)`, coded by hand.
public struct UnionCode: Hashable, Sendable {
    public var cases: [UnionCaseCode]
    /// The discriminator's wire name as a string literal (`"petType"`), or `nil`: then decoding tries the
    /// cases in order.
    public var discriminatorLiteral: String?
    /// Whether the union conforms to `ParameterValue`: every variant is a simple value, an enum, a list of them or
    /// such a union, so it can be a path, query, header or cookie parameter (`index: .names(["a", "b"])`).
    public var isParameterValue: Bool

    public init(cases: [UnionCaseCode], discriminatorLiteral: String?, isParameterValue: Bool = false) {
        self.cases = cases
        self.discriminatorLiteral = discriminatorLiteral
        self.isParameterValue = isParameterValue
    }
}

/// One variant of a union.
public struct UnionCaseCode: Hashable, Sendable {
    /// The case identifier, escaped when needed; never `unknown`.
    public var name: String
    /// The Swift type of the associated value (`Cat`, `[Int]`).
    public var type: String
    public var docLines: [String]
    /// Whether the case is `indirect`: its type contains the union again, directly or through an optional.
    public var isIndirect: Bool
    /// The discriminator values that select the case, as one pattern list (`"dog", "DOG"`); `nil` when the
    /// union has no discriminator or no value selects the case.
    public var patternLiterals: String?

    public init(name: String, type: String, docLines: [String], isIndirect: Bool, patternLiterals: String?) {
        self.name = name
        self.type = type
        self.docLines = docLines
        self.isIndirect = isIndirect
        self.patternLiterals = patternLiterals
    }
}

/// The `additionalProperties` member of a struct: values under keys that are not declared properties.
public struct AdditionalPropertiesCode: Hashable, Sendable {
    /// The identifier (`additionalProperties`, or a numbered name when a property has it).
    public var name: String
    /// `[String: String]`.
    public var type: String
    public var docLines: [String]
    /// `self.additionalProperties = additionalProperties`.
    public var initStatement: String
    /// `self.additionalProperties = try decoder.additionalProperties(excluding: CodingKeys.self)`.
    public var decodeStatement: String
    /// `try encoder.encodeAdditionalProperties(self.additionalProperties, excluding: CodingKeys.self)`.
    public var encodeStatement: String

    public init(name: String, type: String, docLines: [String], initStatement: String, decodeStatement: String, encodeStatement: String) {
        self.name = name
        self.type = type
        self.docLines = docLines
        self.initStatement = initStatement
        self.decodeStatement = decodeStatement
        self.encodeStatement = encodeStatement
    }
}
