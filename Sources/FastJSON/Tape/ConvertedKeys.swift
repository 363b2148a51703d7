/// The snake_case-to-camelCase conversions of a document's keys, as UTF-8 bytes back to back, so
/// that key lookups compare them byte for byte like any other key.
struct ConvertedKeys {
    private var bytes: [UInt8] = []
    private var ranges: [Range<Int>] = []

    var count: Int { ranges.count }

    mutating func append(_ key: String) -> UInt32 {
        let start = bytes.count
        bytes.append(contentsOf: key.utf8)
        ranges.append(start..<bytes.count)
        return UInt32(truncatingIfNeeded: ranges.count &- 1)
    }

    /// The converted key at `index`, as bytes valid during `body`.
    @inline(__always)
    func withBytes<R>(at index: Int, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        let range = ranges[index]
        return try bytes.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    func string(at index: Int) -> String {
        withBytes(at: index) { String(decoding: $0, as: UTF8.self) }
    }
}
