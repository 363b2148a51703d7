import Testing
@testable import FastJSON

/// `JSONKey` enters a coding path as an `any CodingKey` for every array element and dictionary
/// value decoded into a type of its own: it must fit the existential's three inline words, or each
/// would be copied to the heap.
@Suite struct JSONKeyTests {
    @Test func fitsInAnExistentialWithoutABox() {
        #expect(MemoryLayout<JSONKey>.size <= 3 * MemoryLayout<Int>.size)
    }

    @Test func keepsBothValuesOfAKeyMadeWithBoth() {
        let key = JSONKey(stringValue: "seven", intValue: 7)
        #expect(key.stringValue == "seven")
        #expect(key.intValue == 7)
        let boxed: any CodingKey = key
        #expect(boxed.stringValue == "seven")
        #expect(boxed.intValue == 7)
    }

    @Test func namesIndicesAsFoundationDoes() {
        #expect(JSONKey(index: 3).stringValue == "Index 3")
        #expect(JSONKey(index: 3).intValue == 3)
        #expect(JSONKey(intValue: 12).stringValue == "12")
        #expect(JSONKey(stringValue: "a").intValue == nil)
    }
}
