/// The runs of bytes of an object's members, laid end to end in the buffer, and the place each must
/// take: sorts them in place with a bounded scratch buffer, so that reordering a large object
/// needs no second copy of it.
///
/// A merge sort whose merges rotate runs (`std::inplace_merge` without a buffer), except that
/// any range of at most `limit` bytes is put in order through the scratch buffer in one pass. Each
/// byte is moved O(log²(size / limit)) times; an object of a few large members, the usual large
/// object, takes one rotation per member.
struct MemberRuns {
    private let bytes: UnsafeMutablePointer<UInt8>
    /// Per run in its present order: its length and the place it must take (0 first).
    private var lengths: [Int] = []
    private var ranks: [Int] = []
    /// Where each run starts, relative to the first, and the end of the last.
    private var starts: [Int] = [0]

    init(bytes: UnsafeMutablePointer<UInt8>) {
        self.bytes = bytes
    }

    /// Adds the run that follows the last one.
    mutating func append(length: Int, rank: Int) {
        lengths.append(length)
        ranks.append(rank)
        starts.append(starts[starts.count - 1] + length)
    }

    /// Puts the runs, which start at `offset` in `bytes`, in the order of their ranks.
    mutating func sort(from offset: Int, using scratch: inout OutputBuffer, limit: Int) {
        var sorter = Sorter(runs: self, base: bytes + offset, limit: limit, scratch: scratch)
        sorter.sort(0, lengths.count)
        assert(sorter.runs.ranks.indices.dropFirst().allSatisfy { sorter.runs.ranks[$0 - 1] < sorter.runs.ranks[$0] },
               "the runs end in the order of their ranks")
        scratch = sorter.scratch
    }

    /// The sort's state, with the scratch buffer it holds until the sort gives it back.
    private struct Sorter: ~Copyable {
        var runs: MemberRuns
        let base: UnsafeMutablePointer<UInt8>
        let limit: Int
        var scratch: OutputBuffer

        /// The bytes of runs `low..<high`.
        private func size(_ low: Int, _ high: Int) -> Int { runs.starts[high] - runs.starts[low] }

        mutating func sort(_ low: Int, _ high: Int) {
            guard high - low > 1 else { return }
            if size(low, high) <= limit { return sortThroughScratch(low, high) }
            let middle = (low + high) / 2
            sort(low, middle)
            sort(middle, high)
            merge(low, middle, high)
        }

        /// Merges the sorted ranges `low..<middle` and `middle..<high`.
        private mutating func merge(_ low: Int, _ middle: Int, _ high: Int) {
            guard low < middle, middle < high, runs.ranks[middle - 1] > runs.ranks[middle] else { return }
            if size(low, high) <= limit { return sortThroughScratch(low, high) }
            // Cut the longer range in half and the other where the cut's run belongs; swapping the
            // middle parts leaves two smaller merges.
            let firstCut: Int, secondCut: Int
            if middle - low >= high - middle {
                firstCut = low + (middle - low) / 2
                secondCut = firstPosition(in: middle..<high, rankedAbove: runs.ranks[firstCut])
            } else {
                secondCut = middle + (high - middle) / 2
                firstCut = firstPosition(in: low..<middle, rankedAbove: runs.ranks[secondCut])
            }
            rotate(firstCut, middle, secondCut)
            let newMiddle = firstCut + (secondCut - middle)
            merge(low, firstCut, newMiddle)
            merge(newMiddle, secondCut, high)
        }

        /// The first position in the sorted `range` whose rank is above `rank`, or its end.
        private func firstPosition(in range: Range<Int>, rankedAbove rank: Int) -> Int {
            var low = range.lowerBound, high = range.upperBound
            while low < high {
                let middle = (low + high) / 2
                if runs.ranks[middle] < rank { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// Puts runs `low..<high` (at most `limit` bytes) in order: copied out, then back in order.
        private mutating func sortThroughScratch(_ low: Int, _ high: Int) {
            let start = runs.starts[low]
            scratch.count = 0
            scratch.append(UnsafeRawBufferPointer(start: base + start, count: size(low, high)))
            var order = Array(low..<high)
            order.sort { runs.ranks[$0] < runs.ranks[$1] }
            var destination = start
            for run in order {
                (base + destination).update(from: scratch.base + (runs.starts[run] - start), count: runs.lengths[run])
                destination += runs.lengths[run]
            }
            let lengths = order.map { runs.lengths[$0] }, ranks = order.map { runs.ranks[$0] }
            runs.lengths.replaceSubrange(low..<high, with: lengths)
            runs.ranks.replaceSubrange(low..<high, with: ranks)
            recomputeStarts(low, high)
        }

        /// Swaps runs `low..<middle` with runs `middle..<high`.
        private mutating func rotate(_ low: Int, _ middle: Int, _ high: Int) {
            guard low < middle, middle < high else { return }
            let start = base + runs.starts[low]
            let left = size(low, middle), right = size(middle, high)
            if min(left, right) <= limit {
                // The smaller side waits in scratch while the larger one moves over.
                scratch.count = 0
                if left <= right {
                    scratch.append(UnsafeRawBufferPointer(start: start, count: left))
                    start.update(from: start + left, count: right)
                    (start + right).update(from: scratch.base, count: left)
                } else {
                    scratch.append(UnsafeRawBufferPointer(start: start + left, count: right))
                    (start + right).update(from: start, count: left)
                    start.update(from: scratch.base, count: right)
                }
            } else {
                Self.reverse(start, left)
                Self.reverse(start + left, right)
                Self.reverse(start, left + right)
            }
            runs.lengths.replaceSubrange(low..<high, with: runs.lengths[middle..<high] + runs.lengths[low..<middle])
            runs.ranks.replaceSubrange(low..<high, with: runs.ranks[middle..<high] + runs.ranks[low..<middle])
            recomputeStarts(low, high)
        }

        private static func reverse(_ start: UnsafeMutablePointer<UInt8>, _ count: Int) {
            var run = UnsafeMutableBufferPointer(start: start, count: count)
            run.reverse()
        }

        private mutating func recomputeStarts(_ low: Int, _ high: Int) {
            for run in low..<high { runs.starts[run + 1] = runs.starts[run] + runs.lengths[run] }
        }
    }
}
