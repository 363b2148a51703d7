// What `@JSONCodable` expands FuzzModelsExpansionTests's declarations to, written out, as the fuzz
// package does not build the macro. Regenerate it from that test's failure when the macro changes.
import FastJSON
import Foundation

struct FuzzOrder: Equatable {
    var id: Int
    var customer: String
    var total: Double
    var paid: Bool
    var count: Int64
    var level: UInt8
    var ratio: Float
    var note: String?
    var lines: [FuzzLine]
    var first: FuzzLine?
    var scores: [String: Int]?
    var tags: [String]?
    var orderID: String?
    var firstKey: Int?
    var userName: String?
    var tier: String
    var quantity: Int
    var discount: Double
    var flag: Bool?
    var placed: Date?

    private enum _JSONCodableAnnotations {
        static func default_tier() -> String {
            "basic"
        }

        static func default_quantity() -> Int {
            1
        }

        static func default_discount() -> Double {
            0.5
        }

        static func dateFormat_placed() -> JSONDateFormat {
            .iso8601
        }
    }
}
struct FuzzLine: Equatable {
    var sku: String
    var quantity: Int
}

extension FuzzOrder: Decodable, Encodable, _JSONFastDecodable, _JSONFastEncodable {
    enum CodingKeys: String, CodingKey {
        case id
        case customer
        case total
        case paid
        case count
        case level
        case ratio
        case note
        case lines
        case first
        case scores
        case tags
        case _12 = "order-id"
        case _13 = "1st"
        case data
        case user
        case name
        case tier
        case quantity
        case discount
        case flag
        case placed
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try _JSONCodableSupport.decode(from: container, forKey: .id)
        self.customer = try _JSONCodableSupport.decode(from: container, forKey: .customer)
        self.total = try _JSONCodableSupport.decode(from: container, forKey: .total)
        self.paid = try _JSONCodableSupport.decode(from: container, forKey: .paid)
        self.count = try _JSONCodableSupport.decode(from: container, forKey: .count)
        self.level = try _JSONCodableSupport.decode(from: container, forKey: .level)
        self.ratio = try _JSONCodableSupport.decode(from: container, forKey: .ratio)
        self.note = try _JSONCodableSupport.decodeIfPresent(from: container, forKey: .note)
        self.lines = try _JSONCodableSupport.decode(from: container, forKey: .lines)
        self.first = try _JSONCodableSupport.decodeIfPresent(from: container, forKey: .first)
        self.scores = try _JSONCodableSupport.decodeIfPresent(from: container, forKey: .scores)
        self.tags = try _JSONCodableSupport.decodeIfPresent(from: container, forKey: .tags)
        self.orderID = try _JSONCodableSupport.decodeIfPresent(from: container, forKey: ._12)
        self.firstKey = try _JSONCodableSupport.decodeIfPresent(from: container, forKey: ._13)
        if let container_userName = try _JSONCodableSupport.containerIfPresent(container, at: [.data, .user]) {
            self.userName = try _JSONCodableSupport.decodeIfPresent(from: container_userName, forKey: .name)
        } else {
            self.userName = nil
        }
        self.tier = try _JSONCodableSupport.decodeIfPresent(from: container, forKey: .tier) ?? _JSONCodableAnnotations.default_tier()
        self.quantity = try container.contains(.quantity) ? _JSONCodableSupport.decode(from: container, forKey: .quantity) : _JSONCodableAnnotations.default_quantity()
        self.discount = try container.decodeNil(forKey: .discount) ? _JSONCodableAnnotations.default_discount() : _JSONCodableSupport.decode(from: container, forKey: .discount)
        self.flag = try _JSONCodableSupport.decodeLenientIfPresent(from: container, forKey: .flag)
        self.placed = try _JSONCodableSupport.decodeDateIfPresent(from: container, forKey: .placed, format: _JSONCodableAnnotations.dateFormat_placed())
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.customer, forKey: .customer)
        try container.encode(self.total, forKey: .total)
        try container.encode(self.paid, forKey: .paid)
        try container.encode(self.count, forKey: .count)
        try container.encode(self.level, forKey: .level)
        try container.encode(self.ratio, forKey: .ratio)
        try container.encodeIfPresent(self.note, forKey: .note)
        try container.encode(self.lines, forKey: .lines)
        try container.encodeIfPresent(self.first, forKey: .first)
        try container.encodeIfPresent(self.scores, forKey: .scores)
        try container.encodeIfPresent(self.tags, forKey: .tags)
        try container.encodeIfPresent(self.orderID, forKey: ._12)
        try container.encodeIfPresent(self.firstKey, forKey: ._13)
        do {
            var container1 = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .data)
            do {
                var container2 = container1.nestedContainer(keyedBy: CodingKeys.self, forKey: .user)
                try container2.encodeIfPresent(self.userName, forKey: .name)
            }
        }
        try container.encode(self.tier, forKey: .tier)
        try container.encode(self.quantity, forKey: .quantity)
        try container.encode(self.discount, forKey: .discount)
        try container.encodeIfPresent(self.flag, forKey: .flag)
        try _JSONCodableSupport.encodeDateIfPresent(self.placed, to: &container, forKey: .placed, format: _JSONCodableAnnotations.dateFormat_placed())
    }

    init(_jsonFastObject object: borrowing _JSONFastObject) throws {
        self.id = try object.decode(CodingKeys.id, "id")
        self.customer = try object.decode(CodingKeys.customer, "customer")
        self.total = try object.decode(CodingKeys.total, "total")
        self.paid = try object.decode(CodingKeys.paid, "paid")
        self.count = try object.decode(CodingKeys.count, "count")
        self.level = try object.decode(CodingKeys.level, "level")
        self.ratio = try object.decode(CodingKeys.ratio, "ratio")
        self.note = try object.decodeIfPresent(CodingKeys.note, "note")
        self.lines = try object.decodeArray(CodingKeys.lines, "lines")
        self.first = try object.decodeIfPresent(CodingKeys.first, "first")
        self.scores = try object.decodeIfPresent(CodingKeys.scores, "scores")
        self.tags = try object.decodeArrayIfPresent(CodingKeys.tags, "tags")
        self.orderID = try object.decodeIfPresent(CodingKeys._12, "order-id")
        self.firstKey = try object.decodeIfPresent(CodingKeys._13, "1st")
        if let object_userName_0 = try object.nestedObjectIfPresent(CodingKeys.data, "data"), let object_userName_1 = try object_userName_0.nestedObjectIfPresent(CodingKeys.user, "user") {
            self.userName = try object_userName_1.decodeIfPresent(CodingKeys.name, "name")
        } else {
            self.userName = nil
        }
        self.tier = try object.decodeIfPresent(CodingKeys.tier, "tier") ?? _JSONCodableAnnotations.default_tier()
        self.quantity = try object.contains(CodingKeys.quantity, "quantity") ? object.decode(CodingKeys.quantity, "quantity") : _JSONCodableAnnotations.default_quantity()
        self.discount = try object.decodeNil(CodingKeys.discount, "discount") ? _JSONCodableAnnotations.default_discount() : object.decode(CodingKeys.discount, "discount")
        self.flag = try object.decodeLenientIfPresent(CodingKeys.flag, "flag")
        self.placed = try object.decodeDateIfPresent(CodingKeys.placed, "placed", format: _JSONCodableAnnotations.dateFormat_placed())
    }

    func encode(_jsonFastObject object: borrowing _JSONFastObjectWriter) throws {
        try object.encode(self.id, CodingKeys.id, "id")
        try object.encode(self.customer, CodingKeys.customer, "customer")
        try object.encode(self.total, CodingKeys.total, "total")
        try object.encode(self.paid, CodingKeys.paid, "paid")
        try object.encode(self.count, CodingKeys.count, "count")
        try object.encode(self.level, CodingKeys.level, "level")
        try object.encode(self.ratio, CodingKeys.ratio, "ratio")
        try object.encodeIfPresent(self.note, CodingKeys.note, "note")
        try object.encode(self.lines, CodingKeys.lines, "lines")
        try object.encodeIfPresent(self.first, CodingKeys.first, "first")
        try object.encodeIfPresent(self.scores, CodingKeys.scores, "scores")
        try object.encodeIfPresent(self.tags, CodingKeys.tags, "tags")
        try object.encodeIfPresent(self.orderID, CodingKeys._12, "order-id")
        try object.encodeIfPresent(self.firstKey, CodingKeys._13, "1st")
        do {
            let object1 = object.nestedObject(CodingKeys.data)
            do {
                let object2 = object1.nestedObject(CodingKeys.user)
                try object2.encodeIfPresent(self.userName, CodingKeys.name, "name")
            }
        }
        try object.encode(self.tier, CodingKeys.tier, "tier")
        try object.encode(self.quantity, CodingKeys.quantity, "quantity")
        try object.encode(self.discount, CodingKeys.discount, "discount")
        try object.encodeIfPresent(self.flag, CodingKeys.flag, "flag")
        try object.encodeDateIfPresent(self.placed, CodingKeys.placed, "placed", format: _JSONCodableAnnotations.dateFormat_placed())
    }
}

extension FuzzLine: Decodable, Encodable, _JSONFastDecodable, _JSONFastEncodable {
    enum CodingKeys: String, CodingKey {
        case sku
        case quantity
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.sku = try _JSONCodableSupport.decode(from: container, forKey: .sku)
        self.quantity = try _JSONCodableSupport.decode(from: container, forKey: .quantity)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.sku, forKey: .sku)
        try container.encode(self.quantity, forKey: .quantity)
    }

    init(_jsonFastObject object: borrowing _JSONFastObject) throws {
        self.sku = try object.decode(CodingKeys.sku, "sku")
        self.quantity = try object.decode(CodingKeys.quantity, "quantity")
    }

    func encode(_jsonFastObject object: borrowing _JSONFastObjectWriter) throws {
        try object.encode(self.sku, CodingKeys.sku, "sku")
        try object.encode(self.quantity, CodingKeys.quantity, "quantity")
    }
}
