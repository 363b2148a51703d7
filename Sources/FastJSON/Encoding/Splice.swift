/// A closed container written to again while other bytes follow it. Rather than moving those bytes
/// (O(everything after it) per write, quadratic for many held containers written in turn), the
/// container is copied to the end of the buffer, its segment, where it grows like any open
/// container. The stream is read with the segment in place of the original bytes, and the segment
/// skipped where it lies (`JSONWriter.appendStitched`): each scope stitches its output once, when
/// it ends, so that every byte is copied O(1) times.
struct Splice {
    /// The frame that moved, to check that a frame's `segment` still names its own splice.
    let frame: Int
    let generation: Int
    /// The container's bytes before the move, read no more.
    let originalStart: Int
    let originalEnd: Int
    /// Where the copy starts, and just past the container once it closes again (-1 until then).
    let segmentStart: Int
    var segmentEnd = -1

    init(frame: Int, generation: Int, original: Range<Int>, segmentStart: Int) {
        self.frame = frame
        self.generation = generation
        originalStart = original.lowerBound
        originalEnd = original.upperBound
        self.segmentStart = segmentStart
    }
}
