/// One service's spec next to its code model, with each endpoint and model paired to its generated code.
struct ServiceView {
    let spec: ServiceSpec
    let code: CodeModel
    /// Endpoints in spec order; the code model builds one API per endpoint, in the same order.
    let endpoints: [(spec: EndpointSpec, code: APICode)]
    /// Models in spec order (the first of a repeated name, as the code model keeps it).
    let models: [(spec: ModelSpec, code: ModelCode)]

    init(_ spec: ServiceSpec) {
        self.spec = spec
        code = CodeModelBuilder.build(spec).model
        endpoints = Array(zip(spec.endpoints, code.apis))
        var seen: Set<String> = []
        let unique = spec.models.filter { seen.insert($0.name).inserted }
        models = Array(zip(unique, code.models))
    }
}
