extension JSONWriter {
    /// Opens the closed frame `index` of the running scope again, at the end of the buffer: in place
    /// if it ends the buffer, else as a copy there (see `Splice`).
    func reopen(_ index: Int) {
        checkInvariants(of: index)
        var ancestor = frames[index].parent
        while ancestor >= 0, !frames[ancestor].isOpen { ancestor = frames[ancestor].parent }
        while let top = openFrames.last, frames[top].scope == currentScope, top != ancestor {
            closeTop()
        }
        // The usual case, a `superEncoder` placeholder filled at once, ends the buffer: it grows
        // where it is, and the cost does not grow with the frames and keys written before.
        if frames[index].end == out.count && !links[index].holdsMoved {
            out.count = frames[index].contentEnd
            reopenAtEnd(index)
        } else {
            moveToEnd(index)
        }
    }

    /// Copies the closed frame `index` (its bytes as they will be read, without its closing
    /// sequence) to the end of the buffer and opens it there; the original bytes are read no more.
    /// Costs the frame's size and the frames nested in it, not what follows it.
    private func moveToEnd(_ index: Int) {
        let original = frames[index].start..<frames[index].end
        let content = frames[index].start..<frames[index].contentEnd
        let segmentStart = out.count
        if links[index].holdsMoved {
            var pieces: [StitchedPiece] = []
            scratch.count = 0
            appendStitched(content, splicesFrom: links[index].spliceBase, to: &scratch, pieces: &pieces)
            out.append(UnsafeRawBufferPointer(start: scratch.base, count: scratch.count))
            relocate(nestedIn: index, by: pieces, to: segmentStart, spliceBase: splices.count + 1)
        } else {
            // Room first, so that the bytes are read from the buffer they are appended to.
            _ = out.reserve(content.count)
            out.append(UnsafeRawBufferPointer(start: out.base + content.lowerBound, count: content.count))
            if links[index].lastChild >= 0 {
                relocate(nestedIn: index, by: [StitchedPiece(source: content, destination: 0)],
                         to: segmentStart, spliceBase: splices.count + 1)
            }
        }
        frames[index].start = segmentStart
        let splice = splices.count
        splices.append(Splice(
            frame: index, generation: frames[index].generation, original: original, segmentStart: segmentStart))
        spliceStarts[original.lowerBound] = splice
        links[index].segment = splice
        links[index].spliceBase = splices.count
        links[index].holdsMoved = false
        // The frames it is nested in now hold a moved container (the flag goes up to the first one
        // that already has it: every frame above a flagged one is flagged).
        var ancestor = frames[index].parent
        while ancestor >= 0, !links[ancestor].holdsMoved {
            links[ancestor].holdsMoved = true
            ancestor = frames[ancestor].parent
        }
        reopenAtEnd(index)
    }

    /// Marks the closed frame `index`, whose content now ends the buffer, open again.
    private func reopenAtEnd(_ index: Int) {
        frames[index].isOpen = true
        frames[index].contentEnd = -1
        frames[index].end = -1
        openFrames.append(index)
        if frames[index].isObject {
            rebuildEntries(of: index, contentEnd: out.count)
        }
        checkInvariants(of: index)
    }

    /// Recovers the key entries of an object that was closed, by reading its bytes back.
    private func rebuildEntries(of index: Int, contentEnd: Int) {
        frames[index].entryBase = entries.count
        frames[index].keyBloom = 0
        let scanner = WrittenJSONScanner(bytes: out.base, end: contentEnd)
        scanner.forEachKey(from: frames[index].start + 1) { keyStart, keyEnd, escaped in
            let fingerprint = keyFingerprint(start: keyStart, end: keyEnd)
            var entry = KeyEntry(keyStart: keyStart, keyEnd: keyEnd, fingerprint: fingerprint, isEscaped: escaped)
            entry.valueFrame = .unknown
            entries.append(entry)
            frames[index].keyBloom |= Self.bloomBit(of: fingerprint)
        }
    }

    /// Records where the segment of the moved frame `index` ends, now that it has closed.
    func endSegment(of index: Int, at end: Int) {
        let splice = links[index].segment
        guard splice < splices.count, splices[splice].frame == index,
              splices[splice].generation == frames[index].generation else {
            links[index].segment = -1
            return
        }
        splices[splice].segmentEnd = end
    }

    /// Turns a value already written at `start..<end` (an object or array) into a closed frame of
    /// the running scope, so that a nested container for the same key can add to it, as Foundation
    /// merges into an existing value. `count` is its members, as `writtenMemberCount` found them.
    func adoptWrittenContainer(start: Int, end: Int, count: Int, depth: Int, parent: Int) -> FrameHandle {
        let handle = registerClosedFrame(
            isObject: out.base[start] == UInt8(ascii: "{"), depth: depth, parent: parent, start: start)
        describeWrittenContainer(handle.index, end: end, count: count)
        return handle
    }

    /// The members of the object or array written at `start..<end`, as the value of a frame at
    /// `depth`, if its separators and closing are this writer's: the offsets of a frame's content
    /// and members are computed from them. A `RawJSON` value's bytes, written as they came, may
    /// not be, and are then not taken for a container.
    func writtenMemberCount(start: Int, end: Int, depth: Int) -> Int? {
        WrittenJSONScanner(bytes: out.base, end: end).memberCount(laidOutAs: layout, from: start, depth: depth)
    }

    /// Makes the closed frame `index` describe the object or array of `count` members written from
    /// its start to `end`.
    private func describeWrittenContainer(_ index: Int, end: Int, count: Int) {
        let start = frames[index].start
        frames[index].isObject = out.base[start] == UInt8(ascii: "{")
        frames[index].count = count
        frames[index].end = end
        frames[index].contentEnd = end - layout.closingLength(depth: frames[index].depth, isEmpty: count == 0)
        checkInvariants(of: index)
    }

    /// Records a frame for a container that is already written and closed.
    func registerClosedFrame(isObject: Bool, depth: Int, parent: Int, start: Int) -> FrameHandle {
        let handle = newFrameIdentity()
        var frame = ContainerFrame(
            generation: handle.generation, isObject: isObject, depth: depth,
            scope: currentScope, parent: parent, start: start)
        frame.isOpen = false
        frames.append(frame)
        linkToParent(handle.index)
        return handle
    }
}

extension JSONWriter {
    /// A `superEncoder()` placeholder that is asked for an unkeyed container becomes an array: the
    /// open, empty object at the end of the buffer swaps its bracket.
    func turnEmptyObjectIntoArray(_ index: Int) {
        out.base[frames[index].start] = UInt8(ascii: "[")
        frames[index].isObject = false
    }
}

extension JSONWriter {
    /// Writes a value in place of the `superEncoder()` placeholder `index`, which `activate` has
    /// made the open end of the buffer. If the value throws, what it wrote goes and the placeholder
    /// is an empty object or array again, which a later value or container fills, as Foundation stores a
    /// value only once it is complete. Returns whether the frame lives on as the value, an object or
    /// array written in its place, which a container asked of the super encoder then adds to (as
    /// Foundation merges); it is dead otherwise.
    func replacePlaceholder(_ index: Int, _ write: () throws -> Void) rethrows -> Bool {
        let start = frames[index].start
        out.count = start
        if openFrames.last == index { _ = openFrames.popLast() }
        frames[index].isDead = true
        let beforeValue = checkpoint(frame: -1)
        defer {
            if links[index].segment >= 0 { endSegment(of: index, at: out.count) }
        }
        do {
            try write()
        } catch {
            rollback(to: beforeValue)
            // Empty again, of the kind it was: an unkeyed container asked of it made it an array.
            writeEmptyContainer(isObject: frames[index].isObject, depth: frames[index].depth &- 1)
            frames[index].isDead = false
            frames[index].isOpen = false
            frames[index].end = out.count
            frames[index].contentEnd = start + 1
            throw error
        }
        let written = WrittenBytes(base: out.base, count: out.count)
        guard start < written.count, written[start] == UInt8(ascii: "{") || written[start] == UInt8(ascii: "["),
              let count = writtenMemberCount(start: start, end: out.count, depth: frames[index].depth) else { return false }
        frames[index].isDead = false
        frames[index].isOpen = false
        describeWrittenContainer(index, end: out.count, count: count)
        return true
    }
}
