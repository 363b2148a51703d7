import FastJSON
import Foundation
import Testing

extension Hardening {
    /// Objects with 100,000 keys decode, into a struct and into a dictionary, in time linear in their
    /// size: no quadratic key lookup, repeated-key check or key conversion.
    @Suite struct ManyKeysTests {
        struct Picked: Codable, Equatable {
            let first: Int
            let middle: Int
            let last: Int
            let missing: Int?
        }

        /// `{"k0":0,…}` with `count` keys; the struct's keys sit at the start, middle and end.
        static func object(keys count: Int, key: (Int) -> String = { "k\($0)" }) -> [UInt8] {
            var text = "{"
            text.reserveCapacity(count * 16)
            for index in 0..<count {
                if index > 0 { text += "," }
                switch index {
                case 0: text += "\"first\":0"
                case count / 2: text += "\"middle\":\(index)"
                case count - 1: text += "\"last\":\(index)"
                default: text += "\"\(key(index))\":\(index)"
                }
            }
            return Array(text + "}")
        }

        @Test func hundredThousandKeys() throws {
            let bytes = Self.object(keys: 100_000)
            let picked = try FastJSONDecoder().decode(Picked.self, from: bytes)
            #expect(picked == Picked(first: 0, middle: 50_000, last: 99_999, missing: nil))
            let dictionary = try FastJSONDecoder().decode([String: Int].self, from: bytes)
            #expect(dictionary.count == 100_000)
            #expect(dictionary["k77"] == 77)
        }

        @Test func structLookupIsLinear() throws {
            let decoder = FastJSONDecoder()
            Hostile.expectLinear("struct from n keys", size: 50_000, make: { Self.object(keys: $0) }) { bytes in
                _ = try? decoder.decode(Picked.self, from: bytes)
            }
        }

        @Test func dictionaryIsLinear() throws {
            let decoder = FastJSONDecoder()
            Hostile.expectLinear("[String: Int] from n keys", size: 50_000, runs: 2, make: { Self.object(keys: $0) }) { bytes in
                _ = try? decoder.decode([String: Int].self, from: bytes)
            }
        }

        /// Keys that share their length and first and last eight bytes share a fingerprint.
        @Test func collidingFingerprintsAreLinear() throws {
            let decoder = FastJSONDecoder()
            let key = { (index: Int) in "prefix__" + String(index, radix: 36).leftPadded(to: 6) + "__suffix" }
            Hostile.expectLinear("colliding keys", size: 20_000, make: { Self.object(keys: $0, key: key) }) { bytes in
                _ = try? decoder.decode(Picked.self, from: bytes)
                _ = try? decoder.decode([String: Int].self, from: bytes)
            }
        }

        @Test func snakeCaseConversionIsLinear() throws {
            let decoder = FastJSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            Hostile.expectLinear("snake_case keys", size: 20_000, make: { Self.object(keys: $0) { "some_key_\($0)" } }) { bytes in
                _ = try? decoder.decode(Picked.self, from: bytes)
            }
        }

        @Test func nonASCIIKeysAreLinear() throws {
            let decoder = FastJSONDecoder()
            Hostile.expectLinear("non-ASCII keys", size: 20_000, make: { Self.object(keys: $0) { "clé\($0)" } }) { bytes in
                _ = try? decoder.decode(Picked.self, from: bytes)
            }
        }

        /// One key written n times: the first value wins, in linear time.
        @Test func repeatedKeyIsLinear() throws {
            let decoder = FastJSONDecoder()
            let repeated = { (count: Int) -> [UInt8] in
                Array("{" + (0..<count).map { "\"first\":\($0),\"middle\":1,\"last\":2" }.joined(separator: ",") + "}")
            }
            #expect(try decoder.decode(Picked.self, from: repeated(1000)) == Picked(first: 0, middle: 1, last: 2, missing: nil))
            Hostile.expectLinear("repeated keys", size: 10_000, make: repeated) { bytes in
                _ = try? decoder.decode(Picked.self, from: bytes)
                _ = try? decoder.decode([String: Int].self, from: bytes)
            }
        }

        /// Many small objects, each with more members than the byte-search limit (an index each).
        @Test func manyMidSizedObjectsAreLinear() throws {
            let decoder = FastJSONDecoder()
            let objects = { (count: Int) -> [UInt8] in
                let one = Self.object(keys: 60)
                var bytes: [UInt8] = [UInt8(ascii: "[")]
                for index in 0..<count {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    bytes += one
                }
                return bytes + [UInt8(ascii: "]")]
            }
            Hostile.expectLinear("arrays of 60-key objects", size: 1_000, make: objects) { bytes in
                _ = try? decoder.decode([Picked].self, from: bytes)
            }
        }
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
