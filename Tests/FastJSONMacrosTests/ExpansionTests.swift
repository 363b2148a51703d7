#if Macros
import FastJSONMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What `@JSONCodable` generates.
@Suite struct ExpansionTests {
    @Test func plainStruct() {
        expectExpansion(
            """
            @JSONCodable
            struct Order {
                var id: Int
                var note: String?
            }
            """,
            """
            struct Order {
                var id: Int
                var note: String?
            }

            extension Order: Decodable, Encodable, _JSONFastDecodable, _JSONFastEncodable {
                enum CodingKeys: String, CodingKey {
                    case id
                    case note
                }

                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.id = try _JSONCodableSupport.decode(from: container, forKey: .id)
                    self.note = try _JSONCodableSupport.decodeIfPresent(from: container, forKey: .note)
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self.id, forKey: .id)
                    try container.encodeIfPresent(self.note, forKey: .note)
                }

                init(_jsonFastObject object: borrowing _JSONFastObject) throws {
                    self.id = try object.decode(CodingKeys.id, "id")
                    self.note = try object.decodeIfPresent(CodingKeys.note, "note")
                }

                func encode(_jsonFastObject object: borrowing _JSONFastObjectWriter) throws {
                    try object.encode(self.id, CodingKeys.id, "id")
                    try object.encodeIfPresent(self.note, CodingKeys.note, "note")
                }
            }
            """)
    }

    @Test func annotatedStruct() {
        expectExpansion(
            """
            @JSONCodable
            public struct Order {
                @JSONKey("order-id") var id: Int
                @JSONKey("data", "user", "name") var name: String?
                @JSONKey("data", "user", "age") @JSONDefault(0) var age: Int
                @JSONDefault(1, when: .missing) var quantity: Int
                @JSONDefault("none", when: .null) var coupon: String
                @JSONLenient var paid: Bool
                @JSONDate(.iso8601) var placed: Date?
                @JSONLossy(skippedInto: "skipped") var items: [Item]
                var skipped: [LossyArray<Item>.Failure] = []
                @JSONIgnored var cache: Int = 0
                let version = 2
                var computed: Int { 1 }
                static var shared = 0
            }
            """,
            """
            public struct Order {
                var id: Int
                var name: String?
                var age: Int
                var quantity: Int
                var coupon: String
                var paid: Bool
                var placed: Date?
                var items: [Item]
                var skipped: [LossyArray<Item>.Failure] = []
                var cache: Int = 0
                let version = 2
                var computed: Int { 1 }
                static var shared = 0

                private enum _JSONCodableAnnotations {
                    static func default_age() -> Int {
                        0
                    }

                    static func default_quantity() -> Int {
                        1
                    }

                    static func default_coupon() -> String {
                        "none"
                    }

                    static func dateFormat_placed() -> JSONDateFormat {
                        .iso8601
                    }

                    typealias type_items = [Item]
                }
            }

            extension Order: Decodable, Encodable, _JSONFastDecodable, _JSONFastEncodable {
                enum CodingKeys: String, CodingKey {
                    case _0 = "order-id"
                    case data
                    case user
                    case name
                    case age
                    case quantity
                    case coupon
                    case paid
                    case placed
                    case items
                    case version
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.id = try _JSONCodableSupport.decode(from: container, forKey: ._0)
                    if let container_name = try _JSONCodableSupport.containerIfPresent(container, at: [.data, .user]) {
                        self.name = try _JSONCodableSupport.decodeIfPresent(from: container_name, forKey: .name)
                    } else {
                        self.name = nil
                    }
                    if let container_age = try _JSONCodableSupport.containerIfPresent(container, at: [.data, .user]) {
                        self.age = try _JSONCodableSupport.decodeIfPresent(from: container_age, forKey: .age) ?? _JSONCodableAnnotations.default_age()
                    } else {
                        self.age = _JSONCodableAnnotations.default_age()
                    }
                    self.quantity = try container.contains(.quantity) ? _JSONCodableSupport.decode(from: container, forKey: .quantity) : _JSONCodableAnnotations.default_quantity()
                    self.coupon = try container.decodeNil(forKey: .coupon) ? _JSONCodableAnnotations.default_coupon() : _JSONCodableSupport.decode(from: container, forKey: .coupon)
                    self.paid = try _JSONCodableSupport.decodeLenient(from: container, forKey: .paid)
                    self.placed = try _JSONCodableSupport.decodeDateIfPresent(from: container, forKey: .placed, format: _JSONCodableAnnotations.dateFormat_placed())
                    let lossy_items = try _JSONCodableSupport.decodeLossy(_JSONCodableAnnotations.type_items.self, from: container, forKey: .items)
                    self.items = lossy_items.wrappedValue
                    self.skipped = lossy_items.failures
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self.id, forKey: ._0)
                    do {
                        var container1 = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .data)
                        do {
                            var container2 = container1.nestedContainer(keyedBy: CodingKeys.self, forKey: .user)
                            try container2.encodeIfPresent(self.name, forKey: .name)
                            try container2.encode(self.age, forKey: .age)
                        }
                    }
                    try container.encode(self.quantity, forKey: .quantity)
                    try container.encode(self.coupon, forKey: .coupon)
                    try container.encode(self.paid, forKey: .paid)
                    try _JSONCodableSupport.encodeDateIfPresent(self.placed, to: &container, forKey: .placed, format: _JSONCodableAnnotations.dateFormat_placed())
                    try container.encode(self.items, forKey: .items)
                    try container.encode(self.version, forKey: .version)
                }

                public init(_jsonFastObject object: borrowing _JSONFastObject) throws {
                    self.id = try object.decode(CodingKeys._0, "order-id")
                    if let object_name_0 = try object.nestedObjectIfPresent(CodingKeys.data, "data"), let object_name_1 = try object_name_0.nestedObjectIfPresent(CodingKeys.user, "user") {
                        self.name = try object_name_1.decodeIfPresent(CodingKeys.name, "name")
                    } else {
                        self.name = nil
                    }
                    if let object_age_0 = try object.nestedObjectIfPresent(CodingKeys.data, "data"), let object_age_1 = try object_age_0.nestedObjectIfPresent(CodingKeys.user, "user") {
                        self.age = try object_age_1.decodeIfPresent(CodingKeys.age, "age") ?? _JSONCodableAnnotations.default_age()
                    } else {
                        self.age = _JSONCodableAnnotations.default_age()
                    }
                    self.quantity = try object.contains(CodingKeys.quantity, "quantity") ? object.decode(CodingKeys.quantity, "quantity") : _JSONCodableAnnotations.default_quantity()
                    self.coupon = try object.decodeNil(CodingKeys.coupon, "coupon") ? _JSONCodableAnnotations.default_coupon() : object.decode(CodingKeys.coupon, "coupon")
                    self.paid = try object.decodeLenient(CodingKeys.paid, "paid")
                    self.placed = try object.decodeDateIfPresent(CodingKeys.placed, "placed", format: _JSONCodableAnnotations.dateFormat_placed())
                    let lossy_items = try object.decodeLossy(_JSONCodableAnnotations.type_items.self, CodingKeys.items, "items")
                    self.items = lossy_items.wrappedValue
                    self.skipped = lossy_items.failures
                }

                public func encode(_jsonFastObject object: borrowing _JSONFastObjectWriter) throws {
                    try object.encode(self.id, CodingKeys._0, "order-id")
                    do {
                        let object1 = object.nestedObject(CodingKeys.data)
                        do {
                            let object2 = object1.nestedObject(CodingKeys.user)
                            try object2.encodeIfPresent(self.name, CodingKeys.name, "name")
                            try object2.encode(self.age, CodingKeys.age, "age")
                        }
                    }
                    try object.encode(self.quantity, CodingKeys.quantity, "quantity")
                    try object.encode(self.coupon, CodingKeys.coupon, "coupon")
                    try object.encode(self.paid, CodingKeys.paid, "paid")
                    try object.encodeDateIfPresent(self.placed, CodingKeys.placed, "placed", format: _JSONCodableAnnotations.dateFormat_placed())
                    try object.encode(self.items, CodingKeys.items, "items")
                    try object.encode(self.version, CodingKeys.version, "version")
                }
            }
            """,
            diagnostics: [DiagnosticSpec(
                message: "'version' is a 'let' with an initial value, so it is encoded but never decoded; make it a 'var' to decode it",
                line: 13, column: 5, severity: .warning, fixIts: [FixItSpec(message: "Make it a 'var'")])])
    }

    @Test func finalClass() {
        expectExpansion(
            """
            @JSONCodable
            final class Account {
                @JSONKey("account", "id") let id: Int
            }
            """,
            """
            final class Account {
                let id: Int

                enum CodingKeys: String, CodingKey {
                    case account
                    case id
                }

                required init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    let container_id = try _JSONCodableSupport.container(container, at: [.account])
                    self.id = try _JSONCodableSupport.decode(from: container_id, forKey: .id)
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    do {
                        var container1 = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .account)
                        try container1.encode(self.id, forKey: .id)
                    }
                }

                init(_jsonFastObject object: borrowing _JSONFastObject) throws {
                    let object_id_0 = try object.nestedObject(CodingKeys.account, "account")
                    self.id = try object_id_0.decode(CodingKeys.id, "id")
                }

                func encode(_jsonFastObject object: borrowing _JSONFastObjectWriter) throws {
                    do {
                        let object1 = object.nestedObject(CodingKeys.account)
                        try object1.encode(self.id, CodingKeys.id, "id")
                    }
                }
            }

            extension Account: Decodable, Encodable, _JSONFastDecodable, _JSONFastEncodable {
            }
            """)
    }

    /// A class whose superclass is `Codable`, with `codesSuperclass: true`, codes the
    /// superclass's properties through it, after its own, and gets no fast path; an open class's
    /// `encode(to:)` is open.
    @Test func subclassOfACodableClass() {
        var inherited = macroSpecs
        // The compiler asks for no conformance the superclass gives.
        inherited["JSONCodable"] = MacroSpec(type: JSONCodableMacro.self, conformances: ["_JSONFastDecodable", "_JSONFastEncodable"])
        expectExpansion(
            """
            @JSONCodable(codesSuperclass: true)
            open class Dog: Animal {
                var breed: String
            }
            """,
            """
            open class Dog: Animal {
                var breed: String

                enum CodingKeys: String, CodingKey {
                    case breed
                }

                public required init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.breed = try _JSONCodableSupport.decode(from: container, forKey: .breed)
                    try super.init(from: decoder)
                }

                open override func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self.breed, forKey: .breed)
                    try super.encode(to: encoder)
                }
            }

            extension Dog {
            }
            """,
            macroSpecs: inherited)
        expectExpansion(
            """
            @JSONCodable(codesSuperclass: true)
            struct Order {
                var id: Int
            }
            """,
            """
            struct Order {
                var id: Int
            }
            """,
            diagnostics: [DiagnosticSpec(message: "'codesSuperclass:' applies to classes, whose superclass is Codable", line: 1, column: 1)])
    }

    /// A class that conforms through a protocol that refines `Codable` (a Vapor `Content` model)
    /// has no superclass to call.
    @Test func classConformingThroughAProtocol() {
        var refined = macroSpecs
        refined["JSONCodable"] = MacroSpec(type: JSONCodableMacro.self, conformances: ["_JSONFastDecodable", "_JSONFastEncodable"])
        expectExpansion(
            """
            @JSONCodable
            final class Todo: Content {
                var title: String
            }
            """,
            """
            final class Todo: Content {
                var title: String

                enum CodingKeys: String, CodingKey {
                    case title
                }

                required init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.title = try _JSONCodableSupport.decode(from: container, forKey: .title)
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self.title, forKey: .title)
                }

                init(_jsonFastObject object: borrowing _JSONFastObject) throws {
                    self.title = try object.decode(CodingKeys.title, "title")
                }

                func encode(_jsonFastObject object: borrowing _JSONFastObjectWriter) throws {
                    try object.encode(self.title, CodingKeys.title, "title")
                }
            }

            extension Todo: _JSONFastDecodable, _JSONFastEncodable {
            }
            """,
            macroSpecs: refined)
    }

    /// An `init(from:)` or `encode(to:)` the type writes stays, as with synthesized `Codable`, and
    /// the fast path leaves out its counterpart, so that the type's own runs.
    @Test func genericParametersThatCodedTypesName() {
        let cases: [(String, String)] = [
            ("Value", "where Value: Codable"),
            ("[String: Value?]", "where Value: Codable"),
            ("Set<Item.ID>", "where Item.ID: Codable"),
            ("Swift.Dictionary<String, Item.ID>", "where Item.ID: Codable"),
            ("Tagged<Owner, Int>", "where Owner: Codable"),
            ("Stats.Value", ""),
        ]
        for (type, requirements) in cases {
            expectExpansion(
                """
                @JSONCodable
                struct Box<Value, Item: Identifiable, Owner, Marker> {
                    var value: \(type)
                    @JSONIgnored var marker: Marker?
                }
                """,
                """
                struct Box<Value, Item: Identifiable, Owner, Marker> {
                    var value: \(type)
                    var marker: Marker?
                }

                \(singlePropertyExtension(of: "Box", property: "value", requirements: requirements))
                """)
        }
    }

    @Test func handWrittenInitializerStays() {
        expectExpansion(
            """
            @JSONCodable
            struct Order {
                var id: Int

                init(from decoder: any Decoder) throws {
                    id = try decoder.singleValueContainer().decode(Int.self)
                }
            }
            """,
            """
            struct Order {
                var id: Int

                init(from decoder: any Decoder) throws {
                    id = try decoder.singleValueContainer().decode(Int.self)
                }
            }

            extension Order: Decodable, Encodable, _JSONFastEncodable {
                enum CodingKeys: String, CodingKey {
                    case id
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self.id, forKey: .id)
                }

                func encode(_jsonFastObject object: borrowing _JSONFastObjectWriter) throws {
                    try object.encode(self.id, CodingKeys.id, "id")
                }
            }
            """)
        expectExpansion(
            """
            @JSONCodable
            struct Order {
                var id: Int

                func encode(to encoder: any Encoder) throws {}
            }
            """,
            """
            struct Order {
                var id: Int

                func encode(to encoder: any Encoder) throws {}
            }

            extension Order: Decodable, Encodable, _JSONFastDecodable {
                enum CodingKeys: String, CodingKey {
                    case id
                }

                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.id = try _JSONCodableSupport.decode(from: container, forKey: .id)
                }

                init(_jsonFastObject object: borrowing _JSONFastObject) throws {
                    self.id = try object.decode(CodingKeys.id, "id")
                }
            }
            """)
        // Only the requirements count: an initializer from another type, a static encode, and an
        // enum's written initializer, beside which decoding-only annotations have nothing to do.
        expectExpansion(
            """
            @JSONCodable
            struct Tag {
                var name: String

                init(from text: String) {
                    name = text
                }

                static func encode(to encoder: any Encoder) {}
            }
            """,
            """
            struct Tag {
                var name: String

                init(from text: String) {
                    name = text
                }

                static func encode(to encoder: any Encoder) {}
            }

            \(singlePropertyExtension(of: "Tag", property: "name"))
            """)
        expectExpansion(
            """
            @JSONCodable
            enum Shape {
                case point

                init(from decoder: Swift.Decoder) throws {
                    self = .point
                }
            }
            """,
            """
            enum Shape {
                case point

                init(from decoder: Swift.Decoder) throws {
                    self = .point
                }
            }

            extension Shape: Decodable, Encodable {
                enum CodingKeys: String, CodingKey {
                    case point
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    switch self {
                    case .point:
                        _ = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .point)
                    }
                }
            }
            """)
        expectExpansion(
            """
            @JSONCodable
            struct Order {
                @JSONDefault(0) var id: Int
                var retries = 3

                init(from decoder: any Decoder) throws {
                    id = 0
                }
            }
            """,
            """
            struct Order {
                var id: Int
                var retries = 3

                init(from decoder: any Decoder) throws {
                    id = 0
                }
            }

            extension Order: Decodable, Encodable, _JSONFastEncodable {
                enum CodingKeys: String, CodingKey {
                    case id
                    case retries
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self.id, forKey: .id)
                    try container.encode(self.retries, forKey: .retries)
                }

                func encode(_jsonFastObject object: borrowing _JSONFastObjectWriter) throws {
                    try object.encode(self.id, CodingKeys.id, "id")
                    try object.encode(self.retries, CodingKeys.retries, "retries")
                }
            }
            """,
            diagnostics: [DiagnosticSpec(message: "@JSONDefault has no effect: the type writes its own init(from:)", line: 3, column: 5, severity: .warning)])
    }

    @Test func enumInFoundationsLayout() {
        expectExpansion(
            """
            @JSONCodable
            enum Shape {
                case circle(radius: Double)
                case rect(Double, Double?)
                case point
                @JSONUnknown case other
            }
            """,
            """
            enum Shape {
                case circle(radius: Double)
                case rect(Double, Double?)
                case point
                case other
            }

            extension Shape: Decodable, Encodable {
                enum CodingKeys: String, CodingKey {
                    case circle
                    case rect
                    case point
                    case other
                    enum ValueKeys_circle: String, CodingKey {
                        case radius
                    }
                    enum ValueKeys_rect: String, CodingKey {
                        case _0
                        case _1
                    }
                }

                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    var allKeys = ArraySlice(container.allKeys)
                    guard let onlyKey = allKeys.popFirst(), allKeys.isEmpty else {
                        if container.allKeys.isEmpty {
                            self = .other
                            return
                        }
                        throw _JSONCodableSupport.invalidNumberOfKeys(Self.self, in: container)
                    }
                    switch onlyKey {
                    case .circle:
                        let nested = try container.nestedContainer(keyedBy: CodingKeys.ValueKeys_circle.self, forKey: .circle)
                        self = .circle(radius: try _JSONCodableSupport.decode(from: nested, forKey: .radius))
                    case .rect:
                        let nested = try container.nestedContainer(keyedBy: CodingKeys.ValueKeys_rect.self, forKey: .rect)
                        self = .rect(try _JSONCodableSupport.decode(from: nested, forKey: ._0), try _JSONCodableSupport.decodeIfPresent(from: nested, forKey: ._1))
                    case .point:
                        _ = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .point)
                        self = .point
                    case .other:
                        _ = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .other)
                        self = .other
                    }
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    switch self {
                    case .circle(let value0):
                        var nested = container.nestedContainer(keyedBy: CodingKeys.ValueKeys_circle.self, forKey: .circle)
                        try nested.encode(value0, forKey: .radius)
                    case .rect(let value0, let value1):
                        var nested = container.nestedContainer(keyedBy: CodingKeys.ValueKeys_rect.self, forKey: .rect)
                        try nested.encode(value0, forKey: ._0)
                        try nested.encodeIfPresent(value1, forKey: ._1)
                    case .point:
                        _ = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .point)
                    case .other:
                        _ = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .other)
                    }
                }
            }
            """)
    }

    @Test func enumWithADiscriminator() {
        expectExpansion(
            """
            @JSONCodable(discriminator: "type")
            public enum Target {
                case user(User)
                @JSONKey("song") case track(id: Int, artist: String?)
                case deleted
            }
            """,
            """
            public enum Target {
                case user(User)
                case track(id: Int, artist: String?)
                case deleted
            }

            extension Target: Decodable, Encodable {
                enum CodingKeys: String, CodingKey {
                    case type
                    case id
                    case artist
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    let kind = try container.decode(String.self, forKey: .type)
                    switch kind {
                    case "user":
                        self = .user(try _JSONCodableSupport.decode(from: decoder))
                    case "song":
                        self = .track(id: try _JSONCodableSupport.decode(from: container, forKey: .id), artist: try _JSONCodableSupport.decodeIfPresent(from: container, forKey: .artist))
                    case "deleted":
                        self = .deleted
                    default:
                        throw _JSONCodableSupport.unknownDiscriminator(kind, of: Self.self, forKey: .type, in: container)
                    }
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    switch self {
                    case .user(let value0):
                        try container.encode("user", forKey: .type)
                        try value0.encode(to: encoder)
                    case .track(let value0, let value1):
                        try container.encode("song", forKey: .type)
                        try container.encode(value0, forKey: .id)
                        try container.encodeIfPresent(value1, forKey: .artist)
                    case .deleted:
                        try container.encode("deleted", forKey: .type)
                    }
                }
            }
            """)
    }

    @Test func rawValueEnumWithAFallback() {
        expectExpansion(
            """
            @JSONCodable
            enum Status: String {
                case active
                @JSONUnknown case unknown
            }
            """,
            """
            enum Status: String {
                case active
                case unknown
            }

            extension Status: Decodable, Encodable {
                init(from decoder: any Decoder) throws {
                    let rawValue = try decoder.singleValueContainer().decode(RawValue.self)
                    self = Self(rawValue: rawValue) ?? .unknown
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    try container.encode(self.rawValue)
                }
            }
            """)
    }
}
#endif
