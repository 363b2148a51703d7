/// How a decode's keyed containers match coding keys with an object's JSON keys: the key decoding
/// strategy as one value, read once per decode instead of a flag per question.
enum KeyMatching {
    /// `.useDefaultKeys`: the JSON keys' own bytes.
    case jsonKeys
    /// `.convertFromSnakeCase`: the camelCase name of each snake_case key, converted when its
    /// object's container is made (`ConvertedKeyNames`; the original stays for `[String: T]`
    /// dictionaries).
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

    /// Whether the tape builder should flag objects that may repeat a key: converted names are
    /// checked for repeats by `ConvertedKeyNames`, which finds repeated keys with them.
    var tapeChecksRepeatedKeys: Bool { self != .convertedKeys }
}
