/// An encoder's output with every object's members sorted by their key's bytes and whitespace
/// dropped, for comparing outputs that differ only in member order. Reads well-formed JSON only
/// (what an encoder wrote); anything else gives `nil`.
struct CanonicalJSON {
    private let bytes: [UInt8]
    private var index = 0

    static func of(_ bytes: [UInt8]) -> [UInt8]? {
        var reader = CanonicalJSON(bytes: bytes)
        guard let value = reader.value() else { return nil }
        reader.skipWhitespace()
        return reader.index == bytes.count ? value : nil
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func value() -> [UInt8]? {
        skipWhitespace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return container(close: UInt8(ascii: "}"), isObject: true)
        case UInt8(ascii: "["): return container(close: UInt8(ascii: "]"), isObject: false)
        case UInt8(ascii: "\""): return string()
        default:
            let start = index
            while index < bytes.count, !",]} \n\r\t".utf8.contains(bytes[index]) { index += 1 }
            return index > start ? Array(bytes[start..<index]) : nil
        }
    }

    private mutating func string() -> [UInt8]? {
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard index < bytes.count else { return nil }
        index += 1
        return Array(bytes[start..<index])
    }

    private mutating func container(close: UInt8, isObject: Bool) -> [UInt8]? {
        index += 1
        var items: [[UInt8]] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == close {
            index += 1
            return Array((isObject ? "{}" : "[]").utf8)
        }
        while true {
            var item: [UInt8] = []
            if isObject {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                item = key + [UInt8(ascii: ":")]
            }
            guard let value = value() else { return nil }
            items.append(item + value)
            skipWhitespace()
            guard index < bytes.count else { return nil }
            index += 1
            if bytes[index - 1] == close { break }
            guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
        }
        if isObject { items.sort { $0.lexicographicallyPrecedes($1) } }
        return [isObject ? UInt8(ascii: "{") : UInt8(ascii: "[")] + Array(items.joined(separator: [UInt8(ascii: ",")])) + [close]
    }
}
