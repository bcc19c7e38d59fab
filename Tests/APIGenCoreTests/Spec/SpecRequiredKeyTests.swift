import Testing
@testable import APIGenCore

/// Required keys and empty values, on `pingSpec` (extra endpoint keys from line 6, column 5).
@Suite struct SpecRequiredKeyTests {
    @Test func parametersAndFieldsNeedATypeAndBodiesNeedContent() {
        #expect(problems(pingSpec([("params", ["id": ["in": "path"]])], path: "/u/{id}")) == [
            "spec.yaml:7:7: error: missing key 'type' in parameter 'id' of endpoint 'ping'",
        ])
        #expect(problems(pingSpec([("body", ["encoding": "form"])], method: "POST")) == [
            "spec.yaml:6:5: error: missing key 'type' or 'fields' in the body of endpoint 'ping'",
        ])
        #expect(problems(pingSpec([("body", ["fields": ["name": ["key": "n"]]])], method: "POST")) == [
            "spec.yaml:8:9: error: missing key 'type' in field 'name' of endpoint 'ping'",
        ])
        #expect(problems(pingSpec([("params", ["page": "Int"]), ("paging", ["parm": "page"])])) == [
            "spec.yaml:8:5: error: missing key 'param' in 'paging'",
            "spec.yaml:9:7: error: unknown key 'parm' in 'paging'",
        ])
    }

    @Test func invalidPlacementSuggestsTheClosest() {
        let diagnostics = decodeSpec(pingSpec([("params", ["a": ["in": "quer", "type": "Int"]])])).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:8:13: error: invalid parameter location 'quer'"])
        #expect(diagnostics.first?.notes == ["did you mean 'query'?", "use path, query, header or cookie; a request body goes under 'body'"])
    }

    @Test func emptyValues() {
        // "" is a legitimate enum value (code generation names its case `empty`).
        #expect(problems(["service": "Users", "models": ["E": ["enum": ["a", ""]]]]) == [])
        #expect(problems(["service": "Users", "envelope": ["code": "code", "success": []]]) == [
            "spec.yaml:4:12: error: 'success' needs at least one code",
        ])
        #expect(problems(pingSpec([("params", ["a": ["type": "Int", "key": ""]])])) == [
            "spec.yaml:9:14: error: 'key' cannot be empty",
        ])
        #expect(problems(["service": ""]) == ["spec.yaml:1:10: error: 'service' cannot be empty"])
    }

    @Test func pathsCannotHoldWhitespaceOrFragments() {
        #expect(problems(pingSpec(path: "/a b")) == ["spec.yaml:5:13: error: the path cannot contain whitespace"])
        #expect(problems(pingSpec(path: "/a#b")) == ["spec.yaml:5:13: error: the path cannot contain '#'"])
    }

    @Test func namedSectionsNeedMappings() {
        #expect(problems(pingSpec([("params", ["a", "b"])])) == [
            "spec.yaml:7:7: error: expected a mapping for 'params' of endpoint 'ping', found a list",
        ])
        #expect(problems(["service": "Users", "models": ["User": "String"]]) == [
            "spec.yaml:3:9: error: expected a mapping for model 'User', found a string",
        ])
    }
}
