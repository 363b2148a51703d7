import Foundation

/// yajl treats vertical tab and form feed as whitespace; JSON does not, and inside a string they are
/// unescaped control characters, so either byte anywhere in the input is an error.
enum ForbiddenWhitespace {
    /// Inputs shorter than this are searched without `memchr`.
    static let shortInput = 64

    /// The offset of the first vertical tab (0x0B) or form feed (0x0C) in `bytes`.
    ///
    /// Two passes of libc's `memchr`, which is vectorized, cost far less than one pass of portable
    /// word-at-a-time Swift.
    static func firstIndex(in bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
        if bytes.count < shortInput {
            // A small request body: a byte at a time costs less than the two calls.
            for index in 0..<bytes.count where bytes[index] &- 0x0B < 2 { return index }
            return nil
        }
        let verticalTab = memchr(base, 0x0B, bytes.count).map { UnsafeRawPointer($0) - base }
        let searched = verticalTab ?? bytes.count
        let formFeed = memchr(base, 0x0C, searched).map { UnsafeRawPointer($0) - base }
        return formFeed ?? verticalTab
    }
}
