/// An independent, deliberately simple RFC 8259 checker, the oracle for the differential target:
/// strict grammar (no trailing commas, no leading zeros, no `+1`), JSON's four whitespace bytes only,
/// strict UTF-8 in strings (no overlong forms, encoded surrogates or scalars above U+10FFFF),
/// paired `\u` surrogates, and nesting of at most `maximumDepth` arrays and objects.
public struct StrictJSON {
    private let bytes: UnsafeRawBufferPointer
    private var index = 0
    private var depth = 0
    private let maximumDepth: Int
    private var hasZeroWithExponent = false

    /// Whether `bytes` (UTF-8, without a byte-order mark) is exactly one valid JSON text.
    public static func isValid(_ bytes: UnsafeRawBufferPointer, maximumDepth: Int = 512) -> Bool {
        check(bytes, maximumDepth: maximumDepth).isValid
    }

    /// Whether `bytes` is valid, as `isValid`, and whether it holds a zero written with an exponent
    /// (`0e5`, `-0.00e1`): Foundation refuses some of those as a `Double` or `Float` ("not valid
    /// JSON") and takes others (`0e10`, `0.0e5`), so an oracle does not ask it about them.
    public static func check(_ bytes: UnsafeRawBufferPointer, maximumDepth: Int = 512) -> (isValid: Bool, hasZeroWithExponent: Bool) {
        var parser = StrictJSON(bytes: bytes, maximumDepth: maximumDepth)
        parser.skipWhitespace()
        guard parser.value() else { return (false, parser.hasZeroWithExponent) }
        parser.skipWhitespace()
        return (parser.index == bytes.count, parser.hasZeroWithExponent)
    }

    /// Where the first JSON value in `bytes` ends (after leading whitespace), or `nil` when the
    /// input does not start with a valid value.
    public static func endOfFirstValue(_ bytes: UnsafeRawBufferPointer, maximumDepth: Int = 512) -> Int? {
        var parser = StrictJSON(bytes: bytes, maximumDepth: maximumDepth)
        parser.skipWhitespace()
        return parser.value() ? parser.index : nil
    }

    private init(bytes: UnsafeRawBufferPointer, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    private mutating func literal(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
        index += count
        return true
    }

    private mutating func value() -> Bool {
        switch peek {
        case UInt8(ascii: "{"): return container(close: UInt8(ascii: "}"), isObject: true)
        case UInt8(ascii: "["): return container(close: UInt8(ascii: "]"), isObject: false)
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number()
        }
    }

    private mutating func container(close: UInt8, isObject: Bool) -> Bool {
        depth += 1
        defer { depth -= 1 }
        guard depth <= maximumDepth else { return false }
        index += 1
        skipWhitespace()
        if consume(close) { return true }
        while true {
            if isObject {
                guard peek == UInt8(ascii: "\""), string() else { return false }
                skipWhitespace()
                guard consume(UInt8(ascii: ":")) else { return false }
                skipWhitespace()
            }
            guard value() else { return false }
            skipWhitespace()
            if consume(close) { return true }
            guard consume(UInt8(ascii: ",")) else { return false }
            skipWhitespace()
        }
    }

    private mutating func digits() -> Int {
        let start = index
        while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    private mutating func number() -> Bool {
        _ = consume(UInt8(ascii: "-"))
        var isZero = true
        if consume(UInt8(ascii: "0")) {
            // no more digits may follow a leading zero
        } else if let byte = peek, byte >= UInt8(ascii: "1"), byte <= UInt8(ascii: "9") {
            _ = digits()
            isZero = false
        } else {
            return false
        }
        if consume(UInt8(ascii: ".")) {
            let start = index
            guard digits() > 0 else { return false }
            if bytes[start..<index].contains(where: { $0 != UInt8(ascii: "0") }) { isZero = false }
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard digits() > 0 else { return false }
            if isZero { hasZeroWithExponent = true }
        }
        return true
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func string() -> Bool {
        index += 1  // opening quote
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return true
            case UInt8(ascii: "\\"):
                index += 1
                guard let escape = peek else { return false }
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                     UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    continue
                case UInt8(ascii: "u"):
                    guard let unit = hex4() else { return false }
                    if (0xDC00...0xDFFF).contains(unit) { return false }
                    if (0xD800...0xDBFF).contains(unit) {
                        guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")),
                              let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return false }
                    }
                default:
                    return false
                }
            case 0..<0x20:
                return false
            case 0x20..<0x80:
                index += 1
            default:
                guard utf8Scalar() else { return false }
            }
        }
        return false
    }

    /// One multi-byte UTF-8 sequence, checked as Unicode's table 3-7 says.
    private mutating func utf8Scalar() -> Bool {
        let lead = bytes[index]
        let count: Int
        var range: ClosedRange<UInt8> = 0x80...0xBF  // allowed range of the second byte
        switch lead {
        case 0xC2...0xDF: count = 2
        case 0xE0: count = 3; range = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: count = 3
        case 0xED: count = 3; range = 0x80...0x9F
        case 0xF0: count = 4; range = 0x90...0xBF
        case 0xF1...0xF3: count = 4
        case 0xF4: count = 4; range = 0x80...0x8F
        default: return false
        }
        guard index + count <= bytes.count, range.contains(bytes[index + 1]) else { return false }
        for offset in 2..<max(2, count) where !(0x80...0xBF).contains(bytes[index + offset]) { return false }
        index += count
        return true
    }
}

/// Foundation's encoding detection (RFC 4627 section 3), to know when an input is UTF-8.
public enum InputEncodingProbe {
    /// The length of a UTF-8 byte-order mark at the start, or `nil` when the input is read as
    /// UTF-16 or UTF-32.
    public static func utf8MarkLength(_ bytes: UnsafeRawBufferPointer) -> Int? {
        let byte = { (index: Int) -> UInt8? in index < bytes.count ? bytes[index] : nil }
        switch (byte(0), byte(1), byte(2), byte(3)) {
        case (0, 0, 0xFE, 0xFF), (0xFE, 0xFF, _, _), (0xFF, 0xFE, _, _): return nil
        case (0xEF, 0xBB, 0xBF, _): return 3
        case let (0, 0, 0, .some(last)) where last != 0: return nil
        case let (0, .some(b1), 0, .some(b3)) where b1 != 0 && b3 != 0: return nil
        case let (.some(b0), 0, 0, 0) where b0 != 0: return nil
        case let (.some(b0), 0, .some(b2), 0) where b0 != 0 && b2 != 0: return nil
        case let (0, .some(b1), nil, nil) where b1 != 0: return nil
        case let (.some(b0), 0, nil, nil) where b0 != 0: return nil
        default: return 0
        }
    }
}
