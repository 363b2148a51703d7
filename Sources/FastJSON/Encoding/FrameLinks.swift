/// What a frame needs only when containers move (see `Splice`), kept beside `ContainerFrame` in
/// `JSONWriter.links` (same index) so that the frames every write reads stay small.
struct FrameLinks {
    /// The newest frame nested directly in it and the next older sibling (-1: none), so that a
    /// frame that moves takes the frames nested in it along without a scan of every frame.
    var lastChild = -1
    var previousSibling = -1
    /// The splice whose segment holds the frame since it last moved, or -1.
    var segment = -1
    /// `JSONWriter.splices.count` when the frame was last opened or moved: later splices were made
    /// while it was open, or after it closed, and are the only ones its bytes can hold.
    var spliceBase: Int
    /// A container nested in it moved: its bytes are no longer one run of the buffer.
    var holdsMoved = false

    init(spliceBase: Int) {
        self.spliceBase = spliceBase
    }
}
