import CYajl
import Foundation

/// A streaming JSON tokenizer over yajl 2.1: feed it the input in chunks of any size (a token may span
/// chunks) and it reports every token to its consumer, checking on the way what yajl does not
/// (strict UTF-8, unpaired surrogate escapes, the nesting limit).
///
/// yajl keeps no more than the token it is in the middle of, so memory stays bounded by the largest
/// token, never by the document.
///
/// Generic over its consumer, so that each consumer's methods are called as its own type's and
/// inlined into yajl's callbacks (`YajlCallbacks`), which are specialized for that type.
final class JSONTokenizer<Consumer: JSONTokenConsumer> {
    let consumer: Consumer
    let maximumDepth: Int
    /// How many bytes of a whole document yajl is given at a time (see `parse(_:sliceLength:)`).
    let sliceLength: Int
    private var handle: yajl_handle?

    /// What every callback reads or writes.
    private struct CallbackState {
        /// The chunk being parsed.
        var chunk = UnsafeRawBufferPointer(start: nil, count: 0)
        /// Whether every byte of `chunk` is ASCII, as `parse` found when it took the chunk: its
        /// strings and keys then need no UTF-8 check of their own. One pass over a chunk costs
        /// less than a check per short text. Only texts inside `chunk` read it.
        var chunkIsASCII = false
        var depth = 0
        /// Fed in chunks: the carry is kept, so the callbacks note where the last token ended.
        var keepsCarry = false
        /// Where the last token reported from the chunk ended in it, or -1 if none was.
        var lastTokenEndInChunk = -1
        /// Whether yajl runs from `yajl_complete_parse`, on a buffer of its own.
        var finishing = false
        /// Where the last complete top-level value ended, in the whole input.
        var lastValueEnd = -1
        /// How much of the chunk yajl is given (it stops before a forbidden byte).
        var parsedLength = 0
        /// Whether the tokenizer, not yajl, refuses text after the one value of a document: a
        /// reusable tokenizer's yajl handle takes many values, so that it can start on the next
        /// document after a successful one.
        var checksTrailingText = false
        /// Whether yajl has parsed anything with the handle.
        var handleIsUsed = false
        /// Where in the chunk the buffer yajl is parsing starts: a whole document is parsed in
        /// slices, and yajl counts from the start of each.
        var sliceStart = 0
        /// Where the last string, key or number ended in the chunk (past a closing quote). Between
        /// it and the end of a slice only brackets, literals, commas and colons can come, so a
        /// quote there opens a string that yajl is left inside.
        var lastTextEnd = 0
        /// A string the tokenizer read itself (`OpenStringScan`): reported in place of the one
        /// yajl reports next, which ends with the made-up bytes that closed it.
        var finishedString: JSONTextToken?
        /// A string cut by the end of a slice and left to yajl: the slice after the cut, and where
        /// yajl would count back to over the whole string (see `yajlError`).
        var cutString: (slice: Int, countedBackTo: Int)?
    }
    /// `@exclusivity(unchecked)`, as the tape builder's and the encoder's state: a dynamic check
    /// would run on every token, and yajl calls back on the thread that fed it, one call at a time.
    @exclusivity(unchecked) private var callbackState = CallbackState()
    /// The strings of a document whose skeleton yajl parses (see `DocumentSkeleton`), reported in
    /// place of the skeleton's empty ones. Apart from `callbackState`, which each whole document
    /// starts afresh, so that a document without a skeleton pays nothing for it.
    @exclusivity(unchecked) private var extractedStrings: ExtractedStrings?

    private var chunk: UnsafeRawBufferPointer {
        get { callbackState.chunk }
        set { callbackState.chunk = newValue }
    }
    /// The offset of the chunk in the whole input.
    private var chunkStart = 0
    /// The input since the last token, less the whitespace, commas and colons right after it: the
    /// start of a token still in progress (a string with escapes that spans chunks needs it to check
    /// its raw text) or of text after the last value. Whatever separates tokens is dropped, so any
    /// amount of it costs no memory.
    private var carry: [UInt8] = []
    private var keepsCarry: Bool {
        get { callbackState.keepsCarry }
        set { callbackState.keepsCarry = newValue }
    }
    private var lineTracker = LineTracker()
    /// The error a callback met, rethrown once yajl returns.
    private var pendingError: (any Error)?
    /// The decoded content of a string the tokenizer finished itself, when it has escapes; freed
    /// after its document when larger than `RetainedMemory.escapedStringText`.
    private var finishedStringText = GrowableBuffer<UInt8>()
    /// The memory the tokenizer keeps between documents, in bytes, besides yajl's (which yajl
    /// does not report; see `RetainedMemory.yajl`).
    var retainedBytes: Int { finishedStringText.capacityBytes }

    /// - Parameters:
    ///   - consumer: receives the tokens.
    ///   - maximumDepth: how deep arrays and objects may nest.
    ///   - allowsMultipleValues: accept a stream of values separated by whitespace (JSON Lines,
    ///     concatenated JSON) instead of exactly one.
    ///   - reusable: whole documents, one after another, each `tokenize(wholeDocument:)` as if on a
    ///     fresh tokenizer as long as the ones before succeeded. yajl 2.1 has no way to reset a
    ///     handle, but one that takes many values is ready for the next after a successful one.
    ///   - sliceLength: how many bytes of a whole document yajl is given at a time; tests make it
    ///     small, so that strings cross the ends of slices everywhere.
    init(consumer: Consumer, maximumDepth: Int = TokenizerLimits.maximumDepth, allowsMultipleValues: Bool = false,
         reusable: Bool = false, sliceLength: Int = TokenizerLimits.sliceLength) {
        self.consumer = consumer
        self.maximumDepth = maximumDepth
        self.sliceLength = max(sliceLength, 1)
        callbackState.checksTrailingText = reusable && !allowsMultipleValues
        handle = makeHandle(allowsMultipleValues: allowsMultipleValues || reusable)
    }

    private func makeHandle(allowsMultipleValues: Bool) -> yajl_handle? {
        let context = Unmanaged.passUnretained(self).toOpaque()
        let handle = yajl_alloc(Consumer.yajlCallbacks.table, nil, context)
        // FastJSON checks UTF-8 itself, more strictly than yajl.
        _ = fastjson_yajl_set_option(handle, yajl_dont_validate_strings, 1)
        if allowsMultipleValues {
            _ = fastjson_yajl_set_option(handle, yajl_allow_multiple_values, 1)
        }
        return handle
    }

    deinit {
        if let handle { yajl_free(handle) }
    }

    /// Tokenizes the next chunk of the input.
    func feed(_ bytes: UnsafeRawBufferPointer) throws {
        keepsCarry = true
        defer { chunk = UnsafeRawBufferPointer(start: nil, count: 0) }
        // The chunks are the caller's: a string that spans them is read by yajl, from the carry.
        try parse(bytes, sliceLength: .max)
        let lastTokenEnd = callbackState.lastTokenEndInChunk
        if lastTokenEnd >= 0 { carry.removeAll(keepingCapacity: true) }
        var keptStart = max(lastTokenEnd, 0)
        if carry.isEmpty {
            while keptStart < bytes.count && Self.separatesTokens(bytes[keptStart]) { keptStart += 1 }
        }
        carry.append(contentsOf: bytes[keptStart...])
        lineTracker.advance(over: bytes)
        chunkStart += bytes.count
        if carry.count > TokenizerLimits.maximumTokenLength {
            throw makeError(.inputTooLarge(limit: TokenizerLimits.maximumTokenLength), atChunkOffset: bytes.count)
        }
    }

    /// Tokenizes a whole document held in one buffer: the fast path, with no carry to keep. A
    /// reusable tokenizer starts afresh; one that threw must not be used again.
    func tokenize(wholeDocument bytes: UnsafeRawBufferPointer) throws {
        // A document long enough for a skeleton that comes here is one the skeleton gave up on,
        // mostly numbers (canada.json): too few strings to pay for reading it whole first.
        let input: Input = bytes.count < DocumentSkeleton.shortestCopied ? .text : .textWithFewStrings
        try tokenize(wholeDocument: bytes, sliceLength: sliceLength, input: input)
    }

    /// Tokenizes a whole document from its skeleton (see `DocumentSkeleton`), whose strings are
    /// all empty: each is reported as the next of `strings`, whose text follows the skeleton in
    /// its buffer. A skeleton has no long string for the slices to find, and no vertical tab or
    /// form feed.
    func tokenize(skeleton: UnsafeRawBufferPointer, strings: ExtractedStrings) throws {
        extractedStrings = strings
        defer { extractedStrings = nil }
        try tokenize(wholeDocument: skeleton, sliceLength: .max, input: .skeleton)
    }

    @inline(__always)
    private func tokenize(wholeDocument bytes: UnsafeRawBufferPointer, sliceLength: Int, input: Input) throws {
        let isBracketed = Self.startsWithBracket(bytes)
        if callbackState.checksTrailingText {
            let handleIsUsed = callbackState.handleIsUsed
            callbackState = CallbackState(checksTrailingText: true, handleIsUsed: handleIsUsed)
            // A used handle's lexer hands the first token of the next document over from its own
            // buffer: harmless for a bracket, but a top-level string or number would be copied and
            // look escaped. Documents that are not an object or array get a new handle.
            if handleIsUsed, !isBracketed { renewHandle() }
            callbackState.handleIsUsed = true
        }
        keepsCarry = false
        defer { chunk = UnsafeRawBufferPointer(start: nil, count: 0) }
        try parse(bytes, sliceLength: sliceLength, input: input)
        if callbackState.checksTrailingText && isBracketed && callbackState.lastValueEnd >= 0 {
            // The document's object or array has closed, and the callbacks refused any text
            // after it up to where yajl stopped: yajl's end of input, another pass of its parser,
            // would only confirm it (a number is the one value only the end completes). The
            // handle is left ready for the next value, as it is after that pass.
            try rejectTextAfterLastValue()
        } else {
            try finish()
        }
        // yajl keeps its buffers until its handle is freed: after a top-level string or number
        // its lexer holds the whole value, and after a document of several slices a slice's worth.
        // A new handle keeps what a thread holds to `RetainedMemory.yajl`.
        if callbackState.checksTrailingText && (!isBracketed || bytes.count > sliceLength) {
            renewHandle()
            callbackState.handleIsUsed = false
        }
    }

    /// Replaces the yajl handle of a reusable tokenizer with a new one.
    private func renewHandle() {
        if let handle { yajl_free(handle) }
        handle = makeHandle(allowsMultipleValues: true)
    }

    /// Tells the tokenizer the input has ended; throws if it ended inside a value.
    func finish() throws {
        guard let handle else { return }
        callbackState.finishing = true
        let status = yajl_complete_parse(handle)
        try check(status, endOfInput: true)
        if callbackState.checksTrailingText && callbackState.lastValueEnd < 0 {
            // A handle that took a value before is content with none: yajl's own "premature EOF".
            throw makeError(.unexpectedEnd, atChunkOffset: chunk.count)
        }
        try rejectTextAfterLastValue()
    }

    /// yajl accepts a string left open after the last value (`{}"`): at the end it only looks for
    /// an open container. Whatever follows the last value must be whitespace.
    private func rejectTextAfterLastValue() throws {
        let end = callbackState.lastValueEnd
        guard end >= 0 else { return }
        if keepsCarry {
            // The bytes since the last value are all in the carry: no token came after it.
            let carryStart = chunkStart - carry.count
            let tail = carry[max(0, end - carryStart)...]
            if let garbage = tail.firstIndex(where: { !ASCII.isJSONWhitespace($0) }) {
                throw makeError(.syntax("trailing garbage"), atChunkOffset: garbage - carry.count)
            }
        } else if end < chunk.count,
                  let garbage = chunk[end...].firstIndex(where: { !ASCII.isJSONWhitespace($0) }) {
            throw makeError(.syntax("trailing garbage"), atChunkOffset: garbage)
        }
    }

    /// What `parse` is given, which decides what it reads before yajl does.
    private enum Input {
        /// The input's own text: checked for forbidden whitespace, and read whole once to learn
        /// whether it is ASCII (see `chunkIsASCII`).
        case text
        /// The same, but with strings too few to pay for the ASCII pass: each is checked alone.
        case textWithFewStrings
        /// A skeleton: no forbidden whitespace, and strings that come checked (`extractedStrings`).
        case skeleton
    }

    private func parse(_ bytes: UnsafeRawBufferPointer, sliceLength: Int, input: Input = .text) throws {
        guard let handle else { return }
        chunk = bytes
        callbackState.lastTokenEndInChunk = -1
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), !bytes.isEmpty else { return }
        let (forbidden, isASCII) = input == .skeleton ? (nil, false) : ForbiddenWhitespace.scan(bytes, checksASCII: input == .text)
        callbackState.chunkIsASCII = isASCII
        // Up to a forbidden byte yajl still reports what comes first: tokens, or an earlier error.
        let end = forbidden ?? bytes.count
        callbackState.parsedLength = end
        if end > sliceLength {
            try parseInSlices(handle, base, end: end, sliceLength: sliceLength)
        } else {
            try check(yajl_parse(handle, base, end), endOfInput: false)
        }
        if let forbidden {
            let name = bytes[forbidden] == 0x0B ? "vertical tab" : "form feed"
            throw makeError(.syntax("invalid character (\(name)) in JSON text"), atChunkOffset: forbidden)
        }
    }

    /// Gives yajl the chunk's first `end` bytes a slice at a time, and reads itself each string
    /// yajl is left inside at the end of one.
    @inline(never)
    private func parseInSlices(_ handle: yajl_handle, _ base: UnsafePointer<UInt8>, end: Int, sliceLength: Int) throws {
        callbackState.lastTextEnd = 0
        var sliceStart = 0
        // Where the search for a quote that yajl is left after resumes: a slice without one has
        // none to find again.
        var searchedUpTo = 0
        var inOnePiece = false
        defer {
            callbackState.sliceStart = 0
            callbackState.cutString = nil
            if retainedBytes > RetainedMemory.escapedStringText { finishedStringText = GrowableBuffer() }
        }
        while sliceStart < end {
            let sliceEnd = inOnePiece ? end : Self.sliceEnd(in: chunk, from: sliceStart, length: sliceLength, end: end)
            callbackState.sliceStart = sliceStart
            try check(yajl_parse(handle, base + sliceStart, sliceEnd &- sliceStart), endOfInput: false)
            guard sliceEnd < end else { break }
            let searched = max(callbackState.lastTextEnd, searchedUpTo)
            searchedUpTo = sliceEnd
            guard searched < sliceEnd,
                  let found = memchr(base + searched, Int32(UInt8(ascii: "\"")), sliceEnd &- searched) else {
                sliceStart = sliceEnd
                continue
            }
            let openingQuote = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            if let next = try finishOpenString(openingQuote: openingQuote, sliceEnd: sliceEnd) {
                sliceStart = next
            } else {
                // An error is coming. yajl reads the rest in one piece, or it would lex the
                // string again from its start with each slice.
                callbackState.cutString = (slice: sliceEnd, countedBackTo: openingQuote &+ 2)
                sliceStart = sliceEnd
                inOnePiece = true
            }
        }
    }

    /// Where a slice from `start` ends: about `length` bytes on, between a token that ends itself
    /// (a closing bracket or quote, a comma, a colon) and punctuation. yajl, stopped at a slice's
    /// end, copies the first token of the next slice into its own buffer, and a number or string
    /// reported from there must be copied again into the tape's arena; punctuation costs nothing.
    /// Without such a place nearby, the slice still never ends inside a number or a literal, whose
    /// end yajl knows only from the byte after it.
    private static func sliceEnd(in bytes: UnsafeRawBufferPointer, from start: Int, length: Int, end: Int) -> Int {
        guard end &- start > length else { return end }
        var sliceEnd = start &+ length
        let searchEnd = min(end, sliceEnd &+ min(length >> 3, maximumCutSearch))
        var cut = sliceEnd
        while cut < searchEnd {
            if isPunctuation(bytes[cut]) && !continuesNumberOrLiteral(bytes[cut &- 1]) { return cut }
            cut &+= 1
        }
        while sliceEnd < end && continuesNumberOrLiteral(bytes[sliceEnd &- 1]) { sliceEnd &+= 1 }
        return sliceEnd
    }

    /// How far past a slice's nominal end `sliceEnd(in:from:length:end:)` looks for punctuation,
    /// at most: an eighth of a slice, so that the short slices of tests still cut everywhere.
    private static var maximumCutSearch: Int { 256 }

    private static func isPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            return true
        default:
            return false
        }
    }

    /// A byte of a number or of `true`, `false` or `null` (or of a misspelling of them).
    private static func continuesNumberOrLiteral(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    /// Reads the string that opens at `openingQuote`, which yajl is inside at `sliceEnd`, and has
    /// yajl close its own part of it with made-up bytes; returns where yajl goes on, or nil when
    /// yajl must read the string itself: it is invalid, unclosed, or where the grammar refuses it.
    private func finishOpenString(openingQuote: Int, sliceEnd: Int) throws -> Int? {
        guard let handle, Self.grammarAcceptsString(in: chunk, at: openingQuote),
              let scan = OpenStringScan.scan(
                chunk, contentStart: openingQuote &+ 1, sliceEnd: sliceEnd, limit: callbackState.parsedLength,
                decodingInto: &finishedStringText) else { return nil }
        let end = scan.closingQuote
        callbackState.finishedString = scan.hasEscapes
            ? JSONTextToken(bytes: UnsafeRawBufferPointer(start: finishedStringText.base, count: finishedStringText.count),
                            offsetInChunk: nil, isASCII: scan.isASCII)
            : JSONTextToken(bytes: UnsafeRawBufferPointer(rebasing: chunk[(openingQuote &+ 1)..<end]),
                            offsetInChunk: openingQuote &+ 1, isASCII: scan.isASCII)
        defer { callbackState.finishedString = nil }
        // The last bytes of `u0000"`: the rest of an escape cut at the slice's end, and the quote.
        let closing: StaticString = "u0000\""
        let closingLength = scan.missingEscapeBytes &+ 1
        // yajl counts into the made-up bytes: it is at the closing quote when it ends them.
        callbackState.sliceStart = end &+ 1 &- closingLength
        try check(yajl_parse(handle, closing.utf8Start + (closing.utf8CodeUnitCount &- closingLength), closingLength),
                  endOfInput: false)
        callbackState.lastTextEnd = end &+ 1
        return end &+ 1
    }

    /// Whether a string may start at `index`, given the token before it (which yajl took): the
    /// start of the document, a bracket that opens, a comma or a colon. yajl then takes the string
    /// whatever it holds, so the made-up bytes that close it never show in an error.
    private static func grammarAcceptsString(in bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
        var before = index &- 1
        while before >= 0 && ASCII.isJSONWhitespace(bytes[before]) { before &-= 1 }
        guard before >= 0 else { return true }
        switch bytes[before] {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":"): return true
        default: return false
        }
    }

    private func check(_ status: yajl_status, endOfInput: Bool) throws {
        switch status {
        case yajl_status_ok:
            return
        case yajl_status_client_canceled:
            let error = pendingError
            pendingError = nil
            if let error { throw error }
            throw makeError(.syntax("parsing was cancelled"), atChunkOffset: 0)
        default:
            throw yajlError(endOfInput: endOfInput)
        }
    }

    private func yajlError(endOfInput: Bool) -> JSONError {
        guard let handle else { return makeError(.unexpectedEnd, atChunkOffset: 0) }
        var message = ""
        if let cMessage = yajl_get_error(handle, 0, nil, 0) {
            message = String(cString: cMessage)
            yajl_free_error(handle, cMessage)
        }
        let (reason, position) = YajlErrorMessage.reason(from: message)
        var offset = min(endOfInput ? chunk.count : callbackState.sliceStart &+ yajl_get_bytes_consumed(handle), chunk.count)
        // On some errors yajl counts back over the token it could not take, by its length, but no
        // further than the start of the slice: for a string cut by a slice's end, the count goes
        // back where it would in the whole document.
        if YajlErrorMessage.countsBackOverToken(message), let cut = callbackState.cutString,
           cut.slice == callbackState.sliceStart, offset == cut.slice {
            offset = cut.countedBackTo
        }
        if case .syntax = reason {
            switch position {
            case .lastByteOfToken:
                offset = max(offset - 1, 0)
            case .offendingByte:
                break
            case .startOfLiteral:
                // The literal may have begun in an earlier chunk, kept in the carry (negative offsets).
                let byte = { (offset: Int) in offset >= 0 ? self.chunk[offset] : self.carry[self.carry.count + offset] }
                let isLetter = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
                while offset > -carry.count && isLetter(byte(offset - 1)) { offset -= 1 }
            }
        }
        return makeError(reason, atChunkOffset: offset)
    }

    func makeError(_ reason: JSONError.Reason, atChunkOffset offset: Int) -> JSONError {
        lineTracker.error(reason, inChunk: chunk, chunkStart: chunkStart, offset: offset, carry: carry)
    }

    /// An error at the first of `bytes`, the chunk about to be fed, for a consumer that refuses
    /// it before any of its tokens.
    func error(_ reason: JSONError.Reason, atStartOf bytes: UnsafeRawBufferPointer) -> JSONError {
        lineTracker.error(reason, inChunk: bytes, chunkStart: chunkStart, offset: 0)
    }

    // MARK: - Callbacks (called by yajl through the thunks in YajlCallbacks.swift)

    /// Passes a token to the consumer; `completesValue` for scalars and closing brackets, so that
    /// the end of each top-level value is known. `endInChunk` is where the token ends, when the
    /// caller knows it: a text read straight from the chunk, which yajl need not be asked about.
    ///
    /// What the end of a top-level value and a failure take is out of line: the callbacks are then
    /// short enough to save fewer registers, which every token pays for.
    @inline(__always)
    func report(completesValue: Bool = false, endInChunk: @autoclosure () -> Int? = nil, _ body: () throws -> Void) -> Int32 {
        if callbackState.keepsCarry && !callbackState.finishing {
            let end = endInChunk()
            assert(end == nil || end == currentOffset, "a text's end in its chunk is not where yajl is")
            callbackState.lastTokenEndInChunk = end ?? currentOffset
        }
        if _slowPath(completesValue && callbackState.depth == 0) {
            guard noteValueEnd() else { return 0 }
        }
        do {
            try body()
            return 1
        } catch {
            return consumerFailed(error)
        }
    }

    /// Notes where the top-level value just completed ends. False when text after the document's
    /// value is refused (the error is pending).
    @inline(never)
    private func noteValueEnd() -> Bool {
        callbackState.lastValueEnd = chunkStart &+ (callbackState.finishing ? chunk.count : currentOffset)
        if callbackState.checksTrailingText && !callbackState.finishing, let garbage = firstTextAfterValue() {
            pendingError = garbage
            return false
        }
        return true
    }

    /// Keeps what the consumer threw, for `check` to rethrow once yajl returns.
    @inline(never)
    private func consumerFailed(_ error: any Error) -> Int32 {
        if let limit = error as? ConsumerLimitReached {
            pendingError = makeError(.inputTooLarge(limit: limit.limit), atChunkOffset: currentOffset)
        } else {
            pendingError = error
        }
        return 0
    }

    // The three handlers are inlined into the callbacks (`YajlCallbacks.swift`), where `isObject`
    // and `kind` are constants: a number then skips the text checks, and each callback saves a
    // call, on every token.
    @inline(__always)
    func handleBeginContainer(isObject: Bool) -> Int32 {
        callbackState.depth &+= 1
        if _slowPath(callbackState.depth > maximumDepth) { return nestingTooDeep() }
        return report { try deliver(isObject ? .beginObject : .beginArray) }
    }

    @inline(never)
    private func nestingTooDeep() -> Int32 {
        pendingError = makeError(.nestingTooDeep(limit: maximumDepth), atChunkOffset: currentOffset - 1)
        return 0
    }

    @inline(__always)
    func handleEndContainer(isObject: Bool) -> Int32 {
        callbackState.depth &-= 1
        return report(completesValue: true) { try deliver(isObject ? .endObject : .endArray) }
    }

    @inline(__always)
    func handleText(_ pointer: UnsafePointer<UInt8>?, _ length: Int, kind: TextKind) -> Int32 {
        // One call to `report`, which is then inlined: with two, the compiler leaves one out of
        // line.
        guard let token = textToken(pointer, length, kind: kind) else { return 0 }
        return report(kind, token)
    }

    /// The token for a text yajl reported, or nil when it is invalid (the error is pending).
    @inline(__always)
    private func textToken(_ pointer: UnsafePointer<UInt8>?, _ length: Int, kind: TextKind) -> JSONTextToken? {
        if kind != .number, extractedStrings != nil {
            guard let token = extractedStrings?.next(in: chunk.baseAddress) else {
                stringsOutOfStep()
                return nil
            }
            return token
        }
        let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
        // One unsigned comparison: a pointer before the chunk (or none) wraps to a large offset.
        let distance = Int(bitPattern: pointer) &- Int(bitPattern: chunk.baseAddress)
        let offsetInChunk: Int? = UInt(bitPattern: distance) < UInt(bitPattern: chunk.count) ? distance : nil
        var token = JSONTextToken(bytes: bytes, offsetInChunk: offsetInChunk, isASCII: true)
        if let offsetInChunk {
            // Noted for numbers too, though no quote can be inside one: the search for an open
            // string then never reads a slice of numbers (canada.json) a second time.
            callbackState.lastTextEnd = offsetInChunk &+ length &+ (kind == .number ? 0 : 1)
            if kind != .number {
                guard !callbackState.chunkIsASCII else {
                    assert(ASCII.isASCII(bytes), "a text outside the ASCII chunk it was read from")
                    return token
                }
                // Straight from the input: no escapes, so the bytes are the raw text.
                switch UTF8Validation.validate(bytes) {
                case .ascii: break
                case .wellFormed: token = JSONTextToken(bytes: bytes, offsetInChunk: offsetInChunk, isASCII: false)
                case .invalid(let bad):
                    invalidUTF8(atChunkOffset: offsetInChunk &+ bad)
                    return nil
                }
            }
            return token
        }
        return tokenFromOwnBuffer(bytes, kind: kind)
    }

    @inline(__always)
    private func report(_ kind: TextKind, _ token: JSONTextToken) -> Int32 {
        // yajl has read a string to its closing quote, and a number to its last digit.
        let end = { token.offsetInChunk.map { $0 &+ token.bytes.count &+ (kind == .number ? 0 : 1) } }
        switch kind {
        case .key: return report(endInChunk: end()) { try deliver(.key(token)) }
        case .string: return report(completesValue: true, endInChunk: end()) { try deliver(.string(token)) }
        case .number: return report(completesValue: true, endInChunk: end()) { try deliver(.number(token)) }
        }
    }

    enum TextKind { case key, string, number }

    /// Hands `token` to the consumer.
    @inline(__always)
    func deliver(_ token: JSONToken) throws {
        try consumer.take(token)
    }

    /// yajl found more strings in a skeleton than its pass took out: never expected, and refused
    /// rather than read wrongly (the document itself is then parsed).
    @inline(never)
    private func stringsOutOfStep() {
        pendingError = makeError(.syntax("the skeleton's strings are out of step"), atChunkOffset: currentOffset)
    }

    @inline(never)
    private func invalidUTF8(atChunkOffset offset: Int) {
        pendingError = makeError(.invalidUTF8, atChunkOffset: offset)
    }

    /// A token yajl reports from its own buffer: it had escapes, it spanned chunks or slices, or it
    /// is the one `finishOpenString` closed. nil when it is invalid (the error is pending).
    @inline(never)
    private func tokenFromOwnBuffer(_ bytes: UnsafeRawBufferPointer, kind: TextKind) -> JSONTextToken? {
        callbackState.lastTextEnd = currentOffset
        if let finished = callbackState.finishedString {
            callbackState.finishedString = nil
            return finished
        }
        guard kind != .number else { return JSONTextToken(bytes: bytes, offsetInChunk: nil, isASCII: true) }
        if let failure = checkRawTextOfCurrentString(decoded: bytes) {
            pendingError = failure
            return nil
        }
        return JSONTextToken(bytes: bytes, offsetInChunk: nil, isASCII: ASCII.isASCII(bytes))
    }

    /// Whatever is not whitespace after the document's value, up to where yajl stops: checked as
    /// soon as the value ends, before yajl (which would take it as the next value) reads it.
    @inline(never)
    private func firstTextAfterValue() -> JSONError? {
        let end = callbackState.parsedLength
        var offset = currentOffset
        while offset < end {
            if !ASCII.isJSONWhitespace(chunk[offset]) {
                return makeError(.syntax("trailing garbage"), atChunkOffset: offset)
            }
            offset &+= 1
        }
        return nil
    }

    /// Where yajl is in the chunk: during a callback, just past the token it reports.
    private var currentOffset: Int {
        guard let handle else { return 0 }
        return callbackState.sliceStart &+ yajl_get_bytes_consumed(handle)
    }

    /// Checks a string yajl reported from its own buffer: it had escapes, or it spanned chunks.
    /// yajl's decoded form hides unpaired surrogate escapes, so the raw text is found (scanning back
    /// from the closing quote, into earlier chunks if need be) and checked.
    private func checkRawTextOfCurrentString(decoded: UnsafeRawBufferPointer) -> JSONError? {
        let end = currentOffset - 1  // the closing quote
        guard end >= 0, end < chunk.count else { return nil }
        let inChunk = UnsafeRawBufferPointer(rebasing: chunk[0..<end])
        if keepsCarry && !containsBackslash(inChunk) && !carry.withUnsafeBytes(containsBackslash) {
            // No escape anywhere since the last token: a string spanning chunks, whose bytes from
            // yajl are its raw text.
            guard let bad = UTF8Validation.firstInvalidByte(in: decoded) else { return nil }
            return makeError(.invalidUTF8, atChunkOffset: end - decoded.count + bad)
        }
        if let quote = RawStringLocator.openingQuote(in: inChunk), !(quote.mayBeEscapedBefore && keepsCarry && !carry.isEmpty) {
            return check(raw: UnsafeRawBufferPointer(rebasing: inChunk[(quote.index + 1)...]), startingAt: quote.index + 1)
        }
        guard keepsCarry else { return nil }
        let joined = carry + inChunk
        return joined.withUnsafeBytes { all -> JSONError? in
            guard let quote = RawStringLocator.openingQuote(in: all) else { return nil }
            let startInChunk = quote.index + 1 - carry.count
            return check(raw: UnsafeRawBufferPointer(rebasing: all[(quote.index + 1)...]), startingAt: startInChunk)
        }
    }

    /// Whether the first byte after any whitespace opens an object or an array.
    private static func startsWithBracket(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let first = bytes.firstIndex(where: { !ASCII.isJSONWhitespace($0) }) else { return false }
        return bytes[first] == UInt8(ascii: "{") || bytes[first] == UInt8(ascii: "[")
    }

    /// Whitespace, commas and colons: bytes between tokens, never part of one left in progress.
    private static func separatesTokens(_ byte: UInt8) -> Bool {
        ASCII.isJSONWhitespace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":")
    }


    private func check(raw: UnsafeRawBufferPointer, startingAt startInChunk: Int) -> JSONError? {
        guard let failure = EscapeValidation.check(rawContent: raw) else { return nil }
        return makeError(failure.reason, atChunkOffset: startInChunk + failure.offset)
    }
}

/// Outside the generic class, so that passing it as a function captures no generic parameter.
private func containsBackslash(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
    return memchr(base, Int32(UInt8(ascii: "\\")), bytes.count) != nil
}
