/// The last step of an encoder's coding path, kept unboxed so that a nested value costs no
/// allocation; `JSONKey(index:)` is only made when the path is read.
enum PathKey {
    case none
    case key(any CodingKey)
    case index(Int)
    /// A dictionary key as the standard library's (or, under a key strategy, Foundation's)
    /// dictionary coding key gives it: with an integer value when the text is one.
    case dictionaryString(String)
    /// An `[Int: T]` key under the default strategy.
    case dictionaryInt(Int)

    var codingKey: (any CodingKey)? {
        switch self {
        case .none: nil
        case .key(let key): key
        case .index(let index): JSONKey(index: index)
        case .dictionaryString(let string): JSONKey(stringValue: string, intValue: Int(string))
        case .dictionaryInt(let int): JSONKey(intValue: int)
        }
    }
}
