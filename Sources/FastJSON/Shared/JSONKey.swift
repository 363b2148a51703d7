/// The coding key FastJSON uses where it must make one up: array indices in coding paths
/// (`"Index 3"`, as Foundation names them), `super` keys, and keys read from a document.
///
/// An enum, so that an index key costs no string until someone reads its `stringValue`.
///
/// It fits the three words an `any CodingKey` holds in place (17 bytes; 25 with `both` stored
/// inline): a larger key would be copied to the heap each time it enters a coding path, an
/// allocation per array element and per dictionary value decoded into a type of its own.
enum JSONKey: CodingKey, Sendable {
    case string(String)
    case int(Int)
    case index(Int)
    /// Rare (a key someone made with both values), so boxed: see above.
    indirect case both(String, Int)
    /// A key of a `[String: T]` read as `Dictionary.init(from:)` reads it: its `intValue` is the
    /// key's value as an integer, if it is one.
    case dictionaryKey(String)

    init(stringValue: String) {
        self = .string(stringValue)
    }

    init(intValue: Int) {
        self = .int(intValue)
    }

    init(stringValue: String, intValue: Int?) {
        if let intValue {
            self = .both(stringValue, intValue)
        } else {
            self = .string(stringValue)
        }
    }

    /// The key Foundation puts in a coding path for the element at `index` of an unkeyed container.
    init(index: Int) {
        self = .index(index)
    }

    /// The key Foundation uses for `superDecoder()`/`superEncoder()` of a keyed container.
    static let `super` = JSONKey.string("super")

    var stringValue: String {
        switch self {
        case .string(let string), .both(let string, _), .dictionaryKey(let string): return string
        case .int(let int): return "\(int)"
        case .index(let index): return "Index \(index)"
        }
    }

    var intValue: Int? {
        switch self {
        case .string: return nil
        case .int(let int), .index(let int), .both(_, let int): return int
        case .dictionaryKey(let string): return Int(string)
        }
    }
}
