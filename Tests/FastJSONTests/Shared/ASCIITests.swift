import Testing
@testable import FastJSON

@Suite struct ASCIITests {
    /// Every length through three 32-byte blocks and their tails, with no byte above 0x7F and with
    /// one at each position: the block, word and tail reads each see it.
    @Test func isASCIIFindsAHighByteAnywhere() {
        for length in 0...100 {
            let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(plain.withUnsafeBytes { ASCII.isASCII($0) }, "length \(length)")
            for position in 0..<length {
                for high: UInt8 in [0x80, 0xFF] {
                    var bytes = plain
                    bytes[position] = high
                    #expect(!bytes.withUnsafeBytes { ASCII.isASCII($0) }, "length \(length), \(high) at \(position)")
                }
            }
        }
        // 0x7F and the control characters are ASCII.
        #expect([UInt8](0...0x7F).withUnsafeBytes { ASCII.isASCII($0) })
    }
}
