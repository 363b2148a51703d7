import Foundation

/// Finds the encoding of a JSON text as Foundation does (RFC 4627 section 3: a byte-order mark, or
/// the pattern of zero bytes among the first four) and hands the parser UTF-8 without the mark.
enum InputEncoding {
    static func withUTF8<R>(
        _ bytes: UnsafeRawBufferPointer, assumesTopLevelDictionary: Bool,
        _ body: (UnsafeRawBufferPointer) throws -> R
    ) throws -> R {
        let (encoding, markLength) = detect(bytes)
        let text = UnsafeRawBufferPointer(rebasing: bytes[markLength...])
        if encoding == .utf8 {
            return try withBraces(text, if: assumesTopLevelDictionary, body)
        }
        guard let string = String(bytes: text, encoding: encoding) else {
            throw LineTracker().error(
                .invalidEncoding(encoding.description), inChunk: UnsafeRawBufferPointer(start: nil, count: 0),
                chunkStart: 0, offset: 0)
        }
        return try Array(string.utf8).withUnsafeBytes { try withBraces($0, if: assumesTopLevelDictionary, body) }
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
    private static func withBraces<R>(
        _ text: UnsafeRawBufferPointer, if assumesTopLevelDictionary: Bool,
        _ body: (UnsafeRawBufferPointer) throws -> R
    ) throws -> R {
        guard assumesTopLevelDictionary, text.first(where: { !ASCII.isJSONWhitespace($0) }) != UInt8(ascii: "{") else {
            return try body(text)
        }
        var wrapped: [UInt8] = [UInt8(ascii: "{")]
        wrapped.reserveCapacity(text.count + 2)
        wrapped.append(contentsOf: text)
        wrapped.append(UInt8(ascii: "}"))
        return try wrapped.withUnsafeBytes { try body($0) }
    }
}
