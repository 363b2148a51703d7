import CorpusModels
import Testing
@testable import FastJSON

/// FastJSON's UTF-8 check against the standard library's, which is strict in the same way
/// (no overlong forms, no encoded surrogates, nothing above U+10FFFF).
@Suite struct UTF8ValidationTests {
    static func isWellFormed(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            if case .invalid = UTF8Validation.validate(buffer) { return false }
            return true
        }
    }

    @Test func agreesWithTheStandardLibraryOnRandomBytes() {
        var generator = SplitMix64(seed: 0x5EED)
        // Bytes drawn mostly from the interesting ranges: ASCII, continuation and lead bytes.
        let pool: [UInt8] = Array(0x20...0x7F) + Array(0x80...0xBF) + Array(0xC0...0xFF)
        for length in 0..<24 {
            for _ in 0..<4_000 {
                let bytes = (0..<length).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }
                #expect(Self.isWellFormed(bytes) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
            }
        }
    }

    /// Every lead byte from E0 to EF with every second and third byte, alone, in a run of
    /// three-byte characters, and before an ASCII byte, as each path of the check meets them.
    @Test func agreesWithTheStandardLibraryOnEveryThreeByteForm() {
        let han: [UInt8] = [0xE6, 0x97, 0xA5]
        var disagreements: [[UInt8]] = []
        for lead in UInt8(0xE0)...0xEF {
            for second in UInt8.min...UInt8.max {
                for third in [UInt8(0x00), 0x41, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF] {
                    let character = [lead, second, third]
                    for bytes in [character, han + character + han, character + han + [0x61], han + character + [0x61]] {
                        if Self.isWellFormed(bytes) != (String(validating: bytes, as: UTF8.self) != nil) {
                            disagreements.append(bytes)
                        }
                    }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
        // The first bad byte of a run is the bad character's lead.
        #expect(Self.outcome(han + han + [0xED, 0xA0, 0x80] + han) == "invalid 6")
        #expect(Self.outcome(han + [0xE0, 0x9F, 0xBF] + han + han) == "invalid 3")
        #expect(Self.outcome(han + han + han) == "wellFormed")
    }

    @Test func reportsTheFirstBadByteAndASCII() {
        #expect(Self.outcome(Array("plain text, long enough for words".utf8)) == "ascii")
        #expect(Self.outcome(Array("héllo 日本 😀".utf8)) == "wellFormed")
        #expect(Self.outcome([0x61, 0x62, 0xE6, 0x97]) == "invalid 2")
        #expect(Self.outcome([0x61, 0xED, 0xA0, 0x80]) == "invalid 1")
        #expect(Self.outcome([0xF4, 0x90, 0x80, 0x80]) == "invalid 0")
        #expect(Self.outcome([0xC1, 0xBF]) == "invalid 0")
    }

    static func outcome(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { buffer in
            switch UTF8Validation.validate(buffer) {
            case .ascii: return "ascii"
            case .wellFormed: return "wellFormed"
            case .invalid(let at): return "invalid \(at)"
            }
        }
    }
}
