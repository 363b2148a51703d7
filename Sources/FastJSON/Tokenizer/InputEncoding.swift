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
        let (encoding, markLength) = detect(bytes)
        let text = UnsafeRawBufferPointer(rebasing: bytes[markLength...])
        // The copy is made out of line: this function, and `body` with it, is inlined into every decode.
        if _fastPath(encoding == .utf8 && !(assumesTopLevelDictionary && needsBraces(text))) {
            return try body(text)
        }
        return try withConvertedCopy(text, encoding: encoding, assumesTopLevelDictionary: assumesTopLevelDictionary, body)
    }

    /// `text` in `encoding` as UTF-8, wrapped in braces when `assumesTopLevelDictionary` says it
    /// needs them.
    @inline(never)
    private static func withConvertedCopy<R>(
        _ text: UnsafeRawBufferPointer, encoding: String.Encoding, assumesTopLevelDictionary: Bool,
        _ body: (UnsafeRawBufferPointer) throws -> R
    ) throws -> R {
        if encoding == .utf8 {
            return try withBraces(text, body)
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
        // Almost every document: every case below but the last needs a zero among the first two
        // bytes or a first byte of a byte-order mark (0xEF, 0xFE, 0xFF).
        if bytes.count >= 2, bytes[0] != 0, bytes[1] != 0, bytes[0] < 0xEF { return (.utf8, 0) }
        let byte = { (index: Int) -> UInt8? in index < bytes.count ? bytes[index] : nil }
        switch (byte(0), byte(1), byte(2), byte(3)) {
        case (0, 0, 0xFE, 0xFF): return (.utf32BigEndian, 4)
        case (0xFE, 0xFF, 0, 0): return (.utf32LittleEndian, 4)
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
