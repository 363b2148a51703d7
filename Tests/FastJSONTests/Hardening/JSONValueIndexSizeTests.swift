import Foundation
import Testing
@testable import FastJSON

extension Hardening {
    /// Decoding from a `JSONValue` builds a document index, which addresses texts and entries in
    /// 32 bits: a value whose index would pass the size a document may have is refused, not
    /// indexed with offsets cut short. Checked with a small limit (2 GiB of text is beyond a unit
    /// test): one entry counts a byte and each text its bytes.
    @Suite struct JSONValueIndexSizeTests {
        /// The array, two strings of 4 bytes, the object, its key, `null`, `true` and `1.5` (three
        /// bytes of text): 20.
        static let value: JSONValue = ["abcd", "efgh", ["k": nil], true, 1.5]

        @Test func aValueThatFitsDecodes() throws {
            #expect(try FastJSONDecoder().decode(JSONValue.self, from: Self.value, sizeLimit: 20) == Self.value)
        }

        @Test(arguments: [0, 1, 5, 6, 10, 11, 14, 15, 16, 19])
        func aLargerValueIsRefused(limit: Int) throws {
            let error = try #require(throws: DecodingError.self) {
                try FastJSONDecoder().decode(JSONValue.self, from: Self.value, sizeLimit: limit)
            }
            guard case .dataCorrupted(let context) = error else {
                Issue.record("expected dataCorrupted, got \(error)")
                return
            }
            #expect(context.codingPath.isEmpty)
            #expect(context.debugDescription == "The value is larger than the \(limit) bytes a document may have.")
        }
    }
}
