@testable import FastJSON
import Foundation
import Testing

extension Hardening {
    /// Each rule that FastJSON's unsafe code relies on (the inventory in the article "Unsafe code
    /// and its rules", `UnsafeCode.md`) is checked in debug builds: these break each rule in a child
    /// process and expect the check to stop it. In a release build the checks compile away, so the
    /// tests run in debug builds only, which is how `swift test` builds.
    @Suite struct UnsafeRuleTests {
        #if DEBUG
        // MARK: - GrowableBuffer

        @Test func growableBufferChecksItsSubscript() async {
            #expect(UnsafeRuleTests.bufferOfTwo()[1] == 2)
            await #expect(processExitsWith: .failure) { _ = UnsafeRuleTests.bufferOfTwo()[2] }
            await #expect(processExitsWith: .failure) { _ = UnsafeRuleTests.bufferOfTwo()[-1] }
            await #expect(processExitsWith: .failure) { UnsafeRuleTests.bufferOfTwo()[2] = 0 }
        }

        @Test func growableBufferChecksItsPointers() async {
            let buffer = UnsafeRuleTests.bufferOfTwo()
            #expect(buffer.pointer(at: 1).pointee == 2)
            #expect(buffer.pointer(at: 2, count: 0) == buffer.pointer(at: 0) + 2)
            await #expect(processExitsWith: .failure) { _ = UnsafeRuleTests.bufferOfTwo().pointer(at: 2) }
            await #expect(processExitsWith: .failure) { _ = UnsafeRuleTests.bufferOfTwo().pointer(at: 1, count: 2) }
            await #expect(processExitsWith: .failure) { _ = UnsafeRuleTests.bufferOfTwo().pointer(at: 3, count: 0) }
        }

        @Test func growableBufferChecksRemoveLast() async {
            await #expect(processExitsWith: .failure) {
                var buffer = GrowableBuffer<Int>()
                buffer.removeLast()
            }
        }

        /// Memory handed back forgets its contents, which is only safe for trivial elements.
        /// A chunk whose count claims more bytes than its regions hold: `append(bytesOf:)` makes
        /// room for the count and copies what the regions have.
        struct ChunkShorterThanItsCount: DataProtocol {
            var regions: [[UInt8]] { [[1, 2]] }
            var startIndex: Int { 0 }
            var endIndex: Int { 4 }
            subscript(position: Int) -> UInt8 { UInt8(position) }
        }

        @Test func growableBufferChecksItsCopiedBytes() async {
            var buffer = GrowableBuffer<UInt8>()
            buffer.append(bytesOf: Data([7, 8, 9])[1...])
            #expect(buffer.count == 2 && buffer[0] == 8 && buffer[1] == 9)
            await #expect(processExitsWith: .failure) {
                var buffer = GrowableBuffer<UInt8>()
                buffer.append(bytesOf: ChunkShorterThanItsCount())
            }
        }

        @Test func growableBufferReusesOnlyTrivialElements() async {
            await #expect(processExitsWith: .failure) {
                _ = GrowableBuffer<String>(reusing: .allocate(capacity: 16), capacity: 16)
            }
        }

        // MARK: - Tape

        @Test func tapeChecksItsIndexes() async throws {
            let tape = try UnsafeRuleTests.tape(of: "[1]")
            #expect(tape[tape.nullIndex].kind == .null)
            await #expect(processExitsWith: .failure) {
                let tape = try UnsafeRuleTests.tape(of: "[1]")
                _ = tape[tape.nullIndex + 1]
            }
        }

        /// A tape that gave its buffers back may not be read: the next document writes them.
        @Test func tapeChecksItStillOwnsItsBuffers() async {
            await #expect(processExitsWith: .failure) {
                let tape = try UnsafeRuleTests.borrowingTape(of: "[1]")
                _ = tape.giveBackBuffers()
                _ = tape[0]
            }
            await #expect(processExitsWith: .failure) {
                let tape = try UnsafeRuleTests.borrowingTape(of: #"["a"]"#)
                let string = tape[1]
                _ = tape.giveBackBuffers()
                _ = tape.text(of: string)
            }
            await #expect(processExitsWith: .failure) {
                let tape = try UnsafeRuleTests.borrowingTape(of: "[1]")
                _ = tape.giveBackBuffers()
                _ = tape.document
            }
        }

        @Test func tapeChecksTextBounds() async throws {
            let tape = try UnsafeRuleTests.tape(of: #"["abc"]"#)
            #expect(Array(tape.text(of: tape[1])) == Array("abc".utf8))
            await #expect(processExitsWith: .failure) {
                let tape = try UnsafeRuleTests.tape(of: #"["abc"]"#)
                var string = tape[1]
                string.count += 3
                _ = tape.text(of: string)
            }
        }

        /// A tape's texts become `String`s without a second UTF-8 check: each must have passed the
        /// tokenizer's.
        @Test func tapeChecksItsTextsAreUTF8() async throws {
            let tape = try UnsafeRuleTests.tape(of: #"["abc"]"#)
            #expect(tape.string(of: tape[1]) == "abc")
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let json = #"["abc"]"#
                let input = UnsafeMutableRawBufferPointer.allocate(byteCount: json.utf8.count, alignment: 1)
                input.copyBytes(from: json.utf8)
                let tape = try TapeBuilder.buildTape(borrowing: UnsafeRawBufferPointer(input))
                input[2] = 0xFF  // after the tokenizer checked it
                _ = tape.string(of: tape[1])
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("not UTF-8"))
        }

        // MARK: - Stream elements

        /// A stream's element tapes borrow the splitter's copy of their chunk, which the next chunk
        /// replaces: the decoder must have taken every element of the last one first. Fed while
        /// one waits (a second iterator of one stream), the decoder drops the new chunk, hands out
        /// the waiting elements, then ends the stream with an error; the splitter asserts it.
        @Test func streamChecksItsElementsWereTakenBeforeMoreInput() async throws {
            let decoder = StreamingElementDecoder<Int>(options: FastJSONDecoder().currentOptions, layout: .concatenatedValues, policy: nil)
            decoder.feed(Array("1 2 ".utf8))
            #expect(try decoder.step() == 1)
            decoder.feed(Array("3 ".utf8))
            #expect(try decoder.step() == 2)
            #expect(throws: DecodingError.self) { try decoder.step() }
            // Thrown once: the stream has ended, and a read of the other iterator that fails
            // after it adds no second error.
            #expect(try decoder.step() == nil)
            #expect(!decoder.needsInput)
            decoder.fail(with: CancellationError())
            #expect(try decoder.step() == nil)

            let message = Result { () throws -> Int? in
                let decoder = StreamingElementDecoder<Int>(options: FastJSONDecoder().currentOptions, layout: .concatenatedValues, policy: nil)
                decoder.feed(Array("1 2 ".utf8))
                _ = try decoder.step()
                decoder.feed(Array("3 ".utf8))
                _ = try decoder.step()
                return try decoder.step()
            }
            guard case .failure(DecodingError.dataCorrupted(let context)) = message else {
                Issue.record("expected dataCorrupted, got \(message)")
                return
            }
            #expect(context.codingPath.isEmpty)
            #expect(context.debugDescription.contains("iterate a stream once"))

            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let splitter = ElementSplitter(layout: .concatenatedValues, maximumDepth: 8)
                let tokenizer = JSONTokenizer(consumer: splitter, allowsMultipleValues: true)
                try splitter.parse(Array("1 ".utf8), with: tokenizer)
                try splitter.parse(Array("2 ".utf8), with: tokenizer)
            }
            let splitterMessage = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(splitterMessage.contains("elements were not taken"))
        }

        /// A stream's text is kept as an offset only into the chunk its builder borrows.
        @Test func streamBuilderChecksItsTextIsInTheBorrowedChunk() async throws {
            let splitter = ElementSplitter(layout: .concatenatedValues, maximumDepth: 8)
            let tokenizer = JSONTokenizer(consumer: splitter, allowsMultipleValues: true)
            try splitter.parse(Array(#"["abc"] "#.utf8), with: tokenizer)
            #expect(splitter.takeFinished().count == 1)
            await #expect(processExitsWith: .failure) {
                let splitter = ElementSplitter(layout: .concatenatedValues, maximumDepth: 8)
                let tokenizer = JSONTokenizer(consumer: splitter, allowsMultipleValues: true)
                try Array(#"["abc"] "#.utf8).withUnsafeBytes { try tokenizer.feed($0) }
            }
        }

        /// An element's tape borrows its chunk while the element decodes: the stream is not fed
        /// then. `step()` refuses a read from inside an element in every build (see
        /// `StreamingTests`); feeding the decoder past it is caught in debug builds.
        @Test func streamChecksNoElementDecodesWhenFed() async throws {
            let decoder = StreamingElementDecoder<ChunkFeedingElement>(
                options: ChunkFeedingElement.options(feeding: false), layout: .concatenatedValues, policy: nil)
            decoder.feed(Array("1 2 ".utf8))
            #expect(try decoder.step()?.value == 1)
            await #expect(processExitsWith: .failure) {
                let decoder = StreamingElementDecoder<ChunkFeedingElement>(
                    options: ChunkFeedingElement.options(feeding: true), layout: .concatenatedValues, policy: nil)
                ChunkFeedingElement.feed = { decoder.feed(Array("2 ".utf8)) }
                decoder.feed(Array("1 ".utf8))
                _ = try decoder.step()
            }
        }

        /// Feeds the stream it belongs to while it decodes, when its decoder's `userInfo` says so.
        struct ChunkFeedingElement: Decodable {
            static let feedsKey = CodingUserInfoKey(rawValue: "feeds")!
            nonisolated(unsafe) static var feed: () -> Void = {}
            let value: Int

            static func options(feeding: Bool) -> Snapshot<DecodingOptions> {
                let decoder = FastJSONDecoder()
                decoder.userInfo[feedsKey] = feeding
                return decoder.currentOptions
            }

            init(from decoder: any Decoder) throws {
                value = try decoder.singleValueContainer().decode(Int.self)
                if decoder.userInfo[Self.feedsKey] as? Bool == true { Self.feed() }
            }
        }

        // MARK: - Decode state

        /// The hints are released after a large decode: a lookup that still read them would
        /// read the process-wide empty buffer.
        @Test func keyLookupHintsCheckTheirCount() async {
            var hints = KeyLookupHints()
            hints.reset(forEntryCount: 4)
            #expect(hints.hint(forObjectAt: 3).pointee == 0)
            await #expect(processExitsWith: .failure) {
                var hints = KeyLookupHints()
                hints.reset(forEntryCount: RetainedMemory.lookupHints / MemoryLayout<UInt32>.stride + 1)
                hints.releaseIfLarge()
                _ = hints.hint(forObjectAt: 0)
            }
        }

        @Test func keyStringCacheChecksItsKeyType() async {
            #expect(UnsafeRuleTests.cachedKeyBytes(of: ByteKey.b) == Array("b".utf8))
            await #expect(processExitsWith: .failure) { _ = UnsafeRuleTests.cachedKeyBytes(of: OtherByteKey.b) }
        }

        /// Entries are valid by their decode's generation: none is valid before the first decode.
        @Test func keyStringCacheChecksItsDecodeStarted() async {
            await #expect(processExitsWith: .failure) {
                let cache = KeyStringValueCache(for: ByteKey.self)
                KeyStringValueCache.withUTF8(in: UnretainedReference(cache), of: ByteKey.a) { _ in }
            }
        }

        /// A key type whose values are not one byte each cannot be cached.
        @Test func keyStringCacheRefusesWideKeyTypes() async {
            await #expect(processExitsWith: .failure) { _ = KeyStringValueCache(for: JSONKey.self) }
        }

        /// A decoder reads its settings unowned: only while its caller holds them, or once it retains them.
        @Test func decoderChecksItsSettingsAreHeld() async throws {
            let kept = try UnsafeRuleTests.decoder(retainingSettings: true)
            #expect(kept.options.keyMatching == .jsonKeys)
            await #expect(processExitsWith: .failure) {
                let decoder = try UnsafeRuleTests.decoder(retainingSettings: false)
                _ = decoder.options.keyMatching
            }
        }

        /// A decoder whose decode ended holds no settings, even when someone else still does.
        @Test func idleDecoderChecksItReadsNoSettings() async {
            await #expect(processExitsWith: .failure) {
                let options = Snapshot(DecodingOptions())
                let decoder = try UnsafeRuleTests.decoder(options: options, retainingSettings: false)
                decoder.end()
                _ = decoder.options.keyMatching
                withExtendedLifetime(options) {}
            }
        }

        @Test func setOnceIsSetOnce() async {
            var once = SetOnce<ConvertedKeyNames>()
            once.set(ConvertedKeyNames())
            #expect(once.object != nil)
            await #expect(processExitsWith: .failure) {
                var once = SetOnce<ConvertedKeyNames>()
                once.set(ConvertedKeyNames())
                once.set(ConvertedKeyNames())
            }
        }

        @Test func unretainedConvertedKeyNamesCheckTheyLive() async {
            await #expect(processExitsWith: .failure) {
                let names = UnretainedConvertedKeyNames(ConvertedKeyNames())
                _ = names.namesMayRepeat(inObjectAt: 0)
            }
        }

        /// Containers, their decoders and encoders, and converted key names hold each other
        /// unretained; the owner must outlive every use.
        @Test func unretainedReferencesCheckTheirObjectLives() async {
            let names = ConvertedKeyNames()
            #expect(UnretainedReference(names).withObject { $0 === names })
            await #expect(processExitsWith: .failure) {
                let reference = UnretainedReference(ConvertedKeyNames())
                _ = reference.withObject { ObjectIdentifier($0) }
            }
            await #expect(processExitsWith: .failure) { _ = UnretainedReference(ConvertedKeyNames()).retained() }
        }

        #if Macros
        /// A fast object is only lent to its initializer; hand-written code that keeps a nested one
        /// (the protocol is public for generated code, which keeps them in locals) and reads it
        /// after the decode is stopped in debug builds: by the unretained reference's check if the
        /// decoder went, else by the tape's.
        @Test func fastObjectKeptPastItsDecodeIsCaught() async throws {
            let json = Data(#"{"inner":{"a":1}}"#.utf8)
            #expect(try FastJSONDecoder().decode(NestedObjectKeeper.self, from: json).innerHasA)
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = try FastJSONDecoder().decode(NestedObjectKeeper.self, from: Data(#"{"inner":{"a":1}}"#.utf8))
                guard let kept = NestedObjectKeeper.kept.object.take() else { return }
                _ = kept.contains(NestedObjectKeeper.Key.a, "a")
            }
            // The decoder lives on for the thread's next decode, without the tape the object indexes.
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("a tape read after it gave its buffers back"))
        }

        /// The same for a fast object writer kept past its encode: the encoder goes with the encode.
        @Test func fastObjectWriterKeptPastItsEncodeIsCaught() async throws {
            #expect(try FastJSONEncoder().encode(NestedObjectKeeper(innerHasA: true)) == Data(#"{"inner":{"a":true}}"#.utf8))
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = try FastJSONEncoder().encode(NestedObjectKeeper(innerHasA: true))
                guard let kept = NestedObjectKeeper.kept.writer.take() else { return }
                try kept.encode(1, NestedObjectKeeper.Key.a, "a")
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("an unretained reference used after its object went"))
        }

        /// Keeps the nested object its fast initializer opens, against the rule.
        struct NestedObjectKeeper: _JSONFastDecodable, _JSONFastEncodable {
            final class Kept: @unchecked Sendable {
                var object: _JSONFastObject?
                var writer: _JSONFastObjectWriter?
            }
            enum Key: CodingKey { case inner, a }
            static let kept = Kept()
            let innerHasA: Bool

            init(_jsonFastObject object: borrowing _JSONFastObject) throws {
                let inner = try object.nestedObject(Key.inner, "inner")
                innerHasA = inner.contains(Key.a, "a")
                Self.kept.object = consume inner
            }

            init(innerHasA: Bool) {
                self.innerHasA = innerHasA
            }

            init(from decoder: any Decoder) throws {
                innerHasA = try decoder.container(keyedBy: Key.self).nestedContainer(keyedBy: Key.self, forKey: .inner).contains(.a)
            }

            func encode(_jsonFastObject object: borrowing _JSONFastObjectWriter) throws {
                let inner = object.nestedObject(Key.inner)
                try inner.encode(innerHasA, Key.a, "a")
                Self.kept.writer = consume inner
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                var inner = container.nestedContainer(keyedBy: Key.self, forKey: .inner)
                try inner.encode(innerHasA, forKey: .a)
            }
        }
        #endif

        /// The key tables have one level per nesting level the builder was made for.
        @Test func repeatedKeyTablesCheckTheirDepth() async {
            let detector = RepeatedKeyDetector(maximumDepth: 2)
            detector.beginObject(atDepth: 2)
            let mayRepeat = detector.insert(UnsafeRawBufferPointer(start: nil, count: 0), atDepth: 2, memberCount: 1)
            #expect(!mayRepeat)
            await #expect(processExitsWith: .failure) { RepeatedKeyDetector(maximumDepth: 2).beginObject(atDepth: 3) }
            await #expect(processExitsWith: .failure) {
                _ = RepeatedKeyDetector(maximumDepth: 2).insert(UnsafeRawBufferPointer(start: nil, count: 0), atDepth: 3, memberCount: 1)
            }
        }

        /// Values are encoded in place from an array's storage, which other arrays may share.
        @Test func inPlaceValuesAreNotChanged() async {
            let values = [1, 2]
            #expect(values.withUnsafeBufferPointer { $0.baseAddress?.withPointeeInPlace { $0 + 1 } } == 2)
            await #expect(processExitsWith: .failure) {
                let values = [1, 2]
                values.withUnsafeBufferPointer { _ = $0.baseAddress?.withPointeeInPlace { $0 += 1 } }
            }
        }

        // MARK: - Writer frames

        /// Reopening a closed frame reads its bytes through its offsets, which must lie in order
        /// inside the buffer.
        @Test func writerChecksAClosedFramesOffsets() async {
            let writer = JSONWriter()
            _ = writer.beginScope()
            writer.out.append("{}")
            let adopted = writer.adoptWrittenContainer(start: 0, end: 2, count: 0, depth: 1, parent: -1)
            writer.reopen(adopted.index)
            #expect(writer.out.count == 1)
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let writer = JSONWriter()
                _ = writer.beginScope()
                writer.out.append("{}")
                // Closed, but its content's end and its end never recorded.
                let frame = writer.registerClosedFrame(isObject: true, depth: 1, parent: -1, start: 0)
                writer.reopen(frame.index)
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("a closed frame's offsets are ordered within the buffer"))
        }

        /// What the writer reads back of its output is read through `WrittenBytes`, whose bounds
        /// are checked in every build.
        @Test func writtenBytesCheckTheirBounds() async {
            let text: StaticString = "{}"
            #expect(WrittenBytes(base: text.utf8Start, count: 2)[1] == UInt8(ascii: "}"))
            await #expect(processExitsWith: .failure) {
                let text: StaticString = "{}"
                _ = WrittenBytes(base: text.utf8Start, count: 1)[1]
            }
            await #expect(processExitsWith: .failure) {
                let text: StaticString = "{}"
                _ = WrittenBytes(base: text.utf8Start, count: 2)[-1]
            }
        }

        // MARK: - Reinterpreted values

        @Test func sameTypeIsChecked() async {
            #expect(sameTypeValue(7, as: Int.self) == 7)
            await #expect(processExitsWith: .failure) {
                _ = sameTypeValue(7, as: Double.self)
            }
        }

        /// The encoder writes a value, or an array's storage, in place as the type of the direct
        /// conformance it looked up for the value's type.
        @Test func directEncodingChecksTheValuesType() async throws {
            #expect(try FastJSONEncoder().encode(7) == Data("7".utf8))
            #expect(try FastJSONEncoder().encode([7, 8]) == Data("[7,8]".utf8))
            await #expect(processExitsWith: .failure) {
                try Int.writeJSON("7", into: EncoderImpl(writer: JSONWriter()), key: .none, depth: 0)
            }
            await #expect(processExitsWith: .failure) {
                try Int.writeArray(["7"], into: EncoderImpl(writer: JSONWriter()), key: .none, depth: 0)
            }
        }

        @Test func decodedArrayTypeIsChecked() async throws {
            let decoder = try UnsafeRuleTests.decoder(of: "[1]", retainingSettings: true)
            #expect(try [Int].decodeArray(from: decoder, arrayAt: 0, parent: .root, key: nil, as: [Int].self) == [1])
            await #expect(processExitsWith: .failure) {
                let decoder = try UnsafeRuleTests.decoder(of: "[1]", retainingSettings: true)
                _ = try [Int].decodeArray(from: decoder, arrayAt: 0, parent: .root, key: nil, as: [Double].self)
            }
        }

        /// A pooled box is handed out only as the container type it was stored from.
        @Test func pooledBoxIsHandedOutAsItsOwnType() async throws {
            #expect(try UnsafeRuleTests.keysOfPooledContainer(as: ByteKey.self).isEmpty)
            await #expect(processExitsWith: .failure) { _ = try UnsafeRuleTests.keysOfPooledContainer(as: OtherByteKey.self) }
        }

        /// The pool changes a container in its box, through the box's memory, only when nobody else
        /// holds the box: a held container would see its object change under it.
        @Test func pooledBoxIsChangedOnlyWhenFree() async throws {
            #expect(try UnsafeRuleTests.objectIndexOfPooledContainer(keptElsewhere: false) == 0)
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = try UnsafeRuleTests.objectIndexOfPooledContainer(keptElsewhere: true)
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("someone else holds its box"))
        }

        // MARK: - yajl's callbacks

        /// yajl hands each callback the tokenizer it was made for, as a raw pointer: a callbacks
        /// table that names another consumer type would read that tokenizer as the wrong type.
        @Test func yajlCallbacksCheckTheirTokenizersType() async {
            let recorder = TokenRecorder()
            try? Array("[1]".utf8).withUnsafeBytes { try JSONTokenizer(consumer: recorder).tokenize(wholeDocument: $0) }
            #expect(recorder.events == ["[", "number:1", "]"])
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                try? Array("[1]".utf8).withUnsafeBytes {
                    try JSONTokenizer(consumer: MislabeledConsumer()).tokenize(wholeDocument: $0)
                }
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("another consumer type"))
        }

        /// A consumer that hands yajl the callbacks of `TokenRecorder`.
        final class MislabeledConsumer: JSONTokenConsumer {
            func beginObject() {}
            func endObject() {}
            func beginArray() {}
            func endArray() {}
            func key(_ token: JSONTextToken) {}
            func string(_ token: JSONTextToken) {}
            func number(_ token: JSONTextToken) {}
            func bool(_ value: Bool) {}
            func null() {}
            static var yajlCallbacks: YajlCallbacks { TokenRecorder.yajlCallbacks }
        }

        // MARK: - Helpers

        enum ByteKey: CodingKey { case a, b }
        enum OtherByteKey: CodingKey { case a, b }

        static func bufferOfTwo() -> GrowableBuffer<Int> {
            var buffer = GrowableBuffer<Int>(capacity: 4)
            buffer.append(1)
            buffer.append(2)
            return buffer
        }

        /// The tape of `json`, owning a copy of its input, made while the input it borrows lives.
        static func tape(of json: String) throws -> Tape {
            try Array(json.utf8).withUnsafeBytes { input in
                let tape = try TapeBuilder.buildTape(borrowing: input)
                tape.keepInput()
                return tape
            }
        }

        /// The tape of `json`, borrowing a copy of it that the process never frees, so that the
        /// tape can give its buffers back.
        static func borrowingTape(of json: String) throws -> Tape {
            let input = UnsafeMutableRawBufferPointer.allocate(byteCount: json.utf8.count, alignment: 1)
            input.copyBytes(from: json.utf8)
            return try TapeBuilder.buildTape(borrowing: UnsafeRawBufferPointer(input))
        }

        static func decoder(
            of json: String = "{}", options: Snapshot<DecodingOptions>? = nil, retainingSettings: Bool
        ) throws -> DecoderImpl {
            let tape = try tape(of: json)
            let shared = SharedDecodeState()
            shared.start(decoding: tape, keyMatching: .jsonKeys)
            return DecoderImpl(
                tape: tape, options: options ?? Snapshot(DecodingOptions()), shared: shared, retainsSettings: retainingSettings)
        }

        static func cachedKeyBytes<Key: CodingKey>(of key: Key) -> [UInt8] {
            let cache = KeyStringValueCache(for: ByteKey.self)
            cache.start(decode: 0)
            return KeyStringValueCache.withUTF8(in: UnretainedReference(cache), of: key) { $0.map { Array($0.bytes) } ?? [] }
        }

        /// The keys of a pooled box of `ByteKey` containers over `{}`, asked for as a container of `Key`.
        static func keysOfPooledContainer<Key: CodingKey>(as _: Key.Type) throws -> [Key] {
            let decoder = try decoder(retainingSettings: true)
            var pool = ContainerBoxPool<KeyedContainerState>(isOpen: true)
            let state = KeyedContainerState(impl: decoder, objectIndex: 0, decodingPath: .root)
            let container = KeyedDecodingContainer(JSONKeyedDecodingContainer<ByteKey>(state: state))
            guard case .none(let last) = pool.lookUp(ByteKey.self),
                  let index = pool.add(container, after: last, wrapping: JSONKeyedDecodingContainer<ByteKey>.self, state: \.state)
            else { throw CancellationError() }
            return withExtendedLifetime((decoder, container)) { pool.container(at: index, as: KeyedDecodingContainer<Key>.self).allKeys }
        }

        /// The object index in the state of a pooled box of `ByteKey` containers, read through the
        /// pool, with the container that made the box kept or let go first.
        static func objectIndexOfPooledContainer(keptElsewhere: Bool) throws -> Int {
            let decoder = try decoder(retainingSettings: true)
            var pool = ContainerBoxPool<KeyedContainerState>(isOpen: true)
            let state = KeyedContainerState(impl: decoder, objectIndex: 0, decodingPath: .root)
            var container: KeyedDecodingContainer<ByteKey>? = KeyedDecodingContainer(JSONKeyedDecodingContainer<ByteKey>(state: state))
            guard case .none(let last) = pool.lookUp(ByteKey.self),
                  let index = container.flatMap({ pool.add($0, after: last, wrapping: JSONKeyedDecodingContainer<ByteKey>.self, state: \.state) })
            else { throw CancellationError() }
            if !keptElsewhere { container = nil }
            return withExtendedLifetime((decoder, container)) { pool.state(at: index).pointee.objectIndex }
        }
        #endif
    }
}
