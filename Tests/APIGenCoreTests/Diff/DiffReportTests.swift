import Foundation
import Testing
@testable import APIGenCore

/// The three report formats, exactly, for the `mixed` pair (one change of each class).
@Suite struct DiffReportTests {
    let changes = DiffFixtures.changes("mixed")

    func report(_ format: DiffReport.Format) -> String {
        DiffFixtures.relative(DiffReport.render(changes, format: format), case: "mixed")
    }

    @Test func text() {
        #expect(report(.text) == """
            new.yaml:31:7: breaking for callers: Users endpoint 'getUser': parameter 'fields: String' was added without a default; existing calls no longer compile
                affects: UsersService.getUser(id:), UsersService.getUser(id:fields:), GetUserAPI
                hint: give the parameter a default, or make it optional, to keep existing calls compiling
            new.yaml:20:34: compatible: Users model 'Role': case '.owner' ("owner") was added; old clients decode it as '.unknown'
                affects: Role.owner
            new.yaml:16:7: breaking on the wire: Users model 'User': 'email' is now read and written under the key 'mail' (was 'email'); the Swift name is unchanged
                affects: User.email
            3 changes: 1 breaking for callers, 1 breaking on the wire, 1 compatible

            """)
    }

    @Test func markdown() {
        #expect(report(.markdown) == """
            ### apigen diff: 3 changes: 1 breaking for callers, 1 breaking on the wire, 1 compatible

            #### Breaking for callers (1)

            | Where | Change | Swift symbols |
            |---|---|---|
            | `new.yaml:31:7` | Users endpoint 'getUser': parameter 'fields: String' was added without a default; existing calls no longer compile (hint: give the parameter a default, or make it optional, to keep existing calls compiling) | `UsersService.getUser(id:)`, `UsersService.getUser(id:fields:)`, `GetUserAPI` |

            #### Breaking on the wire (1)

            | Where | Change | Swift symbols |
            |---|---|---|
            | `new.yaml:16:7` | Users model 'User': 'email' is now read and written under the key 'mail' (was 'email'); the Swift name is unchanged | `User.email` |

            #### Compatible (1)

            | Where | Change | Swift symbols |
            |---|---|---|
            | `new.yaml:20:34` | Users model 'Role': case '.owner' ("owner") was added; old clients decode it as '.unknown' | `Role.owner` |

            """)
    }

    @Test func json() throws {
        let text = report(.json)
        #expect(text == """
            {
              "summary": {
                "breaking-callers": 1,
                "breaking-wire": 1,
                "compatible": 1
              },
              "changes": [
                {
                  "impact": "breaking-callers",
                  "kind": "parameter-added",
                  "service": "Users",
                  "subject": "endpoint 'getUser'",
                  "message": "parameter 'fields: String' was added without a default; existing calls no longer compile",
                  "symbols": ["UsersService.getUser(id:)", "UsersService.getUser(id:fields:)", "GetUserAPI"],
                  "file": "new.yaml",
                  "line": 31,
                  "column": 7,
                  "side": "new",
                  "hint": "give the parameter a default, or make it optional, to keep existing calls compiling"
                },
                {
                  "impact": "compatible",
                  "kind": "enum-case-added",
                  "service": "Users",
                  "subject": "model 'Role'",
                  "message": "case '.owner' (\\"owner\\") was added; old clients decode it as '.unknown'",
                  "symbols": ["Role.owner"],
                  "file": "new.yaml",
                  "line": 20,
                  "column": 34,
                  "side": "new",
                  "hint": null
                },
                {
                  "impact": "breaking-wire",
                  "kind": "property-key-changed",
                  "service": "Users",
                  "subject": "model 'User'",
                  "message": "'email' is now read and written under the key 'mail' (was 'email'); the Swift name is unchanged",
                  "symbols": ["User.email"],
                  "file": "new.yaml",
                  "line": 16,
                  "column": 7,
                  "side": "new",
                  "hint": null
                }
              ]
            }

            """)
        // It is JSON that a CI script can read.
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let list = object?["changes"] as? [[String: Any]]
        #expect(list?.count == 3)
        #expect(list?.first?["line"] as? Int == 31)
        #expect(list?.last?["hint"] is NSNull)
    }

    @Test func noChanges() {
        #expect(DiffReport.render([], format: .text) == "no changes to the generated API\n")
        #expect(DiffReport.render([], format: .markdown) == "### apigen diff: no changes to the generated API\n")
        #expect(DiffReport.render([], format: .json) == """
            {
              "summary": {
                "breaking-callers": 0,
                "breaking-wire": 0,
                "compatible": 0
              },
              "changes": []
            }

            """)
    }

    @Test func textThatWouldBreakTheFormatsIsEscaped() throws {
        let location = SourceLocation(file: "a|b.yaml", line: 1, column: 2)
        let change = APIChange(
            .compatible, kind: "documentation-changed", service: "S", subject: .service,
            message: "quote \" backslash \\ tab \t pipe | newline \n end", symbols: [], location: location)
        let markdown = DiffReport.render([change], format: .markdown)
        #expect(markdown.contains("| `a\\|b.yaml:1:2` | S service: quote \" backslash \\ tab \t pipe \\| newline   end |  |\n"))
        let json = DiffReport.render([change], format: .json)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let first = (object?["changes"] as? [[String: Any]])?.first
        #expect(first?["message"] as? String == change.message)
        #expect(first?["file"] as? String == "a|b.yaml")
    }
}
