/// `owner:` on a model: the model or endpoint whose file the model's code goes in.
extension SpecDocumentDecoder {
    /// Every owner names one model or one endpoint of this spec, never the model itself, and following owners
    /// from model to model ends (at a model without an owner, or at an endpoint).
    mutating func checkOwners(_ models: [ModelSpec], endpoints: [String]) {
        let endpointNames = Set(endpoints)
        var owners: [String: String] = [:]
        for model in models {
            guard let owner = model.owner else { continue }
            let location = ownerLocations[model.name] ?? model.location
            let isModel = modelTable[owner] != nil
            let isEndpoint = endpointNames.contains(owner)
            if owner == model.name {
                error(
                    "model '\(model.name)' cannot be its own owner", at: location,
                    notes: ["name the model or endpoint whose file it belongs in, or remove 'owner'"])
            } else if isModel, isEndpoint {
                error(
                    "owner '\(owner)' of model '\(model.name)' names both a model and an endpoint", at: location,
                    notes: ["rename the model or the endpoint, so that the owner names one of them"])
            } else if !isModel, !isEndpoint {
                error(
                    "unknown owner '\(owner)' of model '\(model.name)'", at: location,
                    notes: Suggestion.note(for: owner, in: modelNames + endpoints)
                        + ["an owner is a model or an endpoint of this spec; the model's code goes in its file"])
            } else if isModel {
                owners[model.name] = owner
            }
        }
        reportOwnerLoops(owners, in: models)
    }

    /// Owner chains that come back to where they started: no file to put those models in. Each loop is
    /// reported once, at its first model in document order.
    private mutating func reportOwnerLoops(_ owners: [String: String], in models: [ModelSpec]) {
        var settled: Set<String> = []
        for model in models where owners[model.name] != nil && !settled.contains(model.name) {
            var chain: [String] = []
            var seen: Set<String> = []
            var current = model.name
            while let next = owners[current], !settled.contains(current), seen.insert(current).inserted {
                chain.append(current)
                current = next
            }
            settled.formUnion(chain)
            guard let start = chain.firstIndex(of: current) else { continue }
            let loop = chain[start...]
            guard let first = models.first(where: { loop.contains($0.name) }) else { continue }
            error(
                "the owners of " + loop.map { "'\($0)'" }.joined(separator: ", ") + " form a loop",
                at: ownerLocations[first.name] ?? first.location,
                notes: ["one of them must have no owner, or belong to an endpoint"])
        }
    }
}
