/// Cookie parameters: all of an endpoint's cookies travel in one `Cookie` header.
extension HTTPHeader {
    /// `Cookie: session=abc; theme=dark` from name/value items (`QueryItem` carries a cookie's name and
    /// values just as it does a query parameter's).
    ///
    /// A `nil` value leaves its cookie out, and no cookie at all leaves the header out. A list is
    /// comma-joined (`ids=1,2`). Names and values are percent-encoded where RFC 6265 does not allow
    /// the byte in a cookie (space, `"`, `,`, `;`, `\`, `%`, control and non-ASCII bytes), so a value can
    /// never start another cookie.
    public init(cookies: [QueryItem]) {
        let pairs = cookies.compactMap { item -> String? in
            guard !item.values.isEmpty else { return nil }
            return Self.cookieEncode(item.name) + "=" + item.values.map(Self.cookieEncode).joined(separator: ",")
        }
        self.init("Cookie", pairs.isEmpty ? nil : pairs.joined(separator: "; "))
    }

    /// Appends `name=value` to a `Cookie` header value that may already hold cookies.
    static func appendingCookie(_ name: String, _ value: String, to existing: String?) -> String {
        let pair = cookieEncode(name) + "=" + cookieEncode(value)
        guard let existing, !existing.isEmpty else { return pair }
        return existing + "; " + pair
    }

    /// RFC 6265 `cookie-octet`s stay as they are, and so does nothing else.
    static func cookieEncode(_ text: String) -> String {
        var output: [UInt8] = []
        for byte in text.utf8 {
            if isCookieOctet(byte) {
                output.append(byte)
            } else {
                output += Array("%".utf8) + Array(String(byte, radix: 16, uppercase: true).leftPadded.utf8)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `%x21 / %x23-2B / %x2D-3A / %x3C-5B / %x5D-7E`, minus `%` so that encoded text stays unambiguous.
    private static func isCookieOctet(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x25: false
        case 0x21, 0x23...0x2B, 0x2D...0x3A, 0x3C...0x5B, 0x5D...0x7E: true
        default: false
        }
    }
}

extension String {
    /// A one-digit hex number with its leading zero.
    fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
