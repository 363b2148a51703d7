import Foundation
import Testing
@testable import FastJSON

extension Hardening {
    /// `SnakeCaseKeyCache` locates each kept key with a 32-bit offset, and each converted name by
    /// its number, whatever the size of the names before it. Keys past the offsets' limit are
    /// converted again at each lookup rather than kept: checked with a small limit, since 2 GiB of
    /// distinct keys is beyond a unit test.
    @Suite struct SnakeCaseKeyCacheLimitTests {
        static func name(of key: String, in cache: inout SnakeCaseKeyCache) -> String? {
            var key = key
            let location = key.withUTF8 { cache.convertedName(of: UnsafeRawBufferPointer($0)) }
            guard location != .unconverted else { return nil }
            return String(decoding: cache.bytes(of: location), as: UTF8.self)
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
                cache.checkInvariants()
            }
        }
    }
}
