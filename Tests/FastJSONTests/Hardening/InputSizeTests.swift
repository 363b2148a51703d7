import FastJSON
import Foundation
import Testing

extension Hardening {
    /// Inputs beyond what yajl and the tape can index (2 GiB: CVE-2022-24795, 32-bit offsets) are
    /// refused up front with an error, before anything reads them.
    @Suite struct InputSizeTests {
        @Test func refusesInputsAbove2GiB() throws {
            // A read-only anonymous mapping: untouched pages cost no memory, and the first bytes read
            // as zeros, which Foundation's encoding detection takes for UTF-8.
            let size = Int(Int32.max) + 1
            guard let pointer = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
                  pointer != MAP_FAILED else {
                Issue.record("mmap failed: \(errno)")
                return
            }
            defer { munmap(pointer, size) }
            let bytes = UnsafeRawBufferPointer(start: pointer, count: size)
            let start = ContinuousClock.now
            do {
                _ = try FastJSONDecoder().decode(Int.self, from: bytes)
                Issue.record("decoded a 2 GiB input")
            } catch DecodingError.dataCorrupted(let context) {
                let error = context.underlyingError as? JSONError
                #expect(error?.reason == .inputTooLarge(limit: Int(Int32.max) - 4096), "\(String(describing: error))")
            }
            #expect(ContinuousClock.now - start < .seconds(1), "refused without reading the input")
        }
    }
}
