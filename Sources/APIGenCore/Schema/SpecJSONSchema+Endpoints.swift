/// The schema of `endpoints:`: requests (method, path, parameters, body) and how responses are read.
extension SpecJSONSchema {
    static var endpointDefinitions: [SchemaValue.Member] {
        [
            SchemaValue.Member("endpoint", endpoint),
            SchemaValue.Member("parameter", parameter),
            SchemaValue.Member("body", body),
            SchemaValue.Member("field", field),
            SchemaValue.Member("errorResponse", errorResponse),
        ]
    }

    private static let endpoint: SchemaValue = fixedObject(
        "An endpoint: one request and how its response is read.",
        required: ["method", "path"],
        properties: [
            "description": text("Text; the doc comment."),
            "method": [
                "description": "The HTTP method, in any letter case (get is GET).",
                "anyOf": [
                    ["enum": ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "QUERY"]],
                    [
                        "type": "string",
                        "pattern": "^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss]|[Qq][Uu][Ee][Rr][Yy])$",
                    ],
                ],
            ],
            "path": [
                "description": "The path template, appended to the base URL: /users/{id}/avatar. Every {name} is a parameter declared 'in: path'; no query string (see 'query').",
                "type": "string",
                "pattern": "^/",
            ],
            "params": namedMap(
                "Path, query, header and cookie parameters: name → type (a query parameter), or → parameter mapping. Each is an argument of the generated method.",
                of: ["$ref": "#/$defs/parameter"]),
            "headers": ref("headers", "Fixed headers of this endpoint, sent in addition to the service's headers."),
            "query": [
                "description": "Fixed query items of this endpoint: name → value, sent before its query parameters (acl: \"\" sends ?acl=). A name cannot also be a query parameter.",
                "type": "object",
                "additionalProperties": ["type": ["string", "integer", "number", "boolean", "null"]],
            ],
            "body": ref("body", "The request body. Not allowed on GET and HEAD."),
            "response": ref("type", "The response type. Default: Empty (no body expected)."),
            "responseEncoding": [
                "description": "How the success body is read: json (decoded), text (the body as UTF-8; response: String), binary (the bytes; response: Data) or file (a download streamed to a file; response: Data, and the service method takes a destination URL). Text, binary and file responses skip the envelope and keypath.",
                "enum": ["json", "text", "binary", "file"],
                "default": "json",
            ],
            "errors": namedMap(
                "Typed error responses: status → type, or → { type, description }. The API class gets errorModel(from:), which reads a failed request's body as the model of its status.",
                of: ["$ref": "#/$defs/errorResponse"],
                extra: [
                    SchemaValue.Member("propertyNames", [
                        "description": "A status code 100 to 599 (quote it in YAML: \"404\"), a range 1XX to 5XX in capitals, or default for every status not listed.",
                        "pattern": "^([1-5][0-9][0-9]|[1-5]XX|default)$",
                    ]),
                ]),
            "keypath": ref("keypath", "Decode only this subtree of the response, e.g. data.user. Default: the envelope's data, or the whole body without an envelope."),
            "paging": [
                "description": "The Int parameter that holds the page number: nextPage() asks for the next page and client.pages(of:) iterates pages until one is empty. 'paging: page' is short for 'paging: { param: page }'.",
                "anyOf": [
                    ["type": "string", "minLength": 1],
                    fixedObject(
                        "Paging by a page-number parameter.",
                        required: ["param"],
                        properties: ["param": ["description": "The name of the Int page-number parameter.", "type": "string", "minLength": 1]]),
                ],
            ],
            "stub": [
                "description": "A JSON file the stub transport serves in tests and previews, relative to the folder it serves (by convention the spec's): Stubs/listUsers.json.",
                "type": "string",
                "minLength": 1,
                "pattern": "^[^/~]",
            ],
            "timeout": [
                "description": "The request timeout in seconds, a positive number (10, 2.5).",
                "type": "number",
                "exclusiveMinimum": 0,
            ],
            "deprecated": ref("deprecated", "Marks the endpoint deprecated: true, false, or a message ('Use listUsers.')."),
            "tags": [
                "description": "Names to select the endpoint by: a config's filter (filter: { tags: [users] }) and apigen list --tags.",
                "type": "array",
                "items": ["type": "string", "minLength": 1],
            ],
            "operationId": [
                "description": "The OpenAPI operationId the endpoint was imported from; a filter (filter: { operations: [...] }) selects the endpoint by it as well as by its name.",
                "type": "string",
                "minLength": 1,
            ],
        ],
        extra: [
            SchemaValue.Member("if", [
                "properties": ["method": ["pattern": "^([Gg][Ee][Tt]|[Hh][Ee][Aa][Dd])$"]],
                "required": ["method"],
            ]),
            SchemaValue.Member("then", ["not": ["required": ["body"]]]),
        ])

    private static let parameter: SchemaValue = [
        "description": "A parameter: its type (a query parameter: 'q: String'), or a mapping with where it goes, its type and more.",
        "anyOf": [
            ["$ref": "#/$defs/type"],
            fixedObject(
                "A parameter with its details.",
                required: ["type"],
                properties: [
                    "in": [
                        "description": "Where the parameter goes: path (fills {name} in the path), query, header, or cookie (all cookies share one Cookie header).",
                        "enum": ["path", "query", "header", "cookie"],
                        "default": "query",
                    ],
                    "type": ref("type", "The parameter's type: a simple value (\(BuiltinType.parameterValueNames), an enum model, a union model of these) or a list of them; query, path and header parameters may also be [String: T] dictionaries. Path parameters are never optional."),
                    "key": [
                        "description": "The name on the wire when it differs from the parameter name. Default: the parameter name.",
                        "type": "string",
                        "minLength": 1,
                    ],
                    "default": ref("default", "The default value of the argument; it must match the parameter's type."),
                    "description": text("Text; documents the argument."),
                    "style": [
                        "description": "How lists and dictionaries are serialised, as in OpenAPI: form (query and cookie), simple (path and header), spaceDelimited and pipeDelimited (query lists), deepObject (query dictionaries, lists and models: filter[role]=admin, ids[0]=1, created[gte]=1), label (.blue) and matrix (;color=blue) for any path value.",
                        "enum": ["form", "simple", "spaceDelimited", "pipeDelimited", "deepObject", "label", "matrix"],
                    ],
                    "explode": [
                        "description": "Whether each list item or dictionary entry is its own query item (true) or all are joined into one (false). deepObject is always exploded.",
                        "type": "boolean",
                    ],
                ]),
        ],
    ]

    private static let body: SchemaValue = fixedObject(
        "The request body: one value (type) or an object made of fields, each its own argument.",
        properties: [
            "encoding": [
                "description": "json (application/json), form (application/x-www-form-urlencoded), multipart (multipart/form-data), binary (raw bytes, type Data) or text (UTF-8 text, type String).",
                "enum": ["json", "form", "multipart", "binary", "text"],
                "default": "json",
            ],
            "type": ref("type", "The whole body is one value of this type: any type for json, Data for binary, String for text; each may be optional (nil sends no body)."),
            "contentType": [
                "description": "The Content-Type to send instead of the encoding's default: a media type 'type/subtype', parameters allowed ('text/csv; charset=utf-8'). Not for form and multipart bodies.",
                "type": "string",
                "pattern": "^\\s*[!#$%&'*+.^_`|~0-9A-Za-z-]+/[!#$%&'*+.^_`|~0-9A-Za-z-]+\\s*(;|$)",
            ],
            "fields": namedMap(
                "The body is an object (json), a form or multipart parts made of these fields: name → type, or → field mapping. Each field is an argument.",
                of: ["$ref": "#/$defs/field"]),
        ],
        extra: [
            SchemaValue.Member("oneOf", [["required": ["type"]], ["required": ["fields"]]]),
            SchemaValue.Member("allOf", [
                [
                    "if": ["properties": ["encoding": ["enum": ["form", "multipart"]]], "required": ["encoding"]],
                    "then": ["required": ["fields"], "not": ["required": ["contentType"]]],
                ],
                [
                    "if": ["properties": ["encoding": ["const": "binary"]], "required": ["encoding"]],
                    "then": ["required": ["type"], "properties": ["type": ["pattern": "^\\s*Data\\s*(\\?\\s*)?$"]]],
                ],
                [
                    "if": ["properties": ["encoding": ["const": "text"]], "required": ["encoding"]],
                    "then": ["required": ["type"], "properties": ["type": ["pattern": "^\\s*String\\s*(\\?\\s*)?$"]]],
                ],
            ]),
        ])

    private static let field: SchemaValue = [
        "description": "A body field: its type, or a mapping with its type and more. Form fields are simple values, lists of them or optionals, and models, lists and dictionaries (sent as name[key]=value pairs); multipart fields may also be File or File?; json fields any type but File.",
        "anyOf": [
            ["$ref": "#/$defs/type"],
            fixedObject(
                "A body field with its details.",
                required: ["type"],
                properties: [
                    "type": ref("type", "The field's type."),
                    "key": [
                        "description": "The name on the wire when it differs from the field name. Default: the field name.",
                        "type": "string",
                        "minLength": 1,
                    ],
                    "style": [
                        "description": "Form fields only: deepObject sends a list as name[0]=a&name[1]=b instead of repeating the name.",
                        "enum": ["deepObject"],
                    ],
                    "description": text("Text; documents the argument."),
                ]),
        ],
    ]

    private static let errorResponse: SchemaValue = [
        "description": "The model of an error response's body: its type (any but Empty), or { type, description }.",
        "anyOf": [
            ["$ref": "#/$defs/type"],
            fixedObject(
                "An error response with a description.",
                required: ["type"],
                properties: [
                    "type": ref("type", "The type of the error body."),
                    "description": text("Text; documents the error."),
                ]),
        ],
    ]
}
