@_spi(Benchmarking) import FastJSON
import FuzzSupport

/// Raw bytes into the tokenizer and the tape builder: neither may crash, hang or read out of bounds.
@main enum FuzzTokenizer {
    static func main() {
        FuzzDriver.run { FuzzTokenizer.testOneInput($0, $1) }
    }

    static func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let bytes = FuzzDriver.buffer(data, count)
        let tokenized = (try? BenchmarkHooks.tokenize(bytes)) != nil
        let taped = (try? BenchmarkHooks.buildTape(bytes)) != nil
        if tokenized != taped {
            FuzzDriver.fail("tokenize \(tokenized ? "accepted" : "rejected") what buildTape \(taped ? "accepted" : "rejected")", input: bytes)
        }
        return 0
    }
}
