/// The bytes after a closed container that is written to again, set aside while the container is
/// open at the end of the buffer. Offsets that point into them are moved into the range starting at
/// `bias` (far above any real offset) until the bytes return.
struct Stash {
    /// The frame whose closing puts the bytes back.
    let owner: Int
    let bias: Int
    let bytes: [UInt8]

    /// Offsets below this are real; stash `level` (0-based) owns `[(level + 1) << 48, (level + 2) << 48)`.
    static let firstBias = 1 << 48

    static func bias(level: Int) -> Int {
        (level + 1) << 48
    }
}
