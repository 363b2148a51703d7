/// How a container handle names its frame in `JSONWriter.frames`; see `ContainerFrame.generation`.
struct FrameHandle {
    let index: Int
    let generation: Int

    /// A handle whose writes are encoded and dropped: for misuse, and for containers of a value that
    /// was replaced or whose `encode(to:)` has returned.
    static let dropped = FrameHandle(index: -1, generation: 0)

    /// For a key entry read back from written bytes (`JSONWriter.rebuildEntries`): whether a
    /// container of the running scope is its value is found by position when it matters.
    static let unknown = FrameHandle(index: -2, generation: 0)
}
