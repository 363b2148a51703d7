/// A coding path during one decode or encode: an index into that coder's `CodingPathArena`.
/// Descending into a nested value appends a small record to the arena instead of allocating a
/// node, and the `[CodingKey]` the protocols show is put together only when someone reads it.
struct CodingPath: Equatable {
    /// The path's last record in the arena; -1 for the empty path.
    let index: Int32

    static let root = CodingPath(index: -1)
}
