import Foundation

/// A decoder's settings, copied once per `decode` call so that the call runs without the lock.
struct DecodingOptions {
    var dateDecodingStrategy: FastJSONDecoder.DateDecodingStrategy = .deferredToDate
    var dataDecodingStrategy: FastJSONDecoder.DataDecodingStrategy = .base64
    var nonConformingFloatDecodingStrategy: FastJSONDecoder.NonConformingFloatDecodingStrategy = .throw
    var keyDecodingStrategy: FastJSONDecoder.KeyDecodingStrategy = .useDefaultKeys
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    var invalidArrayElementHandler: (@Sendable (any Error) -> Void)?
    var leniency: FastJSONDecoder.Leniency = []
    var allowsJSON5 = false

    /// The settings of a new decoder.
    static let defaults = Snapshot(DecodingOptions())

    /// Foundation keeps this flag in `userInfo` under this key; so does FastJSON, for parity.
    static let assumesTopLevelDictionaryKey = CodingUserInfoKey(rawValue: "_NSAssumesTopLevelDictionaryJSON5")

    var assumesTopLevelDictionary: Bool {
        // Read on every decode: most decoders have no userInfo to hash a key into.
        guard !userInfo.isEmpty, let key = Self.assumesTopLevelDictionaryKey else { return false }
        return userInfo[key] as? Bool ?? false
    }

    var keyMatching: KeyMatching {
        KeyMatching(keyDecodingStrategy)
    }
}
