/// A nested container opened before anything is written to it, so that its writes land after
/// later siblings were written (FastJSON reopens such a container at the end of its buffer).
enum Held {
    /// A keyed container, under `key` when its parent is keyed.
    case keyed(key: String, [Member])
    case unkeyed(key: String, [Element])

    /// A container held open.
    enum Opened {
        case keyed(KeyedEncodingContainer<DynamicKey>)
        case unkeyed(any UnkeyedEncodingContainer)
    }

    func open(in parent: inout KeyedEncodingContainer<DynamicKey>) -> Opened {
        switch self {
        case .keyed(let key, _): .keyed(parent.nestedContainer(keyedBy: DynamicKey.self, forKey: DynamicKey(key)))
        case .unkeyed(let key, _): .unkeyed(parent.nestedUnkeyedContainer(forKey: DynamicKey(key)))
        }
    }

    func open(in parent: inout any UnkeyedEncodingContainer) -> Opened {
        switch self {
        case .keyed: .keyed(parent.nestedContainer(keyedBy: DynamicKey.self))
        case .unkeyed: .unkeyed(parent.nestedUnkeyedContainer())
        }
    }

    private var count: Int {
        switch self {
        case .keyed(_, let members): members.count
        case .unkeyed(_, let elements): elements.count
        }
    }

    /// Writes the next item of `self` into `opened`.
    private func write(item: Int, into opened: inout Opened) throws {
        switch (self, opened) {
        case (.keyed(_, let members), .keyed(var container)):
            try members[item].encode(into: &container)
            opened = .keyed(container)
        case (.unkeyed(_, let elements), .unkeyed(var container)):
            try elements[item].encode(into: &container)
            opened = .unkeyed(container)
        default:
            preconditionFailure("a held container of another kind")
        }
    }

    /// Writes every item, first one at a time into the container each step of `order` names,
    /// then what is left, last container first.
    static func write(_ held: [Held], into opened: inout [Opened], order: [Int]) throws {
        guard !held.isEmpty else { return }
        var next = Array(repeating: 0, count: held.count)
        for step in order {
            let index = step % held.count
            guard next[index] < held[index].count else { continue }
            try held[index].write(item: next[index], into: &opened[index])
            next[index] += 1
        }
        for index in held.indices.reversed() {
            while next[index] < held[index].count {
                try held[index].write(item: next[index], into: &opened[index])
                next[index] += 1
            }
        }
    }
}
