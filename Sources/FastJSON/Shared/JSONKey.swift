/// The coding key FastJSON uses where it must make one up: array indices in coding paths
/// (`"Index 3"`, as Foundation names them), `super` keys, and keys read from a document.
struct JSONKey: CodingKey, Sendable {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }

    init(stringValue: String, intValue: Int?) {
        self.stringValue = stringValue
        self.intValue = intValue
    }

    /// The key Foundation puts in a coding path for the element at `index` of an unkeyed container.
    init(index: Int) {
        self.stringValue = "Index \(index)"
        self.intValue = index
    }

    /// The key Foundation uses for `superDecoder()`/`superEncoder()` of a keyed container.
    static let `super` = JSONKey(stringValue: "super")
}
