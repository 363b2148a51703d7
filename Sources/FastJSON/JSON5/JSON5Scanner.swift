import Foundation

/// The JSON5 front end: reads a whole UTF-8 document in JSON5 as Foundation's `JSONDecoder` with
/// `allowsJSON5` does, and hands its tokens to the same `TapeBuilder` the yajl tokenizer feeds, so
/// that everything after the tape (decoding, strategies, errors, skipping) is shared with JSON.
///
/// Strings reach the tape decoded to UTF-8, as yajl's do: without escapes they point into the input,
/// with escapes they are decoded into a scratch buffer that the builder copies. Numbers that JSON can
/// spell are handed over in JSON's spelling (`+.5` as `0.5`); hexadecimal numbers, `Infinity` and
/// `NaN` become `json5Number` entries, which `DecoderImpl+JSON5Numbers.swift` reads.
///
/// Unlike Foundation, which checks strings and numbers only when they are decoded, the whole
/// document is checked here, up front, as FastJSON does for JSON.
struct JSON5Scanner {
    private let input: UnsafeRawBufferPointer
    private let builder: TapeBuilder
    private var index = 0
    private var depth = 0
    /// Decoded strings and respelled numbers, valid until the next token.
    private var scratch: [UInt8] = []

    /// Foundation's limit, as for JSON: 512 levels of arrays and objects, a brace-less top-level
    /// object included.
    static let maximumDepth = TokenizerLimits.maximumDepth

    /// Scans `input` into `builder`; with `assumesTopLevelDictionary` a document that does not start
    /// with `{` (after whitespace and comments) is read as the members of an object.
    static func scan(_ input: UnsafeRawBufferPointer, into builder: TapeBuilder, assumesTopLevelDictionary: Bool) throws {
        var scanner = JSON5Scanner(input: input, builder: builder)
        try scanner.scanDocument(assumesTopLevelDictionary: assumesTopLevelDictionary)
    }

    private init(input: UnsafeRawBufferPointer, builder: TapeBuilder) {
        self.input = input
        self.builder = builder
    }

    private mutating func scanDocument(assumesTopLevelDictionary: Bool) throws {
        if assumesTopLevelDictionary, try skipTrivia() != UInt8(ascii: "{") {
            builder.beginObject()
            depth = 1
            try scanMembers(closedBy: nil)
            depth = 0
            builder.endObject()
        } else {
            try scanValue()
        }
        if try skipTrivia() != nil {
            throw error(.syntax("unexpected text after the top-level value"), at: index)
        }
    }

    // MARK: - Values

    private mutating func scanValue() throws {
        guard let byte = try skipTrivia() else { throw error(.unexpectedEnd, at: index) }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let builder = builder
            try scanString { builder.string($0) }
        case UInt8(ascii: "{"):
            try enterContainer()
            builder.beginObject()
            try scanMembers(closedBy: UInt8(ascii: "}"))
            builder.endObject()
            depth &-= 1
        case UInt8(ascii: "["):
            try enterContainer()
            builder.beginArray()
            try scanElements()
            builder.endArray()
            depth &-= 1
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            builder.bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            builder.bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            builder.null()
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
             UInt8(ascii: "I"), UInt8(ascii: "N"):
            try scanNumber()
        default:
            throw unexpected(byte, expecting: "a value")
        }
    }

    /// Counts the container opened at `index` against the nesting limit, and steps over its bracket.
    private mutating func enterContainer() throws {
        guard depth < Self.maximumDepth else {
            throw error(.nestingTooDeep(limit: Self.maximumDepth), at: index)
        }
        depth &+= 1
        index &+= 1
    }

    private mutating func scanElements() throws {
        if try skipTrivia() == UInt8(ascii: "]") {
            index &+= 1
            return
        }
        while true {
            try scanValue()
            switch try skipTrivia() {
            case UInt8(ascii: "]"):
                index &+= 1
                return
            case UInt8(ascii: ","):
                index &+= 1
                // One trailing comma is allowed.
                if try skipTrivia() == UInt8(ascii: "]") {
                    index &+= 1
                    return
                }
            case let byte?:
                throw unexpected(byte, expecting: "',' or ']' after an array element")
            case nil:
                throw error(.unexpectedEnd, at: index)
            }
        }
    }

    /// The members of an object up to `closing`, or up to the end of the input when `closing` is
    /// `nil` (a top-level object without braces, where a `}` is an error).
    private mutating func scanMembers(closedBy closing: UInt8?) throws {
        if try endsMembers(closedBy: closing) { return }
        while true {
            try scanKey()
            guard let colon = try skipTrivia() else { throw error(.unexpectedEnd, at: index) }
            guard colon == UInt8(ascii: ":") else { throw unexpected(colon, expecting: "':' after an object key") }
            index &+= 1
            try scanValue()
            if try skipTrivia() == UInt8(ascii: ",") {
                index &+= 1
                // One trailing comma is allowed.
                if try endsMembers(closedBy: closing) { return }
                continue
            }
            if try endsMembers(closedBy: closing) { return }
            guard index < input.count else { throw error(.unexpectedEnd, at: index) }
            throw unexpected(input[index], expecting: closing == nil
                ? "',' or the end of the input after an object member" : "',' or '}' after an object member")
        }
    }

    /// Whether the object ends here (after trivia): at its closing brace, stepped over, or at the
    /// end of the input for an object without braces.
    private mutating func endsMembers(closedBy closing: UInt8?) throws -> Bool {
        let next = try skipTrivia()
        guard let closing else { return next == nil }
        guard next == closing else { return false }
        index &+= 1
        return true
    }

    private mutating func expectLiteral(_ literal: StaticString) throws {
        let count = literal.utf8CodeUnitCount
        for offset in 0..<count {
            guard index &+ offset < input.count else { throw error(.unexpectedEnd, at: input.count) }
            guard input[index &+ offset] == literal.utf8Start[offset] else {
                throw error(.syntax("invalid literal, expected true, false or null"), at: index)
            }
        }
        index &+= count
    }

    // MARK: - Keys

    private mutating func scanKey() throws {
        guard index < input.count else { throw error(.unexpectedEnd, at: index) }
        let first = input[index]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let builder = builder
            try scanString { builder.key($0) }
            return
        }
        // An identifier: Foundation keeps its text as written, escapes included.
        let start = index
        var isASCII = true
        while let (scalar, length) = try identifierScalar(at: index) {
            // Foundation checks the first character only when it is not an escape.
            let allowed = index == start && input[start] != UInt8(ascii: "\\")
                ? JSON5Identifier.canStart(scalar) : JSON5Identifier.canContinue(scalar)
            guard allowed else { break }
            if !scalar.isASCII { isASCII = false }
            index &+= length
        }
        guard index > start else {
            guard index < input.count else { throw error(.unexpectedEnd, at: index) }
            throw unexpected(input[index], expecting: "an object key")
        }
        builder.key(JSONTextToken(
            bytes: UnsafeRawBufferPointer(rebasing: input[start..<index]), offsetInChunk: start, isASCII: isASCII))
    }

    /// The scalar at `position` in an identifier and how many bytes spell it: a `\u` or `\x` escape
    /// stands for the scalar it names. `nil` at the end of the input.
    private func identifierScalar(at position: Int) throws -> (Unicode.Scalar, Int)? {
        guard position < input.count else { return nil }
        let lead = input[position]
        if lead < 0x80 {
            guard lead == UInt8(ascii: "\\") else { return (Unicode.Scalar(lead), 1) }
            guard position &+ 1 < input.count else { throw error(.unexpectedEnd, at: input.count) }
            let escape: (digits: Int, length: Int)
            switch input[position &+ 1] {
            case UInt8(ascii: "u"): escape = (4, 6)
            case UInt8(ascii: "x"): escape = (2, 4)
            default: throw error(.syntax("invalid escape in an unquoted key"), at: position &+ 1)
            }
            let value = try hexEscapeValue(at: position &+ 2, digits: escape.digits)
            guard value != 0, let scalar = Unicode.Scalar(value) else {
                throw error(.syntax("invalid escape in an unquoted key"), at: position)
            }
            return (scalar, escape.length)
        }
        guard let (scalar, length) = JSON5Identifier.decodeScalar(in: input, at: position) else {
            throw error(.invalidUTF8, at: position)
        }
        return (scalar, length)
    }

    // MARK: - Strings

    /// A string in double or single quotes, decoded to UTF-8 and handed to `deliver` (its bytes
    /// are valid only during the call); `index` is on the opening quote.
    private mutating func scanString(_ deliver: (JSONTextToken) -> Void) throws {
        let quote = input[index]
        let start = index &+ 1
        var position = start
        while position < input.count {
            let byte = input[position]
            if byte == quote {
                let raw = UnsafeRawBufferPointer(rebasing: input[start..<position])
                let isASCII: Bool
                switch UTF8Validation.validate(raw) {
                case .ascii: isASCII = true
                case .wellFormed: isASCII = false
                case .invalid(let bad): throw error(.invalidUTF8, at: start &+ bad)
                }
                index = position &+ 1
                deliver(JSONTextToken(bytes: raw, offsetInChunk: start, isASCII: isASCII))
                return
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            position &+= 1
        }
        try decodeEscapedString(quote: quote, start: start, firstSpecial: position)
        scratch.withUnsafeBytes { decoded in
            deliver(JSONTextToken(bytes: decoded, offsetInChunk: nil, isASCII: ASCII.isASCII(decoded)))
        }
    }

    /// Decodes a string with escapes (or with a control character, an error) into `scratch`.
    private mutating func decodeEscapedString(quote: UInt8, start: Int, firstSpecial: Int) throws {
        scratch.removeAll(keepingCapacity: true)
        var runStart = start
        var position = firstSpecial
        while true {
            guard position < input.count else { throw error(.unexpectedEnd, at: input.count) }
            let byte = input[position]
            if byte != quote && byte != UInt8(ascii: "\\") && byte >= 0x20 {
                position &+= 1
                continue
            }
            try appendRun(from: runStart, to: position)
            if byte == quote {
                index = position &+ 1
                break
            }
            guard byte == UInt8(ascii: "\\") else {
                throw error(.syntax("control character inside string (it must be escaped)"), at: position)
            }
            position = try appendEscape(at: position)
            runStart = position
        }
    }

    /// Copies raw string text to the scratch buffer, once it is known to be UTF-8.
    private mutating func appendRun(from start: Int, to end: Int) throws {
        guard start < end else { return }
        let run = UnsafeRawBufferPointer(rebasing: input[start..<end])
        if let bad = UTF8Validation.firstInvalidByte(in: run) { throw error(.invalidUTF8, at: start &+ bad) }
        scratch.append(contentsOf: run)
    }

    /// Decodes the escape whose backslash is at `position`; returns where the text goes on.
    private mutating func appendEscape(at position: Int) throws -> Int {
        let next = position &+ 1
        guard next < input.count else { throw error(.unexpectedEnd, at: input.count) }
        let simple: UInt8?
        switch input[next] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = input[next]
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"), 0x0A: simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case 0x0D:
            // An escaped line break stays in the string, as Foundation keeps it; CR LF is one break.
            scratch.append(0x0D)
            if next &+ 1 < input.count && input[next &+ 1] == 0x0A {
                scratch.append(0x0A)
                return next &+ 2
            }
            return next &+ 1
        case UInt8(ascii: "x"):
            let value = try hexEscapeValue(at: next &+ 1, digits: 2)
            guard value != 0 else { throw error(.syntax("escaped NUL (\\x00) in string"), at: position) }
            appendScalar(value)
            return next &+ 3
        case UInt8(ascii: "u"):
            return try appendUnicodeEscape(at: position)
        default:
            throw error(.syntax("invalid escape in string"), at: position)
        }
        if let simple { scratch.append(simple) }
        return next &+ 1
    }

    /// A `\uXXXX` escape, or a surrogate pair of two; Foundation's JSON5 decoder refuses `\u0000`.
    private mutating func appendUnicodeEscape(at position: Int) throws -> Int {
        let unit = try hexEscapeValue(at: position &+ 2, digits: 4)
        switch unit {
        case 0:
            throw error(.syntax("escaped NUL (\\u0000) in string"), at: position)
        case 0xD800...0xDBFF:
            let low = position &+ 6
            guard low &+ 1 < input.count, input[low] == UInt8(ascii: "\\"), input[low &+ 1] == UInt8(ascii: "u"),
                  case let second = try hexEscapeValue(at: low &+ 2, digits: 4), (0xDC00...0xDFFF).contains(second) else {
                throw error(.unpairedSurrogate(escapeText(at: position)), at: position)
            }
            appendScalar(0x10000 &+ ((unit &- 0xD800) << 10) &+ (second &- 0xDC00))
            return position &+ 12
        case 0xDC00...0xDFFF:
            throw error(.unpairedSurrogate(escapeText(at: position)), at: position)
        default:
            appendScalar(unit)
            return position &+ 6
        }
    }

    /// The value of `digits` hexadecimal digits at `position`.
    private func hexEscapeValue(at position: Int, digits: Int) throws -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<digits {
            guard position &+ offset < input.count else { throw error(.unexpectedEnd, at: input.count) }
            guard let digit = ASCII.hexDigitValue(input[position &+ offset]) else {
                throw error(.syntax("invalid hexadecimal digit in escape"), at: position &+ offset)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Appends a scalar below U+110000 that is no surrogate, in UTF-8.
    private mutating func appendScalar(_ value: UInt32) {
        guard let scalar = Unicode.Scalar(value) else { return }
        UTF8.encode(scalar) { scratch.append($0) }
    }

    private func escapeText(at position: Int) -> String {
        String(decoding: input[position..<min(position &+ 6, input.count)], as: UTF8.self)
    }

    // MARK: - Numbers

    /// A number, `Infinity` or `NaN`. Like Foundation, the token runs over every letter, digit,
    /// sign and dot that follows, so `1x` or `Infinityy` is one (invalid) number.
    private mutating func scanNumber() throws {
        let start = index
        var end = index
        while end < input.count, JSON5Number.mayContinueToken(input[end]) { end &+= 1 }
        let text = UnsafeRawBufferPointer(rebasing: input[start..<end])
        switch JSON5Number.classify(text) {
        case .json:
            builder.number(JSONTextToken(bytes: text, offsetInChunk: start, isASCII: true))
        case .respelled:
            scratch.removeAll(keepingCapacity: true)
            JSON5Number.appendJSONSpelling(of: text, to: &scratch)
            scratch.withUnsafeBytes { builder.number(JSONTextToken(bytes: $0, offsetInChunk: nil, isASCII: true)) }
        case .special:
            builder.json5Number(JSONTextToken(bytes: text, offsetInChunk: start, isASCII: true))
        case .invalid(let offset, let reason):
            throw error(.syntax(reason), at: start &+ offset)
        }
        index = end
    }

    // MARK: - Whitespace and comments

    /// Skips whitespace and comments; returns the byte after them, `nil` at the end of the input.
    /// JSON5 whitespace as Foundation reads it: JSON's four, vertical tab and form feed.
    private mutating func skipTrivia() throws -> UInt8? {
        while index < input.count {
            let byte = input[index]
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09, 0x0B, 0x0C:
                index &+= 1
            case UInt8(ascii: "/"):
                guard index &+ 1 < input.count else { return byte }
                switch input[index &+ 1] {
                case UInt8(ascii: "/"): try skipLineComment()
                case UInt8(ascii: "*"): try skipBlockComment()
                default: return byte
                }
            default:
                return byte
            }
        }
        return nil
    }

    private mutating func skipLineComment() throws {
        let start = index &+ 2
        var end = start
        while end < input.count && input[end] != 0x0A && input[end] != 0x0D { end &+= 1 }
        try checkCommentText(from: start, to: end)
        index = end
    }

    private mutating func skipBlockComment() throws {
        let start = index &+ 2
        var position = start
        while position &+ 1 < input.count {
            if input[position] == UInt8(ascii: "*") && input[position &+ 1] == UInt8(ascii: "/") {
                try checkCommentText(from: start, to: position)
                index = position &+ 2
                return
            }
            position &+= 1
        }
        throw error(.syntax("unterminated block comment"), at: index)
    }

    /// A comment's text must be UTF-8 too: the document is.
    private func checkCommentText(from start: Int, to end: Int) throws {
        if let bad = UTF8Validation.firstInvalidByte(in: UnsafeRawBufferPointer(rebasing: input[start..<end])) {
            throw error(.invalidUTF8, at: start &+ bad)
        }
    }

    // MARK: - Errors

    private func error(_ reason: JSONError.Reason, at offset: Int) -> JSONError {
        LineTracker().error(reason, inChunk: input, chunkStart: 0, offset: offset)
    }

    private func unexpected(_ byte: UInt8, expecting expectation: String) -> JSONError {
        if byte >= 0x80, JSON5Identifier.decodeScalar(in: input, at: index) == nil {
            return error(.invalidUTF8, at: index)
        }
        return error(.syntax("unexpected character, expected \(expectation)"), at: index)
    }
}
