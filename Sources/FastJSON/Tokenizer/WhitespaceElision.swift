import Foundation

/// Copies a whole document without its indentation, for yajl to parse instead of the document
/// itself.
///
/// yajl's lexer takes one pass of its state machine, some 25 instructions, for every byte of
/// whitespace, and a pretty-printed document is largely indentation (67% of citm_catalog.json, 21%
/// of twitter.json). A copy made a line at a time with `memchr` and `memcpy` costs far less per
/// byte, and yajl then reads one line feed per line instead of the whole run. The whitespace within
/// a line (after a colon, say) stays: dropping it safely would mean knowing where strings are, and
/// finding that out costs more than yajl's pass over it. A document yajl refuses is refused in the
/// copy too, but at a position of the copy: callers parse the document itself again for the error
/// they report.
///
/// Compact JSON has no line feed outside its strings and a line feed cannot appear inside one, so a
/// document without one in its first 4 KiB is left alone at the cost of a `memchr`, and so is one
/// whose first 4 KiB are less than one eighth indentation (canada.json's second line is 2 MB long).
final class WhitespaceElision {
    /// The copy of the last document, kept for the next one on the same thread. Unchecked, as the
    /// tokenizer's state: one thread uses the object at a time and no access spans a call back
    /// into it, and the check ran on every decode, compact or not (`releaseIfLarge`).
    @exclusivity(unchecked) private var buffer = GrowableBuffer<UInt8>()

    /// Buffers up to this size are kept between documents; a larger one is let go after its
    /// document, so that one large document does not pin its size of memory to a thread.
    private static let keptCapacity = 8 << 20
    /// Shorter documents hold too little whitespace to pay for the look at them.
    static let shortestCopied = 64
    /// How far into a document the amount of whitespace is judged.
    private static let sampleLength = 4096

    /// `document` without its indentation, in a buffer this object owns until the next call or
    /// `releaseIfLarge()`; nil when the document is shorter than `minimumLength` or has too little
    /// indentation to gain from it.
    func compacted(_ document: UnsafeRawBufferPointer, minimumLength: Int = shortestCopied) -> UnsafeRawBufferPointer? {
        guard document.count >= minimumLength,
              let source = document.baseAddress?.assumingMemoryBound(to: UInt8.self),
              Self.isIndented(source, count: document.count) else { return nil }
        buffer.removeAll(keepingRoomFor: document.count)
        let target = buffer.base
        let count = Self.copyWithoutIndentation(from: source, count: document.count, to: target)
        return UnsafeRawBufferPointer(start: target, count: count)
    }

    /// How many bytes of buffer this object holds between documents.
    var keptBytes: Int { buffer.capacity }

    /// Frees the copy's buffer if it is larger than is worth keeping; call once nothing reads the copy.
    func releaseIfLarge() {
        guard buffer.capacity > Self.keptCapacity else { return }
        buffer = GrowableBuffer()
    }

    /// Whether the document has indentation (whitespace after a line feed) in its first
    /// `sampleLength` bytes, and at least one byte in eight of them if it is longer: judged before
    /// anything is copied.
    private static func isIndented(_ source: UnsafePointer<UInt8>, count: Int) -> Bool {
        let sampled = min(count, sampleLength)
        var indentation = 0
        var index = 0
        while let lineFeed = memchr(source + index, 0x0A, sampled &- index) {
            let lineStart = UnsafeRawPointer(lineFeed) - UnsafeRawPointer(source) &+ 1
            index = endOfWhitespace(from: source, count: sampled, start: lineStart)
            indentation &+= index &- lineStart
        }
        return indentation > 0 && (count <= sampleLength || indentation >= sampleLength / 8)
    }

    /// Copies `count` bytes from `source` to `target` (room for as many) without the indentation
    /// after each line feed; returns how many bytes it wrote.
    ///
    /// Each line is copied with its line feed, and the whitespace after the line feed is dropped.
    /// Keeping the line feed keeps the copy exact without knowing where strings are: it still
    /// separates the tokens on either side, and in a string, where a raw line feed is an error, the
    /// copy holds that error too.
    private static func copyWithoutIndentation(
        from source: UnsafePointer<UInt8>, count: Int, to target: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var read = 0
        var written = 0
        while read < count {
            copyLine(from: source, count: count, to: target, read: &read, written: &written)
            read = endOfWhitespace(from: source, count: count, start: read)
        }
        return written
    }

    /// Copies the line at `read`, its line feed included (all of the input if it has none).
    ///
    /// An indented line is mostly short once its indentation is gone, so its first 32 bytes move a
    /// word at a time, each word stored whole before the cursors advance only up to its line feed
    /// (`written` never passes `read`, so a whole word always fits). A longer line goes to `memchr`
    /// and `memcpy`, whose cost per byte is lower but whose calls cost more than a short line.
    @inline(__always)
    private static func copyLine(
        from source: UnsafePointer<UInt8>, count: Int, to target: UnsafeMutablePointer<UInt8>,
        read: inout Int, written: inout Int
    ) {
        let wordsEnd = min(count, read &+ 32)
        while read &+ 8 <= wordsEnd {
            let word = UnsafeRawPointer(source + read).loadUnaligned(as: UInt64.self)
            assert(written <= read, "a whole word stored past the copy's buffer")
            UnsafeMutableRawPointer(target + written).storeBytes(of: word, as: UInt64.self)
            let lineFeeds = word ^ 0x0A0A_0A0A_0A0A_0A0A
            // The lowest marked byte is the first line feed: a borrow only runs upwards from one.
            let found = (lineFeeds &- 0x0101_0101_0101_0101) & ~lineFeeds & 0x8080_8080_8080_8080
            if found != 0 {
                let length = found.trailingZeroBitCount / 8 &+ 1
                read &+= length
                written &+= length
                return
            }
            read &+= 8
            written &+= 8
        }
        let lineEnd = memchr(source + read, 0x0A, count &- read)
            .map { UnsafeRawPointer($0) - UnsafeRawPointer(source) &+ 1 } ?? count
        (target + written).update(from: source + read, count: lineEnd &- read)
        written &+= lineEnd &- read
        read = lineEnd
    }

    /// The first byte at or after `start` that is not JSON whitespace, or `count`.
    @inline(__always)
    private static func endOfWhitespace(from source: UnsafePointer<UInt8>, count: Int, start: Int) -> Int {
        var index = start
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
