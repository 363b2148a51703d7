import Foundation

/// Reading the buffer as it will be output once containers have moved (see `Splice`): in order,
/// with each moved container's segment in place of its original bytes and skipped where it lies.
extension JSONWriter {
    /// A run of the buffer that the stitched stream reads elsewhere or not at all: a moved
    /// container's original bytes (`replaced`: its segment is read instead) or a segment.
    private struct Detour {
        let start: Int
        let end: Int
        let splice: Int
        let replaced: Bool
    }

    /// Appends the bytes of `range` as the stitched stream reads them to `target` (not `out`),
    /// through the splices from `first` on, and lists the runs copied, by their place in `target`.
    /// Each byte is copied once; the detours cost O(d log d).
    func appendStitched(
        _ range: Range<Int>, splicesFrom first: Int, to target: inout OutputBuffer, pieces: inout [StitchedPiece]
    ) {
        var detours: [Detour] = []
        for splice in max(first, 0)..<splices.count where splices[splice].segmentEnd >= 0 {
            let moved = splices[splice]
            detours.append(Detour(start: moved.originalStart, end: moved.originalEnd, splice: splice, replaced: true))
            detours.append(Detour(start: moved.segmentStart, end: moved.segmentEnd, splice: splice, replaced: false))
        }
        // Detours nest or are apart. At one start the outer comes first, and a segment before the
        // copy that moved again from it: the stream reads the copy only from inside that segment.
        detours.sort { ($0.start, -$0.end, $0.replaced ? 1 : 0) < ($1.start, -$1.end, $1.replaced ? 1 : 0) }
        func firstDetour(from position: Int) -> Int {
            var low = 0, high = detours.count
            while low < high {
                let middle = (low + high) / 2
                if detours[middle].start < position { low = middle + 1 } else { high = middle }
            }
            return low
        }
        func copy(_ run: Range<Int>, _ target: inout OutputBuffer) {
            guard !run.isEmpty else { return }
            pieces.append(StitchedPiece(source: run, destination: target.count))
            target.append(UnsafeRawBufferPointer(start: out.base + run.lowerBound, count: run.count))
        }
        // A stack rather than recursion: a container moved many times nests as many segments.
        var reads = [(position: range.lowerBound, end: range.upperBound, next: firstDetour(from: range.lowerBound), ownSplice: -1)]
        while var read = reads.popLast() {
            var enteredSegment = false
            while read.next < detours.count, detours[read.next].start < read.end {
                let detour = detours[read.next]
                read.next += 1
                // Inside a detour already passed, or the segment being read itself.
                if detour.start < read.position || (!detour.replaced && detour.splice == read.ownSplice) { continue }
                copy(read.position..<detour.start, &target)
                read.position = detour.end
                if detour.replaced {
                    let segment = splices[detour.splice].segmentStart..<splices[detour.splice].segmentEnd
                    reads.append(read)
                    reads.append((segment.lowerBound, segment.upperBound, firstDetour(from: segment.lowerBound), detour.splice))
                    enteredSegment = true
                    break
                }
            }
            if !enteredSegment { copy(read.position..<read.end, &target) }
        }
    }

    /// Moves the offsets of the frames nested in `root` (not `root` itself) from the runs in
    /// `pieces` to where they were copied, `destination` being where the copy's first byte now is.
    /// They now lie in one run of the buffer, with no splice of their own; `spliceBase` is the
    /// first splice that can lie in them from now on.
    func relocate(nestedIn root: Int, by pieces: [StitchedPiece], to destination: Int, spliceBase: Int) {
        guard links[root].lastChild >= 0 else { return }
        let sorted = pieces.sorted { $0.source.lowerBound < $1.source.lowerBound }
        var pending = [links[root].lastChild]
        while let frame = pending.popLast() {
            guard frame >= 0, frame < frames.count else { continue }
            assert(frames[frame].parent >= 0, "a nested frame names its parent")
            frames[frame].start = Self.moved(frames[frame].start, isEnd: false, in: sorted, to: destination)
            frames[frame].contentEnd = Self.moved(frames[frame].contentEnd, isEnd: false, in: sorted, to: destination)
            frames[frame].end = Self.moved(frames[frame].end, isEnd: true, in: sorted, to: destination)
            links[frame].segment = -1
            links[frame].holdsMoved = false
            links[frame].spliceBase = spliceBase
            pending.append(links[frame].previousSibling)
            pending.append(links[frame].lastChild)
        }
    }

    /// Where the byte at `offset` (or, for an end, the byte before it) was copied; offsets of
    /// bytes not copied (an open frame's -1, a dropped value's) stay as they are.
    private static func moved(_ offset: Int, isEnd: Bool, in pieces: [StitchedPiece], to destination: Int) -> Int {
        guard offset >= 0 else { return offset }
        let byte = isEnd ? offset - 1 : offset
        var low = 0, high = pieces.count
        while low < high {
            let middle = (low + high) / 2
            if pieces[middle].source.lowerBound <= byte { low = middle + 1 } else { high = middle }
        }
        guard low > 0, pieces[low - 1].source.contains(byte) else { return offset }
        return destination + pieces[low - 1].destination + (offset - pieces[low - 1].source.lowerBound)
    }

    /// Rewrites the content of the open frame `index` (the end of the buffer) as one run, before
    /// its entries are reordered: the containers nested in it that moved are read back in place.
    func stitchContent(of index: Int) {
        let base = links[index].spliceBase
        let contentStart = frames[index].start + 1
        let pieces = rewriteStitched(from: contentStart, splicesFrom: base)
        relocate(nestedIn: index, by: pieces, to: contentStart, spliceBase: base)
        let sorted = pieces.sorted { $0.source.lowerBound < $1.source.lowerBound }
        for entry in frames[index].entryBase..<entries.count {
            let length = entries[entry].keyEnd - entries[entry].keyStart
            entries[entry].keyStart = Self.moved(entries[entry].keyStart, isEnd: false, in: sorted, to: contentStart)
            entries[entry].keyEnd = entries[entry].keyStart + length
        }
        links[index].holdsMoved = false
        removeSplices(from: base)
    }

    /// At the end of a scope, rewrites what it wrote as one run if containers of it moved (their
    /// splices are the last ones, from the first whose frame is at or after `frameBase`). The frames
    /// of the scope are about to go, and nothing outside the scope points into its output.
    func stitchSplices(ofFramesFrom frameBase: Int) {
        var first = splices.count
        while first > 0, splices[first - 1].frame >= frameBase { first -= 1 }
        var start = out.count
        for splice in first..<splices.count { start = min(start, splices[splice].originalStart) }
        _ = rewriteStitched(from: start, splicesFrom: first)
        removeSplices(from: first)
    }

    /// Rewrites the buffer from `start` on as the stitched stream reads it, through the splices from
    /// `first` on; returns the runs copied, by their place after `start`.
    private func rewriteStitched(from start: Int, splicesFrom first: Int) -> [StitchedPiece] {
        var pieces: [StitchedPiece] = []
        scratch.count = 0
        appendStitched(start..<out.count, splicesFrom: first, to: &scratch, pieces: &pieces)
        out.count = start
        out.append(UnsafeRawBufferPointer(start: scratch.base, count: scratch.count))
        return pieces
    }

    /// Forgets the splices from `first` on.
    func removeSplices(from first: Int) {
        guard first < splices.count else { return }
        for splice in first..<splices.count where spliceStarts[splices[splice].originalStart] == splice {
            spliceStarts[splices[splice].originalStart] = nil
        }
        splices.removeSubrange(first...)
    }

    /// Where the container written at `offset` is now: its segment's start if it moved.
    func resolvedStart(_ offset: Int) -> Int {
        var position = offset
        while let splice = spliceStarts[position], splice < splices.count,
              splices[splice].originalStart == position {
            position = splices[splice].segmentStart
        }
        return position
    }
}
