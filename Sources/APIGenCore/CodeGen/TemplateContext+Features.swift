/// Context of typed errors and security helpers (schema in docs/Templates.md).
extension TemplateContext {
    static func errorModelContext(_ model: ErrorModelCode) -> MustacheValue {
        .object([
            "docLines": strings(model.docLines),
            "returnType": .string(model.returnType),
            "singleType": optional(model.singleType),
            "isEnum": .bool(model.singleType == nil),
            "statusList": .string(model.statusList),
            "cases": .list(model.cases.map { item in
                .object([
                    "caseName": .string(item.caseName),
                    "type": .string(item.type),
                    "statusLiteral": .string(item.statusLiteral),
                    "docLines": strings(item.docLines),
                ])
            }),
        ])
    }

    static func securityHelperContext(_ helper: SecurityHelperCode) -> MustacheValue {
        .object([
            "name": .string(helper.name),
            "parameterList": .string(helper.parameterList),
            "expression": .string(helper.expression),
            "docLines": strings(helper.docLines),
        ])
    }
}
