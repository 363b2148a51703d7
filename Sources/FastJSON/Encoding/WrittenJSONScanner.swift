/// Reads back JSON this encoder wrote, in the rare case where a container written earlier is
/// written to again and its keys or elements must be known. The text is known to be valid, so this
/// only finds boundaries; it stops at `end` whatever it meets.
struct WrittenJSONScanner {
    let bytes: UnsafePointer<UInt8>
    let end: Int

    /// Calls `body` with the key bounds of each entry of the object whose content is
    /// `[contentStart, end)`; returns the number of entries.
    @discardableResult
    func forEachKey(from contentStart: Int, _ body: (_ keyStart: Int, _ keyEnd: Int, _ escaped: Bool) -> Void) -> Int {
        var position = contentStart
        var found = 0
        while true {
            position = skipSpaceAndCommas(from: position)
            guard position < end, bytes[position] == UInt8(ascii: "\"") else { return found }
            let (keyEnd, escaped) = stringEnd(from: position)
            body(position, keyEnd, escaped)
            found += 1
            position = skipSpaceAndColon(from: keyEnd)
            position = valueEnd(from: position)
        }
    }

    /// The number of elements of the array whose content is `[contentStart, end)`.
    func elementCount(from contentStart: Int) -> Int {
        var position = contentStart
        var found = 0
        while true {
            position = skipSpaceAndCommas(from: position)
            guard position < end, bytes[position] != UInt8(ascii: "]") else { return found }
            found += 1
            position = valueEnd(from: position)
        }
    }

    /// Just past the value starting at `start`.
    func valueEnd(from start: Int) -> Int {
        guard start < end else { return end }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return stringEnd(from: start).end
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var position = start
            while position < end {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    position = stringEnd(from: position).end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return position + 1 }
                default:
                    break
                }
                position += 1
            }
            return end
        default:
            var position = start
            while position < end, !Self.endsScalar(bytes[position]) { position += 1 }
            return position
        }
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n")
    }

    private func stringEnd(from quote: Int) -> (end: Int, escaped: Bool) {
        var position = quote + 1
        var escaped = false
        while position < end {
            switch bytes[position] {
            case UInt8(ascii: "\\"):
                escaped = true
                position += 2
            case UInt8(ascii: "\""):
                return (position + 1, escaped)
            default:
                position += 1
            }
        }
        return (end, escaped)
    }

    private func skipSpaceAndCommas(from start: Int) -> Int {
        var position = start
        while position < end, bytes[position] == UInt8(ascii: ",") || bytes[position] == UInt8(ascii: " ")
            || bytes[position] == UInt8(ascii: "\n") {
            position += 1
        }
        return position
    }

    private func skipSpaceAndColon(from start: Int) -> Int {
        var position = start
        while position < end, bytes[position] == UInt8(ascii: ":") || bytes[position] == UInt8(ascii: " ") {
            position += 1
        }
        return position
    }
}
