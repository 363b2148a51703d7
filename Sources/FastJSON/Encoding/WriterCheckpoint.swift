/// The writer's state before one container write, restored if the value throws so that the failed
/// write leaves no trace, as in Foundation where the value is only stored once it is complete.
struct WriterCheckpoint {
    let byteCount: Int
    let entryCount: Int
    let frameCount: Int
    let openFrameCount: Int
    let spliceCount: Int
    /// The frame written to and its count before the write, or -1.
    let frame: Int
    let frameCountBefore: Int
}
