extension OutputBuffer {
    /// Writes `string` as a quoted JSON string with Foundation's escapes. Returns whether any byte
    /// was escaped, which key sorting needs to know.
    @inline(__always)
    @discardableResult
    mutating func appendQuoted(_ string: String, escapingSlashes: Bool) -> Bool {
        // A native string's bytes are read in place; `withUTF8` would need a mutable copy of it,
        // a retain and a release.
        if let escaped = string.utf8.withContiguousStorageIfAvailable({ appendQuoted(utf8: $0, escapingSlashes: escapingSlashes) }) {
            return escaped
        }
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
        guard let from = source.baseAddress else {
            destination[1] = UInt8(ascii: "\"")
            count &+= 2
            return false
        }
        let plainCount = Self.prefixNeedingNoEscape(from, length: length, escapingSlashes: escapingSlashes)
        Self.copy(from: from, count: plainCount, to: destination + 1)
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

    /// Copies `count` bytes; up to 16 of them with a few overlapping loads and stores, where a call
    /// to `memcpy` would cost more than the copy (keys and most values are that short).
    @inline(__always)
    private static func copy(from source: UnsafePointer<UInt8>, count: Int, to target: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        if count >= 8 {
            guard count <= 16 else { return target.update(from: source, count: count) }
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self),
                          toByteOffset: count &- 8, as: UInt64.self)
        } else if count >= 4 {
            to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self),
                          toByteOffset: count &- 4, as: UInt32.self)
        } else if count > 0 {
            target[0] = source[0]
            target[count / 2] = source[count / 2]
            target[count &- 1] = source[count &- 1]
        }
    }

    /// The length of the longest prefix with no byte to escape, checked eight bytes at a time. The
    /// last bytes are checked in one word too, made of overlapping loads that stay inside the text.
    @inline(__always)
    private static func prefixNeedingNoEscape(
        _ start: UnsafePointer<UInt8>, length: Int, escapingSlashes: Bool
    ) -> Int {
        let raw = UnsafeRawPointer(start)
        let slash: UInt64 = escapingSlashes ? 0x2F2F_2F2F_2F2F_2F2F : 0x2222_2222_2222_2222
        var index = 0
        while index &+ 8 <= length {
            let found = bytesToEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self), slash: slash)
            if found != 0 { return index &+ found.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        if index == length { return length }
        if length >= 8 {
            // Overlaps bytes already checked, which hold nothing to escape.
            let found = bytesToEscape(raw.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self), slash: slash)
            return found == 0 ? length : length &- 8 &+ found.trailingZeroBitCount >> 3
        }
        if length >= 4 {
            // Lanes 0-3 are bytes 0-3, lanes 4-7 the last four bytes.
            let found = bytesToEscape(
                UInt64(raw.loadUnaligned(as: UInt32.self))
                    | UInt64(raw.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)) << 32,
                slash: slash)
            guard found != 0 else { return length }
            let lane = found.trailingZeroBitCount >> 3
            return lane < 4 ? lane : length &- 8 &+ lane
        }
        // Lanes 0-2 are the first, middle and last bytes, in order; the others hold "a".
        let found = bytesToEscape(
            0x6161_6161_6100_0000 | UInt64(start[0]) | UInt64(start[length / 2]) << 8 | UInt64(start[length &- 1]) << 16,
            slash: slash)
        switch found.trailingZeroBitCount >> 3 {
        case 0: return 0
        case 1: return length / 2
        case 2: return length &- 1
        default: return length
        }
    }

    /// The high bit of each byte of `word` that is below 0x20, a quote, a backslash, or (escaping
    /// slashes) a slash: the standard SWAR tests for a zero byte, on `word` and on its differences
    /// from each byte. A borrow only runs upwards, so the lowest bit set marks the first such byte.
    @inline(__always)
    private static func bytesToEscape(_ word: UInt64, slash: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let below = (word &- ones &* 0x20) & ~word
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let slashed = word ^ slash
        let hits = below
            | ((quote &- ones) & ~quote)
            | ((backslash &- ones) & ~backslash)
            | ((slashed &- ones) & ~slashed)
        return hits & 0x8080_8080_8080_8080
    }

    @inline(never)
    private mutating func appendEscaping(_ source: UnsafeBufferPointer<UInt8>, from start: Int, escapingSlashes: Bool) {
        guard let base = source.baseAddress else { return }
        var position = start
        while position < source.count {
            appendEscape(for: base[position])
            position &+= 1
            let plainCount = Self.prefixNeedingNoEscape(
                base + position, length: source.count &- position, escapingSlashes: escapingSlashes)
            Self.copy(from: base + position, count: plainCount, to: reserve(plainCount))
            count &+= plainCount
            position &+= plainCount
        }
    }

    /// Writes the escape of one byte: two bytes, or `\u00XX` for a control character without one.
    @inline(__always)
    private mutating func appendEscape(for byte: UInt8) {
        let target = reserve(6)
        target[0] = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): target[1] = byte
        case 0x08: target[1] = UInt8(ascii: "b")
        case 0x0C: target[1] = UInt8(ascii: "f")
        case UInt8(ascii: "\n"): target[1] = UInt8(ascii: "n")
        case UInt8(ascii: "\r"): target[1] = UInt8(ascii: "r")
        case UInt8(ascii: "\t"): target[1] = UInt8(ascii: "t")
        default:
            let hexDigits: StaticString = "0123456789abcdef"
            target[1] = UInt8(ascii: "u")
            target[2] = UInt8(ascii: "0")
            target[3] = UInt8(ascii: "0")
            target[4] = hexDigits.utf8Start[Int(byte >> 4)]
            target[5] = hexDigits.utf8Start[Int(byte & 0x0F)]
            count &+= 6
            return
        }
        count &+= 2
    }
}
