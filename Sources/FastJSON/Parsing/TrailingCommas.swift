/// `Leniency.trailingCommas`: a comma after the last element of an array or the last member of an
/// object (`[1,]`, `{"a":1,}`), which Foundation's `JSONDecoder` accepts and JSON does not.
///
/// yajl has no such option, so the document is read from a copy in which each such comma is a
/// space. The copy has the same length, so that an error elsewhere is reported where it is in
/// the caller's document. A comma that follows no value (`[,]`, `[1,,]`, `{"a":,}`) stays, and
/// stays an error, as it is for Foundation.
enum TrailingCommas {
    /// A copy of `bytes` in which each trailing comma is a space; nil when it has none.
    static func blanked(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        let commas = offsets(in: bytes)
        guard !commas.isEmpty else { return nil }
        var copy = [UInt8](bytes)
        for offset in commas { copy[offset] = UInt8(ascii: " ") }
        return copy
    }

    /// Where the trailing commas of `bytes` are, outside strings.
    static func offsets(in bytes: UnsafeRawBufferPointer) -> [Int] {
        var commas: [Int] = []
        var isInString = false
        var isEscaped = false
        // The last byte outside strings and whitespace, and the comma it may be.
        var last: UInt8 = 0
        var lastComma = -1
        // Only a comma before the closing bracket of an open array or object trails.
        var depth = 0
        for (offset, byte) in bytes.enumerated() {
            if isInString {
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "\""):
                isInString = true
            case UInt8(ascii: ","):
                lastComma = endsValue(last) ? offset : -1
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth &+= 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if last == UInt8(ascii: ","), lastComma >= 0, depth > 0 { commas.append(lastComma) }
                depth &-= 1
            default:
                break
            }
            last = byte
        }
        return commas
    }

    /// Whether `byte`, the last outside strings and whitespace, ends a value: a comma after it
    /// separates or trails.
    private static func endsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case 0, UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"): false
        default: true
        }
    }
}
