import Testing
@testable import APIGenCore

/// Code-model checks of the endpoint features for specs built in code (as the OpenAPI importer does).
@Suite struct EndpointFeatureCodeModelTests {
    private let at = SourceLocation(file: "s.yaml", line: 3, column: 3)

    @Test func securityHelperNamedLikeAnEndpointIsRenamedWithAWarning() {
        let spec = ServiceSpec(
            file: "s.yaml", service: "S", security: [SecuritySchemeSpec(name: "login", kind: .basic, location: at)],
            endpoints: [EndpointSpec(name: "login", method: .post, path: "/login", location: at)], location: at)
        let (model, diagnostics) = CodeModelBuilder.build(spec)
        #expect(model.service.securityHelpers.map(\.name) == ["login2"])
        #expect(diagnostics.map(\.description) == [
            "s.yaml:3:3: warning: security scheme 'login' would generate the helper 'login', which is already taken; it is generated as 'login2'",
        ])
    }

    @Test func cookieDictionariesAreRejected() {
        let param = ParamSpec(name: "prefs", placement: .cookie, type: .dictionary(.builtin(.string)), location: at)
        let spec = ServiceSpec(
            file: "s.yaml", service: "S", endpoints: [EndpointSpec(name: "get", method: .get, path: "/", params: [param], location: at)],
            location: at)
        #expect(CodeModelBuilder.build(spec).diagnostics.map(\.description) == [
            "s.yaml:3:3: error: a cookie parameter cannot have type '[String: String]'",
        ])
    }

    @Test func errorModelTypesPickOneFunctionOrAnEnum() {
        let same = [
            ErrorResponseSpec(status: "404", type: .builtin(.string), location: at),
            ErrorResponseSpec(status: "default", type: .builtin(.string), location: at),
        ]
        let endpoint = EndpointSpec(name: "get", method: .get, path: "/", errors: same, location: at)
        let spec = ServiceSpec(file: "s.yaml", service: "S", endpoints: [endpoint], location: at)
        let model = CodeModelBuilder.build(spec).model.apis.first?.errorModel
        #expect(model?.singleType == "String")
        #expect(model?.statusList == #"["404", "default"]"#)
        #expect(model?.cases.isEmpty == true)
        var mixed = endpoint
        mixed.errors[1].type = .builtin(.json)
        let enumModel = CodeModelBuilder.build(ServiceSpec(file: "s.yaml", service: "S", endpoints: [mixed], location: at)).model.apis.first?.errorModel
        #expect(enumModel?.returnType == "ErrorBody")
        #expect(enumModel?.cases.map(\.caseName) == ["status404", "other"])
        #expect(enumModel?.cases.map(\.type) == ["String", "JSON"])
    }
}
