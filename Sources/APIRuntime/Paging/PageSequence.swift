/// The pages of a pageable endpoint, fetched one at a time as the sequence is iterated; it ends
/// after the first empty page, or when `nextPage()` has no following page. A failure ends
/// iteration by throwing the `APIError`.
public struct PageSequence<API: BaseAPI<Page> & PageableAPI, Page: Collection & Decodable & Sendable>: AsyncSequence, Sendable {
    public typealias Element = Page

    let client: APIClient
    let first: API

    public struct AsyncIterator: AsyncIteratorProtocol {
        let client: APIClient
        var next: API?

        public mutating func next() async throws(APIError) -> Page? {
            guard let api = next else { return nil }
            next = nil
            let page = try await client.send(api)
            if page.isEmpty { return nil }
            next = api.nextPage()
            return page
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(client: client, next: first)
    }
}

extension APIClient {
    /// The pages of `api`, starting with `api` itself and stopping on an empty page.
    public func pages<API: BaseAPI<Page> & PageableAPI, Page: Collection & Decodable & Sendable>(
        of api: API
    ) -> PageSequence<API, Page> {
        PageSequence(client: self, first: api)
    }
}
