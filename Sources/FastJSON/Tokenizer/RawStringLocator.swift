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
        var index = bytes.count - 1
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "\"") {
                var backslashes = 0
                var before = index - 1
                while before >= 0 && bytes[before] == UInt8(ascii: "\\") {
                    backslashes += 1
                    before -= 1
                }
                if backslashes % 2 == 0 { return Quote(index: index, mayBeEscapedBefore: before < 0) }
            }
            index -= 1
        }
        return nil
    }
}
