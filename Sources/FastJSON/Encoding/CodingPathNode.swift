/// The path of an encoding container, as a linked list of parent nodes: descending costs one small
/// enum value and no array, and `[CodingKey]` is built only when someone reads it. (The decoder
/// keeps its paths in a per-decode arena instead: see `DecodingPath`.)
indirect enum CodingPathNode {
    case root
    case key(any CodingKey, parent: CodingPathNode)
    case index(Int, parent: CodingPathNode)

    /// The path as the `Decoder`/`Encoder` protocols present it, outermost key first.
    var path: [any CodingKey] {
        var keys: [any CodingKey] = []
        var node = self
        while true {
            switch node {
            case .root:
                keys.reverse()
                return keys
            case .key(let key, let parent):
                keys.append(key)
                node = parent
            case .index(let index, let parent):
                keys.append(JSONKey(index: index))
                node = parent
            }
        }
    }

    /// Returns this path extended by `key`.
    @inline(__always)
    func appending(_ key: any CodingKey) -> CodingPathNode {
        .key(key, parent: self)
    }

    /// Returns this path extended by an unkeyed container's element `index`.
    @inline(__always)
    func appending(index: Int) -> CodingPathNode {
        .index(index, parent: self)
    }
}
