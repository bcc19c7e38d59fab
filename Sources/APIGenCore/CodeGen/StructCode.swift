/// A model struct: `Codable, Hashable, Sendable`, with a memberwise initializer.
public struct StructCode: Hashable, Sendable {
    public var properties: [PropertyCode]
    /// Whether a `CodingKeys` enum is needed (a wire key differs, or coding is written out).
    public var needsCodingKeys: Bool
    /// Whether `init(from:)` and `encode(to:)` are written out: for per-property date formats, boxed
    /// (recursive) properties, defaults and additional properties, which synthesis cannot handle.
    public var customCoding: Bool
    /// Whether the nested `Indirect` box is declared (some property is boxed).
    public var needsBox: Bool
    /// The dictionary of undeclared keys (`additionalProperties:`), if the model keeps them.
    public var additionalProperties: AdditionalPropertiesCode?

    public init(
        properties: [PropertyCode], needsCodingKeys: Bool, customCoding: Bool, needsBox: Bool,
        additionalProperties: AdditionalPropertiesCode? = nil
    ) {
        self.properties = properties
        self.additionalProperties = additionalProperties
        self.needsCodingKeys = needsCodingKeys
        self.customCoding = customCoding
        self.needsBox = needsBox
    }
}

/// One stored property of a model.
public struct PropertyCode: Hashable, Sendable {
    /// The identifier, escaped when needed (`` `default` ``).
    public var name: String
    /// The Swift type (`URL?`, `[User]`).
    public var type: String
    public var docLines: [String]
    /// The wire key as a string literal (`"avatar_url"`).
    public var keyLiteral: String
    /// Whether the wire key differs from the identifier, so `CodingKeys` needs a raw value.
    public var keyDiffers: Bool
    /// The default in the memberwise initializer (`nil`, `1`, `.admin`) or `nil` for none.
    public var defaultValue: String?
    /// The storage of a boxed property (`_parent`), or `nil` when stored directly. A property whose type is
    /// another model or a union is boxed: see `APIRuntime.Indirect`.
    public var boxStorage: String?
    /// How a boxed property is stored and reached, or `nil` when stored directly.
    public var box: PropertyBox?
    /// The memberwise initializer's assignment (`self.id = id`, `self._parent = .wrapped(parent)`).
    public var initStatement: String
    /// The assignment in `init(from:)` (`self.id = try container.decode(Int.self, forKey: .id)`).
    public var decodeStatement: String
    /// The statement in `encode(to:)` (`try container.encode(self.id, forKey: .id)`).
    public var encodeStatement: String

    public init(
        name: String, type: String, docLines: [String], keyLiteral: String, keyDiffers: Bool, defaultValue: String?,
        boxStorage: String?, initStatement: String, decodeStatement: String, encodeStatement: String,
        box: PropertyBox? = nil
    ) {
        self.name = name
        self.type = type
        self.docLines = docLines
        self.keyLiteral = keyLiteral
        self.keyDiffers = keyDiffers
        self.defaultValue = defaultValue
        self.boxStorage = boxStorage
        self.initStatement = initStatement
        self.decodeStatement = decodeStatement
        self.encodeStatement = encodeStatement
        self.box = box
    }
}

/// The storage of a boxed property: its type and the computed property's accessors.
public struct PropertyBox: Hashable, Sendable {
    /// `Indirect<Node>`, or `Indirect<Node>?` for an optional property (no box for `nil`).
    public var type: String
    /// The getter's expression: `_parent.value`, `_parent?.value`.
    public var get: String
    /// The setter's statement: `_parent = Indirect(newValue)`, `_parent = newValue.map(Indirect.init)`.
    public var set: String

    public init(type: String, get: String, set: String) {
        self.type = type
        self.get = get
        self.set = set
    }
}

extension PropertyCode {
    func with(docLines: [String]) -> PropertyCode {
        var copy = self
        copy.docLines = docLines
        return copy
    }
}

/// An open enum: known cases plus `unknown(RawValue)`.
public struct EnumCode: Hashable, Sendable {
    /// `String` or `Int`.
    public var rawType: String
    public var cases: [EnumCaseCode]

    public init(rawType: String, cases: [EnumCaseCode]) {
        self.rawType = rawType
        self.cases = cases
    }
}

public struct EnumCaseCode: Hashable, Sendable {
    /// The case identifier, escaped when needed.
    public var name: String
    /// The raw value as a Swift literal (`"a-b"`, `42`).
    public var rawLiteral: String
    public var docLines: [String]

    public init(name: String, rawLiteral: String, docLines: [String]) {
        self.name = name
        self.rawLiteral = rawLiteral
        self.docLines = docLines
    }
}
