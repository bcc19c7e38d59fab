/// A model: an object with properties, or an enumeration of values.
public struct ModelSpec: Hashable, Sendable {
    public var name: String
    public var description: String?
    public var kind: Kind
    public var deprecated: Deprecation?
    /// Objects only: the type of the values under keys that are not declared properties
    /// (`additionalProperties:`). `nil` ignores unknown keys, as before.
    public var additionalProperties: TypeRef?
    /// The model or endpoint this model belongs to (`owner:`): its code goes in that one's file, after it, instead
    /// of a file of its own. The OpenAPI importer sets it for every schema it hoists out of another (an inline
    /// object, enum or union), naming the component or operation it was written in. The type keeps its own name;
    /// only the file changes.
    public var owner: String?
    public var location: SourceLocation

    public enum Kind: Hashable, Sendable {
        case object([PropertySpec])
        case enumeration(EnumSpec)
        /// One of several alternatives (`oneOf:`), with an unknown case that keeps the raw JSON.
        case union(UnionSpec)
    }

    public init(
        name: String, description: String? = nil, kind: Kind, deprecated: Deprecation? = nil,
        additionalProperties: TypeRef? = nil, owner: String? = nil, location: SourceLocation
    ) {
        self.name = name
        self.description = description
        self.kind = kind
        self.deprecated = deprecated
        self.additionalProperties = additionalProperties
        self.owner = owner
        self.location = location
    }
}

/// A value that is exactly one of several types (OpenAPI `oneOf`/`anyOf`).
///
/// With a `discriminator`, decoding reads that property and picks the variant whose `values` contain it;
/// without one, it tries the variants in order and takes the first that decodes. Anything else decodes as
/// the generated `.unknown(JSON)` case, so a new variant never fails a whole response.
public struct UnionSpec: Hashable, Sendable {
    public var variants: [UnionVariantSpec]
    /// The wire name of the property that names the variant (`petType`), if any.
    public var discriminator: String?

    public init(variants: [UnionVariantSpec], discriminator: String? = nil) {
        self.variants = variants
        self.discriminator = discriminator
    }
}

public struct UnionVariantSpec: Hashable, Sendable {
    /// The case name as written in the spec (`cat`); converted to a Swift case name by code generation.
    public var name: String
    public var type: TypeRef
    /// The discriminator values that select this variant. Empty means "the model name of `type`" when the
    /// union has a discriminator (OpenAPI's implicit mapping).
    public var discriminatorValues: [String]
    public var description: String?
    public var location: SourceLocation

    public init(name: String, type: TypeRef, discriminatorValues: [String] = [], description: String? = nil, location: SourceLocation) {
        self.name = name
        self.type = type
        self.discriminatorValues = discriminatorValues
        self.description = description
        self.location = location
    }
}

/// One property of an object model.
public struct PropertySpec: Hashable, Sendable {
    public var name: String
    public var type: TypeRef
    /// The name on the wire (`key:`); the property name when the spec gives none.
    public var key: String
    public var description: String?
    /// How a `Date` (or `Date?`, `[Date]`) property is written on the wire.
    public var format: DateFormat?
    public var defaultValue: DefaultValue?
    public var deprecated: Deprecation?
    public var location: SourceLocation

    public init(
        name: String, type: TypeRef, key: String? = nil, description: String? = nil, format: DateFormat? = nil,
        defaultValue: DefaultValue? = nil, deprecated: Deprecation? = nil, location: SourceLocation
    ) {
        self.name = name
        self.type = type
        self.key = key ?? name
        self.description = description
        self.format = format
        self.defaultValue = defaultValue
        self.deprecated = deprecated
        self.location = location
    }
}

/// An enumeration: string or integer raw values. Unknown values decode to `.unknown(raw)`.
public struct EnumSpec: Hashable, Sendable {
    public var rawType: RawType
    public var cases: [EnumCaseSpec]

    public enum RawType: String, Hashable, Sendable {
        case string = "String"
        case int = "Int"
    }

    public init(rawType: RawType, cases: [EnumCaseSpec]) {
        self.rawType = rawType
        self.cases = cases
    }
}

public struct EnumCaseSpec: Hashable, Sendable {
    /// The raw value as text (`"admin"`, `"1st"`, `"42"`).
    public var value: String
    public var description: String?
    public var location: SourceLocation

    public init(value: String, description: String? = nil, location: SourceLocation) {
        self.value = value
        self.description = description
        self.location = location
    }
}

/// How dates are written on the wire.
public enum DateFormat: Hashable, Sendable {
    /// ISO 8601; decoding accepts it with or without fractional seconds, encoding writes none.
    case iso8601
    /// ISO 8601 with fractional seconds when encoding; decoding accepts both.
    case iso8601Fractional
    /// A calendar date, `yyyy-MM-dd`.
    case date
    /// Seconds since 1970 as a number.
    case unix
    /// Milliseconds since 1970 as a number.
    case unixMillis
    /// A `DateFormatter` pattern (POSIX locale, UTC).
    case custom(String)
}

/// `deprecated: true` or `deprecated: "Use getUserV2."`.
public struct Deprecation: Hashable, Sendable {
    public var message: String?

    public init(message: String? = nil) {
        self.message = message
    }
}

/// A literal default value from a spec, already checked against its type.
public enum DefaultValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// An enum model's case, by raw value.
    case enumCase(String)
}
