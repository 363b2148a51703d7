/// How an encode writes the coding keys of keyed containers: the key encoding strategy as one
/// value, read from the options once per encode (the decoder's counterpart is `KeyMatching`).
/// Dictionaries follow it too, for their `Int` keys (`JSONDirectEncodable+Collections`).
enum KeyNaming {
    /// `.useDefaultKeys`: each key's `stringValue` as it is.
    case useDefaultKeys
    /// `.convertToSnakeCase`: Foundation's snake_case form of each key, converted by the writer
    /// (`beginSnakeCaseKey`), which keeps the conversions of keys it has seen.
    case convertToSnakeCase
    /// `.custom`: the key the closure returns for the coding path, with the key to convert last.
    case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)

    init(_ strategy: FastJSONEncoder.KeyEncodingStrategy) {
        switch strategy {
        case .useDefaultKeys: self = .useDefaultKeys
        case .convertToSnakeCase: self = .convertToSnakeCase
        case .custom(let converter): self = .custom(converter)
        }
    }

    /// Whether a closure names the keys: then even a dictionary's `Int` keys go through it, as
    /// coding keys, as in Foundation.
    var isCustom: Bool {
        if case .custom = self { true } else { false }
    }
}
