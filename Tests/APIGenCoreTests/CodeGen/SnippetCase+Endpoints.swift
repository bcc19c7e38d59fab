@testable import APIGenCore

/// Snippets of the endpoint features: query styles, cookies, raw bodies and responses, custom
/// content types, typed errors, security schemes. Also compiled and run through `combinedSpec`.
extension SnippetCase {
    static let endpointFeatures: [SnippetCase] = [
        SnippetCase(
            name: "api-query-styles-cookies",
            spec: spec(endpoints: [EndpointSpec(
                name: "searchItems", method: .get, path: "/search",
                params: [
                    styled("ids", .query, .array(.builtin(.int)), style: .pipeDelimited, explode: false),
                    styled("tags", .query, .optional(.array(.builtin(.string))), style: .spaceDelimited),
                    styled("sort", .query, .array(.builtin(.string)), explode: false),
                    styled("filter", .query, .dictionary(.builtin(.string)), style: .deepObject),
                    styled("limits", .query, .optional(.dictionary(.builtin(.int)))),
                    param("session", .cookie, .builtin(.string)),
                    param("theme", .cookie, .optional(.builtin(.string)), key: "ui-theme"),
                ],
                location: at(2))]),
            path: "Snippet/APIs/SearchItemsAPI.swift"),
        SnippetCase(
            name: "api-path-styles",
            spec: spec(endpoints: [EndpointSpec(
                name: "getShades", method: .get, path: "/colors/{id}/shades{shades}/{rgb}",
                params: [
                    styled("id", .path, .builtin(.int), style: .label),
                    ParamSpec(name: "shades", placement: .path, type: .array(.builtin(.string)), key: "shade", style: .matrix,
                              explode: true, location: at(4)),
                    styled("rgb", .path, .dictionary(.builtin(.int)), explode: true),
                    ParamSpec(name: "tint", placement: .header, type: .optional(.dictionary(.builtin(.int))), key: "X-Tint", location: at(4)),
                ],
                location: at(2))]),
            path: "Snippet/APIs/GetShadesAPI.swift"),
        SnippetCase(
            name: "api-binary-body-text-response",
            spec: spec(endpoints: [EndpointSpec(
                name: "uploadPhoto", method: .put, path: "/photos/{id}",
                params: [param("id", .path, .builtin(.int))],
                body: BodySpec(encoding: .binary, content: .type(.builtin(.data)), contentType: "image/png", location: at(3)),
                response: .builtin(.string), responseEncoding: .text, location: at(2))]),
            path: "Snippet/APIs/UploadPhotoAPI.swift"),
        SnippetCase(
            name: "api-text-body-binary-response",
            spec: spec(endpoints: [EndpointSpec(
                name: "renderNote", method: .post, path: "/notes/render",
                body: BodySpec(encoding: .text, content: .type(.optional(.builtin(.string))), contentType: "text/markdown", location: at(3)),
                response: .builtin(.data), responseEncoding: .binary, location: at(2))]),
            path: "Snippet/APIs/RenderNoteAPI.swift"),
        SnippetCase(
            name: "api-json-content-type",
            spec: spec(models: [problem], endpoints: [EndpointSpec(
                name: "patchProblem", method: .patch, path: "/problems/{code}",
                params: [param("code", .path, .builtin(.int))],
                body: BodySpec(
                    encoding: .json, content: .type(.model("Problem")), contentType: "application/merge-patch+json", location: at(3)),
                response: .model("Problem"), location: at(2))]),
            path: "Snippet/APIs/PatchProblemAPI.swift"),
        SnippetCase(
            name: "api-errors-one-type",
            spec: spec(models: [problem], endpoints: [EndpointSpec(
                name: "deleteProblem", method: .delete, path: "/problems/{code}",
                params: [param("code", .path, .builtin(.int))],
                errors: [
                    ErrorResponseSpec(status: "404", type: .model("Problem"), description: "No such problem.", location: at(4)),
                    ErrorResponseSpec(status: "5XX", type: .model("Problem"), location: at(5)),
                ],
                location: at(2))]),
            path: "Snippet/APIs/DeleteProblemAPI.swift"),
        SnippetCase(
            name: "api-errors-by-status",
            spec: spec(models: [problem, missing], endpoints: [EndpointSpec(
                name: "getProblem", method: .get, path: "/problems/{code}",
                params: [param("code", .path, .builtin(.int))],
                response: .model("Problem"),
                errors: [
                    ErrorResponseSpec(status: "404", type: .model("Missing"), description: "Not found.", location: at(4)),
                    ErrorResponseSpec(status: "4XX", type: .model("Problem"), location: at(5)),
                    ErrorResponseSpec(status: "default", type: .model("Problem"), location: at(6)),
                ],
                location: at(2))]),
            path: "Snippet/APIs/GetProblemAPI.swift"),
        SnippetCase(
            name: "service-security",
            spec: ServiceSpec(
                file: "Specs/Snippet.yaml", service: "Snippet", description: "Secured.",
                security: securitySchemes,
                endpoints: [EndpointSpec(name: "bearerAuth", method: .get, path: "/whoami", location: at(8))],
                location: at(1)),
            path: "Snippet/SnippetService.swift"),
        SnippetCase(
            // A download (`responseEncoding: file`); its `destination` query parameter keeps its name and
            // the file argument becomes `to destination2`.
            name: "service-download",
            spec: spec(endpoints: [EndpointSpec(
                name: "downloadReport", method: .get, path: "/reports/{id}",
                params: [param("id", .path, .builtin(.int)), param("destination", .query, .optional(.builtin(.string)))],
                response: .builtin(.data), responseEncoding: .file, location: at(2))]),
            path: "Snippet/SnippetService.swift"),
    ]

    static let securitySchemes = [
        SecuritySchemeSpec(name: "bearerAuth", kind: .bearer, description: "A JWT.", location: at(2)),
        SecuritySchemeSpec(name: "basic", kind: .basic, location: at(3)),
        SecuritySchemeSpec(name: "api_key", kind: .apiKey(placement: .header, name: "X-API-Key"), location: at(4)),
        SecuritySchemeSpec(name: "sessionKey", kind: .apiKey(placement: .cookie, name: "sid"), location: at(5)),
    ]

    static let problem = object("Problem", [property("code", .builtin(.int)), property("message", .builtin(.string))])
    static let missing = object("Missing", [property("resource", .builtin(.string))])

    static func styled(
        _ name: String, _ placement: ParamSpec.Placement, _ type: TypeRef, style: ParamSpec.Style? = nil, explode: Bool? = nil
    ) -> ParamSpec {
        ParamSpec(name: name, placement: placement, type: type, style: style, explode: explode, location: at(4))
    }
}
