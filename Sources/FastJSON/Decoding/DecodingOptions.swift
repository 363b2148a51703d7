import Foundation

/// A decoder's settings, taken once per `decode` call as a `Snapshot`, so that the call runs
/// without the lock.
struct DecodingOptions {
    var dateDecodingStrategy: FastJSONDecoder.DateDecodingStrategy = .deferredToDate
    var dataDecodingStrategy: FastJSONDecoder.DataDecodingStrategy = .base64
    var nonConformingFloatDecodingStrategy: FastJSONDecoder.NonConformingFloatDecodingStrategy = .throw
    var keyDecodingStrategy: FastJSONDecoder.KeyDecodingStrategy = .useDefaultKeys
    var userInfo: [CodingUserInfoKey: any Sendable] = [:] {
        didSet { assumesTopLevelDictionary = Self.assumesTopLevelDictionary(in: userInfo) }
    }
    var invalidArrayElementHandler: (@Sendable (any Error) -> Void)?
    var leniency: FastJSONDecoder.Leniency = []
    var allowsJSON5 = false

    /// The settings of a new decoder.
    static let defaults = Snapshot(DecodingOptions())

    /// Foundation keeps this flag in `userInfo` under this key; so does FastJSON, for parity.
    static let assumesTopLevelDictionaryKey = CodingUserInfoKey(rawValue: "_NSAssumesTopLevelDictionaryJSON5")

    /// Whether `userInfo` holds `true` under that key: worked out when `userInfo` is set, since
    /// every decode reads it.
    private(set) var assumesTopLevelDictionary = false

    private static func assumesTopLevelDictionary(in userInfo: [CodingUserInfoKey: any Sendable]) -> Bool {
        guard let key = assumesTopLevelDictionaryKey else { return false }
        return userInfo[key] as? Bool ?? false
    }

    var keyMatching: KeyMatching {
        KeyMatching(keyDecodingStrategy)
    }
}

extension DecodingOptions: CoderSettings {
    var holdsCallerObjects: Bool {
        if !userInfo.isEmpty || invalidArrayElementHandler != nil { return true }
        switch dateDecodingStrategy {
        case .formatted, .custom: return true
        case .deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601: break
        }
        if case .custom = dataDecodingStrategy { return true }
        if case .custom = keyDecodingStrategy { return true }
        return false
    }
}
