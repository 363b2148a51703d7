/// One value, or one object key, of a document's tape: 16 bytes, stored contiguously.
///
/// For `[1, {"a": "x"}]` the tape is
///
///     index  kind    count  end
///     0      array   2      5     (count: elements; end: the index after its last descendant)
///     1      number  1      2     (count: length of the text "1")
///     2      object  1      5     (count: members, i.e. key/value pairs)
///     3      key     1      4     ("a")
///     4      string  1      5     ("x")
///
/// so any value is skipped by jumping to its `end`, and nothing is parsed until a decoder asks.
struct TapeEntry {
    enum Kind: UInt8 {
        case object, array, key, string, number, `true`, `false`, null
        /// A JSON5 number JSON cannot spell (hexadecimal, `Infinity`, `NaN`), as its text: read by
        /// `DecoderImpl+JSON5Numbers.swift`, where JSON's numbers are not looked at.
        case json5Number

        /// Whether entries of this kind have text (`count` bytes at `offset`).
        var hasText: Bool {
            switch self {
            case .key, .string, .number, .json5Number: true
            case .object, .array, .true, .false, .null: false
            }
        }
    }

    var kind: Kind
    var flags: Flags
    /// Strings, keys and numbers: the length of their UTF-8 text. Arrays: their element count.
    /// Objects: their member count.
    var count: UInt32
    /// Strings, keys and numbers: where their text starts, in the input or (`flags.inArena`) in the
    /// tape's arena. Objects and arrays: unused.
    var offset: UInt32
    /// The index of the entry after this one and everything inside it.
    var end: UInt32

    struct Flags: OptionSet {
        let rawValue: UInt8
        /// The text is in the tape's arena (it had escapes), not in the input.
        static let inArena = Flags(rawValue: 1 << 0)
        /// The object may hold a key twice (a cheap filter said so), so lookups must find the first.
        static let mayRepeatKeys = Flags(rawValue: 1 << 1)
        /// The object has a key that is not ASCII: Swift compares such keys by canonical
        /// equivalence, not bytes, so lookups go through a `String`-keyed index.
        static let hasNonASCIIKeys = Flags(rawValue: 1 << 2)
    }
}
