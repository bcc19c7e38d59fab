// Generated from Templates/*.mustache — do not edit by hand.
// After changing a template, run `APIGEN_RECORD_TEMPLATES=1 swift test --filter EmbeddedTemplatesTests`.

/// The default templates, embedded so that a copied `apigen` executable needs no template files.
enum EmbeddedTemplates {
    /// `(name, source)` of every `Templates/<name>.mustache`, sorted by name.
    static let sources: [(name: String, source: String)] = [
        (
            name: #"API"#,
            source: ##"""
{{! One endpoint's request class. Context: an apiDeclaration object (docs/Templates.md, "Context schema"). }}
{{#docLines}}
/// {{{.}}}
{{/docLines}}
{{#availability}}
{{{.}}}
{{/availability}}
{{{accessPrefix}}}nonisolated final class {{{className}}}: {{{superclass}}}{{#pageable}}, PageableAPI{{/pageable}}, @unchecked Sendable {
    // Sendable is sound: every stored property is a `let` of a Sendable type.
{{#storedProperties}}
{{#docLines}}
    /// {{{.}}}
{{/docLines}}
    {{{accessPrefix}}}let {{{name}}}: {{{type}}}
{{/storedProperties}}
{{#hasParameters}}

    {{{accessPrefix}}}init{{{parameterClause}}} {
{{#parameters}}
        self.{{{storedName}}} = {{{name}}}
{{/parameters}}
        super.init()
    }
{{/hasParameters}}
{{#nextPageExpression}}

    {{{accessPrefix}}}func nextPage() -> {{{className}}}? {
        guard {{{currentPageExpression}}} < .max else { return nil }
        return {{{.}}}
    }
{{/nextPageExpression}}
{{#baseURLsExpression}}

    {{{accessPrefix}}}override var baseURLs: [URL] { {{{.}}} }
{{/baseURLsExpression}}
{{#baseURLsInitializer}}

    private static let defaultBaseURLs: [URL] = {{{.}}}
{{/baseURLsInitializer}}

    {{{accessPrefix}}}override var method: HTTPMethod { {{{method}}} }

    {{{accessPrefix}}}override var path: String { {{{pathExpression}}} }
{{#baseHeaders}}

{{#inline}}
    {{{accessPrefix}}}override var baseHeaders: [HTTPHeader] { {{{.}}} }
{{/inline}}
{{^inline}}
    {{{accessPrefix}}}override var baseHeaders: [HTTPHeader] {
        [
{{#items}}
            {{{.}}},
{{/items}}
        ]
    }
{{/inline}}
{{/baseHeaders}}
{{#headers}}

{{#inline}}
    {{{accessPrefix}}}override var headers: [HTTPHeader] { {{{.}}} }
{{/inline}}
{{^inline}}
    {{{accessPrefix}}}override var headers: [HTTPHeader] {
        [
{{#items}}
            {{{.}}},
{{/items}}
        ]
    }
{{/inline}}
{{/headers}}
{{#query}}

{{#inline}}
    {{{accessPrefix}}}override var query: [QueryItem] { {{{.}}} }
{{/inline}}
{{^inline}}
    {{{accessPrefix}}}override var query: [QueryItem] {
        [
{{#items}}
            {{{.}}},
{{/items}}
        ]
    }
{{/inline}}
{{/query}}
{{#bodyExpression}}

    {{{accessPrefix}}}override var body: RequestBody? { {{{.}}} }
{{/bodyExpression}}
{{#bodyBlock}}

    {{{accessPrefix}}}override var body: RequestBody? {
        {{{.}}}
    }
{{/bodyBlock}}
{{#timeoutLiteral}}

    {{{accessPrefix}}}override var timeout: TimeInterval? { {{{.}}} }
{{/timeoutLiteral}}
{{#keyPathLiteral}}

    {{{accessPrefix}}}override var responseKeyPath: String? { {{{.}}} }
{{/keyPathLiteral}}
{{#envelopeExpression}}

    {{{accessPrefix}}}override var envelope: Envelope? { {{{.}}} }
{{/envelopeExpression}}
{{#stubLiteral}}

    {{{accessPrefix}}}override var stub: String? { {{{.}}} }
{{/stubLiteral}}
{{#responseEncodingCase}}

    {{{accessPrefix}}}override var responseEncoding: ResponseEncoding { {{{.}}} }
{{/responseEncodingCase}}
{{#errorModel}}
{{#isEnum}}

    /// The server's error models of this endpoint, one case per status.
    {{{accessPrefix}}}enum ErrorBody: Sendable {
{{#cases}}
{{#docLines}}
        /// {{{.}}}
{{/docLines}}
        case {{{caseName}}}({{{type}}})
{{/cases}}
    }
{{/isEnum}}

{{#docLines}}
    /// {{{.}}}
{{/docLines}}
    {{{accessPrefix}}}static func errorModel(from error: any Error) -> {{{returnType}}}? {
{{#singleType}}
        APIError.body(of: error, as: {{{.}}}.self, statuses: {{{statusList}}})
{{/singleType}}
{{#isEnum}}
        guard let error = error as? APIError else { return nil }
        switch error.matchingStatus(in: {{{statusList}}}) {
{{#cases}}
        case {{{statusLiteral}}}: return error.decodeBody(as: {{{type}}}.self).map(ErrorBody.{{{caseName}}})
{{/cases}}
        default: return nil
        }
{{/isEnum}}
    }
{{/errorModel}}
{{#jsonBody}}

    /// The JSON object sent as the request body.
    private struct JSONBody: Encodable, Sendable {
{{#properties}}
        let {{{name}}}: {{{type}}}
{{/properties}}
{{#needsCodingKeys}}

        enum CodingKeys: String, CodingKey {
{{#properties}}
            case {{{codingKeyCase}}}
{{/properties}}
        }
{{/needsCodingKeys}}
    }
{{/jsonBody}}
    {{$extraMembers}}
    {{/extraMembers}}
}

"""##
        ),
        (
            name: #"Enum"#,
            source: ##"""
{{! An open enum: unknown raw values decode to .unknown(raw). Context: an enumDeclaration object. }}
{{#docLines}}
/// {{{.}}}
{{/docLines}}
{{#availability}}
{{{.}}}
{{/availability}}
{{{accessPrefix}}}nonisolated enum {{{name}}}: OpenEnum {
{{#cases}}
{{#docLines}}
    /// {{{.}}}
{{/docLines}}
    case {{{name}}}
{{/cases}}

    /// A value this client does not know yet; it encodes back unchanged.
    case unknown({{{rawType}}})

    {{{accessPrefix}}}init(rawValue: {{{rawType}}}) {
        switch rawValue {
{{#cases}}
        case {{{rawLiteral}}}: self = .{{{name}}}
{{/cases}}
        default: self = .unknown(rawValue)
        }
    }

    {{{accessPrefix}}}var rawValue: {{{rawType}}} {
        switch self {
{{#cases}}
        case .{{{name}}}: {{{rawLiteral}}}
{{/cases}}
        case .unknown(let rawValue): rawValue
        }
    }
    {{$extraMembers}}
    {{/extraMembers}}
}

"""##
        ),
        (
            name: #"File"#,
            source: ##"""
{{! One generated Swift file: the header, imports, then each declaration through its partial. }}
{{{header}}}

{{$importLines}}
{{#imports}}
import {{{.}}}
{{/imports}}
{{/importLines}}
{{#declarations}}

{{#modelDeclaration}}
{{> Model}}
{{/modelDeclaration}}
{{#enumDeclaration}}
{{> Enum}}
{{/enumDeclaration}}
{{#unionDeclaration}}
{{> Union}}
{{/unionDeclaration}}
{{#apiDeclaration}}
{{> API}}
{{/apiDeclaration}}
{{#serviceDeclaration}}
{{> Service}}
{{/serviceDeclaration}}
{{/declarations}}

"""##
        ),
        (
            name: #"Model"#,
            source: ##"""
{{! A model struct. Context: a modelDeclaration object (docs/Templates.md, "Context schema"). }}
{{#docLines}}
/// {{{.}}}
{{/docLines}}
{{#availability}}
{{{.}}}
{{/availability}}
{{{accessPrefix}}}nonisolated struct {{{name}}}: {{$conformances}}Codable, {{#isHashable}}Hashable, {{/isHashable}}Sendable{{/conformances}} {
{{#properties}}
{{#docLines}}
    /// {{{.}}}
{{/docLines}}
{{^boxStorage}}
    {{{accessPrefix}}}var {{{name}}}: {{{type}}}
{{/boxStorage}}
{{#boxStorage}}
    {{{accessPrefix}}}var {{{name}}}: {{{type}}} {
        get { {{{boxGet}}} }
        set { {{{boxSet}}} }
    }
{{/boxStorage}}
{{/properties}}
{{#additionalProperties}}
{{#docLines}}
    /// {{{.}}}
{{/docLines}}
    {{{accessPrefix}}}var {{{name}}}: {{{type}}}
{{/additionalProperties}}
{{#needsBox}}

{{#properties}}
{{#boxStorage}}
    private var {{{.}}}: {{{boxType}}}
{{/boxStorage}}
{{/properties}}
{{/needsBox}}

{{#hasInitParameters}}
    {{{accessPrefix}}}init{{{initParameterClause}}} {
{{#properties}}
        {{{initStatement}}}
{{/properties}}
{{#additionalProperties}}
        {{{initStatement}}}
{{/additionalProperties}}
    }
{{/hasInitParameters}}
{{^hasInitParameters}}
    {{{accessPrefix}}}init() {}
{{/hasInitParameters}}
{{#needsCodingKeys}}

    private enum CodingKeys: String, CodingKey{{#additionalProperties}}, CaseIterable{{/additionalProperties}} {
{{#properties}}
        case {{{codingKeyCase}}}
{{/properties}}
    }
{{/needsCodingKeys}}
{{#customCoding}}

    {{{accessPrefix}}}init(from decoder: any Decoder) throws {
{{#hasProperties}}
        let container = try decoder.container(keyedBy: CodingKeys.self)
{{/hasProperties}}
{{#properties}}
        {{{decodeStatement}}}
{{/properties}}
{{#additionalProperties}}
        {{{decodeStatement}}}
{{/additionalProperties}}
    }

    {{{accessPrefix}}}func encode(to encoder: any Encoder) throws {
{{#hasProperties}}
        var container = encoder.container(keyedBy: CodingKeys.self)
{{/hasProperties}}
{{#properties}}
        {{{encodeStatement}}}
{{/properties}}
{{#additionalProperties}}
        {{{encodeStatement}}}
{{/additionalProperties}}
    }
{{/customCoding}}
    {{$extraMembers}}
    {{/extraMembers}}
}

"""##
        ),
        (
            name: #"Service"#,
            source: ##"""
{{! The service struct: one method per endpoint in each calling style the options keep (async, completion, delegate). Context: a serviceDeclaration object. }}
{{#docLines}}
/// {{{.}}}
{{/docLines}}
{{{accessPrefix}}}nonisolated struct {{{typeName}}}: Sendable {
    /// The base URLs of the spec, in failover order.
    {{{accessPrefix}}}static let defaultBaseURLs: [URL] = {{{defaultBaseURLsInitializer}}}

    {{{accessPrefix}}}let client: APIClient

    {{{accessPrefix}}}init(client: APIClient) {
        self.client = client
    }

    /// A service on the app's default client, `APIClient.shared` as it is now: call
    /// `APIClient.setDefault(_:)` at launch first. Prefer `init(client:)` where a client can be passed in.
    {{{accessPrefix}}}init() {
        self.init(client: .shared)
    }
{{#securityHelpers}}

{{#docLines}}
    /// {{{.}}}
{{/docLines}}
    {{{accessPrefix}}}static func {{{name}}}({{{parameterList}}}) -> CredentialInterceptor {
        {{{expression}}}
    }
{{/securityHelpers}}
{{#methods}}
{{#hasAsyncStyle}}

{{#docLines}}
    /// {{{.}}}
{{/docLines}}
{{#availability}}
    {{{.}}}
{{/availability}}
{{#discardableResult}}
    @discardableResult
{{/discardableResult}}
    {{{accessPrefix}}}func {{{asyncSignature}}} {
{{^isDownload}}
        try await {{{client}}}.send({{{construction}}})
{{/isDownload}}
{{#isDownload}}
        try await {{{client}}}.download({{{construction}}}, to: {{{destinationArgument}}}, progress: {{{progressArgument}}}).value
{{/isDownload}}
    }
{{/hasAsyncStyle}}
{{#hasCompletionStyle}}

{{#completionDocLines}}
    /// {{{.}}}
{{/completionDocLines}}
{{#availability}}
    {{{.}}}
{{/availability}}
    @discardableResult
    {{{accessPrefix}}}func {{{completionSignature}}} {
{{^isDownload}}
        {{{client}}}.send({{{construction}}}, tag: {{{tagArgument}}}, completion: {{{completionArgument}}}, isolation: {{{isolationArgument}}})
{{/isDownload}}
{{#isDownload}}
        {{{client}}}.download(
            {{{construction}}}, to: {{{destinationArgument}}}, tag: {{{tagArgument}}}, progress: {{{progressArgument}}},
            completion: {{{completionArgument}}}, isolation: {{{isolationArgument}}})
{{/isDownload}}
    }
{{/hasCompletionStyle}}
{{#hasDelegateStyle}}

{{#delegateDocLines}}
    /// {{{.}}}
{{/delegateDocLines}}
{{#availability}}
    {{{.}}}
{{/availability}}
    @discardableResult
    {{{accessPrefix}}}func {{{delegateSignature}}} {
        {{{client}}}.send({{{construction}}}, tag: {{{tagArgument}}}, isolation: {{{isolationArgument}}})
    }
{{/hasDelegateStyle}}
{{#pagesSignature}}

{{#pagesDocLines}}
    /// {{{.}}}
{{/pagesDocLines}}
{{#availability}}
    {{{.}}}
{{/availability}}
    {{{accessPrefix}}}func {{{.}}} {
        {{{client}}}.pages(of: {{{construction}}})
    }
{{/pagesSignature}}
{{/methods}}
    {{$extraMembers}}
    {{/extraMembers}}
}

"""##
        ),
        (
            name: #"Union"#,
            source: ##"""
{{! A union (oneOf): one case per variant, plus unknown(JSON). Context: a unionDeclaration object (docs/Templates.md, "Context schema"). }}
{{#docLines}}
/// {{{.}}}
{{/docLines}}
{{#availability}}
{{{.}}}
{{/availability}}
{{{accessPrefix}}}nonisolated enum {{{name}}}: {{$conformances}}Codable, {{#isHashable}}Hashable, {{/isHashable}}Sendable{{#isParameterValue}}, ParameterValue{{/isParameterValue}}{{/conformances}} {
{{#cases}}
{{#docLines}}
    /// {{{.}}}
{{/docLines}}
    {{{indirectPrefix}}}case {{{name}}}({{{type}}})
{{/cases}}
    /// A variant this client does not know yet; the raw JSON is kept and encoded back unchanged.
    case unknown(JSON)

    {{{accessPrefix}}}init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
{{#discriminatorLiteral}}
        switch decoder.discriminatorValue(forKey: {{{.}}}) {
{{#cases}}
{{#patternLiterals}}
        case {{{.}}}: self = .{{{name}}}(try container.decode({{{type}}}.self))
{{/patternLiterals}}
{{/cases}}
        default: self = .unknown(try container.decode(JSON.self))
        }
{{/discriminatorLiteral}}
{{^discriminatorLiteral}}
{{#cases}}
        {{{attemptKeyword}}} let value = try? container.decode({{{type}}}.self) {
            self = .{{{name}}}(value)
{{/cases}}
{{#hasCases}}
        } else {
            self = .unknown(try container.decode(JSON.self))
        }
{{/hasCases}}
{{^hasCases}}
        self = .unknown(try container.decode(JSON.self))
{{/hasCases}}
{{/discriminatorLiteral}}
    }

    {{{accessPrefix}}}func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
{{#cases}}
        case .{{{name}}}(let value): try container.encode(value)
{{/cases}}
        case .unknown(let value): try container.encode(value)
        }
    }
{{#isParameterValue}}

    /// The chosen variant's text, as a path, query, header or cookie parameter.
    {{{accessPrefix}}}var parameterValues: [String] {
        switch self {
{{#cases}}
        case .{{{name}}}(let value): value.parameterValues
{{/cases}}
        case .unknown(let value): value.parameterValues
        }
    }
{{/isParameterValue}}
    {{$extraMembers}}
    {{/extraMembers}}
}

"""##
        ),
    ]
}
