import FastJSON
import Foundation
import Testing

extension Hardening {
    /// Inputs beyond what yajl and the tape can index (2 GiB: CVE-2022-24795, 32-bit offsets) are
    /// refused up front with an error, before anything reads them.
    @Suite struct InputSizeTests {
        /// Measured in a child process (an exit test) over memory of which only the first page can be
        /// read (zeros, which encoding detection takes for UTF-8, as Foundation's does): had the
        /// decoder read past it before refusing, the child would die of the fault.
        @Test func refusesInputsAbove2GiBWithoutReadingThem() async {
            await #expect(processExitsWith: .success) { InputSizeTests.decodeUnreadableHugeInput() }
        }

        static func decodeUnreadableHugeInput() {
            let size = Int(Int32.max) + 1
            guard let pointer = mmap(nil, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
                  pointer != MAP_FAILED else {
                Issue.record("mmap failed: \(errno)")
                return
            }
            defer { munmap(pointer, size) }
            guard mprotect(pointer, Int(getpagesize()), PROT_READ) == 0 else {
                Issue.record("mprotect failed: \(errno)")
                return
            }
            do {
                _ = try FastJSONDecoder().decode(Int.self, from: UnsafeRawBufferPointer(start: pointer, count: size))
                Issue.record("decoded a 2 GiB input")
            } catch DecodingError.dataCorrupted(let context) {
                let error = context.underlyingError as? JSONError
                #expect(error?.reason == .inputTooLarge(limit: Int(Int32.max) - 4096), "\(String(describing: error))")
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}
