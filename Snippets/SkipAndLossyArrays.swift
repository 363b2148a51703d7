// Keep the elements of an array that decode, and learn which did not and why.

// snippet.hide
import Foundation
// snippet.show
import FastJSON

struct Item: Decodable, Equatable {
    var id: Int
}

struct Feed: Decodable {
    @LossyArray var items: [Item]
}

let data = Data(#"{"items": [{"id": 1}, {"id": "two"}, {"id": 3}]}"#.utf8)
let decoder = FastJSONDecoder()

// The property wrapper: the items that decoded, and the failures with their index and error.
let feed = try decoder.decode(Feed.self, from: data)
for failure in feed.$items {
    print("item \(failure.index) left out: \(failure.error)")
}

// A top-level array, without a wrapper type.
let result = try decoder.decodeLossy([Item].self, from: Data(#"[{"id": 1}, {}]"#.utf8))

// Any `[T]`, however deeply nested: leave out the elements that fail and report them.
decoder.invalidArrayElementHandler = { error in print("left out: \(error)") }
let nested = try decoder.decode([[Item]].self, from: Data(#"[[{"id": 1}, null], [{"id": 2}]]"#.utf8))

// Step over an element by hand, in a type's own init(from:).
struct Inbox: Decodable {
    var items: [Item] = []

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd {
            do { items.append(try container.decode(Item.self)) } catch { try container.skip() }
        }
    }
}
let inbox = try decoder.decode(Inbox.self, from: Data(#"[{"id": 1}, [], {"id": 3}]"#.utf8))

// snippet.hide
precondition(feed.items == [Item(id: 1), Item(id: 3)] && feed.$items.map(\.index) == [1])
precondition(result.wrappedValue == [Item(id: 1)] && result.failures.map(\.index) == [1])
precondition(nested == [[Item(id: 1)], [Item(id: 2)]])
precondition(inbox.items == [Item(id: 1), Item(id: 3)])
