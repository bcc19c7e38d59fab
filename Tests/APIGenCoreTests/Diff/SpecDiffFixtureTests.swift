import Foundation
import Testing
@testable import APIGenCore

/// One fixture pair per kind of change: each must report exactly the expected changes (impact, kind, and the
/// location in NEW, or in OLD for what was removed), and nothing else.
@Suite struct SpecDiffFixtureTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Breaking for callers.
        Case(name: "endpoint-removed", expected: ["breaking-callers endpoint-removed old:33:3"]),
        Case(name: "endpoint-renamed", expected: ["breaking-callers endpoint-renamed new:33:3"]),
        Case(name: "model-removed", expected: ["breaking-callers model-removed old:21:3"]),
        Case(name: "model-renamed", expected: ["breaking-callers model-renamed new:21:3"]),
        Case(name: "parameter-added", expected: ["breaking-callers parameter-added new:31:7"]),
        Case(name: "parameter-type-changed", expected: ["breaking-callers parameter-type-changed new:30:7"]),
        Case(name: "property-removed", expected: ["breaking-callers property-removed old:15:7"]),
        Case(name: "property-type-changed", expected: ["breaking-callers property-type-changed new:14:7"]),
        Case(name: "property-optionality-changed", expected: ["breaking-callers property-type-changed new:16:7"]),
        Case(name: "enum-case-removed", expected: ["breaking-callers enum-case-removed old:20:27"]),
        Case(name: "response-type-changed", expected: ["breaking-callers response-type-changed new:25:3"]),
        // Breaking on the wire.
        Case(name: "route-changed", expected: ["breaking-wire route-changed new:25:3"]),
        Case(name: "fixed-query-changed", expected: ["breaking-wire route-changed new:25:3"]),
        Case(name: "parameter-key-changed", expected: ["breaking-wire parameter-key-changed new:37:7"]),
        Case(name: "property-key-changed", expected: ["breaking-wire property-key-changed new:16:7"]),
        Case(name: "date-format-changed", expected: ["breaking-wire date-format-changed new:17:7"]),
        Case(name: "keypath-changed", expected: ["breaking-wire keypath-changed new:25:3"]),
        Case(name: "envelope-changed", expected: ["breaking-wire envelope-changed new:6:1"]),
        Case(name: "base-url-removed", expected: ["breaking-wire base-url-removed old:1:1"]),
        Case(name: "property-made-required", expected: ["breaking-wire property-made-required new:18:7"]),
        // Compatible.
        Case(name: "parameter-added-default", expected: ["compatible parameter-added new:31:7"]),
        Case(name: "enum-case-added", expected: ["compatible enum-case-added new:20:34"]),
        Case(name: "documentation-changed", expected: ["compatible documentation-changed new:25:3"]),
        Case(name: "additions", expected: [
            "compatible endpoint-added new:43:3", "compatible model-added new:25:3", "compatible property-added new:19:7",
        ]),
        // One of each class, in the fixed order: endpoints, then models, by Swift name.
        Case(name: "mixed", expected: [
            "breaking-callers parameter-added new:31:7", "compatible enum-case-added new:20:34",
            "breaking-wire property-key-changed new:16:7",
        ]),
        // Headers, security, parameter defaults, placement, removal and order, paging, property renames and order,
        // union cases, enum raw values: one pair.
        Case(name: "more-kinds", expected: [
            "breaking-wire header-added new:2:38", "breaking-callers security-changed new:4:3",
            "breaking-callers parameter-default-removed new:22:7", "breaking-wire parameter-key-changed new:21:7",
            "breaking-callers parameter-removed old:24:7", "breaking-callers parameters-reordered new:17:3",
            "breaking-callers paging-removed new:17:3", "breaking-callers property-renamed new:10:7",
            "breaking-callers properties-reordered new:6:3", "breaking-callers union-case-removed old:16:7",
            "breaking-wire enum-value-changed new:12:12",
        ]),
        // OpenAPI documents: a name derived from the path, `required`, an inline enum, and the kinds above.
        Case(name: "openapi-route-renamed", expected: ["breaking-callers endpoint-renamed new:9:5"]),
        Case(name: "openapi-endpoint-removed", expected: ["breaking-callers endpoint-removed old:10:5"]),
        Case(name: "openapi-parameter-added", expected: ["breaking-callers parameter-added new:28:11"]),
        Case(name: "openapi-property-removed", expected: ["breaking-callers property-removed old:42:9"]),
        Case(name: "openapi-response-type-changed", expected: ["breaking-callers response-type-changed new:23:5"]),
        // `display_name` → `displayName`: both are the Swift property `displayName`.
        Case(name: "openapi-property-key-changed", expected: ["breaking-wire property-key-changed new:41:9"]),
        Case(name: "openapi-date-format-changed", expected: ["breaking-wire date-format-changed new:42:9"]),
        Case(name: "openapi-base-url-removed", expected: ["breaking-wire base-url-removed old:1:1"]),
        Case(name: "openapi-parameter-added-optional", expected: ["compatible parameter-added new:28:11"]),
        Case(name: "openapi-documentation-changed", expected: ["compatible documentation-changed new:23:5"]),
        Case(name: "openapi-property-required", expected: ["breaking-callers property-type-changed new:25:9"]),
        Case(name: "openapi-enum-case-removed", expected: ["breaking-callers enum-case-removed old:26:59"]),
        // The same API written differently.
        Case(name: "no-change-reordered", expected: []),
        Case(name: "no-change-json", expected: []),
        Case(name: "no-change-comments", expected: []),
        Case(name: "openapi-no-change-json", expected: []),
    ]

    @Test(arguments: cases) func reportsExactlyTheChange(_ fixture: Case) {
        let changes = DiffFixtures.changes(fixture.name)
        #expect(changes.map(DiffFixtures.summary) == fixture.expected)
        for change in changes {
            // The location is in NEW, or in OLD for what was removed.
            #expect(URL(fileURLWithPath: change.location.file).deletingPathExtension().lastPathComponent == change.side.rawValue)
        }
    }

    @Test func everyFixtureFolderHasACase() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: DiffFixtures.directory)
            .filter { !$0.hasPrefix(".") && !$0.hasPrefix("real-") }
        #expect(Set(folders) == Set(Self.cases.map(\.name)))
    }

    @Test func changesNameTheGeneratedSymbols() {
        let symbols = { (name: String) in DiffFixtures.changes(name).first?.symbols ?? [] }
        // The signature callers wrote, and the new one.
        #expect(symbols("parameter-added") == ["UsersService.getUser(id:)", "UsersService.getUser(id:fields:)", "GetUserAPI"])
        #expect(symbols("parameter-type-changed") == ["UsersService.getUser(id:)", "GetUserAPI"])
        #expect(symbols("endpoint-renamed") == [
            "UsersService.listUsers(role:)", "ListUsersAPI", "UsersService.findUsers(role:)", "FindUsersAPI",
        ])
        #expect(symbols("property-key-changed") == ["User.email"])
        #expect(symbols("enum-case-removed") == ["Role.guest"])
        #expect(symbols("model-renamed") == ["Team", "Group"])
        #expect(symbols("openapi-enum-case-removed") == ["UserStatus.deleted"])
        #expect(symbols("base-url-removed") == ["UsersService.defaultBaseURLs"])
    }

    @Test func messagesSayWhatChanged() {
        let message = { (name: String) in DiffFixtures.changes(name).first?.message ?? "" }
        #expect(message("property-optionality-changed")
            == "the type of 'email' changed from 'String?' to 'String'; it is now required, so payloads without 'email' no longer decode")
        #expect(message("date-format-changed") == "the date format of 'createdAt' changed from ISO 8601 to seconds since 1970")
        #expect(message("envelope-changed") == "the response envelope changed: code 'code' → 'status'")
        #expect(message("openapi-route-renamed") == "the endpoint 'getUsersById' was renamed to 'getAccountsById'; "
            + "'NewService.getUsersById(id:)' is now 'NewService.getAccountsById(id:)', and requests now go to GET /accounts/{id} (was GET /users/{id})")
    }

    /// Every vendored OpenAPI document (Fixtures/openapi/corpus) against itself: nothing, however large.
    @Test(arguments: OpenAPICorpus.documents) func aDocumentComparedWithItselfHasNoChanges(_ name: String) {
        let path = OpenAPICorpus.path(name)
        #expect(DiffFixtures.changes(old: path, new: path).isEmpty)
    }

    @Test func breakingChangesTheSpecCanAvoidHaveAHint() {
        let hint = { (name: String) in DiffFixtures.changes(name).first?.hint }
        #expect(hint("parameter-added") == "give the parameter a default, or make it optional, to keep existing calls compiling")
        #expect(hint("property-made-required") == "keep the default so that payloads of servers that leave the key out still decode")
        #expect(hint("parameter-added-default") == nil)  // the same kind, but compatible
        #expect(hint("property-key-changed") == nil)  // only the server knows whether the key really changed
    }

    @Test func aSpecComparedWithItselfHasNoChanges() {
        for spec in ["Users.yaml", "Shop.yaml", "Petstore.yaml", "HTTPBin.yaml", "Weather.json"] {
            let path = DiffFixtures.directory + "/../../../../Specs/" + spec
            #expect(DiffFixtures.changes(old: path, new: path).isEmpty, "\(spec)")
        }
    }
}
