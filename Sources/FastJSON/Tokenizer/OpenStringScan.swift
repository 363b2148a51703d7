import Foundation

/// Finishes a string that yajl was left inside at the end of a slice of a whole document (see
/// `TokenizerLimits.sliceLength`): finds its closing quote in the rest of the document, checks its text
/// as yajl and the tokenizer would (no control characters, only JSON's escapes, surrogate escapes in
/// pairs, strict UTF-8) and decodes its escapes.
///
/// yajl lexes, copies and decodes a long string a byte at a time, and a base64 payload is
/// megabytes of string with a `\/` escape every 64 bytes or so; this scan costs a fraction of that
/// per byte.
///
/// Whatever it does not accept (an invalid string, or one not closed before the end) it leaves to
/// yajl, which reads the string as it always has: errors and their positions stay yajl's and the
/// tokenizer's, and this needs no error reporting of its own.
struct OpenStringScan {
    /// The index of the string's closing quote in the document.
    let closingQuote: Int
    /// Whether the text has escapes, and so was decoded into the buffer given to `scan`; otherwise
    /// the content is the text between the quotes.
    let hasEscapes: Bool
    /// Whether the decoded content is ASCII.
    let isASCII: Bool
    /// How many bytes of an escape the slice's end cut off. yajl is given that many of `u0000`'s
    /// last bytes, then a quote, which make its part of the string a complete token.
    let missingEscapeBytes: Int

    /// Scans the string whose content starts at `contentStart` in `document`, reading no further
    /// than `limit`; its escapes, if any, are decoded into `decoded`. `sliceEnd` is where yajl
    /// stopped, at or after `contentStart`.
    static func scan(
        _ document: UnsafeRawBufferPointer, contentStart: Int, sliceEnd: Int, limit: Int,
        decodingInto decoded: inout GrowableBuffer<UInt8>
    ) -> OpenStringScan? {
        guard let base = document.baseAddress, limit <= document.count else { return nil }
        decoded.removeAll(keepingRoomFor: 0)
        var index = contentStart
        // The start of the text since the last escape: checked as UTF-8 and copied at the next one.
        var runStart = contentStart
        var hasEscapes = false
        var isASCII = true
        var missingEscapeBytes = 0
        while true {
            // Plain bytes eight at a time; once a byte above 0x7F has been seen, runs are checked as
            // UTF-8 where they end, so such bytes need not stop the loop any more.
            let stopsAtNonASCII: UInt64 = isASCII ? 0x8080_8080_8080_8080 : 0
            while index &+ 8 <= limit {
                let attention = bytesNeedingAttention(
                    UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self)), stopsAtNonASCII)
                if attention != 0 {
                    index &+= attention.trailingZeroBitCount &>> 3
                    break
                }
                index &+= 8
            }
            guard index < limit else { return nil }
            let byte = base.load(fromByteOffset: index, as: UInt8.self)
            if byte >= 0x80 {
                isASCII = false
                index &+= 1
                continue
            }
            if byte < 0x20 { return nil }
            if byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                index &+= 1
                continue
            }
            let run = UnsafeRawBufferPointer(start: base + runStart, count: index &- runStart)
            if !isASCII, UTF8Validation.firstInvalidByte(in: run) != nil { return nil }
            if byte == UInt8(ascii: "\"") {
                if hasEscapes { decoded.append(contentsOf: run.assumingMemoryBound(to: UInt8.self)) }
                return OpenStringScan(closingQuote: index, hasEscapes: hasEscapes, isASCII: isASCII,
                                      missingEscapeBytes: missingEscapeBytes)
            }
            if !hasEscapes {
                // Decoded text is never longer than its raw text, which ends at the first quote
                // that no backslash escapes: room for that, and the buffer never grows.
                guard let end = firstUnescapedQuote(base, from: index, limit: limit) else { return nil }
                hasEscapes = true
                decoded.removeAll(keepingRoomFor: end &- contentStart)
            }
            decoded.append(contentsOf: run.assumingMemoryBound(to: UInt8.self))
            guard let escape = decodeEscape(base, at: index, limit: limit, into: { decoded.append($0) }) else { return nil }
            if escape.isNonASCII { isASCII = false }
            if index < sliceEnd && sliceEnd < index &+ escape.length {
                // yajl lexes a surrogate pair as two escapes of six bytes: the slice may end in
                // either. After a backslash alone, `u0000` makes any escape a valid one.
                let unit = sliceEnd &- index > 6 ? index &+ 6 : index
                missingEscapeBytes = sliceEnd == unit &+ 1 ? 5 : unit &+ 6 &- sliceEnd
            }
            index &+= escape.length
            runStart = index
        }
    }

    /// The first quote from `start` (inside a string) that an even run of backslashes precedes:
    /// the end of the string, as yajl would find it.
    private static func firstUnescapedQuote(_ base: UnsafeRawPointer, from start: Int, limit: Int) -> Int? {
        var index = start
        while index < limit, let found = memchr(base + index, Int32(UInt8(ascii: "\"")), limit &- index) {
            let quote = UnsafeRawPointer(found) - base
            var before = quote &- 1
            // The opening quote stops the walk back: it is before `start`, and no backslash.
            while base.load(fromByteOffset: before, as: UInt8.self) == UInt8(ascii: "\\") { before &-= 1 }
            if (quote &- before) % 2 == 1 { return quote }
            index = quote &+ 1
        }
        return nil
    }

    /// The high bit of each of the eight bytes (the first lowest) that is a quote, a backslash or a
    /// control character, or that has a bit of `highBits` set. A borrow can mark a byte above one
    /// of those wrongly, never one below: the lowest mark is exact.
    @inline(__always)
    private static func bytesNeedingAttention(_ word: UInt64, _ highBits: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22), backslashes = word ^ (ones &* 0x5C)
        let hasQuote = (quotes &- ones) & ~quotes
        let hasBackslash = (backslashes &- ones) & ~backslashes
        let hasControl = (word &- ones &* 0x20) & ~word
        return ((hasQuote | hasBackslash | hasControl) & highs) | (word & highBits)
    }

    /// Writes what the escape at `index` stands for (the code point of a surrogate pair for the
    /// pair) to `write`, a byte at a time; nil if it is not a valid JSON escape or is half of a pair.
    @inline(__always)
    static func decodeEscape(
        _ base: UnsafeRawPointer, at index: Int, limit: Int, into write: (UInt8) -> Void
    ) -> (length: Int, isNonASCII: Bool)? {
        guard index &+ 1 < limit else { return nil }
        let text = UnsafeRawBufferPointer(start: base, count: limit)
        let simple: UInt8
        switch base.load(fromByteOffset: index &+ 1, as: UInt8.self) {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            guard let unit = ASCII.fourHexDigitsValue(text, at: index &+ 2) else { return nil }
            switch unit {
            case 0xD800...0xDBFF:
                guard index &+ 12 <= limit,
                      base.load(fromByteOffset: index &+ 6, as: UInt8.self) == UInt8(ascii: "\\"),
                      base.load(fromByteOffset: index &+ 7, as: UInt8.self) == UInt8(ascii: "u"),
                      let low = ASCII.fourHexDigitsValue(text, at: index &+ 8), (0xDC00...0xDFFF).contains(low)
                else { return nil }
                guard let scalar = Unicode.Scalar(0x10000 &+ (UInt32(unit &- 0xD800) << 10 | UInt32(low &- 0xDC00)))
                else { return nil }
                UTF8.encode(scalar, into: write)
                return (12, true)
            case 0xDC00...0xDFFF:
                return nil
            default:
                guard let scalar = Unicode.Scalar(unit) else { return nil }
                UTF8.encode(scalar, into: write)
                return (6, unit >= 0x80)
            }
        default:
            return nil
        }
        write(simple)
        return (2, false)
    }
}
