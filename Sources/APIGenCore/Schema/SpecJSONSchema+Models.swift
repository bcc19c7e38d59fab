/// The schema of `models:`: objects and their properties, enumerations, unions.
extension SpecJSONSchema {
    static var modelDefinitions: [SchemaValue.Member] {
        [
            SchemaValue.Member("model", model),
            SchemaValue.Member("property", property),
            SchemaValue.Member("dateFormat", dateFormat),
            SchemaValue.Member("enumCase", enumCase),
            SchemaValue.Member("variant", variant),
            SchemaValue.Member("discriminatorValue", [
                "description": "A discriminator value; an integer or boolean is matched as its text (1 → \"1\").",
                "type": ["string", "integer", "boolean"],
            ]),
        ]
    }

    private static let model: SchemaValue = fixedObject(
        "A model: an object (properties), an enumeration (enum) or a union (oneOf), never more than one.",
        properties: [
            "description": text("Text; the doc comment."),
            "properties": namedMap(
                "Makes the model an object: property name → type, or → property mapping. 'properties: {}' is an object with no declared properties.",
                of: ["$ref": "#/$defs/property"]),
            "additionalProperties": [
                "description": "Objects only: the type of the values under keys that are not declared properties ('String', 'JSON' for any value). The struct keeps them in an 'additionalProperties' dictionary. false is the default: undeclared keys are ignored.",
                "anyOf": [["$ref": "#/$defs/type"], ["const": false]],
            ],
            "enum": [
                "description": "Makes the model an enumeration: its values, all strings or all integers, unique. A value the server sends that is not listed decodes as .unknown(raw).",
                "type": "array",
                "minItems": 1,
                "items": ["$ref": "#/$defs/enumCase"],
            ],
            "oneOf": namedMap(
                "Makes the model a union, a value that is exactly one of several types: variant name → type, or → variant mapping. The names become the enum's cases.",
                of: ["$ref": "#/$defs/variant"], extra: [SchemaValue.Member("minProperties", 1)]),
            "discriminator": [
                "description": "Unions only: the wire name of the property whose value selects the variant. Without it, the variants are tried in the order written.",
                "type": "string",
                "minLength": 1,
            ],
            "deprecated": ref("deprecated", "Marks the model deprecated: true, false, or a message."),
            "owner": [
                "description": "The model or endpoint this model belongs to: its code goes in that one's file, right after it, instead of a file of its own (the type keeps its name). 'apigen import' sets it for every schema written inline in another.",
                "type": "string",
                "minLength": 1,
            ],
        ],
        extra: [
            SchemaValue.Member("oneOf", [["required": ["properties"]], ["required": ["enum"]], ["required": ["oneOf"]]]),
            // `if`/`then` rather than 2019's `dependentRequired`: editors that speak only draft-07 check it too.
            SchemaValue.Member("allOf", [
                ["if": ["required": ["discriminator"]], "then": ["required": ["oneOf"]]],
                ["if": ["required": ["additionalProperties"]], "then": ["required": ["properties"]]],
            ]),
        ])

    private static let property: SchemaValue = [
        "description": "A property: its type ('id: Int' is short for 'id: { type: Int }'), or a mapping with the type and more.",
        "anyOf": [
            ["$ref": "#/$defs/type"],
            fixedObject(
                "A property with its details.",
                required: ["type"],
                properties: [
                    "type": ref("type", "The property's type."),
                    "key": [
                        "description": "The name on the wire when it differs from the property name, e.g. avatar_url; it may be empty (\"\"), as JSON allows. Default: the property name.",
                        "type": "string",
                    ],
                    "description": text("Text; the doc comment."),
                    "format": ref("dateFormat", "How a Date is written on the wire; only for properties of type Date, Date?, [Date] or [Date]?. Default: iso8601."),
                    "default": ref("default", "The value used when the key is missing; it must match the property's type."),
                    "deprecated": ref("deprecated", "Marks the property deprecated: true, false, or a message."),
                ]),
        ],
    ]

    private static let dateFormat: SchemaValue = [
        "description": "iso8601 (2024-03-01T09:30:00Z), iso8601Fractional (with milliseconds), date (2024-03-01), unix (seconds since 1970), unixMillis (milliseconds since 1970), or a DateFormatter pattern such as 'yyyy-MM-dd HH:mm:ss' (POSIX locale, UTC).",
        "anyOf": [
            ["enum": ["iso8601", "iso8601Fractional", "date", "unix", "unixMillis"]],
            ["type": "string", "minLength": 1],
        ],
    ]

    private static let enumCase: SchemaValue = [
        "description": "A value of the enumeration: a string or an integer, or a mapping with the value and its description.",
        "anyOf": [
            ["type": ["string", "integer"]],
            fixedObject(
                "An enumeration value with a description.",
                required: ["value"],
                properties: [
                    "value": ["description": "The raw value: a string or an integer.", "type": ["string", "integer"]],
                    "description": text("Text; the doc comment of the case."),
                ]),
        ],
    ]

    private static let variant: SchemaValue = [
        "description": "A variant of a union: its type (a model, a builtin, a list, a dictionary; not File or Empty), or a mapping with the type and more.",
        "anyOf": [
            ["$ref": "#/$defs/type"],
            fixedObject(
                "A variant with its details.",
                required: ["type"],
                properties: [
                    "type": ref("type", "The variant's type."),
                    "values": [
                        "description": "With a discriminator: the values that select this variant, or one value. Default: the name of the variant's model.",
                        "anyOf": [
                            ["$ref": "#/$defs/discriminatorValue"],
                            ["type": "array", "minItems": 1, "items": ["$ref": "#/$defs/discriminatorValue"]],
                        ],
                    ],
                    "description": text("Text; the doc comment of the case."),
                ]),
        ],
    ]
}
