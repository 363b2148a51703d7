import FastJSON
import Foundation
import Testing

/// The same decoding options, set on Foundation's `JSONDecoder` and on `FastJSONDecoder`, so that a
/// test states them once and both decoders get them.
struct DecodeOptions: @unchecked Sendable {
    enum Keys {
        case useDefaultKeys
        case convertFromSnakeCase
        case custom(@Sendable ([any CodingKey]) -> any CodingKey)
    }

    enum Dates {
        case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601
        case formatted(DateFormatter)
        case custom(@Sendable (any Decoder) throws -> Date)
    }

    enum Datas {
        case deferredToData, base64
        case custom(@Sendable (any Decoder) throws -> Data)
    }

    var keys: Keys = .useDefaultKeys
    var dates: Dates = .deferredToDate
    var datas: Datas = .base64
    /// `convertFromString`'s three strings, or nil for `.throw`.
    var nonConformingFloats: (positiveInfinity: String, negativeInfinity: String, nan: String)?
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    var assumesTopLevelDictionary = false
    var allowsJSON5 = false

    func apply(to decoder: JSONDecoder) {
        switch keys {
        case .useDefaultKeys: decoder.keyDecodingStrategy = .useDefaultKeys
        case .convertFromSnakeCase: decoder.keyDecodingStrategy = .convertFromSnakeCase
        case .custom(let closure): decoder.keyDecodingStrategy = .custom(closure)
        }
        switch dates {
        case .deferredToDate: decoder.dateDecodingStrategy = .deferredToDate
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        case .iso8601: decoder.dateDecodingStrategy = .iso8601
        case .formatted(let formatter): decoder.dateDecodingStrategy = .formatted(formatter)
        case .custom(let closure): decoder.dateDecodingStrategy = .custom(closure)
        }
        switch datas {
        case .deferredToData: decoder.dataDecodingStrategy = .deferredToData
        case .base64: decoder.dataDecodingStrategy = .base64
        case .custom(let closure): decoder.dataDecodingStrategy = .custom(closure)
        }
        if let floats = nonConformingFloats {
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: floats.positiveInfinity, negativeInfinity: floats.negativeInfinity, nan: floats.nan)
        }
        decoder.userInfo = userInfo
        if assumesTopLevelDictionary { decoder.assumesTopLevelDictionary = true }
        decoder.allowsJSON5 = allowsJSON5
    }

    func apply(to decoder: FastJSONDecoder) {
        switch keys {
        case .useDefaultKeys: decoder.keyDecodingStrategy = .useDefaultKeys
        case .convertFromSnakeCase: decoder.keyDecodingStrategy = .convertFromSnakeCase
        case .custom(let closure): decoder.keyDecodingStrategy = .custom(closure)
        }
        switch dates {
        case .deferredToDate: decoder.dateDecodingStrategy = .deferredToDate
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        case .iso8601: decoder.dateDecodingStrategy = .iso8601
        case .formatted(let formatter): decoder.dateDecodingStrategy = .formatted(formatter)
        case .custom(let closure): decoder.dateDecodingStrategy = .custom(closure)
        }
        switch datas {
        case .deferredToData: decoder.dataDecodingStrategy = .deferredToData
        case .base64: decoder.dataDecodingStrategy = .base64
        case .custom(let closure): decoder.dataDecodingStrategy = .custom(closure)
        }
        if let floats = nonConformingFloats {
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: floats.positiveInfinity, negativeInfinity: floats.negativeInfinity, nan: floats.nan)
        }
        decoder.userInfo = userInfo
        if assumesTopLevelDictionary { decoder.assumesTopLevelDictionary = true }
        decoder.allowsJSON5 = allowsJSON5
    }
}

/// Foundation's `JSONDecoder` as the oracle: FastJSON must give the value it gives, or fail with
/// the error case, coding path and type it fails with.
enum DecodingOracle {
    static func outcomes<T: Decodable & Equatable>(
        _ type: T.Type, _ data: Data, _ options: DecodeOptions = DecodeOptions()
    ) -> (fast: DecodeOutcome<T>, foundation: DecodeOutcome<T>) {
        let foundation = DecodeOutcome<T>.foundation(type, data) { options.apply(to: $0) }
        let fast = DecodeOutcome<T>.fastJSON(type, data) { options.apply(to: $0) }
        return (fast, foundation)
    }

    /// Expects FastJSON's outcome to equal Foundation's; returns both for further checks.
    @discardableResult
    static func check<T: Decodable & Equatable>(
        _ type: T.Type, _ data: Data, _ options: DecodeOptions = DecodeOptions(),
        _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) -> (fast: DecodeOutcome<T>, foundation: DecodeOutcome<T>) {
        let result = outcomes(type, data, options)
        if result.fast != result.foundation, isIntendedStrictness(data, result.fast) {
            return result
        }
        #expect(result.fast == result.foundation,
                "\(T.self) from \(printable(data)) \(comment())", sourceLocation: sourceLocation)
        return result
    }

    @discardableResult
    static func check<T: Decodable & Equatable>(
        _ type: T.Type, _ json: String, _ options: DecodeOptions = DecodeOptions(),
        _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) -> (fast: DecodeOutcome<T>, foundation: DecodeOutcome<T>) {
        check(type, Data(json.utf8), options, comment(), sourceLocation: sourceLocation)
    }


    /// The documented difference (foundation-parity.md): FastJSON rejects invalid JSON up front with
    /// `dataCorrupted` at the empty path, where Foundation accepts trailing commas and checks number
    /// and string syntax only for the values it reads. It applies when FastJSON says exactly that
    /// and the document really is invalid: `JSONSerialization` (which reads every value) rejects
    /// it, or it has a trailing comma.
    static func isIntendedStrictness<T>(_ data: Data, _ fast: DecodeOutcome<T>) -> Bool {
        guard let error = fast.error, error.kind == "dataCorrupted", error.path.isEmpty,
              error.message.hasPrefix("The given data was not valid JSON."),
              !error.message.contains("is not representable as") else { return false }
        if hasTrailingComma(data) { return true }
        return (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) == nil
    }

    /// Whether a `,` is followed (after whitespace) by `]` or `}` outside strings, in UTF-8 input.
    static func hasTrailingComma(_ data: Data) -> Bool {
        var inString = false, escaped = false, afterComma = false
        for byte in data {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true; afterComma = false
            case UInt8(ascii: ","): afterComma = true
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): break
            case UInt8(ascii: "]"), UInt8(ascii: "}"): if afterComma { return true }
            default: afterComma = false
            }
        }
        return false
    }

    /// Whether FastJSON and Foundation agree, without recording an issue.
    static func agree<T: Decodable & Equatable>(_ type: T.Type, _ json: String, _ options: DecodeOptions = DecodeOptions()) -> Bool {
        let result = outcomes(type, Data(json.utf8), options)
        return result.fast == result.foundation
    }

    static func printable(_ data: Data) -> String {
        let text = String(decoding: data.prefix(1000), as: UTF8.self)
        return text.utf8.count == data.count ? "`\(text)`" : "\(data.count) bytes `\(text.prefix(120))…`"
    }
}
