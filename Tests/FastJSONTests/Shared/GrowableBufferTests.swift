import Testing
@testable import FastJSON

/// `GrowableBuffer` owns what it holds: every element it drops (on removal, on emptying, when the
/// buffer ends) is released exactly once, and regrowth moves elements rather than copying them.
/// The coding-path arena stores existentials in one, so a leak or double release here would
/// show up as one there.
@Suite struct GrowableBufferTests {
    /// Counts its live instances.
    final class Tracked {
        nonisolated(unsafe) static var live = 0
        let value: Int
        init(_ value: Int) {
            self.value = value
            Tracked.live += 1
        }
        deinit { Tracked.live -= 1 }
    }

    @Test func releasesEveryElementItDrops() {
        Tracked.live = 0
        do {
            var buffer = GrowableBuffer<Tracked>()
            // Past the first capacity (16) and a regrowth.
            for value in 0..<40 { buffer.append(Tracked(value)) }
            #expect(Tracked.live == 40)
            #expect(buffer[39].value == 39)
            #expect(buffer.popLast()?.value == 39)
            #expect(Tracked.live == 39)
            buffer.truncate(to: 30)
            #expect(Tracked.live == 30)
            #expect(buffer.last?.value == 29)
            buffer.removeAll(keepingRoomFor: 0)
            #expect(Tracked.live == 0)
            for value in 0..<5 { buffer.append(Tracked(value)) }
            #expect(Tracked.live == 5)
        }
        #expect(Tracked.live == 0)
    }
}
