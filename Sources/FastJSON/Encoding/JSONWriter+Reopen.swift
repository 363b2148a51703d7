extension JSONWriter {
    /// Opens the closed frame `index` of the running scope again, at the end of the buffer: the
    /// bytes after it are set aside until it closes (see `Stash`).
    func reopen(_ index: Int) {
        // One set-aside region per scope at a time: close the frame that owns the current one.
        if let stash = stashes.last, frames[stash.owner].scope == currentScope {
            while let top = openFrames.last, frames[top].scope == currentScope {
                closeTop()
                if top == stash.owner { break }
            }
        }
        var ancestor = frames[index].parent
        while ancestor >= 0, !frames[ancestor].isOpen { ancestor = frames[ancestor].parent }
        while let top = openFrames.last, frames[top].scope == currentScope, top != ancestor {
            closeTop()
        }
        setAside(after: index)
    }

    private func setAside(after index: Int) {
        let cut = frames[index].end
        let contentEnd = frames[index].contentEnd
        // The usual case, a `superEncoder` placeholder filled at once, has nothing after it: no
        // offset moves, and the cost does not grow with the frames and keys written before.
        let hasBytesAfter = cut < out.count
        let bytes = hasBytesAfter ? Array(UnsafeBufferPointer(start: out.base + cut, count: out.count - cut)) : []
        let bias = Stash.bias(level: stashes.count)
        if hasBytesAfter { moveOffsets(in: cut..<Stash.firstBias, by: bias - cut) }
        out.count = contentEnd
        frames[index].isOpen = true
        frames[index].contentEnd = -1
        frames[index].end = -1
        openFrames.append(index)
        if frames[index].isObject {
            rebuildEntries(of: index, contentEnd: contentEnd)
        }
        if hasBytesAfter { stashes.append(Stash(owner: index, bias: bias, bytes: bytes)) }
    }

    /// Recovers the key entries of an object that was closed, by reading its bytes back.
    private func rebuildEntries(of index: Int, contentEnd: Int) {
        frames[index].entryBase = entries.count
        frames[index].keyBloom = 0
        let scanner = WrittenJSONScanner(bytes: out.base, end: contentEnd)
        scanner.forEachKey(from: frames[index].start + 1) { keyStart, keyEnd, escaped in
            var entry = KeyEntry(keyStart: keyStart, keyEnd: keyEnd, isEscaped: escaped)
            entry.valueFrame = .unknown
            entries.append(entry)
            frames[index].keyBloom |= keyHashBit(start: keyStart, end: keyEnd)
        }
    }

    /// Puts the newest set-aside bytes back after the frame that just closed.
    func restoreStash() {
        guard let stash = stashes.popLast() else { return }
        let position = out.count
        stash.bytes.withUnsafeBytes { out.append($0) }
        moveOffsets(in: stash.bias..<(stash.bias + Stash.firstBias), by: position - stash.bias)
    }

    /// Adds `delta` to every recorded offset within `range`.
    private func moveOffsets(in range: Range<Int>, by delta: Int) {
        for index in 0..<frames.count {
            if range.contains(frames[index].start) { frames[index].start += delta }
            if range.contains(frames[index].contentEnd) { frames[index].contentEnd += delta }
            if range.contains(frames[index].end) { frames[index].end += delta }
        }
        for index in 0..<entries.count where range.contains(entries[index].keyStart) {
            entries[index].keyStart += delta
            entries[index].keyEnd += delta
        }
    }

    /// Turns a value already written at `start..<end` (an object or array) into a closed frame of
    /// the running scope, so that a nested container for the same key can add to it, as Foundation
    /// merges into an existing value.
    func adoptWrittenContainer(start: Int, end: Int, depth: Int, parent: Int) -> FrameHandle {
        let isObject = out.base[start] == UInt8(ascii: "{")
        let scanner = WrittenJSONScanner(bytes: out.base, end: end - 1)
        let count = isObject ? scanner.forEachKey(from: start + 1) { _, _, _ in } : scanner.elementCount(from: start + 1)
        let handle = registerClosedFrame(isObject: isObject, depth: depth, parent: parent, start: start)
        let index = handle.index
        frames[index].count = count
        frames[index].end = end
        if !pretty {
            frames[index].contentEnd = end - 1
        } else if count == 0 {
            frames[index].contentEnd = start + 1
        } else {
            // Before "\n", the closing bracket's indentation and the bracket.
            frames[index].contentEnd = end - 2 - 2 * (depth - 1)
        }
        return handle
    }

    /// Records a frame for a container that is already written and closed.
    func registerClosedFrame(isObject: Bool, depth: Int, parent: Int, start: Int) -> FrameHandle {
        let handle = newFrameIdentity()
        var frame = ContainerFrame(
            generation: handle.generation, isObject: isObject, depth: depth,
            scope: currentScope, parent: parent, start: start)
        frame.isOpen = false
        frames.append(frame)
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
    /// made the open end of the buffer. If the value throws, the placeholder's `{}` stays.
    func replacePlaceholder(_ index: Int, _ write: () throws -> Void) rethrows {
        let start = frames[index].start
        out.count = start
        if openFrames.last == index { _ = openFrames.popLast() }
        frames[index].isDead = true
        defer {
            if let stash = stashes.last, stash.owner == index { restoreStash() }
        }
        do {
            try write()
        } catch {
            out.count = start
            writeEmptyObject(depth: frames[index].depth - 1)
            throw error
        }
    }
}
