import Foundation

/// A copy of a whole document for yajl to parse in its place: every string emptied to `""` and the
/// whitespace between tokens dropped, with the strings' text, unescaped and checked, kept aside in
/// the same buffer for the tokenizer to hand out (`ExtractedStrings`).
///
/// yajl's lexer takes some 8 instructions for each byte of a string and about 25 for each byte of
/// whitespace, while one pass here finds the strings eight bytes at a time, copying as it reads.
///
/// The pass checks each string as the tokenizer would (no control characters, JSON's escapes only,
/// surrogate escapes in pairs, strict UTF-8) and gives up on one it does not take: the caller then
/// parses the document itself, which reports the error at its own position; so it does on a
/// vertical tab or form feed, which yajl would take for whitespace. Between strings it drops the
/// indentation after each line feed, the line feed itself where a bracket, comma, colon or quote
/// is on either side, and the space after a colon that follows a string; it keeps every other
/// byte as it is, so yajl refuses there what it refuses in the document.
final class DocumentSkeleton {
    /// The skeleton, at the start, then the strings' text from the document's length on: one
    /// buffer, so that the tape's offsets for numbers and for strings count from the same place.
    /// Kept for the next document on the same thread; unchecked, as the tokenizer's state: one
    /// thread uses the object at a time and no access spans a call back into it.
    @exclusivity(unchecked) private var buffer = GrowableBuffer<UInt8>()
    /// Each string's text length, in document order, its top bit set when the text is not ASCII.
    @exclusivity(unchecked) private var lengths = GrowableBuffer<UInt32>()

    /// Buffers up to this size are kept between documents; larger ones are let go after their
    /// document, so that one large document does not pin its size of memory to a thread.
    private static let keptCapacity = 8 << 20
    /// Shorter documents hold too few strings to pay for the pass: with a skeleton, one record of
    /// users.json (about 100 bytes) takes 15,580 instructions to decode, without 15,303.
    static let shortestCopied = 512
    /// How far into a document the pass judges whether it gains: past this many bytes, a skeleton
    /// not at least an eighth shorter than the document is given up (canada.json: numbers only).
    private static let sampleLength = 4096

    /// What a document's pass leaves, in memory this object owns until the next call or
    /// `releaseIfLarge()`.
    struct Parts {
        /// The document for yajl.
        let skeleton: UnsafeRawBufferPointer
        /// The skeleton and the strings' text after it: what the tape's offsets count into.
        let text: UnsafeRawBufferPointer
        /// The strings, for the tokenizer to report in place of the skeleton's empty ones.
        let strings: ExtractedStrings
    }

    /// The skeleton of `document` and its strings; nil when the document is shorter than
    /// `minimumLength`, gains too little, or has a string or byte the pass does not take.
    func parts(of document: UnsafeRawBufferPointer, minimumLength: Int = shortestCopied) -> Parts? {
        let count = document.count
        guard count >= minimumLength, let source = document.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            return nil
        }
        // Room for a block stored whole at the end of either part.
        buffer.removeAll(keepingRoomFor: count &* 2 &+ 16)
        lengths.removeAll(keepingRoomFor: count / 32)
        var cursor = Cursor(textEnd: count)
        let sampled = min(count, Self.sampleLength)
        guard copy(source, count: count, until: sampled, cursor: &cursor),
              count == sampled || cursor.read &- cursor.written >= cursor.read / 8,
              copy(source, count: count, until: count, cursor: &cursor) else { return nil }
        let base = UnsafeRawPointer(buffer.base)
        return Parts(
            skeleton: UnsafeRawBufferPointer(start: base, count: cursor.written),
            text: UnsafeRawBufferPointer(start: base, count: cursor.textEnd),
            strings: ExtractedStrings(lengths: UnsafePointer(lengths.base), count: lengths.count, firstOffset: count))
    }

    /// How many bytes of buffer this object holds between documents.
    var keptBytes: Int { buffer.capacity }

    /// Frees the buffer if it is larger than is worth keeping; call once nothing reads the parts.
    func releaseIfLarge() {
        guard buffer.capacity > Self.keptCapacity else { return }
        buffer = GrowableBuffer()
        lengths = GrowableBuffer()
    }

    /// Where the pass is: in the document, in the skeleton and in the strings' text (an offset in
    /// `buffer`).
    private struct Cursor {
        var read = 0
        var written = 0
        var textEnd: Int
    }

    /// Copies the document up to `end` (further, to the end of a string that crosses it); false
    /// when it meets a string it does not take.
    ///
    /// Between strings, the pass stops only at line feeds: spaces within a line stay, but for the
    /// one after a key's colon, since stopping at each would cost about what yajl takes to read it.
    private func copy(_ source: UnsafePointer<UInt8>, count: Int, until end: Int, cursor: inout Cursor) -> Bool {
        let skeleton = buffer.base
        var read = cursor.read
        var written = cursor.written
        var textEnd = cursor.textEnd
        defer { cursor = Cursor(read: read, written: written, textEnd: textEnd) }
        while read < end {
            if read &+ 16 <= count {
                assert(written <= read, "a block stored past the skeleton's part of the buffer")
                let plain = StopBytes.copyBetweenStrings(from: source + read, to: skeleton + written)
                read &+= plain
                written &+= plain
                if plain == 16 { continue }
            }
            let byte = source[read]
            if byte == UInt8(ascii: "\"") {
                let contentStart = read &+ 1
                // Most strings are short ASCII without escapes: closed within one block.
                var plain = 16
                if contentStart &+ 16 <= count {
                    plain = StopBytes.copyString(from: source + contentStart, to: skeleton + textEnd, stopsAtNonASCII: true)
                }
                if plain < 16 && source[contentStart &+ plain] == UInt8(ascii: "\"") {
                    lengths.append(UInt32(truncatingIfNeeded: plain))
                    textEnd &+= plain
                    read = contentStart &+ plain &+ 1
                } else {
                    guard let closingQuote = Self.copyString(
                        source, count: count, contentStart: contentStart, into: skeleton, textEnd: &textEnd, lengths: &lengths)
                    else { return false }
                    read = closingQuote &+ 1
                }
                UnsafeMutableRawPointer(skeleton + written).storeBytes(of: 0x2222, as: UInt16.self)
                written &+= 2
                // A key's colon and the space a pretty printer puts after it: the space goes.
                if read &+ 1 < count, source[read] == UInt8(ascii: ":"), source[read &+ 1] == 0x20 {
                    skeleton[written] = UInt8(ascii: ":")
                    written &+= 1
                    read &+= 2
                }
            } else {
                // yajl would take a vertical tab or a form feed for whitespace: the document
                // gives the error, and a skeleton never holds either (the tokenizer looks for
                // neither in one).
                if byte &- 0x0B < 2 { return false }
                read &+= 1
                if byte == 0x0A {
                    read = Self.endOfIndentation(source, count: count, from: read)
                    // The line feed stays only where it keeps two tokens apart (`1\n2`).
                    if written == 0 || read == count || Self.endsToken(skeleton[written &- 1]) || Self.endsToken(source[read]) {
                        continue
                    }
                }
                skeleton[written] = byte
                written &+= 1
            }
        }
        return true
    }

    /// Copies the text of the string whose content starts at `contentStart` to `textEnd` in
    /// `text`, with its escapes decoded, and appends its length to `lengths`; returns the index of
    /// its closing quote, or nil when the string is invalid or unclosed.
    @inline(__always)
    private static func copyString(
        _ source: UnsafePointer<UInt8>, count: Int, contentStart: Int, into text: UnsafeMutablePointer<UInt8>,
        textEnd: inout Int, lengths: inout GrowableBuffer<UInt32>
    ) -> Int? {
        let textStart = textEnd
        var read = contentStart
        var written = textEnd
        defer { textEnd = written }
        // The start of the raw text since the last escape: checked as UTF-8 where it ends, once a
        // byte above 0x7F has been seen.
        var runStart = contentStart
        var isASCII = true
        while true {
            while read &+ 16 <= count {
                let plain = StopBytes.copyString(from: source + read, to: text + written, stopsAtNonASCII: isASCII)
                read &+= plain
                written &+= plain
                if plain < 16 { break }
            }
            guard read < count else { return nil }
            let byte = source[read]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                if !isASCII, UTF8Validation.firstInvalidByte(
                    in: UnsafeRawBufferPointer(start: source + runStart, count: read &- runStart)) != nil {
                    return nil
                }
                if byte == UInt8(ascii: "\"") {
                    lengths.append(UInt32(truncatingIfNeeded: written &- textStart) | (isASCII ? 0 : ExtractedStrings.nonASCII))
                    return read
                }
            } else {
                if byte < 0x20 { return nil }
                // The first byte above 0x7F, or a plain byte within the last block's length of the end.
                if byte >= 0x80 { isASCII = false }
                text[written] = byte
                read &+= 1
                written &+= 1
                continue
            }
            guard let escape = OpenStringScan.decodeEscape(source, at: read, limit: count, into: { unit in
                text[written] = unit
                written &+= 1
            }) else { return nil }
            if escape.isNonASCII { isASCII = false }
            read &+= escape.length
            runStart = read
        }
    }

    /// Whether a token ends on either side of `byte` whatever is next to it: brackets, commas,
    /// colons and quotes.
    @inline(__always)
    private static func endsToken(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "\""):
            return true
        default:
            return false
        }
    }

    /// The first byte at or after `start` that is not a space or a tab, or `count`.
    @inline(__always)
    private static func endOfIndentation(_ source: UnsafePointer<UInt8>, count: Int, from start: Int) -> Int {
        var index = start
        // Indentation is runs of spaces: eight at a time, the last word's count from its first
        // byte that is not a space.
        while index &+ 8 <= count {
            let notSpaces = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
            if notSpaces != 0 {
                index &+= notSpaces.trailingZeroBitCount &>> 3
                break
            }
            index &+= 8
        }
        while index < count && (source[index] == 0x20 || source[index] == 0x09) { index &+= 1 }
        return index
    }
}
