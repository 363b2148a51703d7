/// One step of a coding path, kept as it was given: the `CodingKey` a step shows in a path is
/// made only when someone reads the path.
enum CodingPathStep {
    /// No step: a value at its encoder's own path (the top level, or the value of a single-value
    /// container). A case, not an optional step, as the encoder passes one for every value and an
    /// optional would cost it runtime calls for each.
    case none
    case key(any CodingKey)
    /// An unkeyed container's element.
    case index(Int)
    /// A dictionary key as the standard library's (or, under a key strategy, Foundation's)
    /// dictionary coding key gives it: with an integer value when the text is one.
    case dictionaryString(String)
    /// An `[Int: T]` key under the default strategy.
    case dictionaryInt(Int)

    var isNone: Bool {
        if case .none = self { true } else { false }
    }

    /// The step as the `Decoder`/`Encoder` protocols show it; nil for `none`.
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
