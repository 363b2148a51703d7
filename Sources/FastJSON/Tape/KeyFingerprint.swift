/// A constant-time hash of a key, from its length and its first and last eight bytes: cheap enough
/// to run on every key while the tape is built. Equal keys hash equal; keys differing only in
/// their middle collide, which only costs a shortcut.
enum KeyFingerprint {
    @inline(__always)
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return 0x9E37_79B9_7F4A_7C15 }
        let head: UInt64
        let tail: UInt64
        if count >= 8 {
            head = base.loadUnaligned(as: UInt64.self)
            tail = base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        } else if count >= 4 {
            head = UInt64(base.loadUnaligned(as: UInt32.self))
            tail = UInt64(base.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
        } else {
            head = UInt64(bytes[0]) | UInt64(bytes[count >> 1]) << 8
            tail = UInt64(bytes[count &- 1])
        }
        var hash = (head ^ 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
        hash ^= (tail &+ UInt64(truncatingIfNeeded: count)) &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 31)
    }
}
