/// A coding key made from any string or index, used to walk keypaths.
struct AnyCodingKey: CodingKey, Hashable {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) { self.init(index: intValue) }

    /// The key of a list element.
    init(index: Int) {
        stringValue = String(index)
        intValue = index
    }
}
