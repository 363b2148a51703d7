/// The characters of an unquoted JSON5 object key, by Unicode general category, as Foundation's
/// JSON5 scanner reads them (ECMAScript 5.1's IdentifierName).
enum JSON5Identifier {
    /// A letter (Lu, Ll, Lt, Lm, Lo), a letter number (Nl), `$` or `_`.
    static func canStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "$" || scalar == "_" { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return true
        default:
            return false
        }
    }

    /// What may start a key, and combining marks (Mn, Mc), digits (Nd), connector punctuation (Pc),
    /// `\` (spelt as an escape), ZWNJ and ZWJ.
    static func canContinue(_ scalar: Unicode.Scalar) -> Bool {
        if canStart(scalar) || scalar == "\\" || scalar == "\u{200C}" || scalar == "\u{200D}" { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation:
            return true
        default:
            return false
        }
    }

    /// The scalar whose well-formed UTF-8 starts at `position`, and its length in bytes; `nil` when
    /// the bytes there are not well-formed UTF-8.
    static func decodeScalar(in bytes: UnsafeRawBufferPointer, at position: Int) -> (Unicode.Scalar, Int)? {
        guard position < bytes.count else { return nil }
        let lead = bytes[position]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard position + length <= bytes.count else { return nil }
        let sequence = UnsafeRawBufferPointer(rebasing: bytes[position..<(position + length)])
        guard UTF8Validation.firstInvalidByte(in: sequence) == nil else { return nil }
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> length)
        for byte in sequence.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
