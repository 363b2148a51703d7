/// Finds where a string token began, scanning back from its closing quote: an inner quote is always
/// escaped (an odd run of backslashes before it), the opening quote never is.
enum RawStringLocator {
    /// The index of the opening quote of the string whose content ends at the end of `bytes`.
    static func openingQuote(in bytes: UnsafeRawBufferPointer) -> Int? {
        var index = bytes.count - 1
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "\"") {
                var backslashes = 0
                var before = index - 1
                while before >= 0 && bytes[before] == UInt8(ascii: "\\") {
                    backslashes += 1
                    before -= 1
                }
                if backslashes % 2 == 0 { return index }
            }
            index -= 1
        }
        return nil
    }
}
