@testable import FastJSON
import Foundation
import Testing

extension Hardening {
    /// A collection's elements are counted before they decode, and one can need far more memory
    /// than its text: a short document of elements that fail must not reserve memory for them all
    /// (the allocator stops the process when it cannot give what a reservation asks).
    @Suite struct ReservationTests {
        /// 64 KiB of memory for an element whose text may be a single byte.
        struct WideElement: Decodable, Equatable {
            private enum Keys: CodingKey {}
            var bytes: InlineArray<65536, UInt8>

            init(from decoder: any Decoder) throws {
                _ = try decoder.container(keyedBy: Keys.self)
                bytes = InlineArray(repeating: 0)
            }

            static func == (lhs: Self, rhs: Self) -> Bool {
                lhs.bytes.indices.allSatisfy { lhs.bytes[$0] == rhs.bytes[$0] }
            }
        }

        /// Two million zeros: reserved in full, 128 GiB.
        @Test func arrayOfFailingWideElements() {
            let count = 1 << 21
            var bytes: [UInt8] = [UInt8(ascii: "[")]
            bytes.reserveCapacity(2 * count + 1)
            for _ in 1..<count { bytes += [UInt8(ascii: "0"), UInt8(ascii: ",")] }
            bytes += [UInt8(ascii: "0"), UInt8(ascii: "]")]
            let data = Data(bytes)
            let fast = DecodeOutcome.fastJSON([WideElement].self, data)
            #expect(fast == DecodeOutcome.foundation([WideElement].self, data))
            #expect(fast.description.contains("typeMismatch"))
        }

        /// Half a million members: reserved in full, a dictionary's buckets for them take 64 GiB.
        @Test func dictionaryOfFailingWideValues() {
            let count = 1 << 19
            var text = "{"
            text.reserveCapacity(12 * count)
            for member in 0..<count { text += member == 0 ? "\"0\":0" : ",\"\(member)\":0" }
            text += "}"
            let data = Data(text.utf8)
            // Foundation reports whichever member its dictionary's order reaches first, which
            // changes from run to run; FastJSON reports the document's first.
            guard case .failure(let fast) = DecodeOutcome.fastJSON([String: WideElement].self, data),
                  case .failure(let foundation) = DecodeOutcome.foundation([String: WideElement].self, data) else {
                Issue.record("expected both decoders to fail")
                return
            }
            #expect(fast.kind == "typeMismatch")
            #expect(fast.kind == foundation.kind && fast.type == foundation.type)
            #expect(fast.path == ["0#0"] && foundation.path.count == 1)
        }

        /// The cap the decoders and `LossyArray` reserve within.
        @Test func capacityIsTheCountUntilTheLimit() {
            let limit = ReservedCapacity.byteLimit
            #expect(ReservedCapacity.forDecoding(1000, of: Int.self) == 1000)
            #expect(ReservedCapacity.forDecoding(limit / 8, of: Int.self) == limit / 8)
            #expect(ReservedCapacity.forDecoding(limit / 8 + 1, of: Int.self) == limit / 8)
            #expect(ReservedCapacity.forDecoding(1 << 21, of: WideElement.self) == limit / 65536)
            #expect(ReservedCapacity.forDecoding(Int.max, of: Int.self) == limit / 8)
            #expect(ReservedCapacity.forDecoding(Int.max, of: Void.self) == limit)
        }
    }
}
