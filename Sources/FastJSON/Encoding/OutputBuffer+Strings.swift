extension OutputBuffer {
    /// Writes `string` as a quoted JSON string with Foundation's escapes. Returns whether any byte
    /// was escaped, which key sorting needs to know.
    @inline(__always)
    @discardableResult
    mutating func appendQuoted(_ string: String, escapingSlashes: Bool) -> Bool {
        var string = string
        return string.withUTF8 { appendQuoted(utf8: $0, escapingSlashes: escapingSlashes) }
    }

    /// Writes UTF-8 text as a quoted JSON string; see `appendQuoted(_:escapingSlashes:)`.
    @discardableResult
    mutating func appendQuoted(utf8 source: UnsafeBufferPointer<UInt8>, escapingSlashes: Bool) -> Bool {
        let length = source.count
        // Room for the text and both quotes: escapes, which need more, take the slow path.
        let destination = reserve(length &+ 2)
        destination.pointee = UInt8(ascii: "\"")
        let plainCount = Self.prefixNeedingNoEscape(source, escapingSlashes: escapingSlashes)
        if let from = source.baseAddress, plainCount > 0 {
            (destination + 1).update(from: from, count: plainCount)
        }
        if _fastPath(plainCount == length) {
            destination[length &+ 1] = UInt8(ascii: "\"")
            count &+= length &+ 2
            return false
        }
        count &+= plainCount &+ 1
        appendEscaping(source, from: plainCount, escapingSlashes: escapingSlashes)
        append(UInt8(ascii: "\""))
        return true
    }

    /// The length of the longest prefix with no byte to escape, checked eight bytes at a time.
    @inline(__always)
    private static func prefixNeedingNoEscape(_ source: UnsafeBufferPointer<UInt8>, escapingSlashes: Bool) -> Int {
        guard let start = source.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(start)
        let length = source.count
        var index = 0
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let slash: UInt64 = escapingSlashes ? ones &* 0x2F : ones &* 0x22
        // Standard SWAR tests: a byte of `word` is below 0x20 or equals one of the escaped bytes.
        while index &+ 8 <= length {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let below = (word &- ones &* 0x20) & ~word
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let slashed = word ^ slash
            let hits = below
                | ((quote &- ones) & ~quote)
                | ((backslash &- ones) & ~backslash)
                | ((slashed &- ones) & ~slashed)
            if hits & highBits != 0 { break }
            index &+= 8
        }
        while index < length, !needsEscape(start[index], escapingSlashes: escapingSlashes) {
            index &+= 1
        }
        return index
    }

    @inline(__always)
    private static func needsEscape(_ byte: UInt8, escapingSlashes: Bool) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            || (byte == UInt8(ascii: "/") && escapingSlashes)
    }

    @inline(never)
    private mutating func appendEscaping(_ source: UnsafeBufferPointer<UInt8>, from start: Int, escapingSlashes: Bool) {
        var position = start
        while position < source.count {
            appendEscape(for: source[position])
            position &+= 1
            let rest = UnsafeBufferPointer(rebasing: source[position...])
            let plainCount = Self.prefixNeedingNoEscape(rest, escapingSlashes: escapingSlashes)
            append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(rest)[..<plainCount]))
            position &+= plainCount
        }
    }

    private mutating func appendEscape(for byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append("\\\"")
        case UInt8(ascii: "\\"): append("\\\\")
        case UInt8(ascii: "/"): append("\\/")
        case 0x08: append("\\b")
        case 0x0C: append("\\f")
        case UInt8(ascii: "\n"): append("\\n")
        case UInt8(ascii: "\r"): append("\\r")
        case UInt8(ascii: "\t"): append("\\t")
        default:
            let hexDigits: StaticString = "0123456789abcdef"
            append("\\u00")
            append(hexDigits.utf8Start[Int(byte >> 4)])
            append(hexDigits.utf8Start[Int(byte & 0x0F)])
        }
    }
}
