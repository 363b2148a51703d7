/// Finds where a string token began, scanning back from its closing quote: an inner quote is always
/// escaped (an odd run of backslashes before it), the opening quote never is.
enum RawStringLocator {
    struct Quote {
        let index: Int
        /// The run of backslashes before the quote reaches the start of the buffer, so bytes
        /// before the buffer could still escape it.
        let mayBeEscapedBefore: Bool
    }

    /// The opening quote of the string whose content ends at the end of `bytes`.
    static func openingQuote(in bytes: UnsafeRawBufferPointer) -> Quote? {
        guard let base = bytes.baseAddress else { return nil }
        var end = bytes.count
        while let index = lastQuote(in: base, before: end) {
            var before = index &- 1
            while before >= 0 && base.load(fromByteOffset: before, as: UInt8.self) == UInt8(ascii: "\\") {
                before &-= 1
            }
            if (index &- before) % 2 == 1 { return Quote(index: index, mayBeEscapedBefore: before < 0) }
            end = index
        }
        return nil
    }

    /// The index of the last quote in the first `end` bytes at `base`, or nil. Escaped strings can
    /// be megabytes long (base64 with its `\/`), so eight bytes at a time.
    @inline(__always)
    private static func lastQuote(in base: UnsafeRawPointer, before end: Int) -> Int? {
        var end = end
        while end >= 8 {
            let notQuotes = base.loadUnaligned(fromByteOffset: end &- 8, as: UInt64.self) ^ 0x2222_2222_2222_2222
            // The high bit of each byte that is zero, exactly: no borrow crosses bytes.
            let quotes = ~((notQuotes & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F | notQuotes) & 0x8080_8080_8080_8080
            if quotes != 0 { return end &- 1 &- quotes.leadingZeroBitCount / 8 }
            end &-= 8
        }
        while end > 0 {
            end &-= 1
            if base.load(fromByteOffset: end, as: UInt8.self) == UInt8(ascii: "\"") { return end }
        }
        return nil
    }
}
