/// Finds where a tape entry's value is in the document the tape was built from, for `RawJSON`.
///
/// The tape keeps no byte offsets for arrays, objects and literals, and a document parsed from its
/// skeleton keeps none into the document at all. But the tape's entries are the document's keys
/// and values in order, so walking the document token by token from a known entry reaches any
/// later one. Each search remembers where the value it found ends, so decoding many `RawJSON`
/// values of one document walks it once.
///
/// The document passed the tokenizer's checks, so the walk only tells tokens apart; it still
/// checks every read against the document's end, and gives up (nil) on anything it does not expect.
struct RawJSONLocator {
    /// The tape index of the next key or value after where the last search stopped.
    private var nextIndex = 0
    /// Where in the document the last search stopped: at that entry's token, or before it.
    private var nextOffset = 0

    /// The bytes of the value at `target`, without the whitespace around it.
    mutating func range(ofValueAt target: Int, in tape: Tape, document: UnsafeRawBufferPointer) -> Range<Int>? {
        if target < nextIndex {
            nextIndex = 0
            nextOffset = 0
        }
        var index = nextIndex
        var offset = nextOffset
        while true {
            offset = Self.skipSeparators(in: document, from: offset)
            guard offset < document.count else { return nil }
            if index == target {
                guard let end = Self.endOfValue(in: document, at: offset) else { return nil }
                nextIndex = Int(tape[target].end)
                nextOffset = end
                return offset..<end
            }
            guard let next = Self.endOfToken(in: document, at: offset) else { return nil }
            offset = next
            index &+= 1
        }
    }

    /// Past whitespace, commas, colons and closing brackets (which have no entries), and a
    /// byte-order mark at the start.
    private static func skipSeparators(in document: UnsafeRawBufferPointer, from start: Int) -> Int {
        var offset = start
        if offset == 0, document.count >= 3, document[0] == 0xEF, document[1] == 0xBB, document[2] == 0xBF {
            offset = 3
        }
        while offset < document.count {
            switch document[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
                 UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                offset &+= 1
            default:
                return offset
            }
        }
        return offset
    }

    /// Past the token at `start`: an opening bracket alone, or a whole string, number or literal.
    private static func endOfToken(in document: UnsafeRawBufferPointer, at start: Int) -> Int? {
        switch document[start] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return start &+ 1
        case UInt8(ascii: "\""):
            return endOfString(in: document, at: start)
        case UInt8(ascii: "t"), UInt8(ascii: "n"):
            return start &+ 4 <= document.count ? start &+ 4 : nil
        case UInt8(ascii: "f"):
            return start &+ 5 <= document.count ? start &+ 5 : nil
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            var offset = start &+ 1
            while offset < document.count {
                switch document[offset] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
                     UInt8(ascii: "+"), UInt8(ascii: "-"):
                    offset &+= 1
                default:
                    return offset
                }
            }
            return offset
        default:
            return nil
        }
    }

    /// Past the string whose opening quote is at `start`.
    private static func endOfString(in document: UnsafeRawBufferPointer, at start: Int) -> Int? {
        var offset = start &+ 1
        while offset < document.count {
            switch document[offset] {
            case UInt8(ascii: "\\"): offset &+= 2
            case UInt8(ascii: "\""): return offset &+ 1
            default: offset &+= 1
            }
        }
        return nil
    }

    /// Past the whole value at `start`, brackets matched outside strings.
    private static func endOfValue(in document: UnsafeRawBufferPointer, at start: Int) -> Int? {
        guard document[start] == UInt8(ascii: "{") || document[start] == UInt8(ascii: "[") else {
            return endOfToken(in: document, at: start)
        }
        var depth = 0
        var offset = start
        while offset < document.count {
            switch document[offset] {
            case UInt8(ascii: "\""):
                guard let end = endOfString(in: document, at: offset) else { return nil }
                offset = end
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth &+= 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth &-= 1
                if depth == 0 { return offset &+ 1 }
            default:
                break
            }
            offset &+= 1
        }
        return nil
    }
}
