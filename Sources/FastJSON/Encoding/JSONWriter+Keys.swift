import Foundation

extension JSONWriter {
    /// Writes separator, key and colon of a new entry of the open object `index`. Returns the index
    /// in `entries` of an earlier live entry with the same key, or -1; see `replaceEntry`.
    @inline(__always)
    func beginKey(_ key: String, in index: Int) -> Int {
        beginElement(of: index)
        let keyStart = out.count
        let escaped = out.appendQuoted(key, escapingSlashes: escapingSlashes)
        return finishKey(start: keyStart, escaped: escaped, in: index)
    }

    /// `beginKey` for a key already converted into UTF-8 bytes.
    func beginKey(utf8 key: UnsafeBufferPointer<UInt8>, in index: Int) -> Int {
        beginElement(of: index)
        let keyStart = out.count
        let escaped = out.appendQuoted(utf8: key, escapingSlashes: escapingSlashes)
        return finishKey(start: keyStart, escaped: escaped, in: index)
    }

    @inline(__always)
    private func finishKey(start: Int, escaped: Bool, in index: Int) -> Int {
        let end = out.count
        if pretty { out.append(" : ") } else { out.append(UInt8(ascii: ":")) }
        entries.append(KeyEntry(keyStart: start, keyEnd: end, isEscaped: escaped))
        if frames[index].keysAreUnique { return -1 }
        let bit = keyHashBit(start: start, end: end)
        if frames[index].keyBloom & bit == 0 {
            frames[index].keyBloom |= bit
            return -1
        }
        return earlierEntry(matchingLastOf: index)
    }

    /// A cheap hash of a written key, spread over the 64 bits of the frame's bloom filter.
    @inline(__always)
    func keyHashBit(start: Int, end: Int) -> UInt64 {
        let bytes = out.base
        // A key is at least its two quotes, so `end - 2` and `start + 1` are inside it.
        let length = end &- start
        let mixed = length &* 31 &+ Int(bytes[start &+ 1]) &* 7 &+ Int(bytes[end &- 2]) &+ Int(bytes[start &+ length / 2])
        return 1 << UInt64(mixed & 63)
    }

    private func earlierEntry(matchingLastOf index: Int) -> Int {
        let last = entries.count - 1
        let newKey = entries[last]
        let length = newKey.keyEnd - newKey.keyStart
        let bytes = out.base
        for candidate in frames[index].entryBase..<last where !entries[candidate].isDead {
            let old = entries[candidate]
            if old.keyEnd - old.keyStart == length,
               memcmp(bytes + old.keyStart, bytes + newKey.keyStart, length) == 0 {
                return candidate
            }
        }
        return -1
    }

    /// Lets the entry just written replace the earlier one with the same key: the earlier one is
    /// removed when the object closes, and containers written under it take no more writes.
    func replaceEntry(_ earlier: Int, in index: Int) {
        guard earlier >= 0, earlier < entries.count - 1 else { return }
        entries[earlier].isDead = true
        frames[index].hasDeadEntries = true
        let span = entries[earlier].keyEnd..<entries[earlier + 1].keyStart
        markFramesDead(startingIn: span)
    }

    /// Marks the frames of the running scope whose opening bracket lies in `span` as dead.
    func markFramesDead(startingIn span: Range<Int>) {
        var candidate = frames.count - 1
        while candidate >= 0, frames[candidate].scope == currentScope {
            if span.contains(frames[candidate].start) { frames[candidate].isDead = true }
            candidate -= 1
        }
    }

    /// Where the value of entry `entry` starts: after the key and the colon.
    func valueStart(of entry: Int) -> Int {
        entries[entry].keyEnd + (pretty ? 3 : 1)
    }
}

extension JSONWriter {
    /// `beginKey` for `convertToSnakeCase`: ASCII keys are converted into a reused buffer.
    func beginSnakeCaseKey(_ key: String, in index: Int) -> Int {
        var key = key
        let isASCII = key.withUTF8 { ToSnakeCase.convertASCII($0, into: &keyScratch) }
        guard isASCII else {
            return beginKey(ToSnakeCase.convert(key), in: index)
        }
        let converted = keyScratch
        return converted.withUnsafeBufferPointer { beginKey(utf8: $0, in: index) }
    }

    /// For a nested container under a key that already holds a value: if that value is a
    /// container of the asked kind, undoes the key just written and returns the existing container
    /// (adopting a value written by `encode` as one), so that the new container adds to it.
    func existingContainer(
        forEntry earlier: Int, isObject: Bool, in parent: Int, undoing checkpoint: WriterCheckpoint
    ) -> FrameHandle? {
        let start = valueStart(of: earlier)
        let separatorLength = pretty ? 2 + 2 * frames[parent].depth : 1
        let end = entries[earlier + 1].keyStart - separatorLength
        guard start < end, out.base[start] == (isObject ? UInt8(ascii: "{") : UInt8(ascii: "[")) else { return nil }
        rollback(to: checkpoint)
        var candidate = frames.count - 1
        while candidate >= 0, frames[candidate].scope == currentScope {
            if frames[candidate].start == start, !frames[candidate].isDead {
                return FrameHandle(index: candidate, generation: frames[candidate].generation)
            }
            candidate -= 1
        }
        return adoptWrittenContainer(start: start, end: end, depth: frames[parent].depth + 1, parent: parent)
    }

    /// Writes the `{}` that stands for a `superEncoder()`'s value until it writes one, and records
    /// it as a closed frame.
    func writePlaceholder(depth: Int, parent: Int) -> FrameHandle {
        let start = out.count
        writeEmptyObject(depth: depth)
        let handle = registerClosedFrame(isObject: true, depth: depth + 1, parent: parent, start: start)
        frames[handle.index].end = out.count
        frames[handle.index].contentEnd = pretty ? start + 1 : out.count - 1
        return handle
    }
}
