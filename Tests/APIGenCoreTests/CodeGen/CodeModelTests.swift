import Testing
@testable import APIGenCore

@Suite struct CodeModelTests {

    @Test func adversarialNamesWarnAtTheirSpecLocations() {
        let (_, diagnostics) = CodeModelBuilder.build(SpecFixtures.adversarial)
        #expect(!diagnostics.hasErrors)
        let warnings = diagnostics.filter { $0.severity == .warning }
        let lines = Set(warnings.compactMap { $0.location?.line })
        // Type (21), Result (23), Error (26) shadow; first_name (14) and hashValue (18) collide; enum values (22).
        #expect(lines == [14, 18, 21, 22, 23, 26])
        #expect(warnings.contains { $0.message.contains("'Result'") && $0.message.contains("'ResultModel'") })
        #expect(warnings.contains { $0.message.contains("'unknown'") && $0.message.contains("'unknown2'") })
    }

    @Test func modelNamesAvoidShadowingAndKeywords() {
        let (model, _) = CodeModelBuilder.build(SpecFixtures.adversarial)
        #expect(model.models.map(\.typeName) == ["Class", "TypeModel", "ResultModel", "ErrorModel", "Node", "Priority", "OldThing"])
        #expect(model.service.typeName == "TrickyNamesService")
        #expect(model.group == "TrickyNames")
        #expect(model.specBaseName == "tricky-names")
        #expect(model.apis.map(\.className) == ["GetClassAPI", "ForAPI", "SubmitFormAPI", "SendAPI"])
        #expect(model.apis.map(\.methodName) == ["getClass", "`for`", "submitForm", "send"])
    }

    @Test func enumCasesAreLegalAndUnique() throws {
        let (model, _) = CodeModelBuilder.build(SpecFixtures.adversarial)
        guard case .enumeration(let enumeration) = model.models[1].kind else {
            Issue.record("TypeModel is not an enum")
            return
        }
        #expect(enumeration.cases.map(\.name) == ["empty", "_1st", "aB", "aB2", "`default`", "unknown2", "selfValue", "empty2"])
        #expect(enumeration.cases.map(\.rawLiteral) == [#""""#, #""1st""#, #""a-b""#, #""a_b""#, #""default""#, #""unknown""#, #""self""#, ##""\"\"\"""##])
        guard case .enumeration(let priority) = model.models[5].kind else { return }
        #expect(priority.cases.map(\.name) == ["_1", "_minus1"])
        #expect(priority.cases.map(\.rawLiteral) == ["1", "-1"])
    }

    @Test func modelPropertiesAreBoxedButArraysAndEnumsAreNot() {
        let (model, _) = CodeModelBuilder.build(SpecFixtures.adversarial)
        guard case .structure(let node) = model.models[4].kind else {
            Issue.record("Node is not a struct")
            return
        }
        #expect(node.properties.map(\.boxStorage) == [nil, "_parent", nil, nil])
        #expect(node.needsBox && node.customCoding && node.needsCodingKeys)
        #expect(node.properties[1].decodeStatement == "self._parent = try container.decodeIfPresent(Node.self, forKey: .parent).map(Indirect.init)")
        #expect(node.properties[1].initStatement == "self._parent = parent.map(Indirect.init)")
        #expect(node.properties[1].box == PropertyBox(
            type: "Indirect<Node>?", get: "_parent?.value", set: "_parent = newValue.map(Indirect.init)"))
        #expect(node.properties[3].encodeStatement == "try container.encodeIfPresent(self.updated, forKey: .updated, format: .unixMillis)")
    }

    @Test func aRequiredNestedModelHasABoxOfItsOwnTypeAndEnumsStayInline() {
        let location = SpecFixtures.at(1)
        let spec = ServiceSpec(file: "A.yaml", service: "A", models: [
            ModelSpec(name: "Order", kind: .object([
                PropertySpec(name: "cart", type: .model("Cart"), location: location),
                PropertySpec(name: "status", type: .model("Status"), location: location),
                PropertySpec(name: "history", type: .array(.model("Cart")), location: location),
            ]), location: location),
            ModelSpec(name: "Cart", kind: .object([PropertySpec(name: "id", type: .builtin(.int), location: location)]), location: location),
            ModelSpec(name: "Status", kind: .enumeration(EnumSpec(rawType: .string, cases: [EnumCaseSpec(value: "open", location: location)])),
                      location: location),
        ], location: location)
        let (model, _) = CodeModelBuilder.build(spec)
        guard case .structure(let order) = model.models[0].kind else {
            Issue.record("Order is not a struct")
            return
        }
        #expect(order.properties.map(\.boxStorage) == ["_cart", nil, nil])
        #expect(order.properties[0].box == PropertyBox(type: "Indirect<Cart>", get: "_cart.value", set: "_cart = Indirect(newValue)"))
        #expect(order.properties[0].initStatement == "self._cart = Indirect(cart)")
        #expect(order.properties[0].decodeStatement == "self._cart = Indirect(try container.decode(Cart.self, forKey: .cart))")
        #expect(order.customCoding && order.needsCodingKeys)
    }

    @Test func numbersBooleansAndOptionalURLsDecodeTolerantly() {
        let location = SpecFixtures.at(1)
        func property(_ name: String, _ type: TypeRef) -> PropertySpec { PropertySpec(name: name, type: type, location: location) }
        let spec = ServiceSpec(file: "A.yaml", service: "A", models: [
            ModelSpec(name: "Link", kind: .object([
                property("href", .builtin(.url)),
                property("fallback", .optional(.builtin(.url))),
                property("owner", .optional(.builtin(.uuid))),
                property("title", .optional(.builtin(.string))),
                property("mirrors", .optional(.array(.builtin(.url)))),
                property("seen", .optional(.builtin(.date))),
                PropertySpec(name: "checked", type: .optional(.builtin(.date)), format: .iso8601, location: location),
                property("created", .builtin(.date)),
            ]), location: location),
            ModelSpec(name: "Plain", kind: .object([
                property("id", .builtin(.uuid)),
                property("note", .optional(.builtin(.string))),
            ]), location: location),
            ModelSpec(name: "Lists", kind: .object([
                property("ids", .array(.builtin(.int))),
                property("tags", .optional(.array(.builtin(.string)))),
            ]), location: location),
            ModelSpec(name: "Counts", kind: .object([
                property("total", .builtin(.int)),
                property("big", .optional(.builtin(.int64))),
                property("price", .builtin(.double)),
                PropertySpec(name: "active", type: .builtin(.bool), defaultValue: .bool(true), location: location),
                property("samples", .array(.builtin(.int))),
            ]), location: location),
        ], location: location)
        let (model, diagnostics) = CodeModelBuilder.build(spec)
        #expect(diagnostics.isEmpty)
        guard case .structure(let link) = model.models[0].kind, case .structure(let plain) = model.models[1].kind,
              case .structure(let lists) = model.models[2].kind, case .structure(let counts) = model.models[3].kind else {
            Issue.record("Link, Plain, Lists and Counts are not structs")
            return
        }
        // Numbers and Booleans also read their text (and strings a number); lists keep the plain decode.
        #expect(counts.properties.map(\.decodeStatement) == [
            "self.total = try container.decodeLenient(Int.self, forKey: .total)",
            "self.big = try container.decodeLenientIfPresent(Int64.self, forKey: .big)",
            "self.price = try container.decodeLenient(Double.self, forKey: .price)",
            "self.active = try container.decodeLenientIfPresent(Bool.self, forKey: .active) ?? true",
            "self.samples = try container.decode([Int].self, forKey: .samples)",
        ])
        #expect(counts.customCoding)
        #expect(!lists.customCoding && !lists.needsCodingKeys, "a model of lists keeps the synthesized coding")
        #expect(link.properties.map(\.decodeStatement) == [
            "self.href = try container.decode(URL.self, forKey: .href)",
            "self.fallback = try container.decodeIfNonEmpty(URL.self, forKey: .fallback)",
            "self.owner = try container.decodeIfNonEmpty(UUID.self, forKey: .owner)",
            "self.title = try container.decodeLenientIfPresent(String.self, forKey: .title)",
            "self.mirrors = try container.decodeIfPresent([URL].self, forKey: .mirrors)",
            "self.seen = try container.decodeIfNonEmpty(Date.self, forKey: .seen)",
            // The runtime's format overload reads "" as nil itself.
            "self.checked = try container.decodeIfPresent(Date.self, forKey: .checked, format: .iso8601)",
            "self.created = try container.decode(Date.self, forKey: .created)",
        ])
        #expect(link.customCoding && link.needsCodingKeys, "the synthesized init(from:) would fail on \"\"")
        #expect(plain.properties.map(\.decodeStatement) == [
            "self.id = try container.decode(UUID.self, forKey: .id)",
            "self.note = try container.decodeLenientIfPresent(String.self, forKey: .note)",
        ])
    }

    @Test func mutualRecursionThroughOptionalsIsBroken() {
        let location = SpecFixtures.at(1)
        let spec = ServiceSpec(file: "A.yaml", service: "A", models: [
            ModelSpec(name: "A", kind: .object([PropertySpec(name: "b", type: .optional(.model("B")), location: location)]), location: location),
            ModelSpec(name: "B", kind: .object([
                PropertySpec(name: "a", type: .model("A"), location: location),
                PropertySpec(name: "list", type: .array(.model("A")), location: location),
            ]), location: location),
        ], location: location)
        let boxed = RecursionAnalysis.analyze(spec.models).boxedProperties
        #expect(boxed == ["A": ["b"], "B": ["a"]])
    }

    @Test func apiParametersAvoidBaseAPIMembers() {
        let (model, _) = CodeModelBuilder.build(SpecFixtures.adversarial)
        let getClass = model.apis[0]
        #expect(getClass.parameters.map(\.label) == ["`default`", "selfValue", "path", "tag", "xToken", "client"])
        #expect(getClass.parameters.map(\.storedName) == ["`default`", "selfValue", "pathValue", "tag", "xToken", "client"])
        #expect(getClass.argumentList == "default: `default`, selfValue: selfValue, path: path, tag: tag, xToken: xToken, client: client")
        #expect(getClass.pathExpression == #""/classes/\(APIPath.segment(`default`))/\(APIPath.segment(selfValue))%22%5C(x)""#)
        #expect(getClass.queryItems == [#"QueryItem("path", pathValue)"#, #"QueryItem("tag", tag)"#, #"QueryItem("client", client)"#])
        #expect(getClass.parameters[3].defaultValue == ".aB")
        #expect(getClass.tagParameterName == "tag requestTag")
        #expect(model.apis[2].completionParameterName == "completion completionHandler")
    }

    @Test func literalPathTextIsPercentEncoded() {
        #expect(CodeModelBuilder.percentEncodedPathText("/a b/é/%20/x?y=1") == "/a%20b/%C3%A9/%20/x?y=1")
        #expect(CodeModelBuilder.percentEncodedPathText("/\"\\(x)#{}") == "/%22%5C(x)%23%7B%7D")
    }

    @Test func jsonFieldsPagingAndDeprecation() {
        let (model, _) = CodeModelBuilder.build(SpecFixtures.adversarial)
        let forAPI = model.apis[1]
        #expect(forAPI.availability == #"@available(*, deprecated, message: "Use \"while\".")"#)
        #expect(forAPI.bodyExpression == ".json(JSONBody(body: bodyValue, theCount: theCount))")
        #expect(forAPI.jsonBody?.properties.map(\.keyDiffers) == [false, true])
        #expect(forAPI.nextPageExpression == "ForAPI(page: (page ?? 1) + 1, body: bodyValue, theCount: theCount)")
        #expect(forAPI.currentPageExpression == "(page ?? 1)")
        #expect(forAPI.pagesMethodName == "forPages")
        #expect(model.apis[2].bodyExpression == #".form([FormField("completion", completion), FormField("priority", priority)])"#)
        #expect(model.apis[2].discardableResult)
        #expect(model.apis[3].bodyExpression == "bodyValue.map { RequestBody.json($0) }")
        // OldThing is used by a non-deprecated endpoint, so it gets a note instead of an attribute.
        #expect(model.models[6].availability == nil)
        #expect(model.models[6].docLines == ["- Note: Deprecated. Use \"NewThing\"."])
    }

    @Test func usersSpecRequestDetails() {
        let (model, diagnostics) = CodeModelBuilder.build(SpecFixtures.users)
        #expect(diagnostics.isEmpty)
        let getUser = model.apis[0]
        #expect(getUser.keyPathLiteral == #""data.user""#)
        #expect(getUser.timeoutLiteral == "10")
        #expect(getUser.envelopeExpression == #"Envelope(code: "code", success: [0, 200], message: "message")"#)
        #expect(getUser.baseURLsExpression == "Self.defaultBaseURLs")
        #expect(getUser.baseURLLiterals == [#""https://api.example.com/v1""#, #""https://backup.example.com/v1""#])
        #expect(getUser.baseHeaderItems == [#"HTTPHeader("Accept", "application/json")"#])
        #expect(model.apis[1].nextPageExpression == "ListUsersAPI(page: page + 1)")
        #expect(model.apis[1].currentPageExpression == "page")
        #expect(model.apis[1].stubLiteral == #""Stubs/listUsers.json""#)
        // uploadAvatar returns Empty: the envelope's `data` keypath does not apply.
        #expect(model.apis[2].keyPathLiteral == nil)
        #expect(model.apis[1].keyPathLiteral == #""data.items""#)
        #expect(model.apis[2].bodyExpression == #".multipart([MultipartPart("file", file), MultipartPart("caption", caption)])"#)
    }

    @Test func typesThatCannotWorkAreErrors() {
        let location = SpecFixtures.at(5)
        let spec = ServiceSpec(file: "Bad.yaml", service: "Bad", models: [
            ModelSpec(name: "M", kind: .object([PropertySpec(name: "f", type: .builtin(.file), location: SpecFixtures.at(2))]), location: location),
        ], endpoints: [
            EndpointSpec(
                name: "e", method: .get, path: "/x/{missing}",
                params: [
                    ParamSpec(name: "m", placement: .query, type: .model("M"), location: SpecFixtures.at(7)),
                    ParamSpec(name: "p", placement: .query, type: .builtin(.string), location: SpecFixtures.at(8)),
                ],
                body: BodySpec(encoding: .form, content: .fields([FieldSpec(name: "f", type: .builtin(.file), location: SpecFixtures.at(9))]), location: location),
                response: .model("Nope"), paging: PagingSpec(param: "p", location: SpecFixtures.at(10)), location: SpecFixtures.at(6)),
        ], location: location)
        let (_, diagnostics) = CodeModelBuilder.build(spec)
        let errorLines = diagnostics.filter { $0.severity == .error }.compactMap { $0.location?.line }.sorted()
        // File property (2), unknown response and bad path placeholder (6, 6), struct as query (7), File in form (9), paging on a String (10).
        #expect(errorLines == [2, 6, 6, 7, 9, 10])
    }

    @Test func defaultsBecomeLiteralsOrWarnings() {
        let location = SpecFixtures.at(3)
        let spec = ServiceSpec(file: "D.yaml", service: "D", endpoints: [
            EndpointSpec(name: "e", method: .get, path: "/", params: [
                ParamSpec(name: "a", placement: .query, type: .builtin(.double), defaultValue: .double(0.5), location: location),
                ParamSpec(name: "b", placement: .query, type: .builtin(.bool), defaultValue: .bool(false), location: location),
                ParamSpec(name: "c", placement: .query, type: .builtin(.url), defaultValue: .string("x"), location: SpecFixtures.at(4)),
                ParamSpec(name: "d", placement: .query, type: .optional(.builtin(.int64)), defaultValue: .int(7), location: location),
            ], location: location),
        ], location: location)
        let (model, diagnostics) = CodeModelBuilder.build(spec)
        #expect(model.apis[0].parameters.map(\.defaultValue) == ["0.5", "false", nil, "7"])
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.location?.line == 4)
    }

    /// A case named `none` as the default of an optional: `.none` would be read as `Optional.none` (a warning, and the
    /// default silently `nil`), so the type is spelled. Found compiling DigitalOcean's OpenAPI client.
    @Test func optionalEnumDefaultsNamedNoneSpellTheirType() {
        let at = SourceLocation(file: "spec.yaml", line: 1, column: 1)
        let mode = ModelSpec(name: "Mode", kind: .enumeration(EnumSpec(rawType: .string, cases: [
            EnumCaseSpec(value: "none", location: at), EnumCaseSpec(value: "file", location: at),
        ])), location: at)
        let settings = ModelSpec(name: "Settings", kind: .object([
            PropertySpec(name: "output", type: .optional(.model("Mode")), defaultValue: .enumCase("none"), location: at),
            PropertySpec(name: "fallback", type: .model("Mode"), defaultValue: .enumCase("none"), location: at),
            PropertySpec(name: "other", type: .optional(.model("Mode")), defaultValue: .enumCase("file"), location: at),
        ]), location: at)
        let (model, diagnostics) = CodeModelBuilder.build(ServiceSpec(file: "spec.yaml", service: "S", models: [mode, settings], location: at))
        #expect(!diagnostics.hasErrors)
        guard case .structure(let structure) = model.models[1].kind else {
            Issue.record("Settings is not a struct")
            return
        }
        #expect(structure.properties.map(\.defaultValue) == ["Mode.none", ".none", ".file"])
    }

    /// A variant whose case would be spelled like a generated type (a leading digit survives lowerCamelCase) is renamed:
    /// `case _2Item(_2Item)` made `_2Item.self` inside the enum mean the case. Found compiling DigitalOcean's client.
    @Test func unionCasesNeverShadowTypes() {
        let at = SourceLocation(file: "spec.yaml", line: 1, column: 1)
        let item = ModelSpec(name: "_2Item", kind: .object([PropertySpec(name: "id", type: .builtin(.int), location: at)]), location: at)
        let union = ModelSpec(name: "Content", kind: .union(UnionSpec(variants: [
            UnionVariantSpec(name: "_2Item", type: .model("_2Item"), location: at),
            UnionVariantSpec(name: "text", type: .builtin(.string), location: at),
        ])), location: at)
        let (model, diagnostics) = CodeModelBuilder.build(ServiceSpec(file: "spec.yaml", service: "S", models: [item, union], location: at))
        #expect(diagnostics.map(\.message) == [
            "variant '_2Item' of 'Content': '_2Item' is the name of a generated type; the case is generated as '_2Item2'",
        ])
        guard case .union(let code) = model.models[1].kind else {
            Issue.record("Content is not a union")
            return
        }
        #expect(code.cases.map(\.name) == ["_2Item2", "text"])
    }
}
