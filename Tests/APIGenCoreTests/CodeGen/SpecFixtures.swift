@testable import APIGenCore

/// Specs built directly as values, so code generation is tested without the spec decoder.
enum SpecFixtures {
    static func at(_ line: Int, _ file: String = "Users.yaml") -> SourceLocation {
        SourceLocation(file: file, line: line, column: 3)
    }

    /// The spec of docs/DESIGN.md: models, an enum, dates, paging, a stub, multipart, an envelope.
    static let users = ServiceSpec(
        file: "Specs/Users.yaml", service: "Users", description: "The users of the example service.",
        baseURLs: ["https://api.example.com/v1", "https://backup.example.com/v1"],
        headers: [HeaderSpec(name: "Accept", value: "application/json", location: at(6))],
        envelope: EnvelopeSpec(code: "code", success: [.int(0), .int(200)], message: "message", data: "data", location: at(7)),
        models: [
            ModelSpec(name: "User", description: "A registered user.", kind: .object([
                PropertySpec(name: "id", type: .builtin(.int), location: at(10)),
                PropertySpec(name: "name", type: .builtin(.string), location: at(11)),
                PropertySpec(name: "email", type: .optional(.builtin(.string)), location: at(12)),
                PropertySpec(name: "avatarURL", type: .optional(.builtin(.url)), key: "avatar_url", location: at(13)),
                PropertySpec(name: "role", type: .model("Role"), location: at(14)),
                PropertySpec(name: "createdAt", type: .builtin(.date), format: .iso8601, location: at(15)),
                PropertySpec(name: "tags", type: .array(.builtin(.string)), location: at(16)),
            ]), location: at(9)),
            ModelSpec(name: "Role", kind: .enumeration(EnumSpec(rawType: .string, cases: [
                EnumCaseSpec(value: "admin", location: at(18)),
                EnumCaseSpec(value: "member", location: at(18)),
                EnumCaseSpec(value: "guest", location: at(18)),
            ])), location: at(17)),
        ],
        endpoints: [
            EndpointSpec(
                name: "getUser", description: "Fetch one user.", method: .get, path: "/users/{id}",
                params: [
                    ParamSpec(name: "id", placement: .path, type: .builtin(.int), location: at(22)),
                    ParamSpec(name: "verbose", placement: .query, type: .optional(.builtin(.bool)), location: at(23)),
                ],
                response: .model("User"), keypath: "data.user", timeout: 10, location: at(20)),
            EndpointSpec(
                name: "listUsers", method: .get, path: "/users",
                params: [ParamSpec(name: "page", placement: .query, type: .builtin(.int), defaultValue: .int(1), location: at(30))],
                response: .array(.model("User")), keypath: "data.items",
                paging: PagingSpec(param: "page", location: at(33)), stub: "Stubs/listUsers.json", location: at(28)),
            EndpointSpec(
                name: "uploadAvatar", method: .post, path: "/users/{id}/avatar",
                params: [ParamSpec(name: "id", placement: .path, type: .builtin(.int), location: at(37))],
                body: BodySpec(encoding: .multipart, content: .fields([
                    FieldSpec(name: "file", type: .builtin(.file), location: at(39)),
                    FieldSpec(name: "caption", type: .optional(.builtin(.string)), location: at(40)),
                ]), location: at(38)),
                location: at(35)),
        ],
        location: at(1))
}
