import Foundation

/// Copies a whole document without the whitespace between its tokens, for yajl to parse instead of
/// the document itself.
///
/// yajl's lexer takes one pass of its state machine, some 25 instructions, for every byte of
/// whitespace, and a pretty-printed document is largely whitespace (71% of citm_catalog.json, 26% of
/// twitter.json); a copy that skips it eight bytes at a time costs a few instructions per byte. The
/// copy tokenizes exactly as the document does: strings are copied whole, and a run of whitespace
/// becomes nothing next to a bracket, comma or colon and one space elsewhere, so no two tokens merge.
/// A document yajl refuses is refused in the copy too, but at a position of the copy: callers parse
/// the document itself again for the error they report.
///
/// Compact JSON has no line feed outside its strings and a line feed cannot appear inside one, so a
/// document without one in its first 4 KiB is left alone at the cost of a `memchr`; one that turns
/// out to have little whitespace after all is abandoned after its first 4 KiB.
final class WhitespaceElision {
    /// The copy of the last document, kept for the next one on the same thread.
    private var buffer = UnsafeMutableRawBufferPointer(start: nil, count: 0)

    /// Buffers up to this size are kept between documents; a larger one is let go after its
    /// document, so that one large document does not pin its size of memory to a thread.
    private static let keptCapacity = 8 << 20
    /// Shorter documents hold too little whitespace to pay for the look at them.
    static let shortestCopied = 64
    /// How far into a document the amount of whitespace is judged.
    private static let sampleLength = 4096

    deinit { buffer.deallocate() }

    /// `document` without its whitespace between tokens, in a buffer this object owns until the next
    /// call or `releaseIfLarge()`; nil when the document is shorter than `minimumLength` or has too
    /// little whitespace to gain from it.
    func compacted(_ document: UnsafeRawBufferPointer, minimumLength: Int = shortestCopied) -> UnsafeRawBufferPointer? {
        guard document.count >= minimumLength, let source = document.baseAddress,
              memchr(source, 0x0A, min(document.count, Self.sampleLength)) != nil else { return nil }
        if buffer.count < document.count {
            buffer.deallocate()
            buffer = .allocate(byteCount: document.count, alignment: 8)
        }
        guard let target = buffer.baseAddress,
              let count = Self.copyWithoutWhitespace(
                  from: source.assumingMemoryBound(to: UInt8.self), count: document.count,
                  to: target.assumingMemoryBound(to: UInt8.self)) else {
            // No copy to read: a buffer too large to keep goes now, not after the decode.
            releaseIfLarge()
            return nil
        }
        return UnsafeRawBufferPointer(start: target, count: count)
    }

    /// How many bytes of buffer this object holds between documents.
    var keptBytes: Int { buffer.count }

    /// Frees the copy's buffer if it is larger than is worth keeping; call once nothing reads the copy.
    func releaseIfLarge() {
        guard buffer.count > Self.keptCapacity else { return }
        buffer.deallocate()
        buffer = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    }

    /// Copies `count` bytes from `source` to `target` (room for as many) without the whitespace
    /// between tokens; returns how many bytes it wrote, or nil if the first `sampleLength` bytes
    /// held less than one byte in eight of whitespace, or none was found.
    ///
    /// Bytes move eight at a time: each word is stored whole and the cursors then advance only up
    /// to its first byte that needs a decision, so the rest of the word is written again (`written`
    /// never passes `read`, so a whole word always fits).
    private static func copyWithoutWhitespace(
        from source: UnsafePointer<UInt8>, count: Int, to target: UnsafeMutablePointer<UInt8>
    ) -> Int? {
        var read = 0
        var written = 0
        var isSampled = false
        while true {
            // Judged wherever the sample ends: whitespace may stop after the first few lines.
            if !isSampled && read >= sampleLength {
                isSampled = true
                if (read &- written) < read / 8 { return nil }
            }
            // Up to a quote, whitespace or control byte: everything below "#".
            copy(from: source, count: count, to: target, read: &read, written: &written) { word in
                (word &- 0x2323_2323_2323_2323) & ~word & 0x8080_8080_8080_8080
            } stopsAt: { $0 <= UInt8(ascii: "\"") }
            guard read < count else { break }
            let byte = source[read]
            if byte == UInt8(ascii: "\"") {
                target[written] = byte
                read &+= 1
                written &+= 1
                copyString(from: source, count: count, to: target, read: &read, written: &written)
            } else if ASCII.isJSONWhitespace(byte) {
                let end = endOfWhitespace(from: source, count: count, start: read)
                let previous = written > 0 ? target[written &- 1] : UInt8(ascii: ",")
                let next = end < count ? source[end] : UInt8(ascii: ",")
                if !isSeparator(previous) && !isSeparator(next) {
                    target[written] = UInt8(ascii: " ")
                    written &+= 1
                }
                read = end
            } else {
                target[written] = byte
                read &+= 1
                written &+= 1
            }
        }
        return written < count ? written : nil
    }

    /// Copies the rest of a string whose opening quote was copied, its closing quote included (all
    /// of the input if it is not closed). A backslash escapes the byte after it, as in yajl's lexer.
    @inline(__always)
    private static func copyString(
        from source: UnsafePointer<UInt8>, count: Int, to target: UnsafeMutablePointer<UInt8>,
        read: inout Int, written: inout Int
    ) {
        while true {
            copy(from: source, count: count, to: target, read: &read, written: &written) { word in
                let quotes = word ^ 0x2222_2222_2222_2222
                let backslashes = word ^ 0x5C5C_5C5C_5C5C_5C5C
                return ((quotes &- 0x0101_0101_0101_0101) & ~quotes
                    | (backslashes &- 0x0101_0101_0101_0101) & ~backslashes) & 0x8080_8080_8080_8080
            } stopsAt: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
            guard read < count else { return }
            let isQuote = source[read] == UInt8(ascii: "\"")
            let length = isQuote ? 1 : min(2, count &- read)
            for offset in 0..<length { target[written &+ offset] = source[read &+ offset] }
            read &+= length
            written &+= length
            if isQuote { return }
        }
    }

    /// Copies bytes up to the first one `stopsAt` (not copying it), or to the end. `flags` marks
    /// such bytes of a little-endian word with their high bit, and may also mark bytes after the
    /// first: the lowest mark is exact, as for `(x - 0x01..) & ~x & 0x80..`, where a borrow only
    /// runs upwards from a real match.
    @inline(__always)
    private static func copy(
        from source: UnsafePointer<UInt8>, count: Int, to target: UnsafeMutablePointer<UInt8>,
        read: inout Int, written: inout Int, flags: (UInt64) -> UInt64, stopsAt: (UInt8) -> Bool
    ) {
        while read &+ 8 <= count {
            let word = UnsafeRawPointer(source + read).loadUnaligned(as: UInt64.self)
            assert(written <= read, "a whole word stored past the copy's buffer")
            UnsafeMutableRawPointer(target + written).storeBytes(of: word, as: UInt64.self)
            let found = flags(word)
            if found != 0 {
                let length = found.trailingZeroBitCount / 8
                read &+= length
                written &+= length
                return
            }
            read &+= 8
            written &+= 8
        }
        while read < count && !stopsAt(source[read]) {
            target[written] = source[read]
            read &+= 1
            written &+= 1
        }
    }

    /// Brackets, commas and colons: whitespace beside them separates nothing.
    @inline(__always)
    private static func isSeparator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: ","), UInt8(ascii: ":"):
            return true
        default:
            return false
        }
    }

    /// The first byte at or after `start` that is not JSON whitespace, or `count`.
    @inline(__always)
    private static func endOfWhitespace(from source: UnsafePointer<UInt8>, count: Int, start: Int) -> Int {
        var index = start &+ 1
        // Indentation is runs of spaces: eight at a time, the last word's count from its first
        // byte that is not a space.
        while index &+ 8 <= count {
            let notSpaces = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
            if notSpaces != 0 {
                index &+= notSpaces.trailingZeroBitCount / 8
                break
            }
            index &+= 8
        }
        while index < count && ASCII.isJSONWhitespace(source[index]) { index &+= 1 }
        return index
    }
}
