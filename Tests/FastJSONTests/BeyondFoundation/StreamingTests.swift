import FastJSON
import Foundation
import Testing

/// Decoding the values of a stream one at a time.
@Suite struct StreamingTests {
    struct Event: Codable, Equatable {
        let id: Int
        let tags: [String]
        let payload: String?
    }

    static let events = (0..<25).map { Event(id: $0, tags: ["t\($0)", "é\\u"], payload: $0 % 3 == 0 ? nil : "p\"\($0)\u{1F600}") }

    static func chunks(of bytes: [UInt8], size: Int) -> [[UInt8]] {
        stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
    }

    static func values<T>(_ results: DecodedElements<T>) throws -> [T] {
        try results.map { try $0.get() }
    }

    @Test func arrayElementsInChunksOfAnySize() throws {
        let document = Array(try JSONEncoder().encode(Self.events))
        for size in [1, 2, 3, 7, 64, 1000, document.count] {
            let decoded = try Self.values(FastJSONDecoder().decodeElements(of: Event.self, from: Self.chunks(of: document, size: size)))
            #expect(decoded == Self.events, "chunk size \(size)")
        }
    }

    @Test func jsonLinesAndConcatenatedValues() throws {
        let lines = try Self.events.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }.joined(separator: "\n") + "\n"
        for size in [1, 5, 100] {
            let decoded = try Self.values(FastJSONDecoder().decodeElements(
                of: Event.self, layout: .concatenatedValues, from: Self.chunks(of: Array(lines.utf8), size: size)))
            #expect(decoded == Self.events)
        }
        let scalars = Array("1 2\n3\t[4] \"5\"".utf8)
        let results = Array(FastJSONDecoder().decodeElements(of: Int.self, layout: .concatenatedValues, from: [scalars]))
        #expect(results.count == 5)
        #expect(results.prefix(3).compactMap { try? $0.get() } == [1, 2, 3])
    }

    @Test func aFailedElementDoesNotEndTheStream() throws {
        let results = Array(FastJSONDecoder().decodeElements(of: Int.self, from: [Array(#"[1, "x", 3, 1.5, 5]"#.utf8)]))
        #expect(results.count == 5)
        #expect(results.compactMap { try? $0.get() } == [1, 3, 5])
        guard case .failure(let error as DecodingError) = results[1], case .typeMismatch(_, let context) = error else {
            Issue.record("expected a type mismatch, got \(results[1])")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["Index 1"])
    }

    /// An element whose `init(from:)` reads the stream it belongs to: its tape borrows the chunk
    /// that reading on would replace, so the read fails with a `DecodingError` and the stream goes
    /// on. Chunks of one byte make each element the last of its chunk, where reading on would
    /// feed the next one.
    @Test(arguments: [1, 64])
    func aStreamReadFromInsideItsOwnElementIsRefused(chunkSize: Int) throws {
        let reads = StreamReadingElement.Reads()
        let decoder = FastJSONDecoder()
        decoder.userInfo[StreamReadingElement.readsKey] = reads
        let stream = decoder.decodeElements(
            of: StreamReadingElement.self, layout: .concatenatedValues, from: Self.chunks(of: Array("1 22 333 ".utf8), size: chunkSize))
        reads.stream = stream
        #expect(try Self.values(stream).map(\.value) == [1, 22, 333])
        #expect(reads.results.count == 3)
        for result in reads.results {
            guard case .failure(DecodingError.dataCorrupted(let context))? = result else {
                Issue.record("expected dataCorrupted, got \(String(describing: result))")
                continue
            }
            #expect(context.codingPath.isEmpty)
            #expect(context.debugDescription.contains("from inside the decoding of one of its own elements"))
        }
    }

    @Test func invalidJSONEndsTheStream() throws {
        let results = Array(FastJSONDecoder().decodeElements(of: Int.self, from: [Array("[1, 2, }".utf8), Array("3]".utf8)]))
        #expect(results.count == 3)
        #expect(try results[0].get() == 1)
        #expect(try results[1].get() == 2)
        guard case .failure(let error as DecodingError) = results[2], case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(results[2])")
            return
        }
        #expect(context.debugDescription.contains("line 1, column"))
        let truncated = Array(FastJSONDecoder().decodeElements(of: Int.self, from: [Array("[1, 2".utf8)]))
        #expect(truncated.count == 3)
    }

    @Test func aTopLevelValueThatIsNotAnArrayIsATypeMismatch() throws {
        let results = Array(FastJSONDecoder().decodeElements(of: Int.self, from: [Array(#"{"a": 1}"#.utf8)]))
        guard case .failure(let error as DecodingError) = results.first, case .typeMismatch = error else {
            Issue.record("expected typeMismatch, got \(results)")
            return
        }
        #expect(Array(FastJSONDecoder().decodeElements(of: Int.self, from: [Array("[]".utf8)])).isEmpty)
    }

    /// Whole-document decoding skips a leading UTF-8 byte-order mark (as Foundation does); so does a
    /// stream, wherever its chunks cut the mark. Anywhere else the mark's bytes are invalid JSON.
    @Test(arguments: [FastJSONDecoder.StreamLayout.array, .concatenatedValues])
    func leadingByteOrderMarkIsSkipped(layout: FastJSONDecoder.StreamLayout) throws {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let text = Array((layout == .array ? "[1, 22, 3]" : "1 22\n3").utf8)
        for size in [1, 2, 3, 4, 100] {
            let decoded = try Self.values(FastJSONDecoder().decodeElements(
                of: Int.self, layout: layout, from: Self.chunks(of: mark + text, size: size)))
            #expect(decoded == [1, 22, 3], "chunk size \(size)")
        }
        #expect(try JSONDecoder().decode([Int].self, from: Data(mark + Array("[1, 22, 3]".utf8))) == [1, 22, 3])
        let misplaced: [[UInt8]] = [[0xEF, 0xBB], [0xEF, 0xBB] + text, [0xEF] + text, text + mark, mark + mark + text]
        for input in misplaced {
            for size in [1, 2, 100] {
                let results = Array(FastJSONDecoder().decodeElements(
                    of: Int.self, layout: layout, from: Self.chunks(of: input, size: size)))
                guard case .failure(let error as DecodingError)? = results.last, case .dataCorrupted = error else {
                    Issue.record("\(input) in chunks of \(size): expected dataCorrupted last, got \(results)")
                    continue
                }
            }
        }
    }

    /// A chunk in two regions, as a `DataProtocol` such as `DispatchData` may be: on Linux,
    /// LeakSanitizer reports the objects `DispatchData.append` makes as leaked, so the test brings
    /// its own.
    struct TwoRegionChunk: DataProtocol {
        let first: [UInt8]
        let second: [UInt8]
        var regions: [[UInt8]] { [first, second] }
        var startIndex: Int { 0 }
        var endIndex: Int { first.count + second.count }
        subscript(position: Int) -> UInt8 { position < first.count ? first[position] : second[position - first.count] }
    }

    /// Chunks are copied from where their type keeps them: slices of one `Data` (whose indices do
    /// not start at 0) and chunks of two regions decode as arrays of bytes do, with a byte-order
    /// mark and strings cut anywhere.
    @Test(arguments: [1, 2, 3, 5, 64])
    func chunksOfEveryDataTypeAreReadInPlace(size: Int) throws {
        let text = Array(#"[{"id":1,"tags":["a\u00e9","é"],"payload":"x y"},{"id":22,"tags":[],"payload":null}]"#.utf8)
        let input = [0xEF, 0xBB, 0xBF] + text
        let expected = try JSONDecoder().decode([Event].self, from: Data(text))
        let whole = Data(input)
        let slices = stride(from: 0, to: whole.count, by: size).map { whole[$0..<min($0 + size, whole.count)] }
        #expect(slices.dropFirst().allSatisfy { $0.startIndex != 0 })
        #expect(try Self.values(FastJSONDecoder().decodeElements(of: Event.self, from: slices)) == expected)
        let split = Self.chunks(of: input, size: size).map { TwoRegionChunk(first: Array($0.prefix($0.count / 2)), second: Array($0.dropFirst($0.count / 2))) }
        #expect(try Self.values(FastJSONDecoder().decodeElements(of: Event.self, from: split)) == expected)
        #expect(try Self.values(FastJSONDecoder().decodeElements(of: Event.self, from: Self.chunks(of: input, size: size))) == expected)
    }

    @Test func fromAFileHandleAndAFileDescriptor() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fastjson-stream-\(UUID()).json")
        try JSONEncoder().encode(Self.events).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        #expect(try Self.values(FastJSONDecoder().decodeElements(of: Event.self, from: handle, chunkSize: 10)) == Self.events)
        let second = try FileHandle(forReadingFrom: url)
        defer { try? second.close() }
        #expect(try Self.values(FastJSONDecoder().decodeElements(
            of: Event.self, fromFileDescriptor: second.fileDescriptor, chunkSize: 7)) == Self.events)
    }

    @Test func fromAsyncBytesAndAsyncChunks() async throws {
        let document = Array(try JSONEncoder().encode(Self.events))
        let bytes = AsyncStream<UInt8> { continuation in
            for byte in document { continuation.yield(byte) }
            continuation.finish()
        }
        var decoded: [Event] = []
        for try await event in FastJSONDecoder().decodeElements(of: Event.self, from: bytes, chunkSize: 13) {
            decoded.append(event)
        }
        #expect(decoded == Self.events)

        let chunks = AsyncStream<[UInt8]> { continuation in
            for chunk in Self.chunks(of: document, size: 9) { continuation.yield(chunk) }
            continuation.finish()
        }
        var fromChunks: [Event] = []
        for try await event in FastJSONDecoder().decodeElements(of: Event.self, fromChunks: chunks) {
            fromChunks.append(event)
        }
        #expect(fromChunks == Self.events)
    }

    /// Streams a generated input of a few hundred megabytes through 64 KiB chunks: the peak
    /// resident memory must stay far below the input's size. Measured in a child process of its
    /// own (an exit test, whose failed expectations reach this test), so that no suite running
    /// beside it moves the peak; /proc makes it Linux-only.
    @Test(.enabled(if: ProcessPeakMemory.isAvailable, "the peak is read from /proc (Linux)"),
          .disabled(if: ProcessPeakMemory.isInflatedByAddressSanitizer, "AddressSanitizer keeps freed memory resident"))
    func memoryStaysBoundedByTheLargestElement() async {
        await #expect(processExitsWith: .success) { try StreamingTests.decodeLargeRecordStream() }
    }

    static func decodeLargeRecordStream() throws {
        struct Record: Decodable {
            let id: Int
            let blob: String
        }
        let blob = String(repeating: "abcdefghij", count: 6_400)  // 64 KB per element
        let elementCount = 4_000  // about 256 MB in all
        var produced = 0
        let generated = AnyIterator<[UInt8]> {
            guard produced <= elementCount else { return nil }
            defer { produced += 1 }
            if produced == elementCount { return Array("]".utf8) }
            return Array("\(produced == 0 ? "[" : ","){\"id\":\(produced),\"blob\":\"\(blob)\"}".utf8)
        }
        let peakBefore = try ProcessPeakMemory.reset()
        var count = 0
        for result in FastJSONDecoder().decodeElements(of: Record.self, from: AnySequence { generated }) {
            let record = try result.get()
            #expect(record.id == count)
            count += 1
        }
        let growth = try ProcessPeakMemory.current() - peakBefore
        #expect(count == elementCount)
        // 256 MB went through; a whole-document decode would hold all of it at least twice.
        #expect(growth < 48 * 1_048_576, "peak resident memory grew by \(growth / 1_048_576) MiB")
    }

    /// Whitespace, commas and colons between tokens are not kept: a stream that sends them without
    /// end (hostile, or a log padded with blank lines) costs no memory and never reaches the 2 GiB
    /// limit on a token. In a child process, as above.
    @Test(.enabled(if: ProcessPeakMemory.isAvailable, "the peak is read from /proc (Linux)"),
          .disabled(if: ProcessPeakMemory.isInflatedByAddressSanitizer, "AddressSanitizer keeps freed memory resident"))
    func memoryStaysBoundedBetweenTokens() async {
        await #expect(processExitsWith: .success) { try StreamingTests.decodePaddedStream(layout: .array) }
        await #expect(processExitsWith: .success) { try StreamingTests.decodePaddedStream(layout: .concatenatedValues) }
    }

    static func decodePaddedStream(layout: FastJSONDecoder.StreamLayout) throws {
        let padding = [UInt8](repeating: UInt8(ascii: " "), count: 1 << 20) + Array("\n\r\t".utf8)
        let paddingChunks = 96  // about 96 MiB
        let (first, last) = layout == .array ? ("[1,", "2]") : ("1", "2")
        var produced = 0
        let generated = AnyIterator<[UInt8]> {
            defer { produced += 1 }
            switch produced {
            case 0: return Array(first.utf8)
            case 1...paddingChunks: return padding
            case paddingChunks + 1: return Array(last.utf8)
            default: return nil
            }
        }
        let peakBefore = try ProcessPeakMemory.reset()
        let decoded = try values(FastJSONDecoder().decodeElements(of: Int.self, layout: layout, from: AnySequence { generated }))
        let growth = try ProcessPeakMemory.current() - peakBefore
        #expect(decoded == [1, 2])
        #expect(growth < 48 * 1_048_576, "peak resident memory grew by \(growth / 1_048_576) MiB")
    }
}

/// The process's peak resident memory, from /proc (Linux).
enum ProcessPeakMemory {
    /// Whether the tests run under AddressSanitizer (`scripts/sanitize address`), whose quarantine
    /// keeps freed memory resident: the peak then grows with every byte ever allocated.
    static let isInflatedByAddressSanitizer = dlsym(nil, "__asan_init") != nil

    /// Whether this system has the /proc files the measurement reads.
    static let isAvailable = FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs")

    /// Restarts the peak at the current resident size, and returns that size.
    static func reset() throws -> Int {
        try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        return try field("VmHWM:")
    }

    static func current() throws -> Int {
        try field("VmHWM:")
    }

    private static func field(_ name: String) throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        // "VmHWM:\t  123456 kB"
        let line = status.split(separator: "\n").first { $0.hasPrefix(name) } ?? ""
        let kilobytes = try #require(Int(line.dropFirst(name.count).split(whereSeparator: \.isWhitespace).first ?? ""), "\(name) in /proc/self/status")
        return kilobytes * 1024
    }
}

/// An element that reads the next element of its own stream while it decodes, as a faulty
/// `init(from:)` might, and keeps what the read gave.
private struct StreamReadingElement: Decodable {
    final class Reads: @unchecked Sendable {
        var stream: DecodedElements<StreamReadingElement>?
        var results: [Result<StreamReadingElement, any Error>?] = []
    }

    static let readsKey = CodingUserInfoKey(rawValue: "stream reads")!
    let value: Int

    init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Int.self)
        guard let reads = decoder.userInfo[Self.readsKey] as? Reads else { return }
        reads.results.append(reads.stream?.next())
    }
}
