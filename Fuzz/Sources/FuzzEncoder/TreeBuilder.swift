import Foundation
import FuzzSupport

/// Makes a `Tree` from the fuzzer's bytes, with at most `budget` members in all (a `Wide` run
/// counts each of its members).
struct TreeBuilder {
    private var input: FuzzInput
    private var budget: Int
    private var nextTag = 0
    /// Whether the tree holds a `.chain` (nesting near or past the limit).
    private(set) var hasChain = false
    /// Off while making the contents of held containers: their writes interleave, so a value
    /// written over a container could land before that container is asked for again.
    private var replacesContainers = true

    init(_ input: FuzzInput, budget: Int) {
        self.input = input
        self.budget = budget
    }

    mutating func tree(depth: Int) -> Tree {
        budget -= 1
        guard depth > 0, budget > 0 else { return .scalar(scalar()) }
        switch input.choice(16) {
        case 0, 1, 2: return .scalar(scalar())
        case 3, 4, 5, 6:
            let members = members(depth: depth - 1, state: KeyedState())
            return .keyed(members, reopenAt: input.choice(4) == 0 ? input.choice(members.count + 1) : nil)
        case 7, 8: return .unkeyed(elements(depth: depth - 1))
        case 9: return .wrapped(tree(depth: depth - 1))
        case 10: return .optional(input.bool() ? nil : tree(depth: depth - 1))
        case 11:
            var dictionary: [String: Tree] = [:]
            for _ in 0..<count() { dictionary[input.string(maxLength: 4)] = tree(depth: depth - 1) }
            return .stringDictionary(dictionary)
        case 12:
            var dictionary: [Int: Tree] = [:]
            for _ in 0..<count() { dictionary[Int(input.interestingInt64())] = tree(depth: depth - 1) }
            return .intDictionary(dictionary)
        case 13: return .array((0..<count()).map { _ in tree(depth: depth - 1) })
        default:
            switch input.choice(8) {
            case 0: return .nothing
            case 1: return .failing
            case 2 where !hasChain:
                // Once per tree: Foundation's coding paths make each level cost its depth.
                hasChain = true
                return .chain(500 + input.choice(16))
            default: return .scalar(scalar())
            }
        }
    }

    /// How many members a container gets: a few, now and then a few dozen.
    private mutating func count() -> Int {
        let count = input.choice(8) == 0 ? input.choice(40) : input.choice(5)
        return max(0, min(count, budget))
    }

    private mutating func members(depth: Int, state: KeyedState) -> [Member] {
        (0..<count()).map { _ in member(depth: depth, state: state) }
    }

    private mutating func member(depth: Int, state: KeyedState) -> Member {
        budget -= 1
        switch input.choice(depth > 0 ? 16 : 5) {
        case 0, 1: return .scalar(valueKey(), scalar())
        case 2: return .ifPresent(valueKey(), input.bool() ? nil : Int(input.interestingInt64()))
        case 3:
            // A value over an earlier container, or over an earlier value.
            var replaced: String?
            if replacesContainers, input.bool() {
                if let key = state.keyed.keys.sorted().first {
                    replaced = key
                    state.keyed[key] = nil
                } else if let key = state.unkeyed.popLast() {
                    replaced = key
                }
            }
            return .scalar(replaced ?? valueKey(), scalar())
        case 4: return .wide(wide(depth: depth))
        case 5, 6:
            let reused = input.bool() ? state.keyed.keys.sorted().first : nil
            let key = reused ?? containerKey()
            let nested = state.keyed[key] ?? KeyedState()
            state.keyed[key] = nested
            return .nestedKeyed(key, members(depth: depth - 1, state: nested))
        case 7:
            let key = input.bool() ? state.unkeyed.last ?? containerKey() : containerKey()
            if !state.unkeyed.contains(key) { state.unkeyed.append(key) }
            return .nestedUnkeyed(key, elements(depth: depth - 1))
        case 8: return .superEncoder(containerKey(), tree(depth: depth - 1))
        case 9:
            guard !state.hasDefaultSuper else { return .value(valueKey(), tree(depth: depth - 1)) }
            state.hasDefaultSuper = true
            return .defaultSuperEncoder(tree(depth: depth - 1))
        case 10: return .held(heldInKeyed(depth: depth - 1, state: state), order: order())
        default: return .value(valueKey(), tree(depth: depth - 1))
        }
    }

    private mutating func elements(depth: Int) -> [Element] {
        (0..<count()).map { _ in element(depth: depth) }
    }

    private mutating func element(depth: Int) -> Element {
        budget -= 1
        switch input.choice(depth > 0 ? 12 : 3) {
        case 0, 1: return .scalar(scalar())
        case 2: return .wide(wide(depth: depth))
        case 3, 4: return .nestedKeyed(members(depth: depth - 1, state: KeyedState()))
        case 5: return .nestedUnkeyed(elements(depth: depth - 1))
        case 6: return .superEncoder(tree(depth: depth - 1))
        case 7: return .held(heldInUnkeyed(depth: depth - 1), order: order())
        default: return .value(tree(depth: depth - 1))
        }
    }

    private mutating func heldInKeyed(depth: Int, state: KeyedState) -> [Held] {
        let saved = replacesContainers
        replacesContainers = false
        defer { replacesContainers = saved }
        return (0..<1 + input.choice(4)).map { _ in
            if input.bool() {
                let key = input.bool() ? state.unkeyed.last ?? containerKey() : containerKey()
                if !state.unkeyed.contains(key) { state.unkeyed.append(key) }
                return .unkeyed(key: key, elements(depth: depth))
            }
            let key = input.bool() ? state.keyed.keys.sorted().first ?? containerKey() : containerKey()
            let nested = state.keyed[key] ?? KeyedState()
            state.keyed[key] = nested
            return .keyed(key: key, members(depth: depth, state: nested))
        }
    }

    private mutating func heldInUnkeyed(depth: Int) -> [Held] {
        let saved = replacesContainers
        replacesContainers = false
        defer { replacesContainers = saved }
        return (0..<1 + input.choice(4)).map { _ in
            input.bool() ? .unkeyed(key: "", elements(depth: depth)) : .keyed(key: "", members(depth: depth, state: KeyedState()))
        }
    }

    private mutating func order() -> [Int] {
        (0..<input.choice(24)).map { _ in Int(input.byte()) }
    }

    /// A run of members; with `.tree` values, each repeats one small tree, whose size counts
    /// against the budget once per member.
    private mutating func wide(depth: Int) -> Wide {
        let sizes = [2, 10, 100, 300, 1000, 3000]
        let requested = input.choice(8) < 6 ? input.choice(20) : sizes[input.choice(sizes.count)]
        let values = Wide.Values.allCases[input.choice(Wide.Values.allCases.count)]
        let before = budget
        let tree = values == .tree && depth > 0 ? tree(depth: min(depth - 1, 2)) : .scalar(scalar())
        let cost = max(1, before - budget)
        let count = min(requested, max(0, budget) / cost)
        budget -= count * cost
        nextTag += 1
        return Wide(
            base: valueKey(), count: count, keys: Wide.Keys.allCases[input.choice(Wide.Keys.allCases.count)],
            values: values, tag: nextTag, tree: tree)
    }

    /// A key that only ever holds containers: `#` and a number, which no key strategy changes.
    private mutating func containerKey() -> String {
        nextTag += 1
        return "#\(nextTag)"
    }

    /// A key that only ever holds values: never `#`, never `super` in any case (the key of
    /// `superEncoder()`), often camelCase or an acronym for the snake_case conversion.
    private mutating func valueKey() -> String {
        let pieces = ["a", "b", "B", "id", "Id", "ID", "URL", "url", "_", "x", "X", "é", "😀", "1", " ", "\"", "\\", "/",
                      "\u{7F}", "\u{1}", "aB", "camelCase", "snake_case", "__", "Key"]
        let key = (0..<input.choice(4)).map { _ in pieces[input.choice(pieces.count)] }.joined()
        return key.lowercased() == "super" ? "a" : key
    }

    mutating func scalar() -> Scalar {
        switch input.choice(32) {
        case 0, 1, 2, 3: return .int(Int(input.interestingInt64()))
        case 4: return .int8(Int8(bitPattern: input.byte()))
        case 5: return .uint64(input.bool() ? UInt64.max - UInt64(input.byte()) : input.uint64())
        case 6, 7, 8: return .double(input.finiteDouble())
        case 9:
            let float = Float(input.finiteDouble())
            return .float(float.isFinite ? float : 0.1)
        case 10, 11: return .bool(input.bool())
        case 12, 13, 14, 15, 16: return .string(input.string())
        case 17, 18: return .null
        case 19: return .date(Date(timeIntervalSinceReferenceDate: input.finiteDouble()))
        case 20: return .data(Data((0..<input.choice(9)).map { _ in input.byte() }))
        case 21: return .url(URL(string: ["https://example.com/a?b=c", "file:///tmp/x%20y", "rel/path", "https://h/é"][input.choice(4)])
                                 ?? URL(fileURLWithPath: "/"))
        case 22: return .decimal(Decimal(input.interestingInt64()) / Decimal([1, 10, 1000, 7][input.choice(4)]))
        case 23:
            // Rare, as a tree with one fails as a whole (unless the strategy converts it).
            guard input.choice(4) == 0 else { return .double(input.finiteDouble()) }
            return input.bool() ? .double([.nan, .infinity, -.infinity][input.choice(3)]) : .float([.nan, .infinity, -.infinity][input.choice(3)])
        default: return .int(Int(input.byte()))
        }
    }
}
