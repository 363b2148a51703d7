// Read JSON no model describes, reach into a document, and pass parts of it on untouched.

// snippet.hide
import Foundation
// snippet.show
import FastJSON

struct User: Codable, Equatable {
    var id: Int
    var name: String
}

let data = Data(#"{"data": {"users": [{"id": 1, "name": "Ada"}, {"id": 2, "name": "Alan"}]}, "total": 2}"#.utf8)
let decoder = FastJSONDecoder()

// Any JSON as a value: subscripts by key and index, numbers exact, members in their order.
let value = try decoder.decode(JSONValue.self, from: data)
let firstName = value["data"]?["users"]?[0]?["name"]?.stringValue
let total = value["total"]?.numberValue?.int64Value

// A part of it as a model, without writing or parsing text again.
let ada = try value["data"]?["users"]?[0]?.decode(User.self)

// Straight from the bytes through a JSON Pointer (RFC 6901): no wrapper types.
let alan = try decoder.decode(User.self, from: data, at: "/data/users/1")

// Keep a part's bytes exactly as they came, and write them back as they are.
struct Page: Codable {
    var total: Int
    var data: RawJSON
}
let page = try decoder.decode(Page.self, from: data)
let forwarded = try FastJSONEncoder().encode(page)

// Accept trailing commas, as Foundation's JSONDecoder does, only where asked.
decoder.leniency.insert(.trailingCommas)
let lenient = try decoder.decode([Int].self, from: Data("[1, 2,]".utf8))

// snippet.hide
precondition(firstName == "Ada" && total == 2)
precondition(ada == User(id: 1, name: "Ada") && alan == User(id: 2, name: "Alan"))
precondition(page.data.description == #"{"users": [{"id": 1, "name": "Ada"}, {"id": 2, "name": "Alan"}]}"#)
precondition(String(decoding: forwarded, as: UTF8.self) == #"{"total":2,"data":"# + page.data.description + "}")
precondition(lenient == [1, 2])
