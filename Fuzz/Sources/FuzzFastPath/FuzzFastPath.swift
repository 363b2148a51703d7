import FastJSON
import Foundation
import FuzzSupport

/// Raw bytes into the models `@JSONCodable` generated (`ExpandedModels.swift`), which FastJSON
/// decodes and encodes through their fast path. On strictly valid UTF-8 JSON, a decode must give
/// what `init(from:)` gives through Foundation's decoder and through FastJSON's: the value, or the
/// error case and coding path. A decoded value must encode to the bytes `encode(to:)` writes
/// through FastJSON, and with sorted keys to Foundation's.
@main enum FuzzFastPath {
    static let fast = FastJSONDecoder()
    static let foundation = JSONDecoder()
    static let encoders: [(FastJSONEncoder, JSONEncoder)] = [
        [], [.sortedKeys], [.sortedKeys, .prettyPrinted], [.withoutEscapingSlashes],
    ].map { (formatting: FastJSONEncoder.OutputFormatting) in
        let fast = FastJSONEncoder()
        fast.outputFormatting = formatting
        let foundation = JSONEncoder()
        foundation.outputFormatting = JSONEncoder.OutputFormatting(rawValue: formatting.rawValue)
        return (fast, foundation)
    }

    static func main() {
        FuzzDriver.run { FuzzFastPath.testOneInput($0, $1) }
    }

    static func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let bytes = FuzzDriver.buffer(data, count)
        // UTF-16 and UTF-32 inputs reach the fast path as any other; the decoding targets cover
        // their conversion.
        guard let mark = InputEncodingProbe.utf8MarkLength(bytes) else { return 0 }
        let (isValid, hasZeroWithExponent) = StrictJSON.check(UnsafeRawBufferPointer(rebasing: bytes[mark...]))
        check(FuzzOrder.self, bytes, isValid: isValid, foundationMayRefuseAZero: hasZeroWithExponent)
        check([FuzzOrder].self, bytes, isValid: isValid, foundationMayRefuseAZero: hasZeroWithExponent)
        check(FuzzLine.self, bytes, isValid: isValid, foundationMayRefuseAZero: hasZeroWithExponent)
        return 0
    }

    static func check<T: Codable & Equatable>(
        _ type: T.Type, _ bytes: UnsafeRawBufferPointer, isValid: Bool, foundationMayRefuseAZero: Bool
    ) {
        let outcome = DecodeOutcome.capture { try fast.decode(type, from: bytes) }
        if outcome.isNotADecodingError {
            FuzzDriver.fail("decoding \(type) threw \(outcome)", input: bytes)
        }
        guard isValid else {
            if outcome.value != nil { FuzzDriver.fail("decoded \(type) from invalid JSON", input: bytes) }
            return
        }
        let throughInitFrom = DecodeOutcome.capture { try fast.decode(ThroughInitFrom<T>.self, from: bytes).value }
        if outcome != throughInitFrom {
            FuzzDriver.fail("decoding \(type): the fast path gave \(outcome), init(from:) \(throughInitFrom)", input: bytes)
        }
        let expected = DecodeOutcome.capture { try foundation.decode(type, from: Data(bytes)) }
        let refusedAZero = foundationMayRefuseAZero && expected.isPathlessDataCorrupted
        if outcome != expected && !refusedAZero && !outcome.isFailureInAnotherMemberOrder(than: expected, pathlessFailureMayBeAMember: true) {
            FuzzDriver.fail("decoding \(type): FastJSON gave \(outcome), Foundation \(expected)", input: bytes)
        }
        if let value = outcome.value { checkEncoding(value, bytes) }
    }

    static func checkEncoding<T: Codable & Equatable>(_ value: T, _ input: UnsafeRawBufferPointer) {
        for (fastEncoder, foundationEncoder) in encoders {
            let written = Result { try fastEncoder.encode(value) }
            let reference = Result { try fastEncoder.encode(ThroughEncodeTo(value: value)) }
            guard case .success(let bytes) = written, case .success(let referenceBytes) = reference, bytes == referenceBytes else {
                FuzzDriver.fail("encoding \(T.self): the fast path gave \(written), encode(to:) \(reference)", input: input)
            }
            guard fastEncoder.outputFormatting.contains(.sortedKeys) else { continue }
            let foundationBytes = try? foundationEncoder.encode(value)
            if foundationBytes != bytes {
                FuzzDriver.fail(
                    "encoding \(T.self): FastJSON wrote \(String(decoding: bytes, as: UTF8.self)), Foundation "
                        + (foundationBytes.map { String(decoding: $0, as: UTF8.self) } ?? "threw"),
                    input: input)
            }
        }
    }
}

/// Decodes `Value` through its `init(from:)` with FastJSON's decoder, which the fast path would
/// otherwise replace.
struct ThroughInitFrom<Value: Decodable>: Decodable {
    var value: Value

    init(from decoder: any Decoder) throws {
        value = try Value(from: decoder)
    }
}

/// Encodes `Value` through its `encode(to:)` with FastJSON's encoder, which the fast path would
/// otherwise replace.
struct ThroughEncodeTo<Value: Encodable>: Encodable {
    var value: Value

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}
