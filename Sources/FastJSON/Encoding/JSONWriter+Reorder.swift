import Foundation

extension JSONWriter {
    /// Before the open object `index` closes: removes entries whose key was written again and, with
    /// `sortedKeys`, puts the entries in the byte order of their keys. Entries are moved as byte
    /// ranges, so values nested inside them (already final) are copied, never rewritten.
    func reorderEntries(of index: Int) {
        let first = frames[index].entryBase
        let last = entries.count
        guard last > first, sortedKeys || frames[index].hasDeadEntries else { return }
        if links[index].holdsMoved { stitchContent(of: index) }
        let bytes = out.base
        var needsRewrite = frames[index].hasDeadEntries
        if sortedKeys {
            for entry in first..<last where !entries[entry].isEscaped {
                entries[entry].sortPrefix = sortPrefix(of: entries[entry], in: bytes)
            }
            if !needsRewrite {
                for entry in (first + 1)..<last
                where !Self.keyPrecedes(entries[entry - 1], entries[entry], in: bytes) {
                    needsRewrite = true
                    break
                }
            }
        }
        guard needsRewrite else { return }
        let order = sortedKeys ? sortedOrder(of: first..<last, in: bytes) : nil
        rewriteEntries(of: index, order: order)
    }

    /// The positions (from `range.lowerBound`) of the entries in `range` in key order, valid until
    /// the next call. Objects of one type repeat their keys in the same order: the order found for
    /// the last object with the same keys is tried first, and kept if its keys are strictly
    /// increasing, which only the one sorted order is (n - 1 comparisons instead of a sort).
    private func sortedOrder(of range: Range<Int>, in bytes: UnsafeMutablePointer<UInt8>) -> UnsafeBufferPointer<Int> {
        // A multiplicative hash (wrapping on purpose) of each key's first bytes and length. Offsets
        // and positions below are buffer offsets and indices of `entries`, far from overflowing.
        var signature: UInt64 = 0
        for entry in range {
            let length = UInt64(truncatingIfNeeded: entries[entry].keyEnd &- entries[entry].keyStart)
            signature = (signature ^ entries[entry].sortPrefix ^ length) &* 0x9E37_79B9_7F4A_7C15
            signature ^= signature >> 29
        }
        let first = range.lowerBound
        if let order = sortedOrders.order(for: signature, count: range.count),
           order.indices.dropFirst().allSatisfy({ position in
               Self.keyPrecedes(entries[first &+ order[position &- 1]], entries[first &+ order[position]], in: bytes)
           }) {
            return order
        }
        var order = sortedOrders.newOrder(for: signature, count: range.count)
        order.sort { Self.keyPrecedes(entries[first &+ $0], entries[first &+ $1], in: bytes) }
        return UnsafeBufferPointer(order)
    }

    /// Writes the live entries of `index` again, in `order` (positions from the first entry; nil:
    /// as written), within the bytes the object's content holds.
    ///
    /// Each entry is handled as one run: its new line and indentation when pretty, key, value and
    /// the comma after it. A comma is appended after the last entry while they move, so that every
    /// run is alike, and dropped at the end. A small object is copied to `scratch` and back; a large
    /// one is reordered in place (`MemberRuns`), so that sorting the outermost object of a large
    /// output does not hold a second copy of it.
    private func rewriteEntries(of index: Int, order: UnsafeBufferPointer<Int>?) {
        let first = frames[index].entryBase
        let count = entries.count &- first
        let lead = layout.leadLength(depth: frames[index].depth)
        let regionStart = frames[index].start + 1
        out.append(UInt8(ascii: ","))
        let regionEnd = out.count
        // Entry offsets are offsets into the buffer, far from overflowing.
        func runStart(_ position: Int) -> Int {
            position < count ? entries[first &+ position].keyStart &- lead : regionEnd
        }
        func isLive(_ position: Int) -> Bool { !entries[first &+ position].isDead }
        if index + 1 < frames.count {
            moveNestedFrames(of: index, order: order, count: count, regionStart: regionStart, runStart: runStart)
        }
        var live = 0
        if let order, regionEnd &- regionStart <= Self.scratchLimit {
            scratch.count = 0
            scratch.append(UnsafeRawBufferPointer(start: out.base + regionStart, count: regionEnd &- regionStart))
            out.count = regionStart
            for position in order where isLive(position) {
                let start = runStart(position)
                out.append(UnsafeRawBufferPointer(
                    start: scratch.base + (start &- regionStart), count: runStart(position &+ 1) &- start))
                live &+= 1
            }
        } else {
            // Dead entries go first, by moving the live ones down in written order.
            var runs = order.map { _ in MemberRuns(bytes: out.base) }
            var ranks: [Int] = []
            if let order {
                ranks = Array(repeating: -1, count: count)
                var rank = 0
                for position in order where isLive(position) {
                    ranks[position] = rank
                    rank &+= 1
                }
            }
            var cursor = regionStart
            for position in 0..<count where isLive(position) {
                let start = runStart(position)
                let length = runStart(position &+ 1) &- start
                if start != cursor { (out.base + cursor).update(from: out.base + start, count: length) }
                runs?.append(length: length, rank: ranks.isEmpty ? 0 : ranks[position])
                cursor &+= length
                live &+= 1
            }
            out.count = cursor
            runs?.sort(from: regionStart, using: &scratch, limit: Self.scratchLimit)
        }
        out.count &-= 1
        assert(live > 0 && out.base[out.count] == UInt8(ascii: ","), "the newest entry of a key is live, and every run ends with its comma")
        frames[index].count = live
        frames[index].hasDeadEntries = false
    }

    /// The largest object content reordered through `scratch`; larger ones are reordered in place
    /// with at most this much of `scratch`.
    static let scratchLimit = 64 << 10

    /// Moves the recorded offsets of containers nested in `index` to where `rewriteEntries` is about
    /// to put them, computing every destination from the old layout first. Each container finds
    /// its entry by a binary search over the entries in written order: O((frames + entries) log
    /// entries), however many entries and containers the object holds.
    private func moveNestedFrames(
        of index: Int, order: UnsafeBufferPointer<Int>?, count: Int, regionStart: Int, runStart: (Int) -> Int
    ) {
        let first = frames[index].entryBase
        var moves: [(run: Range<Int>, delta: Int)] = []
        var destination = regionStart
        func move(_ position: Int) {
            guard !entries[first + position].isDead else { return }
            let run = runStart(position)..<runStart(position + 1)
            moves.append((run, destination - run.lowerBound))
            destination += run.count
        }
        if let order {
            for position in order { move(position) }
        } else {
            for position in 0..<count { move(position) }
        }
        moves.sort { $0.run.lowerBound < $1.run.lowerBound }
        for frame in (index + 1)..<frames.count {
            let start = frames[frame].start
            // The last run starting at or before `start`: the only one that can contain it.
            var low = 0, high = moves.count
            while low < high {
                let middle = (low + high) / 2
                if moves[middle].run.lowerBound <= start { low = middle + 1 } else { high = middle }
            }
            guard low > 0, moves[low - 1].run.contains(start) else { continue }
            let delta = moves[low - 1].delta
            frames[frame].start += delta
            frames[frame].contentEnd += delta
            frames[frame].end += delta
        }
    }

    /// The first eight bytes of the key's text, big-endian and zero-padded. Read as one word when
    /// the eight bytes lie within the buffer's capacity (the bytes past the key are masked off).
    @inline(__always)
    private func sortPrefix(of entry: KeyEntry, in bytes: UnsafeMutablePointer<UInt8>) -> UInt64 {
        // Offsets within the buffer: a key is at least its two quotes, and nothing nears Int.max.
        let length = min(entry.keyEnd &- entry.keyStart &- 2, 8)
        let textStart = entry.keyStart &+ 1
        guard textStart &+ 8 <= out.capacity else {
            var prefix: UInt64 = 0
            for offset in 0..<8 {
                prefix = prefix << 8 | UInt64(offset < length ? bytes[textStart + offset] : 0)
            }
            return prefix
        }
        let word = UnsafeRawPointer(bytes + textStart).loadUnaligned(as: UInt64.self)
        // `length` is 0...8, so the shift is 0...64; a shift by 64 gives 0, which keeps no byte.
        return UInt64(bigEndian: word) & (UInt64.max << UInt64((8 &- length) &* 8))
    }

    /// Foundation's order: the keys' unescaped UTF-8 bytes, compared lexicographically.
    static func keyPrecedes(_ lhs: KeyEntry, _ rhs: KeyEntry, in bytes: UnsafeMutablePointer<UInt8>) -> Bool {
        if !lhs.isEscaped && !rhs.isEscaped {
            // Unescaped keys hold no zero byte, so zero padding sorts a shorter key first.
            if lhs.sortPrefix != rhs.sortPrefix { return lhs.sortPrefix < rhs.sortPrefix }
            let lhsLength = lhs.keyEnd - lhs.keyStart - 2
            let rhsLength = rhs.keyEnd - rhs.keyStart - 2
            guard lhsLength > 8 && rhsLength > 8 else { return lhsLength < rhsLength }
            let order = memcmp(bytes + lhs.keyStart + 9, bytes + rhs.keyStart + 9, min(lhsLength, rhsLength) - 8)
            return order != 0 ? order < 0 : lhsLength < rhsLength
        }
        var lhsBytes = UnescapingIterator(bytes: bytes, position: lhs.keyStart + 1, end: lhs.keyEnd - 1)
        var rhsBytes = UnescapingIterator(bytes: bytes, position: rhs.keyStart + 1, end: rhs.keyEnd - 1)
        while true {
            switch (lhsBytes.next(), rhsBytes.next()) {
            case (nil, nil): return false
            case (nil, _): return true
            case (_, nil): return false
            case let (left?, right?) where left != right: return left < right
            default: continue
            }
        }
    }
}
