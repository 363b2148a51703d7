import Foundation

/// Decodes `Decodable` values from JSON: a drop-in replacement for Foundation's `JSONDecoder`, with
/// the same API, the same results and the same errors, several times faster.
///
/// ```swift
/// let decoder = FastJSONDecoder()
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// let user = try decoder.decode(User.self, from: data)
/// ```
///
/// One decoder can be shared by many threads: its settings are guarded by a lock and each call
/// works on its own copy of them.
public final class FastJSONDecoder: Sendable {
    private let settings = LockedSnapshot(DecodingOptions.defaults)

    /// Creates a decoder with Foundation's default strategies.
    public init() {}

    /// How `Date` values are decoded. Defaults to `.deferredToDate`.
    public var dateDecodingStrategy: DateDecodingStrategy {
        get { currentOptions.value.dateDecodingStrategy }
        set { settings.update { $0.dateDecodingStrategy = newValue } }
    }

    /// How `Data` values are decoded. Defaults to `.base64`.
    public var dataDecodingStrategy: DataDecodingStrategy {
        get { currentOptions.value.dataDecodingStrategy }
        set { settings.update { $0.dataDecodingStrategy = newValue } }
    }

    /// How non-finite floating-point values are decoded. Defaults to `.throw`.
    public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy {
        get { currentOptions.value.nonConformingFloatDecodingStrategy }
        set { settings.update { $0.nonConformingFloatDecodingStrategy = newValue } }
    }

    /// How JSON keys are matched with coding keys. Defaults to `.useDefaultKeys`.
    public var keyDecodingStrategy: KeyDecodingStrategy {
        get { currentOptions.value.keyDecodingStrategy }
        set { settings.update { $0.keyDecodingStrategy = newValue } }
    }

    /// Contextual information for the types being decoded, available as `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { currentOptions.value.userInfo }
        set { settings.update { $0.userInfo = newValue } }
    }

    /// When set, an element of an array that fails to decode is left out of its array instead of
    /// failing the whole decode, and its error (whose coding path locates the element) is passed
    /// here. Applies to every `[T]` FastJSON decodes, however deeply nested. Defaults to `nil`:
    /// the decode fails, as with Foundation.
    public var invalidArrayElementHandler: (@Sendable (any Error) -> Void)? {
        get { currentOptions.value.invalidArrayElementHandler }
        set { settings.update { $0.invalidArrayElementHandler = newValue } }
    }

    /// Conversions Foundation does not make, each off by default so that decoding matches
    /// Foundation unless asked otherwise. See `Leniency`.
    public var leniency: Leniency {
        get { currentOptions.value.leniency }
        set { settings.update { $0.leniency = newValue } }
    }

    /// Read the input as JSON5 (comments, trailing commas, single-quoted strings, unquoted keys,
    /// hexadecimal numbers, `Infinity`, `NaN` and more), as Foundation's option of the same name
    /// does. Defaults to `false`. Applies to `decode`; the streaming `decodeElements` reads JSON only
    /// and fails at once with this set.
    public var allowsJSON5: Bool {
        get { currentOptions.value.allowsJSON5 }
        set { settings.update { $0.allowsJSON5 = newValue } }
    }

    /// Accept a top-level object written without its braces (`"a": 1, "b": 2`), as Foundation's
    /// option of the same name does. Stored in `userInfo` under Foundation's key. Defaults to `false`.
    public var assumesTopLevelDictionary: Bool {
        get { currentOptions.value.assumesTopLevelDictionary }
        set {
            guard let key = DecodingOptions.assumesTopLevelDictionaryKey else { return }
            // One lock for the read and the write of userInfo, so that no concurrent update is lost.
            settings.update { $0.userInfo[key] = newValue }
        }
    }

    /// Decodes a value of the given type from JSON in UTF-8, UTF-16 or UTF-32 (detected as
    /// Foundation does, with or without a byte-order mark).
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The JSON document. A slice is read within its own bounds.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`, with the case and coding path Foundation would give. Invalid JSON
    ///   throws `.dataCorrupted` whose underlying error is a `JSONError` saying where and why.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try data.withUnsafeBytes { try decodeRoot(fromBytes: $0) { try $0.unwrap(valueAt: 0, as: type, parent: .root) } }
    }

    /// Decodes a value of the given type from JSON held in any contiguous bytes (`[UInt8]`,
    /// `ArraySlice<UInt8>`, `Data`, an `UnsafeRawBufferPointer`...).
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - bytes: The JSON document.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`, as `decode(_:from:)` with `Data`.
    public func decode<T: Decodable, Bytes: ContiguousBytes>(_ type: T.Type, from bytes: Bytes) throws -> T {
        try bytes.withUnsafeBytes { try decodeRoot(fromBytes: $0) { try $0.unwrap(valueAt: 0, as: type, parent: .root) } }
    }

    /// Builds the tape of `bytes` and decodes its root with `decodeRoot`, given a decoder pointed at it.
    @inline(__always)
    func decodeRoot<T>(fromBytes bytes: UnsafeRawBufferPointer, _ decodeRoot: (DecoderImpl) throws -> T) throws -> T {
        try DecodingErrors.rethrowingAsDecodingError {
            try WholeDocumentParser.withThreadCached { parser in
                try parser.withSettings(of: settings) { options in
                    // The two flags, not a copy of the settings: a copy retains and releases each
                    // strategy and `userInfo`.
                    let allowsJSON5 = options.value.allowsJSON5
                    let assumesTopLevelDictionary = options.value.assumesTopLevelDictionary
                    // The JSON5 scanner reads a top-level object without braces itself, comments
                    // before it included.
                    let wrapsInBraces = assumesTopLevelDictionary && !allowsJSON5
                    return try InputEncoding.withUTF8(bytes, assumesTopLevelDictionary: wrapsInBraces) { utf8 in
                        guard allowsJSON5 else {
                            return try parser.decode(document: utf8, options: options, decodeRoot)
                        }
                        let tape = try parser.buildJSON5Tape(
                            borrowing: utf8, checksRepeatedKeys: options.value.keyMatching.tapeChecksRepeatedKeys,
                            assumesTopLevelDictionary: assumesTopLevelDictionary)
                        return try parser.decode(from: tape, options: options, decodeRoot)
                    }
                }
            }
        }
    }

    /// The settings as they are now, for one call.
    var currentOptions: Snapshot<DecodingOptions> { settings.current }
}
