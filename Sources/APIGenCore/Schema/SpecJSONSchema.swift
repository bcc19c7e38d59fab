/// A JSON Schema (draft 2020-12) of the native spec format, for editors: with it, yaml-language-server and
/// VS Code complete keys, show what a key means on hover and flag unknown keys and wrong value types while
/// a spec is typed. `apigen schema` prints it; `docs/apigen-spec.schema.json` is a checked-in copy.
///
/// The decoder (`SpecDocumentDecoder`) stays the authority: the schema describes the keys and value forms it
/// accepts (tests hold the key lists and enumerations to the decoder's own) and catches the mistakes a schema
/// can see, but never more than the decoder rejects. Checks that need the whole spec (unknown model names,
/// path placeholders, defaults against their types) are left to `apigen validate`.
///
/// Every fixed-key object has `additionalProperties: false`, with keys that start with `x-` allowed, as the
/// decoder ignores them; mappings of names the author chooses (models, endpoints, properties, parameters…)
/// give the schema of their values instead.
public enum SpecJSONSchema {
    /// The schema's `$id`. Nothing is served there: editors find the schema through a path or a setting.
    public static let id = "https://apigen.dev/schemas/apigen-spec.schema.json"

    /// The schema as JSON text: 2-space indent, keys in a fixed order, one final newline.
    public static var text: String { value.jsonText }

    /// The schema as a value.
    public static let value: SchemaValue = root.adding([SchemaValue.Member("$defs", definitions)])

    private static let root: SchemaValue = [
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": .string(id),
        "title": "apigen spec",
        "description": "One HTTP service for apigen to generate a typed Swift client from: where it lives, its models and its endpoints. See docs/SpecFormat.md.",
        "type": "object",
        "required": ["service"],
        "properties": [
            "service": [
                "description": "The service name; 'Users' generates 'UsersService'.",
                "type": "string",
                "minLength": 1,
            ],
            "description": text("Text; the doc comment of the generated service."),
            "baseURLs": [
                "description": "Absolute http:// or https:// URLs. Requests go to the first; the next is tried when a host cannot be reached. May be empty or left out when the app sets the URL at run time.",
                "type": "array",
                "items": [
                    "description": "An absolute http(s) URL with a host, e.g. https://api.example.com/v1.",
                    "type": "string",
                    "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://[^/?#:@ \\t\\r\\n][^ \\t\\r\\n]*$",
                ],
            ],
            "headers": ref("headers", "Headers sent with every request: header name → value."),
            "envelope": ref("envelope", "The business envelope every response is wrapped in, checked before the payload is decoded."),
            "security": [
                "description": "How clients authenticate: scheme name → scheme, in order. The service gets one helper per scheme that returns the interceptor sending its credential.",
                "type": "object",
                "additionalProperties": ["$ref": "#/$defs/securityScheme"],
            ],
            "models": [
                "description": "Model name → model, in the order the generated code follows.",
                "type": "object",
                "additionalProperties": ["$ref": "#/$defs/model"],
            ],
            "endpoints": [
                "description": "Endpoint name → endpoint, in order. The name names the service method and the API class ('getUser' → 'GetUserAPI').",
                "type": "object",
                "additionalProperties": ["$ref": "#/$defs/endpoint"],
            ],
        ],
        "patternProperties": extensionKeys,
        "additionalProperties": false,
    ]

    private static var definitions: SchemaValue {
        .object([
            SchemaValue.Member("extension", [
                "description": "A key that starts with 'x-' is ignored by apigen, so other tools can keep their own data in a spec.",
            ]),
            SchemaValue.Member("type", typeReference),
            SchemaValue.Member("keypath", [
                "description": "Keys joined by '.', e.g. 'data.items'; each key is non-empty and has no spaces.",
                "type": "string",
                "pattern": "^[^.\\s]+(\\.[^.\\s]+)*$",
            ]),
            SchemaValue.Member("deprecated", [
                "description": "true, false, or a message saying what to use instead ('Use listUsers.').",
                "type": ["boolean", "string"],
            ]),
            SchemaValue.Member("default", [
                "description": "The value used when none is given. It must match the type: an integer for Int and Int64, a number for Double, true or false for Bool, a string for String, one of the cases for an enum model, null for an optional. Other types take no default.",
                "type": ["string", "integer", "number", "boolean", "null"],
            ]),
            SchemaValue.Member("headers", headers),
            SchemaValue.Member("envelope", envelope),
            SchemaValue.Member("envelopeCode", [
                "description": "A business code: an integer or a non-empty string.",
                "anyOf": [["type": "integer"], ["type": "string", "minLength": 1]],
            ]),
            SchemaValue.Member("securityScheme", securityScheme),
        ] + modelDefinitions + endpointDefinitions)
    }

    /// A type reference (`Int`, `User?`, `[String: [User]]`). Its grammar and the model names are checked by
    /// `apigen validate`; the examples are for completion.
    private static let typeReference: SchemaValue = [
        "description": "A type: Int, Int64, Double, Bool, String, Date, URL, UUID, Data, JSON, or a model name; 'T?' is optional, '[T]' a list, '[String: T]' a dictionary. File is only for multipart fields, Empty only as a whole response. In YAML flow collections quote types that end in '?' or start with '[': \"[String]\".",
        "type": "string",
        "minLength": 1,
        "examples": ["String", "Int", "Int64", "Double", "Bool", "Date", "URL", "UUID", "Data", "JSON", "String?", "[String]", "[String: String]"],
    ]

    private static let headers: SchemaValue = [
        "description": "Header name → value. Names are HTTP tokens, unique ignoring case; values may be strings, numbers or booleans ('X-API-Version: 3' sends '3').",
        "type": "object",
        "propertyNames": ["pattern": "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"],
        "additionalProperties": ["type": ["string", "number", "boolean"]],
    ]

    private static let envelope: SchemaValue = fixedObject(
        "The business envelope every response is wrapped in, such as { \"code\": 0, \"message\": \"ok\", \"data\": { … } }. A code that does not mean success fails the request with APIError.server(code:message:).",
        required: ["code", "success"],
        properties: [
            "code": ref("keypath", "Keypath of the business code: 'code', 'status.code'."),
            "success": [
                "description": "The codes that mean success: a list of integers and/or strings ([0, 200], [\"OK\"]), or one code (0).",
                "anyOf": [
                    ["$ref": "#/$defs/envelopeCode"],
                    ["type": "array", "minItems": 1, "items": ["$ref": "#/$defs/envelopeCode"]],
                ],
            ],
            "message": ref("keypath", "Keypath of the human-readable message."),
            "data": ref("keypath", "Keypath of the payload: the default 'keypath' of every endpoint."),
        ])

    private static let securityScheme: SchemaValue = [
        "description": "A security scheme: bearer, basic, or a mapping; 'bearer' is short for { type: bearer }.",
        "anyOf": [
            [
                "description": "bearer: 'Authorization: Bearer <token>'; basic: 'Authorization: Basic <base64>'. An apiKey scheme needs the mapping form.",
                "enum": ["bearer", "basic"],
            ],
            fixedObject(
                "A security scheme with its details.",
                required: ["type"],
                properties: [
                    "type": [
                        "description": "bearer ('Authorization: Bearer <token>'), basic ('Authorization: Basic <base64>') or apiKey (a key in a header, query item or cookie).",
                        "enum": ["bearer", "basic", "apiKey"],
                    ],
                    "in": [
                        "description": "apiKey only: where the key goes.",
                        "enum": ["header", "query", "cookie"],
                    ],
                    "name": [
                        "description": "apiKey only: the header, query item or cookie name, e.g. X-API-Key.",
                        "type": "string",
                        "minLength": 1,
                    ],
                    "description": text("Text; documents the scheme."),
                ],
                extra: [
                    SchemaValue.Member("if", ["properties": ["type": ["const": "apiKey"]], "required": ["type"]]),
                    SchemaValue.Member("then", ["required": ["in", "name"]]),
                    SchemaValue.Member("else", ["not": ["anyOf": [["required": ["in"]], ["required": ["name"]]]]]),
                ]),
        ],
    ]
}

extension SpecJSONSchema {
    /// Keys that start with `x-`: allowed next to the fixed keys of every object.
    static let extensionKeys: SchemaValue = ["^x-": ["$ref": "#/$defs/extension"]]

    /// A reference to a definition, with the description of this use of it.
    static func ref(_ definition: String, _ description: String) -> SchemaValue {
        ["$ref": .string("#/$defs/" + definition), "description": .string(description)]
    }

    /// A string with a description.
    static func text(_ description: String) -> SchemaValue {
        ["description": .string(description), "type": "string"]
    }

    /// An object with fixed keys: unknown keys are flagged, `x-` keys allowed.
    static func fixedObject(
        _ description: String, required: [String] = [], properties: SchemaValue, extra: [SchemaValue.Member] = []
    ) -> SchemaValue {
        var members = [SchemaValue.Member("description", .string(description)), SchemaValue.Member("type", "object")]
        if !required.isEmpty { members.append(SchemaValue.Member("required", .array(required.map(SchemaValue.string)))) }
        members += [
            SchemaValue.Member("properties", properties),
            SchemaValue.Member("patternProperties", extensionKeys),
            SchemaValue.Member("additionalProperties", false),
        ]
        return .object(members + extra)
    }

    /// A mapping of names the author chooses to values of one schema.
    static func namedMap(_ description: String, of value: SchemaValue, extra: [SchemaValue.Member] = []) -> SchemaValue {
        .object([
            SchemaValue.Member("description", .string(description)), SchemaValue.Member("type", "object"),
            SchemaValue.Member("additionalProperties", value),
        ] + extra)
    }
}
