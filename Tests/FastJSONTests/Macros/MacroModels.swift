#if Macros
import FastJSON
import Foundation

/// A model using every annotation, for the differential tests.
@JSONCodable
struct AnnotatedOrder: Equatable {
    @JSONKey("order_id") var id: Int
    @JSONKey("data", "customer", "name") var customer: String
    @JSONKey("data", "customer", "email") var email: String?
    @JSONKey("data", "tier") @JSONDefault("basic") var tier: String
    @JSONDefault(false) var paid: Bool
    @JSONDefault(1, when: .missing) var quantity: Int
    @JSONDefault(0.5, when: .null) var discount: Double
    @JSONDefault("none", when: .null) var coupon: String?
    @JSONLenient var count: Int
    @JSONLenient var active: Bool
    @JSONLenient var rating: Double?
    @JSONDate(.iso8601) var placedAt: Date
    @JSONDate(.millisecondsSince1970) var shippedAt: Date?
    @JSONDate(.formatted("yyyy-MM-dd")) var due: Date
    @JSONDate(.iso8601WithFractionalSeconds) var updated: Date
    @JSONDate(.secondsSince1970) var seconds: Date
    @JSONLossy(skippedInto: "skippedItems") var items: [Int]
    var skippedItems: [LossyArray<Int>.Failure] = []
    @JSONLossy var tags: [String]?
    @JSONKey("data", "codes") @JSONLossy(skippedInto: "skippedCodes") var codes: [Int]?
    var skippedCodes: [LossyArray<Int>.Failure] = []
    @JSONIgnored var cache: Int = 7
    @JSONKey("1st") var first: String
    @JSONKey("default") var `default`: Int
    var note: String?

    /// The skipped elements compare by their index: their errors are not `Equatable`.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.customer == rhs.customer && lhs.email == rhs.email && lhs.tier == rhs.tier
            && lhs.paid == rhs.paid && lhs.quantity == rhs.quantity && lhs.discount == rhs.discount
            && lhs.coupon == rhs.coupon && lhs.count == rhs.count && lhs.active == rhs.active
            && lhs.rating == rhs.rating && lhs.placedAt == rhs.placedAt && lhs.shippedAt == rhs.shippedAt
            && lhs.due == rhs.due && lhs.updated == rhs.updated && lhs.seconds == rhs.seconds && lhs.items == rhs.items
            && lhs.skippedItems.map(\.index) == rhs.skippedItems.map(\.index) && lhs.tags == rhs.tags
            && lhs.codes == rhs.codes && lhs.skippedCodes.map(\.index) == rhs.skippedCodes.map(\.index)
            && lhs.cache == rhs.cache && lhs.first == rhs.first && lhs.default == rhs.default && lhs.note == rhs.note
    }

    /// A document every property reads from, as a JSON object to vary.
    static var sample: [String: Any] {
        [
        "order_id": 12345,
        "data": ["customer": ["name": "Ada Lovelace", "email": "ada@example.com"], "tier": "gold", "codes": [1, "x", 2]],
        "paid": true,
        "quantity": 3,
        "discount": 0.25,
        "coupon": "SPRING",
        "count": "42",
        "active": 1,
        "rating": "4.5",
        "placedAt": "2024-05-01T09:30:00Z",
        "shippedAt": 1_714_600_000_250,
        "due": "2024-06-01",
        "updated": "2024-05-02T10:00:00.125Z",
        "seconds": 1_714_550_000,
        "items": [1, "two", 3, NSNull(), 5],
        "tags": ["a", 2, "c"],
        "1st": "first",
        "default": 9,
        "note": "leave at the door",
        ]
    }
}

/// The same properties as `AnnotatedOrder` without annotations: with only `@JSONCodable` it must
/// code as `SynthesizedOrder` does.
@JSONCodable
struct MacroOnlyOrder: Equatable {
    var id: Int
    let customer: String
    var total: Double
    var paid: Bool
    var items: [String]
    var note: String?
    var placed: Date
    var tags: Set<String>?
    var nested: MacroOnlyLine?
}

@JSONCodable
struct MacroOnlyLine: Equatable {
    var sku: String
    var quantity: UInt8
}

struct SynthesizedOrder: Codable, Equatable {
    var id: Int
    let customer: String
    var total: Double
    var paid: Bool
    var items: [String]
    var note: String?
    var placed: Date
    var tags: Set<String>?
    var nested: SynthesizedLine?
}

struct SynthesizedLine: Codable, Equatable {
    var sku: String
    var quantity: UInt8
}

/// A class: its initializer is required, and in its body.
@JSONCodable
final class AnnotatedAccount: Equatable {
    @JSONKey("account", "id") let id: Int
    @JSONDefault([String]()) var roles: [String]
    @JSONIgnored var session: String?
    @JSONLossy var scores: [Int]?

    init(id: Int, roles: [String], scores: [Int]? = nil) {
        self.id = id
        self.roles = roles
        self.scores = scores
    }

    static func == (lhs: AnnotatedAccount, rhs: AnnotatedAccount) -> Bool {
        lhs.id == rhs.id && lhs.roles == rhs.roles && lhs.session == rhs.session && lhs.scores == rhs.scores
    }
}

/// A class that can be subclassed: the key path to a lossy array's property is `Self`'s.
@JSONCodable
class OpenAccount {
    @JSONLossy var scores: [Int]
    @JSONKey("meta", "tags") @JSONLossy var tags: [String]?
}

/// A subclass of a class with synthesized `Codable`: it codes its own properties, then its
/// superclass's through `super`.
class CodableAnimal: Codable {
    var name: String

    init(name: String) {
        self.name = name
    }
}

@JSONCodable(codesSuperclass: true)
final class AnnotatedDog: CodableAnimal, Equatable {
    @JSONKey("dog", "breed") var breed: String
    @JSONDefault(0) var age: Int

    init(name: String, breed: String, age: Int) {
        self.breed = breed
        self.age = age
        super.init(name: name)
    }

    static func == (lhs: AnnotatedDog, rhs: AnnotatedDog) -> Bool {
        (lhs.name, lhs.breed, lhs.age) == (rhs.name, rhs.breed, rhs.age)
    }
}

/// A class that conforms through a protocol refining `Codable`, as a Vapor `Content` model does:
/// it has no superclass to code, and keeps the fast path.
protocol CodableModel: Codable {}

@JSONCodable
final class ProtocolConformingTodo: CodableModel, Equatable {
    @JSONKey("todo-title") var title: String

    static func == (lhs: ProtocolConformingTodo, rhs: ProtocolConformingTodo) -> Bool { lhs.title == rhs.title }
}

/// A struct that writes its own `init(from:)`, which every decoder runs, fast path or not.
@JSONCodable
struct HandWrittenInitModel: Equatable {
    var id: Int
    var label: String

    init(id: Int, label: String) {
        self.id = id
        self.label = label
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        label = try container.decode(String.self, forKey: .label).uppercased()
    }
}

/// Annotations that name a type private to the model.
@JSONCodable
struct PrivateTypesModel: Equatable {
    private struct Level: Codable, Equatable {
        var value: Int
    }

    @JSONDefault(Level(value: 1)) private var level: Level
    @JSONLossy private var levels: [Level]

    var values: [Int] { [level.value] + levels.map(\.value) }
}

/// Types nested in another, which the generated extension cannot name.
enum MacroNamespace {
    struct Item: Codable, Equatable {
        var sku: String
    }

    @JSONCodable
    struct Basket: Equatable {
        @JSONLossy var items: [Item]
        @JSONKey("extra", "items") @JSONLossy var extras: [Item]?
        var first: Item?
        @JSONDefault(Item(sku: "none")) var fallback: Item
    }
}

/// A public type's generated members are public.
@JSONCodable
public struct PublicMacroModel: Equatable {
    public var name: String
}

/// A namespace whose public extension declares a model: the model is public, and so are its
/// generated members.
public enum MacroPublicSpace {}

public extension MacroPublicSpace {
    @JSONCodable
    struct Item: Equatable {
        public var id: Int
    }

    @JSONCodable
    enum Kind: Equatable {
        case small, large(size: Int)
    }
}

/// An empty type codes as `{}`, as synthesized `Codable` does.
@JSONCodable
struct EmptyMacroModel: Equatable {}

/// A generic model: its extension asks `Codable` only of the parameters a coded property names,
/// so `Marker`, which only an ignored property names, and `Tag`, which none does, may be any type.
@JSONCodable
struct MacroPage<Item: Equatable, Marker: Equatable, Tag>: Equatable {
    var items: [Item]
    var next: Item?
    var total: Int
    @JSONIgnored var marker: Marker?
}

/// `MacroPage` as synthesized `Codable` has it.
struct PlainPage<Item: Equatable>: Equatable {
    var items: [Item]
    var next: Item?
    var total: Int
}

extension PlainPage: Codable where Item: Codable {}

/// A generic enum, whose extension asks `Codable` of its associated values' parameter.
@JSONCodable
enum MacroOutcome<Value: Equatable>: Equatable {
    case done(Value)
    case failed(reason: String)
}

/// `MacroOutcome` as synthesized `Codable` has it.
enum PlainOutcome<Value: Equatable>: Equatable {
    case done(Value)
    case failed(reason: String)
}

extension PlainOutcome: Codable where Value: Codable {}

/// A type that is not `Codable`, for a generic model's free parameters.
struct NotCodable: Equatable {}

/// Member types of a parameter: the extension asks `Codable` of `Item.ID`, not of `Item`.
@JSONCodable
struct MacroIDs<Item: Identifiable & Equatable>: Equatable {
    var ids: [Item.ID]
    var byName: [String: Item.ID]?
}

/// A generic model that conforms in a conditional extension of its own.
@JSONCodable
struct MacroConditional<Item: Equatable>: Equatable {
    var items: [Item]
    var first: Swift.Optional<Item>
}

extension MacroConditional: Codable where Item: Codable {}

/// A parameter named as another generic type's argument: the macro asks it to be `Codable`.
@JSONCodable
struct MacroBoxed<Item: Equatable>: Equatable {
    var boxed: PlainPage<Item>
}

/// A model nested in a generic type, coding the outer type's parameter.
struct MacroOuter<Value: Equatable> {
    @JSONCodable
    struct Inner: Equatable {
        var value: Value
    }
}

/// A generic model that declares `Codable` itself conforms whatever its parameters are.
@JSONCodable
struct MacroEnvelope<Item: Identifiable & Equatable>: Codable, Equatable where Item.ID: Codable {
    var ids: Set<Item.ID>
}

/// Not `Codable`, with a `Codable` `ID`.
struct Widget: Identifiable, Equatable {
    var id: Int
}

/// `Self` in annotations and in the types they make the macro name means this type.
@JSONCodable
struct MacroTree: Equatable {
    static let rootName = "root"
    static let epoch = JSONDateFormat.secondsSince1970

    @JSONDefault(Self.rootName) var name: String
    @JSONDate(Self.epoch) var planted: Date?
    @JSONLossy var children: [Self]
    @JSONDefault([]) var grafts: [Self]
}
#endif
