/// yajl treats vertical tab and form feed as whitespace; JSON does not, and inside a string they are
/// unescaped control characters, so either byte anywhere in the input is an error.
enum ForbiddenWhitespace {
    /// The offset of the first vertical tab (0x0B) or form feed (0x0C) in `bytes`.
    static func firstIndex(in bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index &+ 16 <= count {
            let first = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let second = base.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self)
            if hasForbiddenByte(first) || hasForbiddenByte(second) { break }
            index &+= 16
        }
        while index < count {
            let byte = base.load(fromByteOffset: index, as: UInt8.self)
            if byte == 0x0B || byte == 0x0C { return index }
            index &+= 1
        }
        return nil
    }

    /// Whether any byte of `word` is 0x0B or 0x0C: the classic "has a zero byte" test on `word`
    /// xor each of them.
    @inline(__always)
    private static func hasForbiddenByte(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let verticalTab = word ^ (ones &* 0x0B)
        let formFeed = word ^ (ones &* 0x0C)
        return ((verticalTab &- ones) & ~verticalTab | (formFeed &- ones) & ~formFeed) & highs != 0
    }
}
