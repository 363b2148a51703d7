/// The original bytes of a string that `OutputBuffer.appendQuoted` escaped, read back from the
/// written text: sorted keys compare by the original bytes, not by the escapes.
struct UnescapingIterator: IteratorProtocol {
    let bytes: UnsafeMutablePointer<UInt8>
    var position: Int
    let end: Int

    mutating func next() -> UInt8? {
        guard position < end else { return nil }
        let byte = bytes[position]
        guard byte == UInt8(ascii: "\\"), position + 1 < end else {
            position += 1
            return byte
        }
        let escape = bytes[position + 1]
        position += 2
        switch escape {
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return UInt8(ascii: "\n")
        case UInt8(ascii: "r"): return UInt8(ascii: "\r")
        case UInt8(ascii: "t"): return UInt8(ascii: "\t")
        case UInt8(ascii: "u"):
            // Only \u00XX is ever written: the control characters.
            guard position + 4 <= end else { return nil }
            // Written by `appendQuoted`, so always two hexadecimal digits.
            let high = ASCII.hexDigitValue(bytes[position + 2]) ?? 0
            let low = ASCII.hexDigitValue(bytes[position + 3]) ?? 0
            let value = high << 4 | low
            position += 4
            return value
        default:
            return escape
        }
    }
}
