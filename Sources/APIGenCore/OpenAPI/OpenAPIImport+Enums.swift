import Foundation

/// Enums, unions and default values.
extension OpenAPIImport {
    /// String or integer enums become enum models; anything else (booleans, numbers, mixed values, `enum: []`)
    /// stays its plain type.
    func enumRawType(_ values: [Node], schema: Node.Mapping) -> EnumSpec.RawType? {
        var rawType: EnumSpec.RawType?
        for value in values where !Self.isNull(value) {
            guard case .scalar(let scalar) = value else { return nil }
            let kind: EnumSpec.RawType
            switch scalar.value {
            case .string: kind = .string
            case .int: kind = schemaTypes(schema).contains("string") ? .string : .int
            case .bool, .float: if schemaTypes(schema).contains("string") { kind = .string } else { return nil }
            case .null: continue
            }
            if let known = rawType, known != kind { return nil }
            rawType = kind
        }
        return rawType
    }

    /// The cases of an enum, in order; a value listed twice is listed once.
    mutating func enumeration(_ values: [Node], rawType: EnumSpec.RawType, at site: OpenAPISite, model: String) -> EnumSpec {
        var seen: Set<String> = []
        var cases: [EnumCaseSpec] = []
        for (offset, value) in values.enumerated() where !Self.isNull(value) {
            guard case .scalar(let scalar) = value, let text = Self.enumText(value, rawType: rawType) else { continue }
            guard seen.insert(text).inserted else {
                warning("enum value '\(text)' is listed twice; the duplicate is ignored", at: scalar.location,
                        pointer: site.appending("enum", String(offset)).pointer)
                continue
            }
            cases.append(EnumCaseSpec(value: text, location: scalar.location))
        }
        enumValues[model] = seen
        return EnumSpec(rawType: rawType, cases: cases)
    }

    /// An enum value as the native format writes it: integers normalised (`0x10` → `16`), other scalars as written.
    static func enumText(_ node: Node, rawType: EnumSpec.RawType) -> String? {
        guard case .scalar(let scalar) = node, !isNull(node) else { return nil }
        if rawType == .int, case .int(let number) = scalar.value { return String(number) }
        return scalar.text
    }

    /// `oneOf`/`anyOf` → a union whose variants are named after their types.
    mutating func union(
        _ schema: Node.Mapping, key: String, alternatives: [(offset: Int, element: Node)], at site: OpenAPISite, name: String
    ) -> UnionSpec {
        let discriminator = Self.mapping(schema["discriminator"])
        let declared = discriminator.flatMap { Self.string($0["propertyName"]) }
        let inferred = declared == nil ? implicitDiscriminator(alternatives, key: key, at: site) : nil
        let propertyName = declared ?? inferred?.property
        let mapped = discriminatorMapping(discriminator, from: site)
        var names = NameScope(reserved: ["unknown"])
        var variants: [UnionVariantSpec] = []
        var used: Set<OpenAPISite> = []
        // Looked up per alternative: a linear search each made 10,000 alternatives 100 million comparisons.
        var variantTypes: Set<TypeRef> = []
        var mappedValues: [OpenAPISite: [String]] = [:]
        for entry in mapped { mappedValues[entry.site, default: []].append(entry.value) }
        // `target` is where a `$ref` alternative points: a component (with its name, the implicit discriminator value), or
        // any other schema a mapping can name too (`models/attach.yml`, `actions.yml#/attach`: DigitalOcean's layout).
        func add(type: TypeRef, target: (component: String?, site: OpenAPISite)?, inferredValues: [String] = [], location: SourceLocation) {
            // Without a discriminator the alternatives are tried in order, so a second one of the same Swift type (two
            // `integer` ranges, two shapes that are both `[JSON]`) could never be chosen: it gets no case.
            if propertyName == nil, variantTypes.contains(type.unwrapped) { return }
            var values = inferredValues
            if let target {
                used.insert(target.site)
                if values.isEmpty { values = mappedValues[target.site] ?? [] }
                if values.isEmpty, propertyName != nil, let component = target.component { values = [component] }
            }
            let label = target?.component ?? Self.variantLabel(type)
            let caseName = names.claim(SwiftIdentifier.legalized(SwiftIdentifier.lowerCamelCase(label), fallback: "option")).name
            variants.append(UnionVariantSpec(name: caseName, type: type.unwrapped, discriminatorValues: values, location: location))
            variantTypes.insert(type.unwrapped)
        }
        for alternative in alternatives {
            let alternativeSite = site.appending(key, String(alternative.offset))
            var target: (component: String?, site: OpenAPISite)?
            if let reference = Self.reference(in: alternative.element),
               let resolved = resolve(reference.text, at: reference.location, from: alternativeSite) {
                target = (Self.componentName(of: resolved.site, kind: "schemas"), resolved.site)
            }
            let type = type(of: alternative.element, at: alternativeSite, hint: name + "Option\(alternative.offset + 1)")
            add(type: type, target: target, inferredValues: inferred?.values[alternative.offset] ?? [], location: alternative.element.location)
        }
        // Mapped schemas that are not among the alternatives (a discriminator on a base schema) are variants too.
        for entry in mapped where !used.contains(entry.site) {
            let component = Self.componentName(of: entry.site, kind: "schemas")
            guard let schemaName = component ?? Self.referenceName(of: entry.site) ?? wholeFileName(of: entry.site) else { continue }
            let type = componentType(entry.node, name: schemaName, site: entry.site)
            add(type: type, target: (component, entry.site), location: entry.node.location)
        }
        return UnionSpec(variants: variants, discriminator: propertyName)
    }

    /// The discriminator a union leaves unsaid: OpenAI's, Box's and Adyen's unions have no `discriminator`, but every
    /// alternative is an object with the same property (`type`) set to its own constants (`enum: [text]`, `const:
    /// text`; Adyen's SDK action takes `enum: [sdk, wechatpaySDK]`), no value shared by two alternatives, which says
    /// which one a value is. Without it the alternatives were tried in order, and the first whose properties were all
    /// optional took every value (Adyen's `ForceRebootDetails` took an `InstallAndroidApp` action and dropped its
    /// `appId`). A property that is one constant in every alternative is preferred, then the first such property of
    /// the first alternative, in its order; nil when there is none. A value without the property decodes as the
    /// union's `unknown` case, its JSON kept.
    mutating func implicitDiscriminator(
        _ alternatives: [(offset: Int, element: Node)], key: String, at site: OpenAPISite
    ) -> (property: String, values: [Int: [String]])? {
        guard alternatives.count > 1 else { return nil }
        // Problems in the alternatives are reported once, when they are typed.
        let reported = diagnostics.count
        defer { diagnostics.removeSubrange(reported...) }
        var order: [String] = []
        var constants: [[String: [String]]] = []
        for alternative in alternatives {
            guard let found = constantProperties(alternative.element, at: site.appending(key, String(alternative.offset)), depth: 0),
                  !found.values.isEmpty else { return nil }
            if constants.isEmpty { order = found.order }
            constants.append(found.values)
        }
        let qualified = order.filter { property in
            let lists = constants.compactMap { $0[property] }
            let all = lists.flatMap { $0 }
            return lists.count == alternatives.count && Set(all).count == all.count
        }
        let single = qualified.first { property in constants.allSatisfy { $0[property]?.count == 1 } }
        guard let property = single ?? qualified.first else { return nil }
        return (property, Dictionary(uniqueKeysWithValues: zip(alternatives.map(\.offset), constants.map { $0[property] ?? [] })))
    }

    /// The properties of an object schema (and of its `allOf` members) limited to a few constant texts (`const`, or an
    /// `enum` without `null`), in order.
    private mutating func constantProperties(_ node: Node, at site: OpenAPISite, depth: Int) -> (order: [String], values: [String: [String]])? {
        guard depth < 8, let (target, targetSite) = dereference(node, at: site), case .mapping(let schema) = target else { return nil }
        var order: [String] = []
        var values: [String: [String]] = [:]
        func add(_ key: String, _ texts: [String]) {
            if values.updateValue(texts, forKey: key) == nil { order.append(key) }
        }
        for (offset, part) in (Self.sequence(schema["allOf"]) ?? []).enumerated() {
            guard let inner = constantProperties(part, at: targetSite.appending("allOf", String(offset)), depth: depth + 1) else { continue }
            for key in inner.order { inner.values[key].map { add(key, $0) } }
        }
        for entry in Self.entries(schema["properties"]) {
            let propertySite = targetSite.appending("properties", entry.key)
            guard let (property, _) = dereference(entry.value, at: propertySite), case .mapping(let propertySchema) = property else { continue }
            if let constant = propertySchema["const"], let text = Self.constantText(constant) {
                add(entry.key, [text])
            } else if let listed = Self.sequence(propertySchema["enum"])?.filter({ !Self.isNull($0) }), !listed.isEmpty {
                var texts: [String] = []
                for item in listed {
                    guard let text = Self.constantText(item) else { texts = []; break }
                    if !texts.contains(text) { texts.append(text) }
                }
                if !texts.isEmpty { add(entry.key, texts) }
            }
        }
        return (order, values)
    }

    /// The text of a scalar constant a discriminator can match: a string, a whole number or a Boolean.
    private static func constantText(_ node: Node) -> String? {
        guard case .scalar(let scalar) = node, !isNull(node) else { return nil }
        // As the runtime reads a discriminator: numbers and Booleans by their text (`1`, `true`).
        switch scalar.value {
        case .string: return scalar.text
        case .int(let number): return String(number)
        case .bool(let flag): return String(flag)
        case .null, .float: return nil
        }
    }

    /// A discriminator's `mapping`: value → the schema its `$ref` (or bare schema name) reaches, in document order.
    mutating func discriminatorMapping(_ discriminator: Node.Mapping?, from site: OpenAPISite) -> [(value: String, site: OpenAPISite, node: Node)] {
        var mapped: [(value: String, site: OpenAPISite, node: Node)] = []
        for entry in Self.entries(discriminator?["mapping"]) {
            guard let target = Self.text(entry.value) else { continue }
            let prefix = "#/" + componentContainer("schemas").joined(separator: "/") + "/"
            var reference = target.contains("#") || target.contains("/") ? target : prefix + target
            var referringSite = site
            if reference != target {
                // A value is a schema name, or a reference (OpenAPI 3.0.4). A name is a schema of the file that writes
                // the mapping or else of the document; `type-a.yaml`, which neither declares, is the file next to the
                // one that writes the mapping (Redocly's split documents).
                if declaresSchema(named: target, in: site.file) {
                    // as written
                } else if declaresSchema(named: target, in: file) {
                    referringSite = OpenAPISite(file: file, pointer: site.pointer)
                } else if FileManager.default.fileExists(atPath: Self.path(target, relativeTo: site.file)) {
                    reference = target
                }
            }
            if let resolved = resolve(reference, at: entry.value.location, from: referringSite) {
                mapped.append((entry.key, resolved.site, resolved.node))
            }
        }
        return mapped
    }

    /// Whether the document at `path` has `name` under its schemas (`#/components/schemas`, Swagger's `#/definitions`).
    private mutating func declaresSchema(named name: String, in path: String) -> Bool {
        node(at: componentContainer("schemas") + [name], in: path) != nil
    }

    /// A case name for a variant that is not a named schema: `string`, `int`, `stringList`…
    static func variantLabel(_ type: TypeRef) -> String {
        switch type {
        case .builtin(let builtin): builtin.rawValue
        case .model(let name): name
        case .optional(let inner): variantLabel(inner)
        case .array(let element): variantLabel(element) + "List"
        case .dictionary(let value): variantLabel(value) + "Map"
        }
    }

    /// A default value the native format can hold for `type`. A default written as text that means a value of the
    /// type (`default: "10"` on an integer, `default: "true"` on a boolean, `default: 10` on a string: JSON documents
    /// and YAML's typing put such text everywhere) is read as that value. Anything else is left out, with a warning
    /// for a scalar that does not fit (an enum value that is not listed, `"abc"` on an integer), since the argument or
    /// property then has no default; objects and lists as defaults are left out silently (the native format has none).
    ///
    /// `ofParameter`: a parameter's union type is built by then, so its default can go to a variant (`unionDefault`).
    /// A property's union may not be built yet; its default is left out whatever the order of the document.
    mutating func defaultValue(_ node: Node?, type: TypeRef, ofParameter: Bool = false, at site: OpenAPISite) -> DefaultValue? {
        guard case .scalar(let scalar)? = node else { return nil }
        if ofParameter, case .model(let name) = type.unwrapped, builtUnions[name] != nil, scalar.value != .null {
            if let value = unionDefault(scalar, union: name, visiting: []) { return value }
            warning("default '\(scalar.text)' is not a value of any variant of '\(name)'; it is left out", at: scalar.location,
                    pointer: site.pointer + "/default",
                    notes: ["without a default the argument or property must be given (or is nil when optional); fix the default in the document"])
            return nil
        }
        if let value = Self.defaultValue(scalar, type: type, enumValues: enumValues) { return value }
        guard scalar.value != .null, Self.holdsScalarDefaults(type.unwrapped, enumValues: enumValues) else { return nil }
        let expected = Self.describeDefaultType(type.unwrapped, enumValues: enumValues)
        warning("default '\(scalar.text)' is not \(expected); it is left out", at: scalar.location, pointer: site.pointer + "/default",
                notes: ["without a default the argument or property must be given (or is nil when optional); fix the default in the document"])
        return nil
    }

    /// A union's default (Elasticsearch's `expand_wildcards: open`, `timeout: 1m`): the value for the first variant, in
    /// order, that takes it; the code generator picks the same variant.
    private func unionDefault(_ scalar: Node.Scalar, union name: String, visiting: Set<String>) -> DefaultValue? {
        guard let variants = builtUnions[name], !visiting.contains(name) else { return nil }
        for variant in variants {
            let base = variant.unwrapped
            let value: DefaultValue? = if case .model(let inner) = base, builtUnions[inner] != nil {
                unionDefault(scalar, union: inner, visiting: visiting.union([name]))
            } else if case .array = base {
                nil
            } else {
                Self.defaultValue(scalar, type: base, enumValues: enumValues)
            }
            // Written out as the plain value a native union default is (`default: open`, not an enum case).
            if case .enumCase(let raw)? = value { return Int(raw).map(DefaultValue.int) ?? .string(raw) }
            if let value { return value }
        }
        return nil
    }

    static func defaultValue(_ scalar: Node.Scalar, type: TypeRef, enumValues: [String: Set<String>]) -> DefaultValue? {
        let text = scalar.text
        switch (type.unwrapped, scalar.value) {
        case (_, .null): return type.isOptional ? .null : nil
        case (.builtin(.int), .int(let value)), (.builtin(.int64), .int(let value)): return .int(value)
        case (.builtin(.int), .string), (.builtin(.int64), .string): return Int(text).map { .int($0) }
        case (.builtin(.double), .int(let value)): return .int(value)
        case (.builtin(.double), .float(let value)): return value.isFinite ? .double(value) : nil
        case (.builtin(.double), .string):
            if let value = Int(text) { return .int(value) }
            return Double(text).flatMap { $0.isFinite ? .double($0) : nil }
        case (.builtin(.bool), .bool(let value)): return .bool(value)
        case (.builtin(.bool), .string): return text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil
        case (.builtin(.string), .string(let value)): return .string(value)
        case (.builtin(.string), .int), (.builtin(.string), .float), (.builtin(.string), .bool): return .string(text)
        case (.model(let name), _):
            guard let values = enumValues[name] else { return nil }
            let raw: String = if case .int(let number) = scalar.value { String(number) } else { text }
            return values.contains(raw) ? .enumCase(raw) : nil
        default: return nil
        }
    }

    /// Whether the native format can give `type` a scalar default at all (so a default that does not fit is worth a
    /// warning): numbers, booleans, strings and enums; not dates, URLs, UUIDs, data or objects.
    private static func holdsScalarDefaults(_ type: TypeRef, enumValues: [String: Set<String>]) -> Bool {
        switch type {
        case .builtin(let builtin): [.int, .int64, .double, .bool, .string].contains(builtin)
        case .model(let name): enumValues[name] != nil
        default: false
        }
    }

    private static func describeDefaultType(_ type: TypeRef, enumValues: [String: Set<String>]) -> String {
        switch type {
        case .builtin(.int), .builtin(.int64): "an integer"
        case .builtin(.double): "a number"
        case .builtin(.bool): "a boolean (true or false)"
        case .builtin(.string): "a string"
        case .model(let name):
            "one of the values of '\(name)' (" + (enumValues[name] ?? []).sorted().prefix(8).map { "'\($0)'" }.joined(separator: ", ")
                + ((enumValues[name]?.count ?? 0) > 8 ? ", …" : "") + ")"
        default: "a value of its type"
        }
    }
}
