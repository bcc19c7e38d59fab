/// The service itself: its Swift type, base URLs, fixed headers, envelope, security schemes and description.
extension ServiceComparison {
    mutating func compareService() {
        let oldType = old.code.service.typeName
        let newType = new.code.service.typeName
        let location = new.spec.location
        if oldType != newType {
            add(.breakingForCallers, "service-renamed", .service, "the service type was renamed from '\(oldType)' to '\(newType)'",
                symbols: [oldType, newType], at: location)
        }
        for url in old.spec.baseURLs where !new.spec.baseURLs.contains(url) {
            add(.breakingOnTheWire, "base-url-removed", .service,
                "base URL '\(url)' was removed; the new client no longer sends requests there",
                symbols: [newType + ".defaultBaseURLs"], at: old.spec.location, side: .old)
        }
        for url in new.spec.baseURLs where !old.spec.baseURLs.contains(url) {
            add(.compatible, "base-url-added", .service, "base URL '\(url)' was added",
                symbols: [newType + ".defaultBaseURLs"], at: location)
        }
        compareHeaders(old.spec.headers, new.spec.headers, subject: .service, symbols: [newType], fallback: location)
        compareEnvelope()
        compareSecurity()
        // The service's doc comment also lists the security schemes, which are compared on their own.
        if old.spec.description != new.spec.description {
            add(.compatible, "documentation-changed", .service, "the documentation changed", symbols: [newType], at: location)
        }
    }

    /// Fixed headers (`headers:`) of the service or of one endpoint, by name.
    mutating func compareHeaders(
        _ before: [HeaderSpec], _ after: [HeaderSpec], subject: APIChange.Subject, symbols: [String], fallback: SourceLocation
    ) {
        let afterByName = Dictionary(after.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        let beforeByName = Dictionary(before.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        for header in before {
            guard let now = afterByName[header.name.lowercased()] else {
                add(.breakingOnTheWire, "header-removed", subject, "header '\(header.name): \(header.value)' is no longer sent",
                    symbols: symbols, at: header.location, side: .old)
                continue
            }
            if now.value != header.value {
                add(.breakingOnTheWire, "header-changed", subject,
                    "header '\(header.name)' is now sent as '\(now.value)' (was '\(header.value)')", symbols: symbols, at: now.location)
            }
        }
        for header in after where beforeByName[header.name.lowercased()] == nil {
            add(.breakingOnTheWire, "header-added", subject,
                "header '\(header.name): \(header.value)' is now sent; servers that reject it will fail the request",
                symbols: symbols, at: header.location)
        }
    }

    private mutating func compareEnvelope() {
        let before = old.spec.envelope
        let after = new.spec.envelope
        let symbols = [new.code.service.typeName]
        switch (before, after) {
        case (nil, nil):
            return
        case (let envelope?, nil):
            add(.breakingOnTheWire, "envelope-removed", .service,
                "the response envelope was removed; responses are no longer unwrapped from '\(envelope.data ?? envelope.code)'",
                symbols: symbols, at: envelope.location, side: .old)
        case (nil, let envelope?):
            add(.breakingOnTheWire, "envelope-added", .service,
                "responses are now read from an envelope with the business code at '\(envelope.code)'",
                symbols: symbols, at: envelope.location)
        case (let was?, let now?):
            var parts: [String] = []
            if was.code != now.code { parts.append("code '\(was.code)' → '\(now.code)'") }
            if was.success != now.success {
                parts.append("success codes \(Self.codes(was.success)) → \(Self.codes(now.success))")
            }
            if was.message != now.message { parts.append("message '\(was.message ?? "")' → '\(now.message ?? "")'") }
            if was.data != now.data { parts.append("data '\(was.data ?? "")' → '\(now.data ?? "")'") }
            guard !parts.isEmpty else { return }
            add(.breakingOnTheWire, "envelope-changed", .service, "the response envelope changed: " + parts.joined(separator: ", "),
                symbols: symbols, at: now.location)
        }
    }

    private static func codes(_ codes: [EnvelopeCode]) -> String {
        "[" + codes.map { code in
            switch code {
            case .int(let value): String(value)
            case .string(let value): "\"\(value)\""
            }
        }.joined(separator: ", ") + "]"
    }

    private mutating func compareSecurity() {
        let typeName = new.code.service.typeName
        let beforeHelpers = Dictionary(zip(old.spec.security, old.code.service.securityHelpers).map { ($0.0.name, $0) },
                                       uniquingKeysWith: { first, _ in first })
        let afterHelpers = Dictionary(zip(new.spec.security, new.code.service.securityHelpers).map { ($0.0.name, $0) },
                                      uniquingKeysWith: { first, _ in first })
        for (scheme, helper) in zip(old.spec.security, old.code.service.securityHelpers) {
            guard let (now, nowHelper) = afterHelpers[scheme.name] else {
                add(.breakingForCallers, "security-removed", .service, "security scheme '\(scheme.name)' was removed",
                    symbols: ["\(typeName).\(helper.name)(\(helper.parameterList))"], at: scheme.location, side: .old)
                continue
            }
            if helper.name != nowHelper.name || helper.parameterList != nowHelper.parameterList {
                add(.breakingForCallers, "security-changed", .service,
                    "the helper of security scheme '\(scheme.name)' changed from '\(helper.name)(\(helper.parameterList))' to '\(nowHelper.name)(\(nowHelper.parameterList))'",
                    symbols: ["\(typeName).\(helper.name)"], at: now.location)
            } else if scheme.kind != now.kind {
                add(.breakingOnTheWire, "security-changed", .service,
                    "security scheme '\(scheme.name)' now sends its credential differently",
                    symbols: ["\(typeName).\(helper.name)"], at: now.location)
            }
        }
        for (scheme, helper) in zip(new.spec.security, new.code.service.securityHelpers) where beforeHelpers[scheme.name] == nil {
            add(.compatible, "security-added", .service, "security scheme '\(scheme.name)' was added",
                symbols: ["\(typeName).\(helper.name)(\(helper.parameterList))"], at: scheme.location)
        }
    }
}
