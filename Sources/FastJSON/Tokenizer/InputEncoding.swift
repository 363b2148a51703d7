import Foundation

/// Finds the encoding of a JSON text as Foundation does (RFC 4627 section 3: a byte-order mark, or
/// the pattern of zero bytes among the first four) and hands the parser UTF-8 without the mark.
enum InputEncoding {
    /// Runs `body` with `bytes` as UTF-8 without a byte-order mark: the bytes themselves when they
    /// are, a converted copy otherwise.
    @inline(__always)
    static func withUTF8<R>(
        _ bytes: UnsafeRawBufferPointer, assumesTopLevelDictionary: Bool,
        _ body: (UnsafeRawBufferPointer) throws -> R
    ) throws -> R {
        // Tested without a `String.Encoding`, whose every use reads a global: this function, and
        // `body` with it, is inlined into every decode.
        if _fastPath(isUTF8WithoutMark(bytes) && !(assumesTopLevelDictionary && needsBraces(bytes))) {
            return try body(bytes)
        }
        return try withDetectedEncoding(bytes, assumesTopLevelDictionary: assumesTopLevelDictionary, body)
    }

    /// Whether the first two bytes show `bytes` to be UTF-8 without a byte-order mark, as almost
    /// every document is: every other case of `detect` needs a zero among them or a first byte of
    /// a mark (0xEF, 0xFE, 0xFF).
    @inline(__always)
    private static func isUTF8WithoutMark(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= 2 && bytes[0] != 0 && bytes[1] != 0 && bytes[0] < 0xEF
    }

    /// Runs `body` with `bytes` after its encoding was detected: without its byte-order mark,
    /// converted to UTF-8, and wrapped in braces when `assumesTopLevelDictionary` says it needs them.
    @inline(never)
    private static func withDetectedEncoding<R>(
        _ bytes: UnsafeRawBufferPointer, assumesTopLevelDictionary: Bool,
        _ body: (UnsafeRawBufferPointer) throws -> R
    ) throws -> R {
        let (encoding, markLength) = detect(bytes)
        let text = UnsafeRawBufferPointer(rebasing: bytes[markLength...])
        if encoding == .utf8 {
            return try assumesTopLevelDictionary && needsBraces(text) ? withBraces(text, body) : body(text)
        }
        guard let string = String(bytes: text, encoding: encoding) else {
            throw LineTracker().error(
                .invalidEncoding(encoding.description), inChunk: UnsafeRawBufferPointer(start: nil, count: 0),
                chunkStart: 0, offset: 0)
        }
        let utf8 = Array(string.utf8)
        return try utf8.withUnsafeBytes { utf8 in
            try assumesTopLevelDictionary && needsBraces(utf8) ? withBraces(utf8, body) : body(utf8)
        }
    }

    static func detect(_ bytes: UnsafeRawBufferPointer) -> (String.Encoding, markLength: Int) {
        if isUTF8WithoutMark(bytes) { return (.utf8, 0) }
        let byte = { (index: Int) -> UInt8? in index < bytes.count ? bytes[index] : nil }
        switch (byte(0), byte(1), byte(2), byte(3)) {
        case (0, 0, 0xFE, 0xFF): return (.utf32BigEndian, 4)
        // Foundation looks for `FE FF 00 00` here, and so reads UTF-32LE with its mark as UTF-16LE
        // (Where FastJSON differs). Its own mark is read as it reads it: as UTF-16BE, those bytes
        // would start with U+0000, which no JSON text does.
        case (0xFF, 0xFE, 0, 0), (0xFE, 0xFF, 0, 0): return (.utf32LittleEndian, 4)
        case (0xFE, 0xFF, _, _): return (.utf16BigEndian, 2)
        case (0xFF, 0xFE, _, _): return (.utf16LittleEndian, 2)
        case (0xEF, 0xBB, 0xBF, _): return (.utf8, 3)
        case let (0, 0, 0, .some(last)) where last != 0: return (.utf32BigEndian, 0)
        case let (0, .some(b1), 0, .some(b3)) where b1 != 0 && b3 != 0: return (.utf16BigEndian, 0)
        case let (.some(b0), 0, 0, 0) where b0 != 0: return (.utf32LittleEndian, 0)
        case let (.some(b0), 0, .some(b2), 0) where b0 != 0 && b2 != 0: return (.utf16LittleEndian, 0)
        case let (0, .some(b1), nil, nil) where b1 != 0: return (.utf16BigEndian, 0)
        case let (.some(b0), 0, nil, nil) where b0 != 0: return (.utf16LittleEndian, 0)
        default: return (.utf8, 0)
        }
    }

    /// With `assumesTopLevelDictionary`, a document that does not start with `{` is read as if
    /// wrapped in braces, as Foundation does.
    private static func needsBraces(_ text: UnsafeRawBufferPointer) -> Bool {
        text.first(where: { !ASCII.isJSONWhitespace($0) }) != UInt8(ascii: "{")
    }

    /// Runs `body` with `text` wrapped in braces.
    private static func withBraces<R>(_ text: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        var wrapped: [UInt8] = [UInt8(ascii: "{")]
        wrapped.reserveCapacity(text.count + 2)
        wrapped.append(contentsOf: text)
        wrapped.append(UInt8(ascii: "}"))
        return try wrapped.withUnsafeBytes { try body($0) }
    }
}
