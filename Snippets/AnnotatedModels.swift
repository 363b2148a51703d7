// The cases the Codable articles solve with a hand-written init(from:), as annotations.
// Needs the package's Macros trait.

// snippet.hide
#if Macros
import Foundation
// snippet.show
import FastJSON

// Members keyed by their name: {"Ada": {"age": 36}, "Alan": {"age": 41}}, read as an array.
@JSONCodable
struct Team: Equatable {
    var id: String
    @JSONKeyedValues var members: [Member]

    @JSONCodable
    struct Member: Equatable {
        @JSONParentKey var name: String
        var age: Int
    }
}

// Keys that start with a digit or are reserved words; 0/1 and "true" as a Bool; defaults for
// missing or null keys; values under wrapper objects; bad elements skipped and reported.
@JSONCodable
struct Product: Equatable {
    @JSONKey("12AB_CD") var code: Int
    @JSONKey("default") var isDefault: Bool
    @JSONKey("is_vip") @JSONLenient var isVIP: Bool
    @JSONDefault("") var nickname: String
    @JSONDefault(0, when: .null) var score: Int
    @JSONKey("info", "style") var style: String
    @JSONKey("meta", "brewery", "name") var brewery: String?
    @JSONLossy(skippedInto: "skipped") var ratings: [Int]
    var skipped: [LossyArray<Int>.Failure] = []

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.code == rhs.code && lhs.isDefault == rhs.isDefault && lhs.isVIP == rhs.isVIP && lhs.nickname == rhs.nickname
            && lhs.score == rhs.score && lhs.style == rhs.style && lhs.brewery == rhs.brewery
            && lhs.ratings == rhs.ratings && lhs.skipped.map(\.index) == rhs.skipped.map(\.index)
    }
}

// A comment's target whose type a "type" field names, and a feed that mixes kinds.
@JSONCodable
struct User: Equatable {
    var id: Int
    var name: String
}

@JSONCodable(discriminator: "type")
enum Target: Equatable {
    case user(User)                                   // {"type": "user", "id": 1, "name": "Ada"}
    @JSONKey("song") case track(id: Int, title: String)
    @JSONUnknown case unsupported                     // any other "type"
}

let team = try FastJSONDecoder().decode(Team.self, from: Data(#"""
    {"id": "t1", "members": {"Alan": {"age": 41}, "Ada": {"age": 36}}}
    """#.utf8))
let product = try FastJSONDecoder().decode(Product.self, from: Data(#"""
    {"12AB_CD": 7, "default": true, "is_vip": 1, "score": null, "info": {"style": "IPA"},
     "ratings": [5, "five", 4]}
    """#.utf8))
let feed = try FastJSONDecoder().decode([Target].self, from: Data(#"""
    [{"type": "user", "id": 1, "name": "Ada"}, {"type": "song", "id": 9, "title": "Jolene"},
     {"type": "poll", "question": "?"}]
    """#.utf8))

// snippet.hide
precondition(team == Team(id: "t1", members: [.init(name: "Ada", age: 36), .init(name: "Alan", age: 41)]))
precondition(product == Product(
    code: 7, isDefault: true, isVIP: true, nickname: "", score: 0, style: "IPA", brewery: nil, ratings: [5, 4],
    skipped: product.skipped))
precondition(product.skipped.map(\.index) == [1])
precondition(feed == [.user(User(id: 1, name: "Ada")), .track(id: 9, title: "Jolene"), .unsupported])
#endif
