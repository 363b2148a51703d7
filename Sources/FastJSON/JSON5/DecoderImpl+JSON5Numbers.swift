import Foundation

/// Decoding the JSON5 numbers JSON cannot spell (`json5Number` entries: hexadecimal, `Infinity`,
/// `NaN`, each with an optional sign) as Foundation's decoder with `allowsJSON5` does. Reached only
/// from the decoders' paths for values that are not JSON numbers, so JSON costs nothing for it.
extension DecoderImpl {
    /// Hexadecimal: exactly, into any integer type that holds the value (`-0x0` is 0, also unsigned).
    /// `Infinity` and `NaN` are out of range.
    func json5Integer<T: FixedWidthInteger>(
        _ entry: TapeEntry, as type: T.Type, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?, position: Int?
    ) throws -> T {
        let text = tape.text(of: entry)
        if case .hexadecimal(let isNegative, let digits) = JSON5Number.special(text),
           let value = JSON5Number.integer(hexDigits: digits, isNegative: isNegative, as: type) {
            return value
        }
        throw DecodingErrors.numberOutOfRange(text, as: type, at: codingPath(at: parent, key(), position))
    }

    /// `Infinity` and `NaN` as such, whatever the non-conforming float strategy; hexadecimal through
    /// `Int64` (negative) or `UInt64`, and only when the type holds that integer exactly.
    func json5FloatingPoint<T: JSONFloatingPoint>(
        _ entry: TapeEntry, as type: T.Type, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?, position: Int?
    ) throws -> T {
        let text = tape.text(of: entry)
        switch JSON5Number.special(text) {
        case .infinity(let isNegative):
            return isNegative ? -T.infinity : T.infinity
        case .nan(let isNegative):
            return isNegative ? -T.nan : T.nan
        case .hexadecimal(let isNegative, let digits):
            let value = isNegative
                ? JSON5Number.integer(hexDigits: digits, isNegative: true, as: Int64.self).flatMap { T(exactly: $0) }
                : JSON5Number.integer(hexDigits: digits, isNegative: false, as: UInt64.self).flatMap { T(exactly: $0) }
            guard let value else {
                throw DecodingErrors.numberOutOfRange(text, as: type, at: codingPath(at: parent, key(), position))
            }
            return value
        }
    }

    /// Hexadecimal through `Int64` or `UInt64`, as for floating point; `Infinity` and `NaN` are
    /// Decimal's NaN, as Foundation gives.
    func json5Decimal(_ entry: TapeEntry, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?) throws -> Decimal {
        let text = tape.text(of: entry)
        switch JSON5Number.special(text) {
        case .infinity, .nan:
            return Decimal.nan
        case .hexadecimal(let isNegative, let digits):
            let value = isNegative
                ? JSON5Number.integer(hexDigits: digits, isNegative: true, as: Int64.self).map { Decimal($0) }
                : JSON5Number.integer(hexDigits: digits, isNegative: false, as: UInt64.self).map { Decimal($0) }
            guard let value else {
                throw DecodingErrors.numberOutOfRange(text, as: Decimal.self, at: codingPath(at: parent, key()))
            }
            return value
        }
    }
}
