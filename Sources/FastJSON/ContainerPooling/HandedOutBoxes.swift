/// The boxes a pool has handed out, by index, in the order it handed them out. Emptying it keeps
/// its room and costs one store, as a pool empties it at the end of every decode or value.
struct HandedOutBoxes {
    /// The first `count` are the boxes handed out; the rest is room kept for the next ones.
    private var indices: [Int] = []
    private(set) var count = 0

    subscript(position: Int) -> Int {
        assert(position < count, "a box read past the ones handed out")
        return indices[position]
    }

    @inline(__always)
    mutating func append(_ index: Int) {
        if count < indices.count {
            indices[count] = index
        } else {
            indices.append(index)
        }
        count &+= 1
    }

    /// Forgets the boxes from `position` on, keeping the room they took.
    mutating func truncate(to position: Int) {
        assert(position >= 0 && position <= count, "a truncation past the boxes handed out")
        count = position
    }
}
