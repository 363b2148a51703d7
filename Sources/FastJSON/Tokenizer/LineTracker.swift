import Foundation

/// Knows the line and column where the current chunk starts, so that an error anywhere in a stream
/// can say where it is without keeping earlier chunks.
struct LineTracker {
    private var line = 1
    private var column = 1

    mutating func advance(over bytes: UnsafeRawBufferPointer) {
        let position = Self.position(after: bytes, startingAt: (line, column))
        line = position.line
        column = position.column
    }

    /// Builds the error for `offset` in `chunk`, with its line, column and an excerpt of the input.
    /// A negative `offset` lies in `carry`, the bytes of earlier chunks kept before this one.
    func error(
        _ reason: JSONError.Reason, inChunk chunk: UnsafeRawBufferPointer, chunkStart: Int, offset: Int,
        carry: [UInt8] = []
    ) -> JSONError {
        let offset = min(max(offset, -carry.count), chunk.count)
        guard offset < 0 else {
            let prefix = UnsafeRawBufferPointer(rebasing: chunk[0..<offset])
            let position = Self.position(after: prefix, startingAt: (line, column))
            return JSONError(
                reason: reason, byteOffset: chunkStart + offset, line: position.line, column: position.column,
                excerpt: Self.excerpt(of: chunk, around: offset))
        }
        // Rare: a string with escapes that spans chunks. Count back from the chunk's start.
        let positionInCarry = carry.count + offset
        let skipped = carry[positionInCarry...]
        let linesBack = skipped.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let column: Int
        if linesBack == 0 {
            column = self.column + offset
        } else if let newline = carry[..<positionInCarry].lastIndex(of: UInt8(ascii: "\n")) {
            column = positionInCarry - newline
        } else {
            column = positionInCarry + 1
        }
        let joined = carry + Array(chunk)
        let excerpt = joined.withUnsafeBytes { Self.excerpt(of: $0, around: positionInCarry) }
        return JSONError(
            reason: reason, byteOffset: chunkStart + offset, line: line - linesBack, column: column,
            excerpt: excerpt)
    }

    private static func position(
        after bytes: UnsafeRawBufferPointer, startingAt start: (line: Int, column: Int)
    ) -> (line: Int, column: Int) {
        var line = start.line
        var lastNewline = -1
        if let base = bytes.baseAddress {
            // memchr, because every chunk of a stream passes through here.
            var searchFrom = 0
            while searchFrom < bytes.count,
                  let found = memchr(base + searchFrom, Int32(UInt8(ascii: "\n")), bytes.count - searchFrom) {
                lastNewline = UnsafeRawPointer(found) - base
                line += 1
                searchFrom = lastNewline + 1
            }
        }
        let column = lastNewline < 0 ? start.column + bytes.count : bytes.count - lastNewline
        return (line, column)
    }

    /// The line around `offset` (at most 32 bytes either side) and a caret under `offset`.
    private static func excerpt(of chunk: UnsafeRawBufferPointer, around offset: Int) -> String {
        guard !chunk.isEmpty else { return "" }
        let isLineBreak = { (byte: UInt8) in byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
        var start = offset
        while start > 0, offset - start < 32, !isLineBreak(chunk[start - 1]) { start -= 1 }
        var end = offset
        while end < chunk.count, end - offset < 32, !isLineBreak(chunk[end]) { end += 1 }
        let printable = { (bytes: Slice<UnsafeRawBufferPointer>) in
            String(decoding: bytes.map { $0 < 0x20 ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
        }
        let before = printable(chunk[start..<offset])
        let text = printable(chunk[start..<end])
        return "    " + text + "\n    " + String(repeating: " ", count: before.count) + "^"
    }
}
