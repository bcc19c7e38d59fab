/// Byte-level percent-encoding shared by paths, queries, forms and multipart names.
enum PercentEncoding {
    /// RFC 3986 unreserved characters: `A-Z a-z 0-9 - . _ ~`. Everything else is escaped, so
    /// `+`, `&`, `=`, `/`, `?` and spaces can never change the meaning of a URL.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// Escapes every byte of the UTF-8 form of `string` that is not unreserved.
    /// - Parameter spaceAsPlus: `true` for `application/x-www-form-urlencoded`, where a space is `+`.
    static func encode(_ string: String, spaceAsPlus: Bool = false) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(string.utf8.count)
        for byte in string.utf8 {
            if isUnreserved(byte) {
                output.append(byte)
            } else if spaceAsPlus, byte == UInt8(ascii: " ") {
                output.append(UInt8(ascii: "+"))
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `name=value&name=value…` with one pair per value; names without values are left out.
    static func encodePairs(_ pairs: [(name: String, values: [String])], spaceAsPlus: Bool) -> String {
        var parts: [String] = []
        for pair in pairs {
            let name = encode(pair.name, spaceAsPlus: spaceAsPlus)
            for value in pair.values {
                parts.append(name + "=" + encode(value, spaceAsPlus: spaceAsPlus))
            }
        }
        return parts.joined(separator: "&")
    }
}
