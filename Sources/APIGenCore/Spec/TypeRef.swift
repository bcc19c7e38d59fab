/// A type as written in a spec: `Int`, `User`, `String?`, `[User]`, `[String: Int]`.
public indirect enum TypeRef: Hashable, Sendable, CustomStringConvertible {
    case builtin(BuiltinType)
    case model(String)
    case optional(TypeRef)
    case array(TypeRef)
    case dictionary(TypeRef)

    /// The spec spelling, which is also valid Swift for builtins other than `File`/`JSON`.
    public var description: String {
        switch self {
        case .builtin(let type): type.rawValue
        case .model(let name): name
        case .optional(let wrapped): "\(wrapped)?"
        case .array(let element): "[\(element)]"
        case .dictionary(let value): "[String: \(value)]"
        }
    }

    public var isOptional: Bool {
        if case .optional = self { true } else { false }
    }

    /// The type without one level of `?`.
    public var unwrapped: TypeRef {
        if case .optional(let wrapped) = self { wrapped } else { self }
    }

    /// Every model name this type mentions.
    public var referencedModels: [String] {
        switch self {
        case .builtin: []
        case .model(let name): [name]
        case .optional(let inner), .array(let inner), .dictionary(let inner): inner.referencedModels
        }
    }
}

extension BuiltinType {
    /// What a path, query, header or cookie parameter or a form field can send, alone or in a list (each is a
    /// `ParameterValue` in the runtime). `JSON` is the free-form value (OpenAPI's `{}`, Twilio's `items: {}` form
    /// fields): a string as it is, a number or Boolean as text, an array element by element, an object as compact JSON.
    static let parameterValues = Set(parameterValueList)

    static let parameterValueList: [BuiltinType] = [.int, .int64, .double, .bool, .string, .date, .url, .uuid, .json]

    /// `Int, Int64, Double, Bool, String, Date, URL, UUID, JSON`: the list the diagnostics and the JSON Schema name.
    static let parameterValueNames = parameterValueList.map(\.rawValue).joined(separator: ", ")
}

/// The types every spec can use without declaring them.
public enum BuiltinType: String, Hashable, Sendable, CaseIterable {
    case int = "Int"
    case int64 = "Int64"
    case double = "Double"
    case bool = "Bool"
    case string = "String"
    case date = "Date"
    case url = "URL"
    case uuid = "UUID"
    case data = "Data"
    /// An upload: the runtime's `UploadFile(data:fileName:mimeType:)`.
    case file = "File"
    /// A free-form JSON value: the runtime's `JSON`.
    case json = "JSON"
    /// Success with no body expected: the runtime's `Empty`.
    case empty = "Empty"
}
