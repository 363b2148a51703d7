/// The last step of an encoder's coding path, kept unboxed so that a nested value costs no
/// allocation; `JSONKey(index:)` is only made when the path is read.
enum PathKey {
    case none
    case key(any CodingKey)
    case index(Int)
    /// A dictionary key written as it is (a key strategy is set): no integer value.
    case plainString(String)
    /// A `[String: T]` key under the default strategy, as the standard library's dictionary key
    /// gives it: with an integer value when the text is one.
    case dictionaryString(String)
    /// An `[Int: T]` key under the default strategy.
    case dictionaryInt(Int)

    var codingKey: (any CodingKey)? {
        switch self {
        case .none: nil
        case .key(let key): key
        case .index(let index): JSONKey(index: index)
        case .plainString(let string): JSONKey(stringValue: string)
        case .dictionaryString(let string): JSONKey(stringValue: string, intValue: Int(string))
        case .dictionaryInt(let int): JSONKey(intValue: int)
        }
    }
}
