/// Reads back JSON this encoder wrote, in the rare case where a container written earlier is
/// written to again and its keys or elements must be known. The text is known to be valid, so this
/// only finds boundaries; it stops at `end` whatever it meets.
struct WrittenJSONScanner {
    let bytes: WrittenBytes
    var end: Int { bytes.count }

    /// Reads the first `end` bytes at `base`.
    init(bytes base: UnsafePointer<UInt8>, end: Int) {
        bytes = WrittenBytes(base: base, count: end)
    }

    /// Calls `body` with the key bounds of each entry of the object whose content is
    /// `[contentStart, end)`.
    func forEachKey(from contentStart: Int, _ body: (_ keyStart: Int, _ keyEnd: Int, _ escaped: Bool) -> Void) {
        var position = contentStart
        while true {
            position = skipSpaceAndCommas(from: position)
            guard position < end, bytes[position] == UInt8(ascii: "\"") else { return }
            let (keyEnd, escaped) = stringEnd(from: position)
            body(position, keyEnd, escaped)
            position = skipSpaceAndColon(from: keyEnd)
            position = valueEnd(from: position)
        }
    }

    /// The number of members (entries or elements) of the object or array from `start` to `end`,
    /// if it is laid out as `layout` writes a container at `depth`: each separator, colon and the
    /// closing are the bytes the writer would write, which its offsets count on. Nil for other
    /// bytes, which only a `RawJSON` value, written as it came, holds.
    func memberCount(laidOutAs layout: OutputLayout, from start: Int, depth: Int) -> Int? {
        let isObject = bytes[start] == UInt8(ascii: "{")
        var position = start + 1
        var count = 0
        while true {
            if end - position == layout.closingLength(depth: depth, isEmpty: count == 0) {
                let closes = layout.hasClosing(isObject: isObject, isEmpty: count == 0, depth: depth, in: bytes, at: position)
                return closes ? count : nil
            }
            guard layout.hasSeparator(isFirst: count == 0, depth: depth, in: bytes, at: position) else { return nil }
            position += (count == 0 ? 0 : 1) + layout.leadLength(depth: depth)
            if isObject {
                guard position < end, bytes[position] == UInt8(ascii: "\"") else { return nil }
                position = stringEnd(from: position).end
                guard layout.hasColon(in: bytes, at: position) else { return nil }
                position += layout.colonLength
            }
            let valueEnd = valueEnd(from: position)
            guard valueEnd > position else { return nil }
            position = valueEnd
            count += 1
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

/// Bytes the writer wrote, read back with every index checked in every build. Reading back is
/// rare (a container written earlier that is written to again), so the check costs nothing that
/// shows, and an offset computed wrongly traps instead of reading past what was written.
struct WrittenBytes {
    private let base: UnsafePointer<UInt8>
    let count: Int

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "a read-back offset outside the bytes written")
        return base[index]
    }
}
