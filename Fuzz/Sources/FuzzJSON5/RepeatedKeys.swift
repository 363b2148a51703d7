/// Where a JSON5 document repeats a key: the byte ranges of every value under a key that the
/// same object already had. Foundation reads only the first value under a key, so it never checks
/// the numbers and strings of the later ones, which FastJSON refuses (WhereFastJSONDiffers:
/// invalid syntax in a value nobody reads). A scanner of structure only, lenient on invalid input.
enum RepeatedKeys {
    /// One open object or array.
    private struct Frame {
        let isObject: Bool
        var keys: Set<[UInt8]> = []
        var expectsKey: Bool
        var pendingKey: [UInt8]?
        /// Where the current value starts, when its key is repeated.
        var repeatedValueStart: Int?
    }

    /// The ranges (from the byte after the colon to the comma, brace or end that closes the value)
    /// of values under a repeated key, with the top level read as the members of an object when
    /// `topLevelDictionary` is set and the document does not start with `{`. A key with an escape
    /// counts as repeated, since its text is not compared here.
    static func laterValueRanges(_ bytes: UnsafeRawBufferPointer, topLevelDictionary: Bool) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        var stack: [Frame] = []
        // A UTF-8 byte-order mark is no token.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if topLevelDictionary, firstSignificantByte(bytes, from: start) != UInt8(ascii: "{") {
            stack.append(Frame(isObject: true, expectsKey: true))
        }
        func closeValue(at end: Int) {
            guard let start = stack.last?.repeatedValueStart else { return }
            ranges.append(start...end)
            stack[stack.count - 1].repeatedValueStart = nil
        }
        func token(_ text: [UInt8]) {
            guard let top = stack.last, top.isObject, top.expectsKey else { return }
            stack[stack.count - 1].pendingKey = text
            stack[stack.count - 1].expectsKey = false
        }
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                stack.append(Frame(isObject: byte == UInt8(ascii: "{"), expectsKey: byte == UInt8(ascii: "{")))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                closeValue(at: index)
                if !stack.isEmpty { stack.removeLast() }
            case UInt8(ascii: ","):
                closeValue(at: index)
                if let top = stack.last, top.isObject { stack[stack.count - 1].expectsKey = true }
            case UInt8(ascii: ":"):
                if let top = stack.last, top.isObject, let key = top.pendingKey {
                    let repeated = key.contains(UInt8(ascii: "\\")) || top.keys.contains(key)
                    stack[stack.count - 1].keys.insert(key)
                    stack[stack.count - 1].pendingKey = nil
                    if repeated { stack[stack.count - 1].repeatedValueStart = index + 1 }
                }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                var end = index + 1
                while end < bytes.count && bytes[end] != byte {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                token(Array(bytes[(index + 1)..<min(end, bytes.count)]))
                index = end
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count && !endsLine(bytes, at: index) { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                index += 1
            default:
                guard !isSeparator(byte) else { break }
                var end = index
                while end < bytes.count && !isSeparator(bytes[end]) && !isStructural(bytes[end]) { end += 1 }
                token(Array(bytes[index..<end]))
                index = end - 1
            }
            index += 1
        }
        while !stack.isEmpty {
            closeValue(at: bytes.count)
            stack.removeLast()
        }
        return ranges
    }

    /// A JSON5 line terminator (which ends a `//` comment): LF, CR, U+2028 or U+2029.
    private static func endsLine(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D { return true }
        return byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte) || byte == UInt8(ascii: "/")
    }

    private static func isStructural(_ byte: UInt8) -> Bool {
        "{}[],:\"'".utf8.contains(byte)
    }

    /// The first byte that is not whitespace (a comment before a `{` makes this scanner read an
    /// implicit object too, which only adds ranges).
    private static func firstSignificantByte(_ bytes: UnsafeRawBufferPointer, from start: Int) -> UInt8? {
        bytes[start...].first { $0 != 0x20 && !(0x09...0x0D).contains($0) }
    }
}
