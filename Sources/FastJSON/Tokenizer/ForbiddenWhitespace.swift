/// yajl treats vertical tab and form feed as whitespace; JSON does not, and inside a string they are
/// unescaped control characters, so either byte anywhere in the input is an error.
enum ForbiddenWhitespace {
    /// The offset of the first vertical tab (0x0B) or form feed (0x0C) in `bytes`.
    static func firstIndex(in bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index &+ 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if hasByte(0x0B, in: word) || hasByte(0x0C, in: word) { break }
            index &+= 8
        }
        while index < count {
            let byte = base.load(fromByteOffset: index, as: UInt8.self)
            if byte == 0x0B || byte == 0x0C { return index }
            index &+= 1
        }
        return nil
    }

    /// Whether any byte of `word` equals `byte` (the classic "has zero byte" bit trick on the xor).
    @inline(__always)
    private static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highs != 0
    }
}
