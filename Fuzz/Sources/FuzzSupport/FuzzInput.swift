/// Turns the fuzzer's bytes into choices for structure-aware generators: each call consumes
/// bytes from the front; once they run out every choice is the smallest one, so generation ends.
public struct FuzzInput {
    private let bytes: UnsafeRawBufferPointer
    private var index = 0

    public init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    public var isExhausted: Bool { index >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A number in `0..<count` (count ≤ 256 uses one byte).
    public mutating func choice(_ count: Int) -> Int {
        precondition(count > 0)
        return count <= 256 ? Int(byte()) % count : Int(uint64() % UInt64(count))
    }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    public mutating func uint64() -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
        return value
    }

    public mutating func int64() -> Int64 { Int64(bitPattern: uint64()) }

    /// Interesting integers more often than uniform ones.
    public mutating func interestingInt64() -> Int64 {
        switch choice(8) {
        case 0: return [0, 1, -1, .max, .min, Int64(Int32.max), Int64(Int32.min), 1 << 53, -(1 << 53) - 1][choice(9)]
        case 1, 2: return Int64(Int8(bitPattern: byte()))
        default: return int64()
        }
    }

    /// A finite double: random bits, simple decimals, or edge values.
    public mutating func finiteDouble() -> Double {
        switch choice(6) {
        case 0:
            return [0, -0.0, 1, -1, 0.1, 1e15, 1e16, 1e-5, 1e-7, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                    .leastNormalMagnitude, .leastNonzeroMagnitude, 7.45673334164903e-115, -.leastNonzeroMagnitude, 1.7976931348623157e308][choice(16)]
        case 1: return Double(interestingInt64()) / [1, 10, 100, 1000, 3, 7][choice(6)]
        default:
            let value = Double(bitPattern: uint64())
            return value.isFinite ? value : Double(int64())
        }
    }

    /// A string mixing ASCII, characters JSON must escape, and multi-byte scalars.
    public mutating func string(maxLength: Int = 12) -> String {
        let pieces: [String] = ["a", "Z", "0", " ", "/", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}",
                                "é", "ß", "€", "😀", "\u{2028}", "\u{FEFF}", "\u{10FFFF}", "key", "_", "snake_case", "camelCase", "URL"]
        var text = ""
        for _ in 0..<choice(maxLength + 1) {
            if choice(4) == 0, let scalar = Unicode.Scalar(UInt32(uint64() % 0x110000)) {
                text.unicodeScalars.append(scalar)
            } else {
                text += pieces[choice(pieces.count)]
            }
        }
        return text
    }
}
