import Foundation

/// Decodes canonical base64 (the standard alphabet, a length that is a multiple of four, `=` padding
/// only at the end and zero bits under it) straight from a string's bytes into `Data`, as
/// `Data(base64Encoded:)` does.
///
/// Foundation accepts more than that (extra padding, non-zero padding bits), so anything else returns
/// nil and the caller asks Foundation: nil never means the text is invalid.
enum Base64Decoding {
    /// Marks a byte outside the alphabet in `sextets`: above the 24 bits a group decodes to.
    private static let invalid: UInt32 = 1 << 31

    /// For each of a group's four positions, 256 entries: the six-bit value of each byte of the
    /// alphabet already shifted to its place in the group's 24 bits, `invalid` for every other byte.
    /// A group is then four lookups OR-ed together.
    private static let sextets: [UInt32] = {
        var table = [UInt32](repeating: invalid, count: 4 * 256)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        for position in 0..<4 {
            for (value, byte) in alphabet.enumerated() {
                table[position * 256 + Int(byte)] = UInt32(value) << (18 - 6 * position)
            }
        }
        return table
    }()

    /// The bytes `text` encodes, or nil when Foundation must decide.
    static func data(from text: UnsafeRawBufferPointer) -> Data? {
        let count = text.count
        guard count % 4 == 0 else { return nil }
        guard count > 0, let base = text.baseAddress else { return Data() }
        let input = base.assumingMemoryBound(to: UInt8.self)
        let padding = input[count &- 1] != UInt8(ascii: "=") ? 0 : input[count &- 2] != UInt8(ascii: "=") ? 1 : 2
        let fullGroups = (count / 4) &- (padding == 0 ? 0 : 1)
        let byteCount = (count / 4) &* 3 &- padding
        guard byteCount > largestZeroFilled else {
            var data = Data(count: byteCount)
            let decoded = sextets.withUnsafeBufferPointer { table in
                data.withUnsafeMutableBytes { output in
                    decode(input, fullGroups: fullGroups, padding: padding, table: table, into: output)
                }
            }
            return decoded ? data : nil
        }
        // Every byte is written: `Data(count:)` would set them all to zero first.
        guard let start = malloc(byteCount) else { return nil }
        let decoded = sextets.withUnsafeBufferPointer { table in
            decode(input, fullGroups: fullGroups, padding: padding, table: table,
                   into: UnsafeMutableRawBufferPointer(start: start, count: byteCount))
        }
        guard decoded else {
            free(start)
            return nil
        }
        return Data(bytesNoCopy: start, count: byteCount, deallocator: .free)
    }

    /// Up to this size `Data` keeps small values inline, with no allocation of their own: zero-filling
    /// costs less than the allocation `Data(bytesNoCopy:)` would add.
    private static let largestZeroFilled = 1024

    /// Decodes the groups of `input` into `output`, which holds exactly their bytes; false if a byte is
    /// outside the alphabet or a padding bit is set.
    @inline(__always)
    private static func decode(
        _ input: UnsafePointer<UInt8>, fullGroups: Int, padding: Int,
        table: UnsafeBufferPointer<UInt32>, into output: UnsafeMutableRawBufferPointer
    ) -> Bool {
        guard let target = output.baseAddress else { return fullGroups == 0 && padding == 0 }
        // Every store below lands in `output`: its size is the groups' bytes, exactly.
        assert(output.count == fullGroups &* 3 &+ (padding == 0 ? 0 : 3 &- padding), "an output of another size than the groups' bytes")
        let first = table.baseAddress.unsafelyUnwrapped  // the table is never empty
        let second = first + 256, third = first + 512, fourth = first + 768
        @inline(__always) func group(_ source: UnsafePointer<UInt8>) -> UInt32 {
            first[Int(source[0])] | second[Int(source[1])] | third[Int(source[2])] | fourth[Int(source[3])]
        }
        var source = input
        var destination = target
        // Flags of every group, OR-ed together: one check at the end instead of one per group.
        var flags: UInt32 = 0
        if fullGroups > 1 {
            // Four bytes stored per group, the fourth overwritten by the next group's: the last full
            // group is stored byte by byte below, so no store passes the end.
            for _ in 0..<(fullGroups &- 1) {
                let bits = group(source)
                flags |= bits
                destination.storeBytes(of: (bits << 8).bigEndian, as: UInt32.self)
                source += 4
                destination += 3
            }
        }
        if fullGroups > 0 {
            let bits = group(source)
            flags |= bits
            destination.storeBytes(of: UInt8(truncatingIfNeeded: bits >> 16), toByteOffset: 0, as: UInt8.self)
            destination.storeBytes(of: UInt8(truncatingIfNeeded: bits >> 8), toByteOffset: 1, as: UInt8.self)
            destination.storeBytes(of: UInt8(truncatingIfNeeded: bits), toByteOffset: 2, as: UInt8.self)
            source += 4
            destination += 3
        }
        guard flags & invalid == 0 else { return false }
        switch padding {
        case 1:
            let bits = first[Int(source[0])] | second[Int(source[1])] | third[Int(source[2])]
            // The two bits under the padding must be zero, as base64EncodedString() writes them.
            guard bits & invalid == 0, bits & 0xFF == 0 else { return false }
            destination.storeBytes(of: UInt8(truncatingIfNeeded: bits >> 16), toByteOffset: 0, as: UInt8.self)
            destination.storeBytes(of: UInt8(truncatingIfNeeded: bits >> 8), toByteOffset: 1, as: UInt8.self)
        case 2:
            let bits = first[Int(source[0])] | second[Int(source[1])]
            guard bits & invalid == 0, bits & 0xFFFF == 0 else { return false }
            destination.storeBytes(of: UInt8(truncatingIfNeeded: bits >> 16), toByteOffset: 0, as: UInt8.self)
        default:
            break
        }
        return true
    }
}
