import Foundation

extension OutputBuffer {
    /// Writes `data` as `base64EncodedString()` spells it (standard alphabet, `=` padding, no line
    /// breaks), in quotes, with `/` escaped when `escapingSlashes` is set, as Foundation's writer does.
    mutating func appendBase64Quoted(_ data: Data, escapingSlashes: Bool) {
        // A Data's count is far below Int.max / 3: the wrapping operators cannot wrap.
        let encodedCount = (data.count &+ 2) / 3 &* 4
        // Escaped, every byte may double: reserve for the worst case once rather than per byte.
        let target = reserve((escapingSlashes ? encodedCount &* 2 : encodedCount) &+ 2)
        target[0] = UInt8(ascii: "\"")
        var written = 1
        data.withUnsafeBytes { bytes in
            written &+= Self.writeBase64(bytes, at: target + 1, escapingSlashes: escapingSlashes)
        }
        target[written] = UInt8(ascii: "\"")
        count &+= written &+ 1
    }

    /// Writes the base64 of `bytes` at `target` and returns how many bytes it wrote.
    @inline(__always)
    private static func writeBase64(_ bytes: UnsafeRawBufferPointer, at target: UnsafeMutablePointer<UInt8>, escapingSlashes: Bool) -> Int {
        let alphabet: StaticString = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
        let symbols = alphabet.utf8Start
        guard let source = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return 0 }
        let count = bytes.count
        var destination = target
        // Each index below is a six-bit value, so it stays within the 64-byte alphabet.
        @inline(__always) func put(_ sextet: UInt32) {
            let symbol = symbols[Int(sextet & 0x3F)]
            if escapingSlashes && symbol == UInt8(ascii: "/") {
                destination[0] = UInt8(ascii: "\\")
                destination += 1
            }
            destination[0] = symbol
            destination += 1
        }
        var index = 0
        while index &+ 3 <= count {
            let bits = UInt32(source[index]) << 16 | UInt32(source[index &+ 1]) << 8 | UInt32(source[index &+ 2])
            put(bits >> 18)
            put(bits >> 12)
            put(bits >> 6)
            put(bits)
            index &+= 3
        }
        switch count &- index {
        case 1:
            let bits = UInt32(source[index]) << 16
            put(bits >> 18)
            put(bits >> 12)
            destination[0] = UInt8(ascii: "=")
            destination[1] = UInt8(ascii: "=")
            destination += 2
        case 2:
            let bits = UInt32(source[index]) << 16 | UInt32(source[index &+ 1]) << 8
            put(bits >> 18)
            put(bits >> 12)
            put(bits >> 6)
            destination[0] = UInt8(ascii: "=")
            destination += 1
        default:
            break
        }
        return destination - target
    }
}
