/// A JSON object's members, in the order of the document (or of insertion), each key once.
///
/// Two objects are equal when they hold the same keys with equal values, in any order, as JSON
/// means objects; iterating and encoding keep the order. A document that repeats a key keeps its
/// first value, as `JSONDecoder` does for a `[String: T]`.
public struct JSONObject: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// A member: its key and its value.
    public typealias Member = (key: String, value: JSONValue)

    /// The keys, in order.
    public private(set) var keys: [String] = []
    /// The values, in the order of their keys.
    public private(set) var values: [JSONValue] = []
    /// Each key's position, for objects too large to search key by key; nil for small ones.
    private var positions: [String: Int]?

    /// Objects up to this size are searched key by key: cheaper than hashing every key.
    private static let largestSearched = 12

    /// An empty object.
    public init() {}

    /// An object of `members`, in their order; a key that comes again keeps its first value.
    public init(_ members: some Sequence<(String, JSONValue)>) {
        for (key, value) in members where index(of: key) == nil {
            append(key, value)
        }
    }

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }

    /// Members the caller knows to hold each key once (a document's, with repeats taken out).
    init(uniqueKeys keys: [String], values: [JSONValue]) {
        assert(keys.count == values.count && Set(keys).count == keys.count, "an object made of repeated or unpaired keys")
        self.keys = keys
        self.values = values
        if keys.count > Self.largestSearched { rebuildPositions() }
    }

    /// The number of members.
    public var count: Int { keys.count }
    /// Whether the object has no members.
    public var isEmpty: Bool { keys.isEmpty }

    /// The value of `key`, or nil if the object has no such member. Setting nil removes the member;
    /// setting a new key appends it.
    public subscript(key: String) -> JSONValue? {
        get { index(of: key).map { values[$0] } }
        set {
            switch (index(of: key), newValue) {
            case (let position?, let value?): values[position] = value
            case (nil, let value?): append(key, value)
            case (let position?, nil):
                keys.remove(at: position)
                values.remove(at: position)
                if positions != nil { rebuildPositions() }
            case (nil, nil): break
            }
        }
    }

    public func makeIterator() -> some IteratorProtocol<Member> {
        zip(keys, values).lazy.map { (key: $0, value: $1) }.makeIterator()
    }

    private func index(of key: String) -> Int? {
        if let positions { return positions[key] }
        return keys.firstIndex(of: key)
    }

    private mutating func append(_ key: String, _ value: JSONValue) {
        keys.append(key)
        values.append(value)
        if positions != nil {
            positions?[key] = keys.count - 1
        } else if keys.count > Self.largestSearched {
            rebuildPositions()
        }
    }

    private mutating func rebuildPositions() {
        positions = keys.count > Self.largestSearched
            ? Dictionary(zip(keys, keys.indices), uniquingKeysWith: { first, _ in first }) : nil
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.keys == rhs.keys { return lhs.values == rhs.values }
        return zip(lhs.keys, lhs.values).allSatisfy { rhs[$0] == $1 }
    }

    /// Independent of the members' order, as `==` is.
    public func hash(into hasher: inout Hasher) {
        var sum = 0
        for (key, value) in zip(keys, values) {
            var member = Hasher()
            member.combine(key)
            member.combine(value)
            sum &+= member.finalize()
        }
        hasher.combine(count)
        hasher.combine(sum)
    }
}
