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
        let separatorLength = pretty ? 2 + 2 * frames[index].depth : 1
        let bytes = out.base
        for entry in first..<last {
            entries[entry].spanEnd = entry + 1 < last ? entries[entry + 1].keyStart - separatorLength : out.count
            if sortedKeys && !entries[entry].isEscaped {
                entries[entry].sortPrefix = sortPrefix(of: entries[entry], in: bytes)
            }
        }
        var needsRewrite = frames[index].hasDeadEntries
        if sortedKeys && !needsRewrite {
            for entry in (first + 1)..<last
            where !Self.keyPrecedes(entries[entry - 1], entries[entry], in: bytes) {
                needsRewrite = true
                break
            }
        }
        guard needsRewrite else { return }
        if sortedKeys {
            let order = sortedOrder(of: first..<last, in: bytes)
            // The sorted entries go past the end, then back over the unsorted ones.
            for position in order { entries.append(entries[first + position]) }
            for position in order.indices { entries[first + position] = entries[last + position] }
            entries.truncate(to: last)
        }
        rewriteEntries(of: index)
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

    /// Writes the live entries of `index` again, in their order in `entries`.
    private func rewriteEntries(of index: Int) {
        let regionStart = frames[index].start + 1
        let regionEnd = out.count
        if index + 1 < frames.count {
            moveNestedFrames(of: index, regionStart: regionStart)
        }
        scratch.count = 0
        scratch.append(UnsafeRawBufferPointer(start: out.base + regionStart, count: regionEnd - regionStart))
        out.count = regionStart
        frames[index].count = 0
        frames[index].hasDeadEntries = false
        // Every key is preceded by its new line and indentation when pretty: copied with the key,
        // so that only the commas are written again.
        let lead = pretty ? 1 + 2 * frames[index].depth : 0
        for entry in frames[index].entryBase..<entries.count where !entries[entry].isDead {
            if frames[index].count > 0 { out.append(UInt8(ascii: ",")) }
            frames[index].count += 1
            let copyStart = entries[entry].keyStart - lead
            out.append(UnsafeRawBufferPointer(
                start: scratch.base + (copyStart - regionStart), count: entries[entry].spanEnd - copyStart))
        }
    }

    /// Moves the recorded offsets of containers nested in `index` to where `rewriteEntries` is about
    /// to copy them, computing every destination from the old layout first. Each container finds
    /// its entry by a binary search over the entries in written order: O((frames + entries) log
    /// entries), however many entries and containers the object holds.
    private func moveNestedFrames(of index: Int, regionStart: Int) {
        var moves: [(span: Range<Int>, delta: Int)] = []
        var destination = regionStart
        let separatorLength = pretty ? 2 + 2 * frames[index].depth : 1
        let firstSeparatorLength = pretty ? 1 + 2 * frames[index].depth : 0
        for entry in frames[index].entryBase..<entries.count where !entries[entry].isDead {
            destination += moves.isEmpty ? firstSeparatorLength : separatorLength
            let span = entries[entry].keyStart..<entries[entry].spanEnd
            moves.append((span, destination - span.lowerBound))
            destination += span.count
        }
        moves.sort { $0.span.lowerBound < $1.span.lowerBound }
        for frame in (index + 1)..<frames.count {
            let start = frames[frame].start
            // The last span starting at or before `start`: the only one that can contain it.
            var low = 0, high = moves.count
            while low < high {
                let middle = (low + high) / 2
                if moves[middle].span.lowerBound <= start { low = middle + 1 } else { high = middle }
            }
            guard low > 0, moves[low - 1].span.contains(start) else { continue }
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
