/// The bytes Foundation puts between values, compact or `.prettyPrinted`, and their lengths: the
/// one place that knows them. The writer writes them through this type and computes offsets
/// across them with it (where an entry's value starts, where a closed container's content ends,
/// the runs an object's members are moved as).
///
/// `depth` is always a container frame's depth: its elements are indented by `2 * depth` spaces
/// and its closing bracket by `2 * (depth - 1)`.
struct OutputLayout {
    let isPretty: Bool

    /// Before each element, after the comma that separates it from the one before: when pretty, a
    /// new line and the element's indentation.
    @inline(__always)
    func leadLength(depth: Int) -> Int {
        isPretty ? 1 &+ depth &* 2 : 0
    }

    /// Between a key and its value: `" : "` when pretty, else `":"`.
    @inline(__always)
    var colonLength: Int {
        isPretty ? 3 : 1
    }

    /// From the end of a container's content to just past its closing bracket. Foundation writes a
    /// pretty empty container as `[\n\n<indent>]`.
    @inline(__always)
    func closingLength(depth: Int, isEmpty: Bool) -> Int {
        isPretty ? (isEmpty ? 3 : 2) &+ (depth &- 1) &* 2 : 1
    }

    /// What goes before an element: a comma unless it is the first, then the lead.
    @inline(__always)
    func writeSeparator(isFirst: Bool, depth: Int, to out: inout OutputBuffer) {
        if isPretty {
            if !isFirst { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\n"))
            out.append(repeating: UInt8(ascii: " "), count: depth &* 2)
        } else if !isFirst {
            out.append(UInt8(ascii: ","))
        }
    }

    @inline(__always)
    func writeColon(to out: inout OutputBuffer) {
        if isPretty { out.append(" : ") } else { out.append(UInt8(ascii: ":")) }
    }

    /// Closes a container; `closingLength` bytes.
    @inline(__always)
    func writeClosing(isObject: Bool, isEmpty: Bool, depth: Int, to out: inout OutputBuffer) {
        if isPretty {
            out.append(UInt8(ascii: "\n"))
            if isEmpty { out.append(UInt8(ascii: "\n")) }
            out.append(repeating: UInt8(ascii: " "), count: (depth &- 1) &* 2)
        }
        out.append(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }

    // What the writer reads back (`WrittenJSONScanner`) is checked against the same bytes: each
    // `has...` tells whether `bytes` hold at `position` what the `write...` above writes.

    func hasSeparator(isFirst: Bool, depth: Int, in bytes: WrittenBytes, at position: Int) -> Bool {
        var position = position
        if !isFirst {
            guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return false }
            position += 1
        }
        return !isPretty || Self.has(newLines: 1, spaces: depth * 2, in: bytes, at: position)
    }

    func hasColon(in bytes: WrittenBytes, at position: Int) -> Bool {
        guard bytes.count - position >= colonLength else { return false }
        return isPretty
            ? bytes[position] == UInt8(ascii: " ") && bytes[position + 1] == UInt8(ascii: ":") && bytes[position + 2] == UInt8(ascii: " ")
            : bytes[position] == UInt8(ascii: ":")
    }

    /// The closing must end exactly at `end`.
    func hasClosing(isObject: Bool, isEmpty: Bool, depth: Int, in bytes: WrittenBytes, at position: Int) -> Bool {
        guard bytes.count - position == closingLength(depth: depth, isEmpty: isEmpty),
              bytes[bytes.count - 1] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return false }
        return !isPretty || Self.has(newLines: isEmpty ? 2 : 1, spaces: (depth - 1) * 2, in: bytes, at: position)
    }

    private static func has(newLines: Int, spaces: Int, in bytes: WrittenBytes, at position: Int) -> Bool {
        guard bytes.count - position >= newLines + spaces else { return false }
        return (0..<newLines + spaces).allSatisfy {
            bytes[position + $0] == ($0 < newLines ? UInt8(ascii: "\n") : UInt8(ascii: " "))
        }
    }
}
