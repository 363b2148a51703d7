/// Many members written in a loop with dynamic keys, as a generic JSON value type writes a large
/// object: the paths issue 12 found quadratic, here checked for their bytes.
struct Wide {
    /// How the value keys are spelled.
    enum Keys: CaseIterable {
        case plain, camelCase, acronym
        /// Seven keys, each written over and over: the last value must win.
        case repeating
    }

    /// What each member is.
    enum Values: CaseIterable {
        case int, string, double, null
        /// An `Int`, then a `String` under the same key.
        case twice
        case nestedKeyed, nestedUnkeyed, superEncoder
        /// The shared tree, through the generic `encode`.
        case tree
    }

    let base: String
    let count: Int
    let keys: Keys
    let values: Values
    /// Makes the container keys (`#tag.n`) of this run its own.
    let tag: Int
    let tree: Tree

    private func key(_ index: Int) -> DynamicKey {
        switch keys {
        case .plain: DynamicKey("\(base)\(index)")
        case .camelCase: DynamicKey("\(base)Item\(index)")
        case .acronym: DynamicKey("\(base)URLId\(index)x")
        case .repeating: DynamicKey("\(base)\(index % 7)")
        }
    }

    private func containerKey(_ index: Int) -> DynamicKey {
        DynamicKey(keys == .repeating && values != .superEncoder ? "#\(tag).\(index % 7)" : "#\(tag).\(index)")
    }

    func encode(into container: inout KeyedEncodingContainer<DynamicKey>) throws {
        for index in 0..<count {
            switch values {
            case .int: try container.encode(index, forKey: key(index))
            case .string: try container.encode("v\(index)", forKey: key(index))
            case .double: try container.encode(Double(index) / 8, forKey: key(index))
            case .null: try container.encodeNil(forKey: key(index))
            case .twice:
                try container.encode(index, forKey: key(index))
                try container.encode("w\(index)", forKey: key(index))
            case .nestedKeyed:
                var nested = container.nestedContainer(keyedBy: DynamicKey.self, forKey: containerKey(index))
                try nested.encode(index, forKey: DynamicKey("a"))
            case .nestedUnkeyed:
                var nested = container.nestedUnkeyedContainer(forKey: containerKey(index))
                try nested.encode(index)
            case .superEncoder:
                var single = container.superEncoder(forKey: containerKey(index)).singleValueContainer()
                try single.encode(index)
            case .tree: try container.encode(tree, forKey: key(index))
            }
        }
    }

    func encode(into container: inout any UnkeyedEncodingContainer) throws {
        for index in 0..<count {
            switch values {
            case .int: try container.encode(index)
            case .string: try container.encode("v\(index)")
            case .double: try container.encode(Double(index) / 8)
            case .null: try container.encodeNil()
            case .twice:
                try container.encode(index)
                try container.encode("w\(index)")
            case .nestedKeyed:
                var nested = container.nestedContainer(keyedBy: DynamicKey.self)
                try nested.encode(index, forKey: key(index))
            case .nestedUnkeyed:
                var nested = container.nestedUnkeyedContainer()
                try nested.encode(index)
            case .superEncoder:
                var single = container.superEncoder().singleValueContainer()
                try single.encode(index)
            case .tree: try container.encode(tree)
            }
        }
    }
}
