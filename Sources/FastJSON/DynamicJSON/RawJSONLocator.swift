/// Finds where a tape entry's value is in the document the tape was built from, for `RawJSON`.
///
/// The tape keeps no byte offsets for arrays, objects and literals, and a document parsed from its
/// skeleton keeps none into the document at all. But the tape's entries are the document's keys
/// and values in order (closing brackets have none), so walking the document token by token from
/// a known entry reaches any later one.
///
/// A search starts where the last one ended, or, for an earlier entry (a model reads its members
/// in its own order, not the document's), from the last checkpoint before it. The walk leaves a
/// checkpoint every `checkpointTokens` tokens or `checkpointBytes` bytes past the farthest point
/// reached, so that no search walks far, whatever order a sender puts the members in.
///
/// The document passed the tokenizer's checks, so the walk only tells tokens apart; it still
/// checks every read against the document's end, and gives up (nil) on anything it does not expect.
struct RawJSONLocator {
    /// A tape index, and where in the document its token starts or the separators before it do.
    private struct Position {
        var index: Int
        var offset: Int
    }

    /// Where the last search stopped: the entry after the value it found.
    private var next = documentStart
    /// Known positions past the document's start, in increasing order of index. Empty until a
    /// search walks far, so that a tape starts each document without touching an array.
    private var checkpoints: [Position] = []
    private static var documentStart: Position { Position(index: 0, offset: 0) }

    /// How many tokens the searches stepped over: how the tests see that the walks stay short.
    private(set) var tokensWalked = 0

    private static let checkpointTokens = 64
    private static let checkpointBytes = 4096

    /// Readies the locator for the next document of its tape.
    mutating func forgetDocument() {
        next = Self.documentStart
        tokensWalked = 0
        if !checkpoints.isEmpty { checkpoints = [] }
    }

    /// The bytes of the value at `target`, without the whitespace around it.
    mutating func range(ofValueAt target: Int, in tape: Tape, document: UnsafeRawBufferPointer) -> Range<Int>? {
        guard target >= 0, target < tape.nullIndex else { return nil }
        var position = target >= next.index ? next : lastCheckpoint(atOrBefore: target)
        while true {
            position.offset = Self.skipSeparators(in: document, from: position.offset)
            guard position.offset < document.count else { return nil }
            if position.index == target {
                guard let end = Self.endOfValue(in: document, at: position.offset) else { return nil }
                next = Position(index: Int(tape[target].end), offset: end)
                noteIfFarthest(next)
                return position.offset..<end
            }
            guard let end = Self.endOfToken(in: document, at: position.offset) else { return nil }
            position = Position(index: position.index &+ 1, offset: end)
            tokensWalked &+= 1
            noteIfFarthest(position)
        }
    }

    private func lastCheckpoint(atOrBefore index: Int) -> Position {
        var low = 0
        var high = checkpoints.count
        // The first checkpoint past `index`; the one before it is the answer.
        while low < high {
            let middle = (low &+ high) / 2
            if checkpoints[middle].index <= index { low = middle &+ 1 } else { high = middle }
        }
        return low == 0 ? Self.documentStart : checkpoints[low &- 1]
    }

    /// Keeps `position` as a checkpoint when it lies far enough past the last one.
    private mutating func noteIfFarthest(_ position: Position) {
        let last = checkpoints.last ?? Self.documentStart
        guard position.index > last.index else { return }
        if position.index &- last.index >= Self.checkpointTokens || position.offset &- last.offset >= Self.checkpointBytes {
            checkpoints.append(position)
        }
    }

    /// Past whitespace, commas, colons and closing brackets, which have no entries.
    private static func skipSeparators(in document: UnsafeRawBufferPointer, from start: Int) -> Int {
        var offset = start
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
