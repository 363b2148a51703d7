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
        layout.writeColon(to: &out)
        let fingerprint = keyFingerprint(start: start, end: end)
        entries.append(KeyEntry(keyStart: start, keyEnd: end, fingerprint: fingerprint, isEscaped: escaped))
        if frames[index].keysAreUnique { return -1 }
        if _slowPath(entries.count &- frames[index].entryBase > Self.smallObjectKeyLimit) {
            return indexedEarlierEntry(in: index)
        }
        let bit = Self.bloomBit(of: fingerprint)
        if frames[index].keyBloom & bit == 0 {
            frames[index].keyBloom |= bit
            return -1
        }
        return earlierEntry(matchingLastOf: index)
    }

    /// A written key's length and three of its bytes (the first, the middle and the last), packed:
    /// equal keys have equal fingerprints, and unequal keys of one object rarely do. Not the
    /// tape's `KeyFingerprint`: its hash lets the filter below pass fewer new keys, but costs more
    /// than that saves.
    @inline(__always)
    func keyFingerprint(start: Int, end: Int) -> UInt32 {
        let bytes = out.base
        // A key is at least its two quotes, so `end - 2` and `start + 1` are inside it.
        let length = end &- start
        return UInt32(truncatingIfNeeded: length) & 0xFF | UInt32(bytes[start &+ 1]) << 8
            | UInt32(bytes[end &- 2]) << 16 | UInt32(bytes[start &+ length / 2]) << 24
    }

    /// The bit of a frame's 64-bit bloom filter that a key fingerprint sets.
    @inline(__always)
    static func bloomBit(of fingerprint: UInt32) -> UInt64 {
        let length = Int(fingerprint & 0xFF)
        let mixed = length &* 31 &+ Int(fingerprint >> 8 & 0xFF) &* 7 &+ Int(fingerprint >> 16 & 0xFF)
            &+ Int(fingerprint >> 24)
        return 1 << UInt64(mixed & 63)
    }

    /// A small object's earlier live entry with the key of its last entry: entries with another
    /// fingerprint are passed over without reading their keys.
    private func earlierEntry(matchingLastOf index: Int) -> Int {
        let last = entries.count - 1
        let fingerprint = entries[last].fingerprint
        for candidate in frames[index].entryBase..<last
        where entries[candidate].fingerprint == fingerprint && isLiveEntry(candidate, sameKeyAs: last) {
            return candidate
        }
        return -1
    }

    /// Whether `candidate`, an entry index taken from a key index or a scan, is a live entry of the
    /// open object whose newest entry is `newest`, with the same key bytes.
    @inline(__always)
    private func isLiveEntry(_ candidate: Int, sameKeyAs newest: Int) -> Bool {
        guard candidate < newest, !entries[candidate].isDead else { return false }
        let old = entries[candidate], new = entries[newest]
        let length = new.keyEnd - new.keyStart
        return old.keyEnd - old.keyStart == length && memcmp(out.base + old.keyStart, out.base + new.keyStart, length) == 0
    }

    /// A large object's earlier live entry with the key of its last entry, through its `KeyIndex`;
    /// a key seen for the first time is added to the index.
    @inline(never)
    private func indexedEarlierEntry(in index: Int) -> Int {
        let newest = entries.count - 1
        let table = keyIndex(of: index, holding: newest)
        let hash = keyHash(of: newest)
        let base = frames[index].entryBase
        var found = -1
        let slot = keyIndexes[table].probe(hash) { candidate in
            guard candidate >= base, isLiveEntry(candidate, sameKeyAs: newest) else { return false }
            found = candidate
            return true
        }
        if found < 0 { keyIndexes[table].insert(newest, hash: hash, at: slot) }
        return found
    }

    /// The position in `keyIndexes` of the index of frame `index`, built from its live entries
    /// before `newest` if it has none or its index is full. Indices belong to open frames, and
    /// open frames are nested in the order of their indices, so the frame's index is the last one
    /// once the indices of frames that are no longer open are dropped.
    private func keyIndex(of index: Int, holding newest: Int) -> Int {
        while let last = keyIndexes.last,
              last.owner > index || (last.owner == index && last.ownerGeneration != frames[index].generation) {
            keyIndexes.removeLast()
        }
        if let last = keyIndexes.last, last.owner == index, !last.isFull {
            return keyIndexes.count - 1
        }
        if keyIndexes.last?.owner == index { keyIndexes.removeLast() }
        let base = frames[index].entryBase
        let table = KeyIndex(owner: index, generation: frames[index].generation, capacity: newest - base + 1)
        for entry in base..<newest where !entries[entry].isDead {
            let hash = keyHash(of: entry)
            table.insert(entry, hash: hash, at: table.probe(hash) { _ in false })
        }
        keyIndexes.append(table)
        return keyIndexes.count - 1
    }

    /// The seeded hash of an entry's written key bytes.
    private func keyHash(of entry: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(
            start: out.base + entries[entry].keyStart, count: entries[entry].keyEnd - entries[entry].keyStart))
        return hasher.finalize()
    }

    /// Lets the entry just written replace the earlier one with the same key: the earlier one is
    /// removed when the object closes, and the container written as its value, with everything
    /// nested in it, takes no more writes (see `isLive`).
    @inline(__always)
    func replaceEntry(_ earlier: Int, in index: Int) {
        if earlier >= 0 { replaceEarlierEntry(earlier, in: index) }
    }

    private func replaceEarlierEntry(_ earlier: Int, in index: Int) {
        let newest = entries.count - 1
        guard earlier < newest else { return }
        entries[earlier].isDead = true
        frames[index].hasDeadEntries = true
        let valueFrame = entries[earlier].valueFrame
        if exists(valueFrame) {
            frames[valueFrame.index].isDead = true
        } else if valueFrame.index == FrameHandle.unknown.index {
            markFramesDead(startingAt: resolvedStart(valueStart(of: earlier)))
        }
        if let last = keyIndexes.last, last.owner == index, last.ownerGeneration == frames[index].generation {
            let table = keyIndexes.count - 1
            let slot = keyIndexes[table].probe(keyHash(of: earlier)) { $0 == earlier }
            if keyIndexes[table].slots[slot].entry == earlier { keyIndexes[table].replace(at: slot, with: newest) }
        }
    }

    /// Marks the frames of the running scope that start at `start` as dead (the frames nested in
    /// them are dead through them, see `isLive`): for an entry whose value container is not
    /// recorded. A scan, but only on the rare path of a key written again in an object that was
    /// closed and reopened.
    private func markFramesDead(startingAt start: Int) {
        var candidate = frames.count - 1
        while candidate >= 0, frames[candidate].scope == currentScope {
            if frames[candidate].start == start { frames[candidate].isDead = true }
            candidate -= 1
        }
    }

    /// Records that the newest entry's value is the container `frame`, so that replacing the entry
    /// or asking for a nested container under its key again finds the container at once.
    func recordValueFrame(_ frame: FrameHandle) {
        guard entries.count > 0 else { return }
        entries[entries.count - 1].valueFrame = frame
    }

    /// Where the value of entry `entry` starts: after the key and the colon.
    func valueStart(of entry: Int) -> Int {
        entries[entry].keyEnd + layout.colonLength
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
        // A container that moved (see `Splice`) is read where it now is.
        let start = resolvedStart(valueStart(of: earlier))
        guard out.base[start] == (isObject ? UInt8(ascii: "{") : UInt8(ascii: "[")) else { return nil }
        let recorded = entries[earlier].valueFrame
        var existing: FrameHandle?
        if exists(recorded), frames[recorded.index].start == start, !frames[recorded.index].isDead {
            existing = recorded
        } else if recorded.index == FrameHandle.unknown.index {
            var candidate = frames.count - 1
            while candidate >= 0, frames[candidate].scope == currentScope {
                if frames[candidate].start == start, !frames[candidate].isDead {
                    existing = FrameHandle(index: candidate, generation: frames[candidate].generation)
                    break
                }
                candidate -= 1
            }
        }
        if let existing {
            rollback(to: checkpoint)
            entries[earlier].valueFrame = existing
            return existing
        }
        // A value written by `encode` is one run of the buffer (its scope stitched it when it ended).
        let end = WrittenJSONScanner(bytes: out.base, end: out.count).valueEnd(from: start)
        let depth = frames[parent].depth + 1
        // The key stays written when the value is not taken for a container: the caller reports it.
        guard let count = writtenMemberCount(start: start, end: end, depth: depth) else { return nil }
        rollback(to: checkpoint)
        let adopted = adoptWrittenContainer(start: start, end: end, count: count, depth: depth, parent: parent)
        entries[earlier].valueFrame = adopted
        return adopted
    }

    /// Writes the `{}` that stands for a `superEncoder()`'s value until it writes one, and records
    /// it as a closed frame.
    func writePlaceholder(depth: Int, parent: Int) -> FrameHandle {
        let start = out.count
        writeEmptyContainer(isObject: true, depth: depth)
        let handle = registerClosedFrame(isObject: true, depth: depth + 1, parent: parent, start: start)
        frames[handle.index].end = out.count
        frames[handle.index].contentEnd = start + 1
        return handle
    }
}
