import Foundation
import Testing
@testable import FastJSON

extension Hardening {
    /// `SnakeCaseKeyCache` locates each kept key with a 32-bit offset, and each converted name by
    /// its number, whatever the size of the names before it. Keys past the offsets' limit are
    /// converted again at each lookup rather than kept: checked with a small limit, since 2 GiB of
    /// distinct keys is beyond a unit test.
    @Suite struct SnakeCaseKeyCacheLimitTests {
        static func convertedName(of key: String, in cache: inout SnakeCaseKeyCache) -> SnakeCaseKeyCache.ConvertedName {
            var key = key
            return key.withUTF8 { cache.convertedName(of: UnsafeRawBufferPointer($0)) }
        }

        static func name(of key: String, in cache: inout SnakeCaseKeyCache) -> String? {
            let name = convertedName(of: key, in: &cache)
            guard name != .unconverted else { return nil }
            return String(decoding: cache.bytes(of: name), as: UTF8.self)
        }

        @Test(arguments: [0, 3, 7, 12, Int(Int32.max)])
        func namesAreRightWhetherTheirKeysAreKeptOrNot(keyBytesLimit: Int) {
            var cache = SnakeCaseKeyCache(keyBytesLimit: keyBytesLimit)
            let keys = ["a_b", "user_id", "x", "çé_ß_ǆ", "_lead_ing_", "a_b", "ΐ_ΐ", "user_id", "plain"]
            for _ in 0..<2 {
                for key in keys {
                    let expected = FromSnakeCase.camelCase(fromSnakeCase: key)
                    #expect(Self.name(of: key, in: &cache) == (expected == key ? nil : expected), "\(key)")
                }
                #expect(cache.keptKeyBytes <= keyBytesLimit)
                cache.checkInvariants()
            }
        }

        /// Names are numbered as they are first converted, and a kept key keeps its number.
        @Test func aNameIsItsNumber() {
            var cache = SnakeCaseKeyCache()
            let keys = ["a_b", "plain", "user_id", "a_b", "ΐ_ΐ", "user_id"]
            let numbers = keys.map { Self.convertedName(of: $0, in: &cache) }
            #expect(numbers == [0, nil, 1, 0, 2, 1].map { $0.map { SnakeCaseKeyCache.ConvertedName(number: UInt64($0)) } ?? .unconverted })
            cache.checkInvariants()
        }
    }
}
