extension UnkeyedDecodingContainer {
    /// Steps over the current element without decoding it, and advances `currentIndex`: the
    /// `moveNext` the standard library lacks, for stepping over an element that failed to decode.
    ///
    /// ```swift
    /// while !container.isAtEnd {
    ///     do { items.append(try container.decode(Item.self)) } catch { try container.skip() }
    /// }
    /// ```
    ///
    /// With FastJSON the element is skipped in constant time through the document index. With any
    /// other decoder (Foundation's too) it is decoded as a value that accepts anything.
    ///
    /// - Throws: `DecodingError.valueNotFound` when the container is at its end.
    public mutating func skip() throws {
        if Self.self == JSONUnkeyedDecodingContainer.self {
            // `Self` is FastJSON's container: step it in place, without a cast there and back.
            try withUnsafeMutablePointer(to: &self) { container in
                try container.withMemoryRebound(to: JSONUnkeyedDecodingContainer.self, capacity: 1) {
                    try $0.pointee.skipElement()
                }
            }
            return
        }
        _ = try decode(SkippedValue.self)
    }
}

/// Decodes from any JSON value by reading nothing.
private struct SkippedValue: Decodable {
    init(from decoder: any Decoder) throws {}
}
