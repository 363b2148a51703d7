import Foundation
import Synchronization
import Testing
@testable import FastJSON

/// Each thread keeps one object between calls, in a slot made on its first call: a nested call
/// gets an object of its own, an object someone else still holds is not put back, and a thread's
/// object is freed when the thread ends.
@Suite struct ThreadCacheTests {
    private final class Probe {
        let serial: Int
        let frees: FreeCounter?
        init(serial: Int, frees: FreeCounter? = nil) {
            self.serial = serial
            self.frees = frees
        }
        deinit { frees?.count.withLock { $0 += 1 } }
    }

    private final class FreeCounter: Sendable {
        let count = Mutex(0)
    }

    /// Hands out numbered probes, so that a test can tell which one a call was given.
    private final class ProbeMaker: Sendable {
        let made = Mutex(0)

        func make() -> Probe {
            made.withLock { count in
                count += 1
                return Probe(serial: count)
            }
        }
    }

    @Test func aThreadReusesItsObjectAndANestedCallGetsItsOwn() {
        let cache = ThreadCache<Probe>()
        let maker = ProbeMaker()
        let serials = Self.onNewThread { () -> [Int] in
            let keepIfUnique: (inout Probe) -> Bool = { isKnownUniquelyReferenced(&$0) }
            let first = cache.withCached(make: maker.make, keep: keepIfUnique) { $0.serial }
            let (outer, inner) = cache.withCached(make: maker.make, keep: keepIfUnique) { outer in
                (outer.serial, cache.withCached(make: maker.make, keep: keepIfUnique) { $0.serial })
            }
            let afterNesting = cache.withCached(make: maker.make, keep: keepIfUnique) { $0.serial }
            return [first, outer, inner, afterNesting]
        }
        // The nested call put its object back first; the outer one then found the slot taken.
        #expect(serials == [1, 1, 2, 2])
        #expect(maker.made.withLock { $0 } == 2)
    }

    @Test func anObjectSomeoneKeptIsNotPutBack() {
        let cache = ThreadCache<Probe>()
        let maker = ProbeMaker()
        let serials = Self.onNewThread { () -> [Int?] in
            var kept: Probe?
            let keepIfUnique: (inout Probe) -> Bool = { isKnownUniquelyReferenced(&$0) }
            let held = cache.withCached(make: maker.make, keep: keepIfUnique) { probe in
                kept = probe
                return probe.serial
            }
            let next = cache.withCached(make: maker.make, keep: keepIfUnique) { $0.serial }
            return [held, next, kept?.serial]
        }
        #expect(serials == [1, 2, 1])
    }

    @Test func aThreadsObjectIsFreedWhenTheThreadEnds() {
        let cache = ThreadCache<Probe>()
        let frees = FreeCounter()
        let freedWhileRunning = Self.onNewThread { () -> Int in
            cache.withCached(make: { Probe(serial: 1, frees: frees) }, keep: { _ in true }) { _ in }
            return frees.count.withLock { $0 }
        }
        #expect(freedWhileRunning == 0)
        #expect(frees.count.withLock { $0 } == 1)
    }

    /// A decode inside a value's `init(from:)`, on the same thread, decodes as Foundation does, and
    /// so does the outer decode around it.
    @Test func aDecodeNestedInAnotherGivesFoundationsValues() throws {
        let json = Data(#"{"name": "outer", "inner": "{\"name\": \"inner\", \"inner\": \"\"}"}"#.utf8)
        let decoder = FastJSONDecoder()
        for _ in 0..<3 {
            let decoded = try decoder.decode(Nesting.self, from: json)
            #expect(decoded == Nesting(name: "outer", innerName: "inner"))
            #expect(try decoded == JSONDecoder().decode(Nesting.self, from: json))
        }
    }

    /// Runs `body` on a new thread and returns its result once the thread has ended, the
    /// destructors of its thread-specific values included.
    private static func onNewThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result? {
        let result = Mutex<Result?>(nil)
        let work = ThreadWork { let value = body(); result.withLock { $0 = value } }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(work).toOpaque()
        let status = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<ThreadWork>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<ThreadWork>.fromOpaque(context).release()
            return nil
        }
        pthread_join(thread, nil)
        return result.withLock { $0 }
    }
}

/// A thread's work, passed through `pthread_create`'s context pointer.
private final class ThreadWork: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

/// A model whose `init(from:)` decodes a JSON document held in one of its strings, with a decoder
/// of its own on the decoding thread.
private struct Nesting: Decodable, Equatable {
    let name: String
    let innerName: String?

    enum CodingKeys: String, CodingKey { case name, inner }

    init(name: String, innerName: String?) {
        self.name = name
        self.innerName = innerName
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        let text = try container.decode(String.self, forKey: .inner)
        innerName = text.isEmpty ? nil : try FastJSONDecoder().decode(Nesting.self, from: Data(text.utf8)).name
    }
}
