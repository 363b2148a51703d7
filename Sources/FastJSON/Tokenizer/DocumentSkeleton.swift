import Foundation

/// A copy of a whole document for yajl to parse in its place: every string emptied to `""` and all
/// whitespace between tokens dropped, with the strings' text, unescaped and checked, kept aside in
/// the same buffer for the tokenizer to hand out (`ExtractedStrings`).
///
/// yajl's lexer spends several instructions on each byte of a string and more on each byte of
/// whitespace. The pass reads the document 64 bytes at a time: it classifies them (`ByteClasses`),
/// finds which are inside strings from the quotes alone (a running parity), and copies each run of
/// bytes yajl needs and each string's text with a few word operations: a scan that stops at each
/// quote, line feed and indentation mispredicts a branch at most of them, which costs more time
/// than the block pass's extra instructions. A string with an escape ends its block and is copied
/// a byte at a time, escapes decoded.
///
/// The pass checks each string as the tokenizer would (no control characters, JSON's escapes only,
/// surrogate escapes in pairs, strict UTF-8) and gives up on one it does not take: the caller then
/// parses the document itself, which reports the error at its own position. It gives up too on a
/// control character outside a string other than whitespace (yajl would take a vertical tab or a
/// form feed for whitespace), on a backslash outside a string, and on whitespace between two bytes
/// that are none of punctuation, quote or whitespace (`1 2`, `tru e`): dropped, it would join two
/// tokens into one. Every other byte outside strings stays as it is, so yajl refuses in the
/// skeleton what it refuses in the document.
final class DocumentSkeleton {
    /// The skeleton, at the start, then the strings' text from the document's length plus
    /// `copySlack` on: one buffer, so that the tape's offsets for numbers and for strings count
    /// from the same place. Kept for the next document on the same thread; unchecked, as the
    /// tokenizer's state: one thread uses the object at a time and no access spans a call back
    /// into it.
    @exclusivity(unchecked) private var buffer = GrowableBuffer<UInt8>()
    /// Each string's text length, in document order, its top bit set when the text is not ASCII.
    @exclusivity(unchecked) private var lengths = GrowableBuffer<UInt32>()

    /// Shorter documents hold too few strings to pay for the pass: a small record decodes in
    /// fewer instructions without a skeleton.
    static let shortestCopied = 512
    /// How far into a document the pass judges whether it gains: past this many bytes, a skeleton
    /// not at least an eighth shorter than the document is given up (canada.json: numbers only).
    private static let sampleLength = 4096
    /// The bytes the pass reads at a time.
    private static let blockLength = 64
    /// How far past the bytes it means to copy the pass may read and store: copies go 16 bytes at
    /// a time.
    private static let copySlack = 16

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
        // The skeleton is never longer than the document, nor the text: each part, then room for
        // the last copy's slack.
        let textStart = count &+ Self.copySlack
        buffer.removeAll(keepingRoomFor: textStart &+ count &+ Self.copySlack)
        lengths.removeAll(keepingRoomFor: count / 32)
        var cursor = Cursor(textEnd: textStart)
        let sampled = min(count, Self.sampleLength)
        guard copy(source, count: count, until: sampled, cursor: &cursor),
              count == sampled || cursor.read &- cursor.written >= cursor.read / 8,
              copy(source, count: count, until: count, cursor: &cursor),
              !cursor.inString else { return nil }
        assert(cursor.written <= count && cursor.textEnd <= textStart &+ count, "a skeleton part past its room")
        let base = UnsafeRawPointer(buffer.base)
        return Parts(
            skeleton: UnsafeRawBufferPointer(start: base, count: cursor.written),
            text: UnsafeRawBufferPointer(start: base, count: cursor.textEnd),
            strings: ExtractedStrings(lengths: UnsafePointer(lengths.base), count: lengths.count, firstOffset: textStart))
    }

    /// How many bytes of buffer this object holds between documents.
    var retainedBytes: Int { buffer.capacityBytes &+ lengths.capacityBytes }

    /// Frees the buffers if they hold more than `RetainedMemory.skeleton`, so that one large
    /// document does not pin its size of memory to a thread; call once nothing reads the parts.
    func releaseIfLarge() {
        guard retainedBytes > RetainedMemory.skeleton else { return }
        buffer = GrowableBuffer()
        lengths = GrowableBuffer()
    }

    /// Where the pass is: in the document, in the skeleton and in the strings' text (an offset in
    /// `buffer`), and what the next block needs to know of the bytes before it.
    private struct Cursor {
        var read = 0
        var written = 0
        var textEnd: Int
        /// Whether `read` is inside a string, whose text starts at `stringStart` in the document.
        var inString = false
        var stringStart = 0
        /// Whether the text of that string so far has a byte above 0x7F.
        var stringIsNonASCII = false
        /// Whether the byte before `read` is a scalar's (a number's or a literal's).
        var followsScalar = false
        /// Whether the bytes before `read` are whitespace after a scalar's byte.
        var inWhitespaceAfterScalar = false
    }

    /// Copies the document up to `end` (further, to the end of a block or of a string with an
    /// escape that crosses it); false when it meets a byte or string it does not take.
    private func copy(_ source: UnsafePointer<UInt8>, count: Int, until end: Int, cursor: inout Cursor) -> Bool {
        // The last bytes of the document, copied to where a block can be read whole.
        withUnsafeTemporaryAllocation(byteCount: Self.blockLength &+ Self.copySlack, alignment: 16) { padded in
            guard let paddedBlock = padded.baseAddress else { return false }
            var position = cursor
            defer { cursor = position }
            while position.read < end {
                let read = position.read
                let available = count &- read
                let block: UnsafeRawPointer
                if available >= Self.blockLength &+ Self.copySlack {
                    block = UnsafeRawPointer(source + read)
                } else {
                    // Spaces after the end: whitespace, dropped, or text of a string never closed.
                    padded.initializeMemory(as: UInt8.self, repeating: 0x20)
                    paddedBlock.copyMemory(from: source + read, byteCount: min(available, Self.blockLength))
                    block = UnsafeRawPointer(paddedBlock)
                }
                guard copyBlock(block, from: source, count: count, position: &position) else { return false }
            }
            return true
        }
    }

    /// Copies the block of (up to) 64 bytes at `position.read`, read from `block`, and advances
    /// `position` past it; past a string with an escape, when one starts or goes on in it.
    @inline(__always)
    private func copyBlock(_ block: UnsafeRawPointer, from source: UnsafePointer<UInt8>, count: Int, position: inout Cursor) -> Bool {
        let skeleton = buffer.base
        let read = position.read
        let classes = ByteClasses(of: block)
        let available = count &- read
        var valid: UInt64 = available >= Self.blockLength ? ~0 : (1 &<< UInt64(truncatingIfNeeded: available)) &- 1
        // Quotes open and close strings in turn: a running parity of them marks each string's
        // bytes, from its opening quote to before its closing one.
        let stringBytes = Self.runningParity(classes.quotes & valid) ^ (position.inString ? ~0 : 0)
        // A backslash in a string may escape a quote, after which the parity is wrong: the block
        // ends with the opening quote of the first string with one, copied byte by byte below.
        let escapes = classes.backslashes & stringBytes & valid
        if escapes != 0 {
            let opening = classes.quotes & stringBytes & ((1 &<< UInt64(truncatingIfNeeded: escapes.trailingZeroBitCount)) &- 1)
            // No opening quote before it: the string went on from an earlier block.
            valid = opening == 0 ? 0 : (2 &<< UInt64(truncatingIfNeeded: 63 &- opening.leadingZeroBitCount)) &- 1
        }
        let inside = stringBytes & valid
        let outside = ~stringBytes & valid
        let whitespace = classes.whitespace & outside
        // Control characters in strings, or other than whitespace outside them; backslashes
        // outside strings.
        guard (classes.controls & valid & ~whitespace) | (classes.backslashes & outside) == 0 else { return false }
        guard Self.separatesNoScalars(
            whitespace: whitespace, scalars: outside & ~(whitespace | classes.quotes | classes.punctuation),
            position: &position) else { return false }
        var written = position.written
        // Everything outside strings but whitespace, and the opening quotes: yajl's `""`.
        let kept = (outside | classes.quotes & inside) & ~whitespace
        // Where each run of kept bytes starts, and where it ends (the byte after it, none for a
        // run to the block's end), in turn.
        var edges = kept ^ (kept &<< 1)
        while edges != 0 {
            let start = edges.trailingZeroBitCount
            edges &= edges &- 1
            let length = edges.trailingZeroBitCount &- start
            edges &= edges &- 1
            Self.copy16s(from: block + start, to: skeleton + written, count: length)
            written &+= length
        }
        // Each 16-byte copy may store 15 bytes past its run: the skeleton part's slack.
        assert(written <= count, "the skeleton outgrew the document")
        position.written = written
        guard copyStrings(classes, inside: inside, outside: outside, valid: valid, from: source, count: count, position: &position) else {
            return false
        }
        guard escapes != 0 else {
            position.read = read &+ min(available, Self.blockLength)
            return true
        }
        // The string with an escape, which the block left open.
        guard let closingQuote = Self.copyString(
            source, count: count, contentStart: position.stringStart, into: skeleton, textEnd: &position.textEnd, lengths: &lengths)
        else { return false }
        skeleton[position.written] = UInt8(ascii: "\"")
        position.written &+= 1
        position.read = closingQuote &+ 1
        position.inString = false
        position.followsScalar = false
        position.inWhitespaceAfterScalar = false
        return true
    }

    /// Copies the text of each string that ends in the block to the strings' part of the buffer,
    /// and notes the string the block leaves open; false for text that is not valid UTF-8.
    @inline(__always)
    private func copyStrings(
        _ classes: ByteClasses, inside: UInt64, outside: UInt64, valid: UInt64, from source: UnsafePointer<UInt8>, count: Int,
        position: inout Cursor
    ) -> Bool {
        let read = position.read
        var openings = classes.quotes & inside
        var closings = classes.quotes & outside
        while closings != 0 {
            let closing = closings.trailingZeroBitCount
            closings &= closings &- 1
            let before = (1 &<< UInt64(truncatingIfNeeded: closing)) &- 1
            let contentStart: Int
            let isNonASCII: Bool
            if position.inString {
                contentStart = position.stringStart
                isNonASCII = position.stringIsNonASCII || classes.nonASCII & before != 0
                position.inString = false
            } else {
                let opening = openings.trailingZeroBitCount
                openings &= openings &- 1
                contentStart = read &+ opening &+ 1
                isNonASCII = classes.nonASCII & before & ~((2 &<< UInt64(truncatingIfNeeded: opening)) &- 1) != 0
            }
            let length = read &+ closing &- contentStart
            if isNonASCII, UTF8Validation.firstInvalidByte(in: UnsafeRawBufferPointer(start: source + contentStart, count: length)) != nil {
                return false
            }
            let text = buffer.base + position.textEnd
            if contentStart &+ length &+ Self.copySlack <= count {
                Self.copy16s(from: UnsafeRawPointer(source + contentStart), to: text, count: length)
            } else {
                UnsafeMutableRawPointer(text).copyMemory(from: source + contentStart, byteCount: length)
            }
            position.textEnd &+= length
            assert(position.textEnd &+ Self.copySlack <= buffer.capacity, "a string's text past the buffer's slack")
            lengths.append(UInt32(truncatingIfNeeded: length) | (isNonASCII ? ExtractedStrings.nonASCII : 0))
        }
        if openings != 0 {
            let opening = openings.trailingZeroBitCount
            position.inString = true
            position.stringStart = read &+ opening &+ 1
            position.stringIsNonASCII = classes.nonASCII & valid & ~((2 &<< UInt64(truncatingIfNeeded: opening)) &- 1) != 0
        } else if position.inString {
            position.stringIsNonASCII = position.stringIsNonASCII || classes.nonASCII & valid != 0
        }
        return true
    }

    /// Whether no run of `whitespace` lies between two bytes of `scalars` (numbers' and
    /// literals' bytes, and any other byte yajl will refuse), counting the bytes before the
    /// block that `position` notes and noting the block's end for the next.
    @inline(__always)
    private static func separatesNoScalars(whitespace: UInt64, scalars: UInt64, position: inout Cursor) -> Bool {
        let followsScalar = position.followsScalar
        let inWhitespaceAfterScalar = position.inWhitespaceAfterScalar
        // A scalar's byte right after whitespace that follows one, in the block's first byte.
        if inWhitespaceAfterScalar && scalars & 1 != 0 { return false }
        // Runs of whitespace that start right after a scalar's byte: adding their first bit carries
        // through each run to the byte after it.
        let starts = (scalars &<< 1 | (followsScalar || inWhitespaceAfterScalar ? 1 : 0)) & whitespace
        let (sums, overflow) = whitespace.addingReportingOverflow(starts)
        position.followsScalar = scalars &>> 63 != 0
        position.inWhitespaceAfterScalar = overflow
        return sums & ~whitespace & scalars == 0
    }

    /// Each bit set where an odd number of `bits` are set at or below it.
    @inline(__always)
    private static func runningParity(_ bits: UInt64) -> UInt64 {
        var parity = bits
        parity ^= parity &<< 1
        parity ^= parity &<< 2
        parity ^= parity &<< 4
        parity ^= parity &<< 8
        parity ^= parity &<< 16
        parity ^= parity &<< 32
        return parity
    }

    /// Copies `count` bytes 16 at a time: up to 15 more are read and stored.
    @inline(__always)
    private static func copy16s(from source: UnsafeRawPointer, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        var offset = 0
        repeat {
            UnsafeMutableRawPointer(target + offset).storeBytes(
                of: source.loadUnaligned(fromByteOffset: offset, as: (UInt64, UInt64).self), as: (UInt64, UInt64).self)
            offset &+= 16
        } while offset < count
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
}
