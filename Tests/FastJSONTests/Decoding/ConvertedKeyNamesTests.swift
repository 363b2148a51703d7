import CorpusModels
import FastJSON
import Foundation
import Testing

/// `.convertFromSnakeCase` in objects small enough for the key-by-key search, where the converted
/// names are made when an object's container is: collisions found whatever order the keys are read
/// in, nested and repeated objects, and names kept from one decode to the next. Each against
/// Foundation.
@Suite struct ConvertedKeyNamesTests {
    static let options = DecodeOptions(keys: .convertFromSnakeCase)

    /// Two keys that convert to one name, with other keys between and around them: whichever key
    /// was read last, a lookup of the shared name finds the first in the document.
    @Test(arguments: [
        #"{"x":0,"a_b":1,"y":2,"aB":3,"z":4}"#,
        #"{"x":0,"aB":1,"y":2,"a_b":3,"z":4}"#,
        #"{"a__b":1,"y":2,"a_b":3}"#,
        #"{"y":2,"a_b":1,"a_b":3}"#,
        #"{"user_id":1,"userId":2,"USER_ID":3,"user__id":4}"#,
    ])
    func collidingNamesFindTheFirstInAnyReadingOrder(json: String) {
        let names = ["x", "y", "z", "aB", "ab", "a_b", "userId", "user_id", "USER_ID", "user__id"]
        var generator = SplitMix64(seed: 0x5AFE)
        for order in [names, names.reversed(), names.shuffled(using: &generator)] {
            Probe.check(json, Self.options) { decoder, log in
                let container = try decoder.container(keyedBy: AnyKey.self)
                log.note("allKeys \(container.allKeys.map(\.stringValue).sorted())")
                for name in order + order {
                    log.note("contains \(name) \(container.contains(AnyKey(name)))")
                    log.record("Int \(name)") { try container.decode(Int.self, forKey: AnyKey(name)) }
                }
            }
        }
    }

    struct Order: Codable, Equatable {
        struct Line: Codable, Equatable {
            let itemId: Int
            let unitPrice: Double?
            let isGift: Bool
        }
        let orderId: Int
        let customerName: String
        let lines: [Line]
        let shipTo: [String: String]
        let laterOrders: [Order]?
    }

    /// Objects of one shape many times, nested, beside a dictionary whose keys stay as they are:
    /// each object's keys are converted once, by its own container.
    @Test func nestedAndRepeatedObjects() throws {
        let line = #"{"item_id":7,"unit_price":2.5,"is_gift":false}"#
        let inner = #"{"order_id":2,"customer_name":"b","lines":[],"ship_to":{"zip_code":"1"},"later_orders":null}"#
        let json = #"{"order_id":1,"customer_name":"a","lines":[\#(line),\#(line),{"item_id":8,"is_gift":true}],"#
            + #""ship_to":{"street_name":"x","city":"y"},"later_orders":[\#(inner),\#(inner)]}"#
        let result = DecodingOracle.check(Order.self, json, Self.options)
        guard case .value(let order) = result.fast else {
            Issue.record("no value: \(result.fast)")
            return
        }
        #expect(order.lines.count == 3 && order.laterOrders?.count == 2 && order.shipTo["street_name"] == "x")
    }

    /// Documents one after another on one thread, which keeps its converted names from one decode
    /// to the next: they are right for the later documents, whose keys differ, repeat or convert
    /// the same.
    @Test func namesAreRightAcrossDecodes() throws {
        var generator = SplitMix64(seed: 7)
        let words = ["order", "id", "item", "unit", "price", "a", "b", "x1", "is", "gift"]
        for round in 0..<200 {
            var object: [String: Int] = [:]
            for index in 0..<Int.random(in: 1...12, using: &generator) {
                let parts = (0..<Int.random(in: 1...3, using: &generator)).map { _ in words.randomElement(using: &generator)! }
                object[parts.joined(separator: round.isMultiple(of: 2) ? "_" : "__")] = index
            }
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            let names = Set(object.keys.map { $0.split(separator: "_").enumerated().map { $0 == 0 ? $1.lowercased() : $1.capitalized }.joined() })
            Probe.check(String(decoding: data, as: UTF8.self), Self.options) { decoder, log in
                let container = try decoder.container(keyedBy: AnyKey.self)
                for name in names.sorted() {
                    log.record("Int \(name)") { try container.decode(Int.self, forKey: AnyKey(name)) }
                }
            }
        }
    }
}

