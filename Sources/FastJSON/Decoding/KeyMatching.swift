/// How a decode's keyed containers match coding keys with an object's JSON keys: the key decoding
/// strategy as one value, read once per decode instead of a flag per question.
enum KeyMatching {
    /// `.useDefaultKeys`: the JSON keys' own bytes.
    case jsonKeys
    /// `.convertFromSnakeCase`: the camelCase form recorded for each snake_case key while the tape
    /// was built (the original stays for `[String: T]` dictionaries).
    case convertedKeys
    /// `.custom`: each object's keys as the closure converted them when its container was made
    /// (`CustomKeyMap`).
    case customKeys

    init(_ strategy: FastJSONDecoder.KeyDecodingStrategy) {
        switch strategy {
        case .useDefaultKeys: self = .jsonKeys
        case .convertFromSnakeCase: self = .convertedKeys
        case .custom: self = .customKeys
        }
    }

    /// The conversion the tape builder records beside each key for this matching, new for each
    /// document: snake-case conversion happens while the tape is built, once per distinct key.
    var tapeKeyConversion: (any TapeKeyConversion)? {
        self == .convertedKeys ? SnakeCaseKeyCache() : nil
    }
}
