import Foundation
import Synchronization

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
public final class FastJSONDecoder: @unchecked Sendable {
    private let settings = Mutex(DecodingOptions())

    /// Creates a decoder with Foundation's default strategies.
    public init() {}

    /// How `Date` values are decoded. Defaults to `.deferredToDate`.
    public var dateDecodingStrategy: DateDecodingStrategy {
        get { withLockedOptions { $0.dateDecodingStrategy } }
        set { withLockedOptions { $0.dateDecodingStrategy = newValue } }
    }

    /// How `Data` values are decoded. Defaults to `.base64`.
    public var dataDecodingStrategy: DataDecodingStrategy {
        get { withLockedOptions { $0.dataDecodingStrategy } }
        set { withLockedOptions { $0.dataDecodingStrategy = newValue } }
    }

    /// How non-finite floating-point values are decoded. Defaults to `.throw`.
    public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy {
        get { withLockedOptions { $0.nonConformingFloatDecodingStrategy } }
        set { withLockedOptions { $0.nonConformingFloatDecodingStrategy = newValue } }
    }

    /// How JSON keys are matched with coding keys. Defaults to `.useDefaultKeys`.
    public var keyDecodingStrategy: KeyDecodingStrategy {
        get { withLockedOptions { $0.keyDecodingStrategy } }
        set { withLockedOptions { $0.keyDecodingStrategy = newValue } }
    }

    /// Contextual information for the types being decoded, available as `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { withLockedOptions { $0.userInfo } }
        set { withLockedOptions { $0.userInfo = newValue } }
    }

    /// When set, an element of an array that fails to decode is left out of its array instead of
    /// failing the whole decode, and its error (whose coding path locates the element) is passed
    /// here. Applies to every `[T]` FastJSON decodes, however deeply nested. Defaults to `nil`:
    /// the decode fails, as with Foundation.
    public var invalidArrayElementHandler: (@Sendable (any Error) -> Void)? {
        get { withLockedOptions { $0.invalidArrayElementHandler } }
        set { withLockedOptions { $0.invalidArrayElementHandler = newValue } }
    }

    /// Conversions Foundation does not make, each off by default so that decoding matches
    /// Foundation unless asked otherwise. See `Leniency`.
    public var leniency: Leniency {
        get { withLockedOptions { $0.leniency } }
        set { withLockedOptions { $0.leniency = newValue } }
    }

    /// Read the input as JSON5 (comments, trailing commas, single-quoted strings, unquoted keys,
    /// hexadecimal numbers, `Infinity`, `NaN` and more), as Foundation's option of the same name
    /// does. Defaults to `false`. Applies to `decode`; the streaming `decodeElements` reads JSON only
    /// and fails at once with this set.
    public var allowsJSON5: Bool {
        get { withLockedOptions { $0.allowsJSON5 } }
        set { withLockedOptions { $0.allowsJSON5 = newValue } }
    }

    /// Accept a top-level object written without its braces (`"a": 1, "b": 2`), as Foundation's
    /// option of the same name does. Stored in `userInfo` under Foundation's key. Defaults to `false`.
    public var assumesTopLevelDictionary: Bool {
        get { withLockedOptions { $0.assumesTopLevelDictionary } }
        set {
            guard let key = DecodingOptions.assumesTopLevelDictionaryKey else { return }
            userInfo[key] = newValue
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
        try data.withUnsafeBytes { try decode(type, fromBytes: $0) }
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
        try bytes.withUnsafeBytes { try decode(type, fromBytes: $0) }
    }

    private func decode<T: Decodable>(_ type: T.Type, fromBytes bytes: UnsafeRawBufferPointer) throws -> T {
        let options = currentOptions
        return try DecodingErrors.rethrowingAsDecodingError {
            // The JSON5 scanner reads a top-level object without braces itself, comments before it included.
            let wrapsInBraces = options.assumesTopLevelDictionary && !options.allowsJSON5
            return try InputEncoding.withUTF8(bytes, assumesTopLevelDictionary: wrapsInBraces) { utf8 in
                try WholeDocumentParser.withThreadCached { parser in
                    let tape = options.allowsJSON5
                        ? try parser.buildJSON5Tape(
                            borrowing: utf8, keyConversion: options.tapeKeyConversion,
                            assumesTopLevelDictionary: options.assumesTopLevelDictionary)
                        : try parser.buildTape(borrowing: utf8, keyConversion: options.tapeKeyConversion)
                    var decoder = DecoderImpl(tape: tape, options: options, typeKinds: parser.typeKinds)
                    defer {
                        parser.typeKinds = decoder.typeKinds
                        // The tape borrows `utf8`, valid only in here: whatever the caller may still
                        // hold (a container, a decoder) gets a copy of the input first.
                        if !isKnownUniquelyReferenced(&decoder) || decoder.tape.mayOutliveDecode {
                            decoder.tape.keepInput()
                        }
                    }
                    return try decoder.unwrap(valueAt: 0, as: type, parent: .root)
                }
            }
        }
    }

    /// A copy of the settings, for one decoding.
    var currentOptions: DecodingOptions { withLockedOptions { $0 } }

    private func withLockedOptions<R>(_ body: (inout DecodingOptions) -> R) -> R {
        settings.withLock { body(&$0) }
    }
}
