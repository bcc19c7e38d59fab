extension CodeModelBuilder {
    mutating func buildModels() -> [ModelCode] {
        let recursion = RecursionAnalysis.analyze(spec.models)
        // Structs and unions are boxed wherever another model contains them (see `APIRuntime.Indirect`): enums
        // stay inline, since they are as small as a string.
        let boxedTypes = Set(spec.models.lazy.filter { if case .enumeration = $0.kind { false } else { true } }.map(\.name))
        let attributed = DeprecationAnalysis.attributableModels(in: spec)
        var seen: Set<String> = []
        var result: [ModelCode] = []
        for model in spec.models where seen.insert(model.name).inserted {
            let typeName = typeNames[model.name] ?? model.name
            var docLines = SwiftLiteral.docLines(model.description)
            var availability: String?
            if attributed.contains(model.name) {
                availability = Self.availability(model.deprecated)
            } else if let deprecated = model.deprecated {
                docLines = Self.appendingDeprecationNote(deprecated, to: docLines)
            }
            if model.additionalProperties != nil, !Self.isObject(model) {
                diagnostics.append(.warning(
                    "'additionalProperties' applies only to objects; it is ignored for '\(model.name)'", at: model.location))
            }
            let kind: ModelCode.Kind
            switch model.kind {
            case .object(let properties):
                let boxed = Set(properties.lazy.filter { Self.isBoxed($0.type, boxedTypes) }.map(\.name))
                    .union(recursion.boxedProperties[model.name] ?? [])
                kind = .structure(buildStruct(model, properties: properties, boxed: boxed))
            case .enumeration(let enumSpec):
                kind = .enumeration(buildEnum(model, enumSpec))
            case .union(let union):
                let indirect = Set(union.variants.lazy.filter { Self.isBoxed($0.type, boxedTypes) }.map(\.name))
                    .union(recursion.indirectCases[model.name] ?? [])
                kind = .union(buildUnion(model, union, indirect: indirect))
            }
            result.append(ModelCode(typeName: typeName, docLines: docLines, availability: availability, kind: kind))
        }
        return result
    }

    /// Whether a property of this type is kept in a box: a struct or union model, optional or not.
    static func isBoxed(_ type: TypeRef, _ boxedTypes: Set<String>) -> Bool {
        if case .model(let name) = type.unwrapped { boxedTypes.contains(name) } else { false }
    }

    /// The container calls that decode a property of `type`, where they are not the plain `decode` and
    /// `decodeIfPresent` of a synthesized `init(from:)` (docs/SpecFormat.md, "Types"):
    /// - numbers and Booleans also read their text, strings a number: `decodeLenient`, `decodeLenientIfPresent`
    ///   (Twilio's prices and PHP back ends' IDs and flags are sent quoted, Intercom's and Xero's IDs unquoted);
    /// - an optional URL, UUID or date reads `""` as `nil`: `decodeIfNonEmpty` (servers send `""` for a link
    ///   they do not have, and no URL, UUID or date is written that way). A date with a `format` gets the same
    ///   from the runtime's `decodeIfPresent(_:forKey:format:)`.
    static func tolerantDecodeCalls(_ type: TypeRef, hasFormat: Bool) -> (value: String, ifPresent: String)? {
        switch type.unwrapped {
        case .builtin(.int), .builtin(.int64), .builtin(.double), .builtin(.bool), .builtin(.string):
            ("decodeLenient", "decodeLenientIfPresent")
        case .builtin(.url), .builtin(.uuid):
            type.isOptional ? ("decode", "decodeIfNonEmpty") : nil
        case .builtin(.date):
            type.isOptional && !hasFormat ? ("decode", "decodeIfNonEmpty") : nil
        default:
            nil
        }
    }

    static func isObject(_ model: ModelSpec) -> Bool {
        if case .object = model.kind { true } else { false }
    }

    /// A doc comment note for deprecations that cannot be an attribute without making other
    /// generated code warn.
    static func appendingDeprecationNote(_ deprecation: Deprecation, to docLines: [String]) -> [String] {
        let message = deprecation.message.map { SwiftLiteral.docLines($0) } ?? []
        let note = ["- Note: Deprecated." + (message.first.map { " " + $0 } ?? "")] + message.dropFirst()
        return docLines.isEmpty ? note : docLines + [""] + note
    }

    private mutating func buildStruct(_ model: ModelSpec, properties: [PropertySpec], boxed: Set<String>) -> StructCode {
        // A property spelled like a generated type would shadow it inside the model (`用户: 用户`, or `2fa: 2fa`
        // where both become `_2fa`), so such properties are renamed too.
        var names = NameScope(reserved: SwiftKeywords.modelMembers, sharedReserved: allTypeNames)
        var codes: [PropertyCode] = []
        var customCoding = false
        for property in properties {
            checkReferences(property.type, at: property.location)
            if Self.mentionsFile(property.type) {
                diagnostics.append(.error(
                    "'File' cannot be a model property; it is only allowed as a multipart body field",
                    at: property.location, notes: ["use 'Data' for raw bytes in a model"]))
            }
            let bare = Self.memberName(property.name, fallback: "value")
            let claimed = names.claim(bare)
            if claimed.renamed {
                diagnostics.append(.warning(
                    "property '\(property.name)' of '\(model.name)' would be named '\(bare)', which is already taken; it is generated as '\(claimed.name)'",
                    at: property.location, notes: ["rename the property in the spec (keep the wire name with 'key:')"]))
            }
            let format = dateFormat(of: property)
            let isBoxed = boxed.contains(property.name)
            let code = propertyCode(property, bareName: claimed.name, format: format, boxed: isBoxed, docLines: [])
            customCoding = customCoding || format != nil || isBoxed || (code.defaultValue != nil && code.defaultValue != "nil")
                || Self.tolerantDecodeCalls(property.type, hasFormat: format != nil) != nil
            var docLines = SwiftLiteral.docLines(property.description)
            if let deprecated = property.deprecated { docLines = Self.appendingDeprecationNote(deprecated, to: docLines) }
            codes.append(code.with(docLines: docLines))
        }
        var additional: AdditionalPropertiesCode?
        if let valueType = model.additionalProperties {
            additional = additionalPropertiesCode(model, valueType: valueType, names: &names, hasProperties: !codes.isEmpty)
            customCoding = true
        }
        let keysDiffer = codes.contains(where: \.keyDiffers)
        return StructCode(
            properties: codes, needsCodingKeys: !codes.isEmpty && (customCoding || keysDiffer), customCoding: customCoding,
            needsBox: codes.contains { $0.boxStorage != nil }, additionalProperties: additional)
    }

    /// The dictionary member of `additionalProperties:`. Decoding collects every key that is not a declared
    /// property's (the runtime reads them from `CodingKeys`); without declared properties the whole object is
    /// the dictionary.
    private mutating func additionalPropertiesCode(
        _ model: ModelSpec, valueType: TypeRef, names: inout NameScope, hasProperties: Bool
    ) -> AdditionalPropertiesCode {
        checkReferences(valueType, at: model.location)
        if Self.mentionsFile(valueType) {
            diagnostics.append(.error(
                "'File' cannot be the type of 'additionalProperties'; it is only allowed as a multipart body field",
                at: model.location, notes: ["use 'Data' for raw bytes in a model"]))
        }
        let claimed = names.claim("additionalProperties")
        if claimed.renamed {
            diagnostics.append(.warning(
                "the additional properties of '\(model.name)' would be named 'additionalProperties', which a property already uses; they are generated as '\(claimed.name)'",
                at: model.location, notes: ["rename the property in the spec (keep the wire name with 'key:')"]))
        }
        let name = claimed.name
        let type = swiftType(.dictionary(valueType))
        return AdditionalPropertiesCode(
            name: name, type: type, docLines: ["The members that are not declared properties, by key."],
            initStatement: "self.\(name) = \(name)",
            decodeStatement: hasProperties
                ? "self.\(name) = try decoder.additionalProperties(excluding: CodingKeys.self)"
                : "self.\(name) = try \(type)(from: decoder)",
            encodeStatement: hasProperties
                ? "try encoder.encodeAdditionalProperties(self.\(name), excluding: CodingKeys.self)"
                : "try self.\(name).encode(to: encoder)")
    }

    private mutating func propertyCode(
        _ property: PropertySpec, bareName: String, format: String?, boxed: Bool, docLines: [String]
    ) -> PropertyCode {
        let name = SwiftIdentifier.escaped(bareName)
        let type = swiftType(property.type)
        let isOptional = property.type.isOptional
        let valueType = swiftType(property.type.unwrapped)
        let formatArgument = format.map { ", format: \($0)" } ?? ""
        let encodeCall = isOptional ? "encodeIfPresent" : "encode"
        let storage = boxed ? "_" + bareName : nil
        let target = storage.map { "self.\($0)" } ?? "self.\(name)"
        let specDefault = defaultLiteral(property.defaultValue, for: property.type, at: property.location)
        // A missing key decodes to the spec's default, so the default must be written out.
        let calls = Self.tolerantDecodeCalls(property.type, hasFormat: format != nil) ?? ("decode", "decodeIfPresent")
        let decode = specDefault.map { "try container.\(calls.ifPresent)(\(valueType).self, forKey: .\(name)\(formatArgument)) ?? \($0)" }
            ?? "try container.\(isOptional ? calls.ifPresent : calls.value)(\(valueType).self, forKey: .\(name)\(formatArgument))"
        let defaultValue = specDefault ?? (isOptional ? "nil" : nil)
        // An optional property's box is itself optional, so `nil` allocates nothing.
        let optionalBox = boxed && isOptional && specDefault == nil
        let box = storage.map { storage in
            optionalBox
                ? PropertyBox(type: "Indirect<\(valueType)>?", get: "\(storage)?.value", set: "\(storage) = newValue.map(Indirect.init)")
                : PropertyBox(type: "Indirect<\(type)>", get: "\(storage).value", set: "\(storage) = Indirect(newValue)")
        }
        let wrap: (String) -> String = { value in
            guard boxed else { return value }
            return optionalBox ? "\(value).map(Indirect.init)" : "Indirect(\(value))"
        }
        return PropertyCode(
            name: name, type: type, docLines: docLines, keyLiteral: SwiftLiteral.string(property.key),
            keyDiffers: property.key != bareName, defaultValue: defaultValue, boxStorage: storage,
            initStatement: "\(target) = \(optionalBox ? "\(name).map(Indirect.init)" : wrap(name))",
            decodeStatement: "\(target) = \(wrap(decode))",
            encodeStatement: "try container.\(encodeCall)(self.\(name), forKey: .\(name)\(formatArgument))",
            box: box)
    }

    /// The runtime `DateFormat` expression for a property's `format:`, or `nil` when it has none
    /// (or the type cannot carry one, which is reported).
    private mutating func dateFormat(of property: PropertySpec) -> String? {
        guard let format = property.format else { return nil }
        switch property.type.unwrapped {
        case .builtin(.date), .array(.builtin(.date)):
            break
        default:
            diagnostics.append(.warning(
                "'format' applies to Date, Date?, [Date] and [Date]? properties; it is ignored for '\(property.type)'",
                at: property.location))
            return nil
        }
        switch format {
        case .iso8601: return ".iso8601"
        case .iso8601Fractional: return ".iso8601Fractional"
        case .date: return ".date"
        case .unix: return ".unix"
        case .unixMillis: return ".unixMillis"
        case .custom(let pattern): return ".custom(\(SwiftLiteral.string(pattern)))"
        }
    }

    private mutating func buildEnum(_ model: ModelSpec, _ enumSpec: EnumSpec) -> EnumCode {
        var seenValues: Set<String> = []
        var cases: [EnumCaseCode] = []
        for enumCase in enumSpec.cases {
            let literal: String
            switch enumSpec.rawType {
            case .string:
                literal = SwiftLiteral.string(enumCase.value)
            case .int:
                guard let value = Int(enumCase.value) else {
                    diagnostics.append(.error("'\(enumCase.value)' is not an integer; an Int enum needs integer values", at: enumCase.location))
                    continue
                }
                literal = String(value)
            }
            // Compare literals, not spellings: `1` and `01` are the same Int.
            guard seenValues.insert(literal).inserted else {
                diagnostics.append(.warning("enum value '\(enumCase.value)' is listed twice; the repeat is ignored", at: enumCase.location))
                continue
            }
            let name = enumCaseNames[model.name]?[enumCase.value] ?? "value"
            cases.append(EnumCaseCode(name: name, rawLiteral: literal, docLines: SwiftLiteral.docLines(enumCase.description)))
        }
        return EnumCode(rawType: enumSpec.rawType.rawValue, cases: cases)
    }

    /// Picks every enum case name up front, so defaults (`role: Role = .admin`) can refer to them.
    mutating func nameEnumCases() {
        for model in spec.models where enumCaseNames[model.name] == nil {
            guard case .enumeration(let enumSpec) = model.kind else { continue }
            var names = NameScope(reserved: SwiftKeywords.enumMembers)
            var byValue: [String: String] = [:]
            for enumCase in enumSpec.cases where byValue[enumCase.value] == nil {
                let base = Self.enumCaseBaseName(enumCase.value, rawType: enumSpec.rawType)
                let claimed = names.claim(base)
                if claimed.renamed {
                    let reason = SwiftKeywords.enumMembers.contains(base)
                        ? "'\(base)' is reserved in an open enum" : "another value also converts to '\(base)'"
                    diagnostics.append(.warning(
                        "enum value '\(enumCase.value)' of '\(model.name)': \(reason); the case is generated as '\(claimed.name)'",
                        at: enumCase.location))
                }
                byValue[enumCase.value] = SwiftIdentifier.escaped(claimed.name)
            }
            enumCaseNames[model.name] = byValue
        }
    }

    /// `admin`, `inProgress`, `_1st`, `empty` for `""`, `_42` and `_minus1` for integers; signs in strings are
    /// words (`+1` → `plus1`, `-1` → `minus1`, `-created` → `minusCreated`, `GMT+9` → `gmtPlus9`).
    static func enumCaseBaseName(_ value: String, rawType: EnumSpec.RawType) -> String {
        if rawType == .int, value.hasPrefix("-") {
            return "_minus" + String(value.dropFirst())
        }
        return memberName(signsSpelledOut(value), fallback: "empty")
    }

    /// Spells out the signs that carry meaning in enum values: every `+` (`GMT+9`, `+1`, `C++`), which no value
    /// uses as a mere separator, and a leading `-` (`-1`, and `-created`, a descending sort). Any other `-` stays a
    /// separator (`eu-west-1`, `P-256`). Without this, `+1` and `-1` both became `_1`, one of them `_1_2`.
    static func signsSpelledOut(_ value: String) -> String {
        guard value.hasPrefix("-") || value.contains("+") else { return value }
        var text = ""
        var rest = Substring(value)
        if rest.first == "-" {
            text = "minus "
            rest = rest.dropFirst()
        }
        for character in rest {
            if character == "+" {
                text += " plus "
            } else {
                text.append(character)
            }
        }
        return text
    }
}
