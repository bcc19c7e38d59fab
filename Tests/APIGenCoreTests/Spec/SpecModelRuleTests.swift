import Testing
@testable import APIGenCore

/// Model rules. Specs are `service: Users` (line 1), `models:` (line 2), the first model on line 3.
@Suite struct SpecModelRuleTests {
    func models(_ models: TestNode) -> TestNode { ["service": "Users", "models": models] }

    @Test func modelNamesCannotBeBuiltins() {
        let diagnostics = decodeSpec(models(["JSON": ["enum": ["a"]], "Empty": ["properties": [:]]])).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:3:3: error: model 'JSON' clashes with the built-in type 'JSON'",
            "spec.yaml:6:3: error: model 'Empty' clashes with the built-in type 'Empty'",
        ])
        #expect(diagnostics.first?.notes == [
            "rename the model; the built-in types are Int, Int64, Double, Bool, String, Date, URL, UUID, Data, File, JSON, Empty",
        ])
    }

    @Test func namesAreTheAPIsOwnAndNeedNotBeSwiftIdentifiers() {
        // Code generation converts them (`first-name` → `firstName`, `2fa` → `_2fa`) and renames collisions.
        #expect(problems(models(["User": ["properties": [:]], "user": ["properties": [:]]])) == [])
        #expect(problems(models(["User": ["properties": ["first-name": "String", "2fa": "Bool"]]])) == [])
        #expect(problems(models(["User": ["properties": ["": "String"]]])) == [
            "spec.yaml:5:7: error: property name cannot be empty",
        ])
        // Blank is empty: spaces, tabs and other space separators; a line break or a visible character is a name.
        for blank in [" ", "\t ", "\u{3000}\u{A0}"] {
            #expect(problems(models(["User": ["properties": .map([(blank, .string("String"))])]])) == [
                "spec.yaml:5:7: error: property name cannot be empty",
            ], "\(blank.unicodeScalars.map(\.value))")
        }
        #expect(problems(models(["User": ["properties": .map([(" x ", .string("String"))])]])) == [])
    }

    /// A property's wire key may be empty, as JSON allows: SendGrid's contacts have a field named "", and `apigen import`
    /// wrote `key: ""` for it that this decoder then refused, so the imported spec did not validate.
    @Test func aPropertysWireKeyMayBeEmpty() {
        let (spec, diagnostics) = decodeSpec(models(["Contact": ["properties": ["value": ["type": "String?", "key": ""]]]]))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(spec?.models.first?.properties.first?.key == "")
    }

    @Test func modelsNeedPropertiesOrEnumButNotBoth() {
        #expect(problems(models(["A": ["description": "x"], "B": ["properties": [:], "enum": ["a"]]])) == [
            "spec.yaml:3:3: error: model 'A' needs 'properties', 'enum' or 'oneOf'",
            "spec.yaml:7:5: error: model 'B' has both 'properties' and 'enum'",
        ])
    }

    @Test func unknownTypesSuggestModelsAndBuiltins() {
        let diagnostics = decodeSpec(models([
            "User": ["properties": ["role": "Rol", "tags": "[Strng]", "count": "int", "x": "Whatever"]],
            "Role": ["enum": ["admin"]],
        ])).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:5:13: error: unknown type 'Rol'",
            "spec.yaml:6:15: error: unknown type 'Strng'",
            "spec.yaml:7:14: error: unknown type 'int'",
            "spec.yaml:8:10: error: unknown type 'Whatever'",
        ])
        #expect(diagnostics.map(\.notes) == [["did you mean 'Role'?"], ["did you mean 'String'?"], ["did you mean 'Int'?"], []])
    }

    @Test func listTypesWrittenUnquotedInYAMLGetAHint() {
        let diagnostics = decodeSpec(models(["User": ["properties": ["tags": ["String"]]]])).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:6:9: error: expected a type for property 'tags' of model 'User', found a list"])
        #expect(diagnostics.first?.notes == ["quote list types: YAML reads [String] as a list; write \"[String]\""])
    }

    @Test func dictionaryKeysMustBeStrings() {
        #expect(problems(models(["User": ["properties": ["scores": "[Int: Double]"]]])) == [
            "spec.yaml:5:17: error: invalid type '[Int: Double]': dictionary keys must be 'String', found 'Int'",
        ])
    }

    @Test func enumValuesAreUniqueScalarsOfOneKind() {
        let diagnostics = decodeSpec(models([
            "Role": ["enum": ["admin", "member", "admin", 1, true, ["x"]]],
        ])).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:7:9: error: duplicate enum value 'admin' in 'Role'",
            "spec.yaml:8:9: error: enum 'Role' mixes string and integer values",
            "spec.yaml:9:9: error: enum values must be strings or integers, found a boolean",
            "spec.yaml:10:9: error: enum values must be strings or integers, found a list",
        ])
        #expect(diagnostics.map(\.notes) == [
            ["first listed at line 5, column 9"],
            ["the first value is a string; quote integers to make them strings"],
            ["quote it to make it a string: \"true\""],
            [],
        ])
    }

    @Test func enumValuesNeedOnlyBeDistinct() {
        // Values that convert to one Swift case name are told apart by code generation, with a warning.
        #expect(problems(models(["Status": ["enum": ["in_progress", "in-progress"]], "Empty2": ["enum": []]])) == [
            "spec.yaml:8:11: error: enum 'Empty2' has no values",
        ])
    }

    @Test func integerEnumsWithDescriptions() throws {
        let spec = try #require(decodeSpec(models(["Level": ["enum": [["value": 1, "description": "Low"], 0x10]]])).spec)
        #expect(spec.models[0].kind == .enumeration(EnumSpec(rawType: .int, cases: [
            EnumCaseSpec(value: "1", description: "Low", location: SourceLocation(file: "spec.yaml", line: 5, column: 16)),
            EnumCaseSpec(value: "16", location: SourceLocation(file: "spec.yaml", line: 7, column: 9)),
        ])))
    }

    @Test func dateFormats() throws {
        let spec = try #require(decodeSpec(models(["Event": ["properties": [
            "a": ["type": "Date", "format": "unixMillis"],
            "b": ["type": "[Date]?", "format": "yyyy-MM-dd'T'HH:mm"],
            "c": ["type": "Date?", "format": "iso8601Fractional"],
        ]]])).spec)
        guard case .object(let properties) = spec.models[0].kind else {
            Issue.record("Event is not an object")
            return
        }
        #expect(properties.map(\.format) == [.unixMillis, .custom("yyyy-MM-dd'T'HH:mm"), .iso8601Fractional])
    }

    @Test func formatNeedsADateAndAKnownFormat() {
        let diagnostics = decodeSpec(models(["Event": ["properties": [
            "name": ["type": "String", "format": "iso8601"],
            "at": ["type": "Date", "format": "iso8061"],
            "byDay": ["type": "[String: Date]", "format": "date"],
        ]]])).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:7:17: error: 'format' applies only to Date properties; 'name' is 'String'",
            "spec.yaml:10:17: error: unknown date format 'iso8061'",
            "spec.yaml:13:17: error: 'format' applies only to Date properties; 'byDay' is '[String: Date]'",
        ])
        #expect(diagnostics.first?.notes == ["'format' works with Date, Date?, [Date] and [Date]?"])
        #expect(diagnostics[1].notes == [
            "did you mean 'iso8601'?",
            "use iso8601, iso8601Fractional, date, unix, unixMillis, or a date pattern such as 'yyyy-MM-dd HH:mm:ss'",
        ])
    }

    @Test func defaultsMatchTheirType() {
        let diagnostics = decodeSpec(models([
            "Settings": ["properties": [
                "count": ["type": "Int", "default": "abc"],
                "name": ["type": "String", "default": 1],
                "role": ["type": "Role", "default": "admn"],
                "limit": ["type": "Int", "default": nil],
                "created": ["type": "Date", "default": "2020-01-01"],
            ]],
            "Role": ["enum": ["admin", "member"]],
        ])).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:7:18: error: default 'abc' does not match the type 'Int' of property 'count' of model 'Settings'",
            "spec.yaml:10:18: error: default '1' does not match the type 'String' of property 'name' of model 'Settings'",
            "spec.yaml:13:18: error: default 'admn' is not a case of enum 'Role'",
            "spec.yaml:16:18: error: default null needs an optional type; property 'limit' of model 'Settings' is 'Int'",
            "spec.yaml:19:18: error: defaults are not supported for type 'Date' (property 'created' of model 'Settings')",
        ])
        #expect(diagnostics.map(\.notes)[1] == ["quote it to make it a string: \"1\""])
        #expect(diagnostics.map(\.notes)[2] == ["did you mean 'admin'?", "the cases are: admin, member"])
    }

    @Test func validDefaults() throws {
        let spec = try #require(decodeSpec(models([
            "Settings": ["properties": [
                "ratio": ["type": "Double", "default": 1],
                "role": ["type": "Role?", "default": "member"],
                "note": ["type": "String?", "default": nil],
                "on": ["type": "Bool", "default": false],
            ]],
            "Role": ["enum": ["admin", "member"]],
        ])).spec)
        guard case .object(let properties) = spec.models[0].kind else {
            Issue.record("Settings is not an object")
            return
        }
        #expect(properties.map(\.defaultValue) == [
            .double(1), .enumCase("member"), .null, .bool(false),
        ])
    }

    @Test func urlAndUUIDTakeNoDefault() {
        // Generated code could only build them with a force unwrap.
        #expect(problems(models(["Settings": ["properties": ["id": ["type": "UUID", "default": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]]]])) == [
            "spec.yaml:7:18: error: defaults are not supported for type 'UUID' (property 'id' of model 'Settings')",
        ])
    }

    @Test func wireKeysAreUniqueAndPropertiesKeepTheirDetails() throws {
        #expect(problems(models(["User": ["properties": ["a": ["type": "Int", "key": "x"], "x": "Int"]]])) == [
            "spec.yaml:8:7: error: properties 'a' and 'x' both use the key 'x'",
        ])
        let spec = try #require(decodeSpec(models(["User": [
            "deprecated": "Use Account.",
            "properties": ["old": ["type": "Int", "deprecated": true, "description": "Legacy id."]],
        ]])).spec)
        #expect(spec.models[0].deprecated == Deprecation(message: "Use Account."))
        guard case .object(let properties) = spec.models[0].kind else { return }
        #expect(properties[0].deprecated == Deprecation())
        #expect(properties[0].description == "Legacy id.")
    }

    @Test func fileAndEmptyAreNotPropertyTypes() {
        #expect(problems(models(["User": ["properties": ["avatar": "File", "nothing": "[Empty]"]]])) == [
            "spec.yaml:5:15: error: 'File' can only be used in the fields of a multipart body",
            "spec.yaml:6:16: error: 'Empty' can only be a whole response type",
        ])
    }

    @Test func missingPropertyType() {
        #expect(problems(models(["User": ["properties": ["id": ["key": "ID"]]]])) == [
            "spec.yaml:5:7: error: missing key 'type' in property 'id' of model 'User'",
        ])
    }

    @Test func requiredCyclesCannotBeDecoded() {
        let diagnostics = decodeSpec(models([
            "Node": ["properties": ["next": "Node", "parent": "Node?", "children": "[Node]"]],
            "A": ["properties": ["b": "B"]],
            "B": ["properties": ["a": "A", "role": "Role"]],
            "Role": ["enum": ["x"]],
        ])).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:5:7: error: model 'Node' contains itself through required properties: Node.next → Node",
            "spec.yaml:13:7: error: model 'A' contains itself through required properties: A.b → B.a → A",
        ])
        #expect(diagnostics.first?.notes == ["make one of these properties optional ('Node?') or a list"])
    }
}

@Suite struct SpecReservedNameTests {
    /// Names that clash with what generated code uses are the code generator's to rename (with a warning),
    /// so the spec can keep the names its API has; the decoder accepts them.
    @Test func namesGeneratedCodeUsesAreAccepted() {
        let spec: TestNode = [
            "service": "Users",
            "models": ["Envelope": ["properties": [:]], "Result": ["properties": [:]], "Self": ["properties": [:]]],
            "endpoints": ["base": ["method": "GET", "path": "/"]],
        ]
        #expect(decodeSpec(spec).diagnostics.isEmpty)
    }

    @Test func pagingAnObjectResponseIsAWarning() throws {
        let spec: TestNode = [
            "service": "Users",
            "models": ["Page": ["properties": ["items": "[Int]"]]],
            "endpoints": ["list": ["method": "GET", "path": "/", "params": ["page": "Int"], "paging": "page", "response": "Page"]],
        ]
        let (decoded, diagnostics) = decodeSpec(spec)
        #expect(diagnostics.map(\.description) == ["spec.yaml:12:5: warning: endpoint 'list' pages, but its response 'Page' is not a list"])
        #expect(try #require(decoded).endpoints[0].paging?.param == "page")
    }
}
