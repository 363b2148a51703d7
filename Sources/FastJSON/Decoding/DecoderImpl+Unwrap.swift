import Foundation

/// Turning tape values into Swift values. Each function takes the value's parent path, its own key
/// and (for elements of arrays decoded in one go) its position separately, so that the path is
/// only put together when an error needs it.
extension DecoderImpl {
    @inline(__always)
    /// `parent` extended by `key` and `position`, recorded in the arena: for a decoder pointed at
    /// a nested value.
    func path(_ parent: CodingPath, _ key: consuming (any CodingKey)?, _ position: Int? = nil) -> CodingPath {
        var path = parent
        // A `switch`, not `if let`, which destroys a nil key through `Optional`'s value witness: a
        // call into the standard library for every value without a key (the root's).
        switch consume key {
        case .some(let key): path = shared.paths.appending(key, to: path)
        case .none: break
        }
        if let position { path = shared.paths.appending(index: position, to: path) }
        return path
    }

    /// `parent` extended by `key` and `position`, as keys: for an error, without touching the arena.
    func codingPath(at parent: CodingPath, _ key: (any CodingKey)? = nil, _ position: Int? = nil) -> [any CodingKey] {
        var keys = shared.paths.codingPath(parent)
        if let key { keys.append(key) }
        if let position { keys.append(JSONKey(index: position)) }
        return keys
    }

    @inline(__always)
    func checkNotNull(_ entry: TapeEntry, _ type: Any.Type, _ parent: CodingPath, _ key: @autoclosure () -> (any CodingKey)?, _ position: Int? = nil) throws {
        if entry.kind == .null {
            throw DecodingErrors.valueNotFound(type, at: codingPath(at: parent, key(), position))
        }
    }

    /// Whether `entry` is a null that `Leniency.nullAndMissingAsDefault` turns into its type's
    /// empty value (`""`, 0, `false`, `[]`).
    @inline(__always)
    func nullGivesEmptyValue(_ entry: TapeEntry) -> Bool {
        entry.kind == .null && options.leniency.contains(.nullAndMissingAsDefault)
    }

    /// Decodes any `Decodable` value, taking the fast road for the types JSON holds directly and
    /// Foundation's special cases for `Date`, `Data`, `URL`, `Decimal` and string-keyed dictionaries.
    func unwrap<T: Decodable>(valueAt index: Int, as type: T.Type, parent: CodingPath, key: @autoclosure () -> (any CodingKey)? = nil) throws -> T {
        try unwrapValue(valueAt: index, as: type, parent: parent, key: key(), position: nil)
    }

    /// Decodes the element at `position` of the array whose path is `parent`, as `unwrap` does: the
    /// path records the index as it is, without a `CodingKey` existential to copy and destroy for
    /// each element.
    func unwrap<T: Decodable>(elementAt index: Int, as type: T.Type, parent: CodingPath, position: Int) throws -> T {
        try unwrapValue(valueAt: index, as: type, parent: parent, key: JSONKey(index: position), position: position)
    }

    /// The body of both `unwrap`s, inlined into each so that the one a key calls keeps no trace of
    /// positions. `key` names the value in errors; `position`, when given, is its place in the path.
    @inline(__always)
    private func unwrapValue<T: Decodable>(
        valueAt index: Int, as type: T.Type, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?, position: Int?
    ) throws -> T {
        // The JSON-native types skip their `init(from:)` and the decoder round trip it costs.
        switch kind(of: type) {
        case .native(let native):
            switch native {
            case .string: return try sameTypeValue(unwrapString(valueAt: index, parent: parent, key: key()), as: type)
            case .double: return try sameTypeValue(unwrapFloatingPoint(valueAt: index, as: Double.self, parent: parent, key: key()), as: type)
            case .int: return try sameTypeValue(unwrapInteger(valueAt: index, as: Int.self, parent: parent, key: key()), as: type)
            case .bool: return try sameTypeValue(unwrapBool(valueAt: index, parent: parent, key: key()), as: type)
            case .int64: return try sameTypeValue(unwrapInteger(valueAt: index, as: Int64.self, parent: parent, key: key()), as: type)
            case .float: return try sameTypeValue(unwrapFloatingPoint(valueAt: index, as: Float.self, parent: parent, key: key()), as: type)
            case .uint64: return try sameTypeValue(unwrapInteger(valueAt: index, as: UInt64.self, parent: parent, key: key()), as: type)
            case .int32: return try sameTypeValue(unwrapInteger(valueAt: index, as: Int32.self, parent: parent, key: key()), as: type)
            case .uint: return try sameTypeValue(unwrapInteger(valueAt: index, as: UInt.self, parent: parent, key: key()), as: type)
            case .date: return try sameTypeValue(unwrapDate(valueAt: index, parent: parent, key: key()), as: type)
            case .data: return try sameTypeValue(unwrapData(valueAt: index, parent: parent, key: key()), as: type)
            case .url: return try sameTypeValue(unwrapURL(valueAt: index, parent: parent, key: key()), as: type)
            case .decimal: return try sameTypeValue(unwrapDecimal(valueAt: index, parent: parent, key: key()), as: type)
            case .doubleArray: return try sameTypeValue(unwrapDoubleArray(valueAt: index, parent: parent, key: key()), as: type)
            case .intArray: return try sameTypeValue(unwrapIntArray(valueAt: index, parent: parent, key: key()), as: type)
            case .stringArray: return try sameTypeValue(unwrapStringArray(valueAt: index, parent: parent, key: key()), as: type)
            }
        case .array(let arrayType):
            return try arrayType.decodeArray(from: self, arrayAt: index, parent: parent, key: key(), as: type)
        case .stringKeyedDictionary(let dictionaryType):
            return try cast(dictionaryType.decode(
                from: self, objectAt: index, parent: parent, key: key(), asDictionaryInit: keyMatching == .jsonKeys), to: type)
        #if MacroRuntime
        case .fast(let fastType):
            // Under a key strategy, or for a value that is not an object, `init(from:)` gives
            // Foundation's answer.
            if keyMatching == .jsonKeys, tape[index].kind == .object {
                return try decodeFast(fastType, valueAt: index, path: nestedPath(parent, key(), position), as: type)
            }
        #endif
        case .other:
            break
        }
        // `type` may be a subclass's metatype passed as its superclass (`Employee.self as
        // Person.Type`): Foundation builds the dynamic type, which `T(from:)` would not.
        return try with(valueAt: index, path: nestedPath(parent, key(), position)) {
            try type.init(from: self)
        }
    }

    /// The path of a value decoded by its own initializer: `parent` and the element's index as it
    /// is, or `parent` and its key.
    @inline(__always)
    private func nestedPath(_ parent: CodingPath, _ key: @autoclosure () -> (any CodingKey)?, _ position: Int?) -> CodingPath {
        if let position { return shared.paths.appending(index: position, to: parent) }
        return path(parent, key())
    }

    #if MacroRuntime
    /// A `@JSONCodable` type's value, read by its fast initializer with this decoder pointed at it.
    private func decodeFast<Fast: _JSONFastDecodable, T>(
        _: Fast.Type, valueAt index: Int, path: CodingPath, as type: T.Type
    ) throws -> T {
        try with(valueAt: index, path: path) {
            let value = try Fast(_jsonFastObject: _JSONFastObject(impl: self, objectIndex: index, path: path))
            // A final class passed as its superclass's metatype is the one case where they differ.
            return Fast.self == T.self ? sameTypeValue(value, as: type) : try cast(value, to: type)
        }
    }
    #endif

    @inline(__always)
    func unwrapDoubleArray(valueAt index: Int, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?) throws -> [Double] {
        try unwrapArray(valueAt: index, parent: parent, key: key()) { element, position in
            try unwrapFloatingPoint(valueAt: element, as: Double.self, parent: parent, key: key(), position: position)
        }
    }

    @inline(__always)
    func unwrapIntArray(valueAt index: Int, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?) throws -> [Int] {
        try unwrapArray(valueAt: index, parent: parent, key: key()) { element, position in
            try unwrapInteger(valueAt: element, as: Int.self, parent: parent, key: key(), position: position)
        }
    }

    @inline(__always)
    func unwrapStringArray(valueAt index: Int, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?) throws -> [String] {
        try unwrapArray(valueAt: index, parent: parent, key: key()) { element, position in
            try unwrapString(valueAt: element, parent: parent, key: key(), position: position)
        }
    }

    /// An existential `value` as `T`, which the caller has checked it is.
    private func cast<T>(_ value: Any, to type: T.Type) throws -> T {
        guard let result = value as? T else {
            throw DecodingErrors.typeMismatch(type, at: codingPath, "Internal type mismatch.")
        }
        return result
    }

    func unwrapBool(valueAt index: Int, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?, position: Int? = nil) throws -> Bool {
        let entry = tape[index]
        switch entry.kind {
        case .true: return true
        case .false: return false
        default:
            if let lenient = lenientBool(entry) { return lenient }
            // Foundation checks no null here: null is a type mismatch for Bool.
            throw DecodingErrors.typeMismatch(Bool.self, found: entry.kind, at: codingPath(at: parent, key(), position))
        }
    }

    func unwrapString(valueAt index: Int, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?, position: Int? = nil) throws -> String {
        let entry = tape[index]
        guard entry.kind == .string else {
            if nullGivesEmptyValue(entry) { return "" }
            try checkNotNull(entry, String.self, parent, key(), position)
            throw DecodingErrors.typeMismatch(String.self, found: entry.kind, at: codingPath(at: parent, key(), position))
        }
        return tape.string(of: entry)
    }

    func unwrapInteger<T: FixedWidthInteger>(valueAt index: Int, as type: T.Type, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?, position: Int? = nil) throws -> T {
        let entry = tape[index]
        guard entry.kind == .number else {
            if entry.kind == .json5Number {
                return try json5Integer(entry, as: type, parent: parent, key: key(), position: position)
            }
            if let text = lenientNumberText(entry) {
                return try integer(from: text, as: type, parent: parent, key: key(), position: position)
            }
            if nullGivesEmptyValue(entry) { return 0 }
            try checkNotNull(entry, type, parent, key(), position)
            throw DecodingErrors.typeMismatch(type, found: entry.kind, at: codingPath(at: parent, key(), position))
        }
        return try integer(from: tape.text(of: entry), as: type, parent: parent, key: key(), position: position)
    }

    @inline(__always)
    private func integer<T: FixedWidthInteger>(from text: UnsafeRawBufferPointer, as type: T.Type, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?, position: Int?) throws -> T {
        if let value = IntegerParsing.parse(text, as: type) {
            return value
        }
        if let value = IntegerParsing.parseIntegralNumber(text, as: type) {
            return value
        }
        throw DecodingErrors.numberOutOfRange(text, as: type, at: codingPath(at: parent, key(), position))
    }

    func unwrapFloatingPoint<T: JSONFloatingPoint>(valueAt index: Int, as type: T.Type, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?, position: Int? = nil) throws -> T {
        let entry = tape[index]
        if entry.kind == .number {
            return try floatingPoint(from: tape.text(of: entry), as: type, parent: parent, key: key(), position: position)
        }
        if entry.kind == .json5Number {
            return try json5FloatingPoint(entry, as: type, parent: parent, key: key(), position: position)
        }
        if nullGivesEmptyValue(entry) { return 0 }
        try checkNotNull(entry, type, parent, key(), position)
        if entry.kind == .string, !entry.flags.contains(.inArena),
           case .convertFromString(let positiveInfinity, let negativeInfinity, let nan) = options.nonConformingFloatDecodingStrategy {
            // Like Foundation, only strings without escapes are compared.
            let text = tape.text(of: entry)
            if text.elementsEqual(positiveInfinity.utf8) { return T.infinity }
            if text.elementsEqual(negativeInfinity.utf8) { return -T.infinity }
            if text.elementsEqual(nan.utf8) { return T.nan }
        }
        if let text = lenientNumberText(entry) {
            return try floatingPoint(from: text, as: type, parent: parent, key: key(), position: position)
        }
        throw DecodingErrors.typeMismatch(type, found: entry.kind, at: codingPath(at: parent, key(), position))
    }

    @inline(__always)
    private func floatingPoint<T: JSONFloatingPoint>(from text: UnsafeRawBufferPointer, as type: T.Type, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?, position: Int?) throws -> T {
        let value = T.parse(text)
        // Overflow to infinity and underflow of a non-zero literal to zero are errors.
        guard value.isFinite, value != 0 || IntegerParsing.isTrueZero(text) else {
            throw DecodingErrors.numberOutOfRange(text, as: type, at: codingPath(at: parent, key(), position))
        }
        return value
    }

    /// Under `Leniency.boolsFromNumbersAndStrings`: `0`, `1`, `"true"` and `"false"` as a `Bool`.
    private func lenientBool(_ entry: TapeEntry) -> Bool? {
        if nullGivesEmptyValue(entry) { return false }
        guard options.leniency.contains(.boolsFromNumbersAndStrings), entry.kind == .number || entry.kind == .string else {
            return nil
        }
        let text = tape.text(of: entry)
        let trueText = entry.kind == .number ? "1" : "true"
        let falseText = entry.kind == .number ? "0" : "false"
        if text.elementsEqual(trueText.utf8) { return true }
        if text.elementsEqual(falseText.utf8) { return false }
        return nil
    }

    /// Under `Leniency.numbersFromStrings`: the text of a string that holds a JSON number.
    private func lenientNumberText(_ entry: TapeEntry) -> UnsafeRawBufferPointer? {
        guard entry.kind == .string, options.leniency.contains(.numbersFromStrings) else { return nil }
        let text = tape.text(of: entry)
        return NumberGrammar.isJSONNumber(text) ? text : nil
    }
}
