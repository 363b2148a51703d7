/// Byte-level ASCII checks shared by the tokenizer, the tape builder, the JSON5 scanner, the key
/// lookups and the writer.
enum ASCII {
    /// JSON's four whitespace bytes: space, line feed, carriage return, tab.
    @inline(__always)
    static func isJSONWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The value of a hexadecimal digit (either case), or `nil` for any other byte.
    @inline(__always)
    static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte &- UInt8(ascii: "A") &+ 10
        default: return nil
        }
    }

    /// The value of the four hexadecimal digits of a `\u` escape at `index`, or `nil` when there
    /// are not four of them.
    @inline(__always)
    static func fourHexDigitsValue(_ bytes: UnsafeRawBufferPointer, at index: Int) -> UInt16? {
        guard index &+ 4 <= bytes.count else { return nil }
        var value: UInt16 = 0
        for offset in 0..<4 {
            guard let digit = hexDigitValue(bytes[index &+ offset]) else { return nil }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    /// Whether every byte is below 0x80: 32 bytes at a time with one test of the four words
    /// (a stream's chunk, a whole document), then eight at a time.
    @inline(__always)
    static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index &+ 32 <= count {
            let combined = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                | base.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self)
                | base.loadUnaligned(fromByteOffset: index &+ 16, as: UInt64.self)
                | base.loadUnaligned(fromByteOffset: index &+ 24, as: UInt64.self)
            if combined & 0x8080_8080_8080_8080 != 0 { return false }
            index &+= 32
        }
        while index &+ 8 <= count {
            if base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
                return false
            }
            index &+= 8
        }
        // The last few bytes four, two and one at a time, as `UTF8Validation.validate` reads them.
        if index &+ 4 <= count {
            if base.loadUnaligned(fromByteOffset: index, as: UInt32.self) & 0x8080_8080 != 0 { return false }
            index &+= 4
        }
        if index &+ 2 <= count {
            if base.loadUnaligned(fromByteOffset: index, as: UInt16.self) & 0x8080 != 0 { return false }
            index &+= 2
        }
        return index == count || base.load(fromByteOffset: index, as: UInt8.self) < 0x80
    }
}
