import Foundation

/// yajl treats vertical tab and form feed as whitespace; JSON does not, and inside a string they are
/// unescaped control characters, so either byte anywhere in the input is an error.
enum ForbiddenWhitespace {
    /// Inputs shorter than this are searched without `memchr`.
    static let shortInput = 64

    /// The offset of the first vertical tab (0x0B) or form feed (0x0C) in `bytes`, and, when
    /// `checksASCII`, whether every byte is ASCII (false when it is not asked, or a byte is
    /// forbidden).
    ///
    /// Two passes of libc's `memchr`, which is vectorized, cost far less than one pass of portable
    /// word-at-a-time Swift. A short input is read a byte at a time, its ASCII check in the same
    /// loop.
    static func scan(_ bytes: UnsafeRawBufferPointer, checksASCII: Bool) -> (forbidden: Int?, isASCII: Bool) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return (nil, checksASCII) }
        if bytes.count < shortInput {
            // A small request body: a byte at a time costs less than the two calls.
            var combined: UInt8 = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                if byte &- 0x0B < 2 { return (index, false) }
                combined |= byte
            }
            return (nil, checksASCII && combined < 0x80)
        }
        let verticalTab = memchr(base, 0x0B, bytes.count).map { UnsafeRawPointer($0) - base }
        let searched = verticalTab ?? bytes.count
        let formFeed = memchr(base, 0x0C, searched).map { UnsafeRawPointer($0) - base }
        guard let forbidden = formFeed ?? verticalTab else { return (nil, checksASCII && ASCII.isASCII(bytes)) }
        return (forbidden, false)
    }
}
