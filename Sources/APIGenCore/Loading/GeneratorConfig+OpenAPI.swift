/// The `openapi:` section of a config: what apigen's `x-apigen-…` extensions would say inside an OpenAPI document,
/// for teams that cannot edit their backend's document.
///
/// ```yaml
/// openapi:
///   service: Shop                                   # when the document has no x-apigen-service
///   envelope: { code: code, success: [0], data: data }
///   operations:                                     # by operationId (or the generated endpoint name)
///     listOrders: { keypath: data.items, paging: page, stub: Stubs/orders.json, timeout: 10 }
/// ```
extension GeneratorConfig {
    static let openAPIKeys = ["service", "envelope", "optionalProperties", "operations"]
    static let operationKeys = ["keypath", "paging", "stub", "timeout"]

    static func decodeOpenAPI(_ node: Node, key: SourceLocation, diagnostics: inout [Diagnostic]) -> OpenAPIImporter.Options? {
        guard case .mapping(let mapping) = node else {
            diagnostics.append(.error("'openapi' must be a mapping of settings, found \(node.kindDescription)", at: node.location,
                                      notes: ["valid keys are: \(openAPIKeys.joined(separator: ", "))"]))
            return nil
        }
        var options = OpenAPIImporter.Options()
        for entry in mapping.entries {
            guard case .scalar(let keyScalar) = entry.key else { continue }
            switch keyScalar.text {
            case "service":
                if let text = string(entry.value), !text.isEmpty {
                    options.serviceName = text
                } else {
                    diagnostics.append(.error("'service' must be a name, e.g. 'service: Shop'", at: entry.value.location))
                }
            case "envelope":
                var decoder = SpecDocumentDecoder(file: keyScalar.location.file)
                options.envelope = decoder.decodeEnvelope(entry.value, key: keyScalar.location)
                diagnostics += decoder.diagnostics
            case "optionalProperties":
                options.optionalProperties = bool(entry.value, key: keyScalar.text, diagnostics: &diagnostics)
            case "operations":
                options.operations = decodeOperations(entry.value, diagnostics: &diagnostics)
            default:
                diagnostics.append(unknownKey(keyScalar, in: openAPIKeys, context: "'openapi'"))
            }
        }
        return options
    }

    private static func decodeOperations(_ node: Node, diagnostics: inout [Diagnostic]) -> [String: OpenAPIImporter.OperationOverrides] {
        guard case .mapping(let mapping) = node else {
            diagnostics.append(.error("'operations' must map operationIds to settings, found \(node.kindDescription)", at: node.location))
            return [:]
        }
        var result: [String: OpenAPIImporter.OperationOverrides] = [:]
        for entry in mapping.entries {
            guard case .scalar(let name) = entry.key, case .mapping(let settings) = entry.value else {
                diagnostics.append(.error("each operation maps to settings, e.g. 'listOrders: { keypath: data.items }'", at: entry.value.location))
                continue
            }
            var overrides = OpenAPIImporter.OperationOverrides()
            for setting in settings.entries {
                guard case .scalar(let key) = setting.key else { continue }
                switch key.text {
                case "keypath":
                    if let text = string(setting.value), SpecDocumentDecoder.keypathProblem(text) == nil {
                        overrides.keypath = text
                    } else {
                        diagnostics.append(.error("'keypath' must be a keypath such as 'data.items'", at: setting.value.location))
                    }
                case "paging":
                    if let text = string(setting.value) { overrides.paging = text } else {
                        diagnostics.append(.error("'paging' names the page parameter, e.g. 'paging: page'", at: setting.value.location))
                    }
                case "stub":
                    if let text = string(setting.value), !text.isEmpty, !text.hasPrefix("/") { overrides.stub = text } else {
                        diagnostics.append(.error("'stub' must be a relative path to a JSON file", at: setting.value.location))
                    }
                case "timeout":
                    if case .scalar(let scalar) = setting.value, let seconds = seconds(scalar.value), seconds > 0, seconds.isFinite {
                        overrides.timeout = seconds
                    } else {
                        diagnostics.append(.error("'timeout' must be a positive number of seconds", at: setting.value.location))
                    }
                default:
                    diagnostics.append(unknownKey(key, in: operationKeys, context: "operation '\(name.text)'"))
                }
            }
            result[name.text] = overrides
        }
        return result
    }

    private static func string(_ node: Node) -> String? {
        if case .scalar(let scalar) = node, case .string(let text) = scalar.value { return text }
        return nil
    }

    private static func seconds(_ value: ScalarValue) -> Double? {
        switch value {
        case .int(let number): Double(number)
        case .float(let number): number
        default: nil
        }
    }

    private static func unknownKey(_ key: Node.Scalar, in keys: [String], context: String) -> Diagnostic {
        var notes = ["valid keys are: \(keys.joined(separator: ", "))"]
        if let suggestion = Suggestion.closest(to: key.text, in: keys) { notes.insert("did you mean '\(suggestion)'?", at: 0) }
        return .error("unknown key '\(key.text)' in \(context)", at: key.location, notes: notes)
    }
}
