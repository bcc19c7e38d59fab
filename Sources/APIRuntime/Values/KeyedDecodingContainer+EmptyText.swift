import Foundation

extension KeyedDecodingContainer {
    /// Decodes an optional value that JSON writes as text and that no empty text can stand for (a `URL`, a
    /// `UUID`, a `Date`), reading a missing key, `null` and `""` alike as `nil`.
    ///
    /// Servers often send `""` for a link, an identifier or a date they do not have: an empty database column, or
    /// Twilio's `"sms_fallback_url": ""`. `decodeIfPresent` fails the whole response on it, because `""` is no
    /// URL. No URL, UUID or date is written `""`, so reading it as "none" loses nothing. Any other value decodes,
    /// or fails, exactly as with `decodeIfPresent` (`"not a uuid"` is still an error); the check for `""` runs
    /// only after a value failed to decode.
    ///
    /// Generated models use it for their optional `URL`, `UUID` and `Date` properties. It is not meant for
    /// `String`, where `""` is a value of its own.
    public func decodeIfNonEmpty<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        do {
            return try decodeIfPresent(T.self, forKey: key)
        } catch {
            if holdsEmptyText(key) { return nil }
            throw error
        }
    }

    /// Whether the value at `key` is the string `""`: the check behind every "`""` is `nil`" rule of generated
    /// models, made only after a value failed to decode.
    func holdsEmptyText(_ key: Key) -> Bool {
        (try? decode(String.self, forKey: key)) == ""
    }
}
