import FastJSON
import Foundation
import FuzzSupport

/// Foundation's own types under their JSON strategies, where FastJSON parses and writes them itself:
/// `.iso8601` dates and base64 `Data`, against Foundation on the same input.
///
/// - The input's bytes, as the text of a JSON string, decoded as an `.iso8601` `Date` and as base64
///   `Data` by both decoders: the same value (bit for bit) or the same error case and coding path.
/// - The input's bytes as `Data`, encoded as base64 with and without escaped slashes: the same bytes.
/// - Every 8 bytes of the input as a `Date` (its interval's bits, and the same bits folded into the
///   years 1...9999 so that most dates are ordinary), encoded `.iso8601`: the same bytes.
@main enum FuzzFoundationTypes {
    static func main() {
        FuzzDriver.run { FuzzFoundationTypes.testOneInput($0, $1) }
    }

    static func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let bytes = FuzzDriver.buffer(data, count)
        compareDecoding(bytes)
        compareBase64Encoding(bytes)
        compareDateEncoding(bytes)
        return 0
    }

    typealias Outcome<Value: Equatable> = DecodeOutcome<Value>

    static func compareDecoding(_ bytes: UnsafeRawBufferPointer) {
        let json = Data(quotedJSONString(bytes))
        let fastDates = FastJSONDecoder()
        fastDates.dateDecodingStrategy = .iso8601
        let foundationDates = JSONDecoder()
        foundationDates.dateDecodingStrategy = .iso8601
        // Bit patterns, so that two dates differing in the last bit are told apart.
        let fastDate = Outcome<[UInt64]>.capture { try fastDates.decode([Date].self, from: json).map { $0.timeIntervalSinceReferenceDate.bitPattern } }
        let foundationDate = Outcome<[UInt64]>.capture { try foundationDates.decode([Date].self, from: json).map { $0.timeIntervalSinceReferenceDate.bitPattern } }
        if fastDate != foundationDate {
            FuzzDriver.fail(".iso8601 date: FastJSON \(fastDate), Foundation \(foundationDate)", input: bytes)
        }
        let fastData = Outcome<[Data]>.capture { try FastJSONDecoder().decode([Data].self, from: json) }
        let foundationData = Outcome<[Data]>.capture { try JSONDecoder().decode([Data].self, from: json) }
        if fastData != foundationData {
            FuzzDriver.fail("base64 Data: FastJSON \(fastData), Foundation \(foundationData)", input: bytes)
        }
    }

    /// `["…"]` around the input's bytes, escaping what JSON requires; invalid UTF-8 stays as it is
    /// (both decoders must then reject the document).
    static func quotedJSONString(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var json: [UInt8] = Array("[\"".utf8)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): json += [UInt8(ascii: "\\"), byte]
            case 0..<0x20: json += Array(String(format: "\\u%04x", byte).utf8)
            default: json.append(byte)
            }
        }
        return json + Array("\"]".utf8)
    }

    static func compareBase64Encoding(_ bytes: UnsafeRawBufferPointer) {
        let payload = [Data(bytes)]
        for escaping in [true, false] {
            let fast = FastJSONEncoder()
            let foundation = JSONEncoder()
            if !escaping {
                fast.outputFormatting = .withoutEscapingSlashes
                foundation.outputFormatting = .withoutEscapingSlashes
            }
            let fastBytes = try? fast.encode(payload)
            let foundationBytes = try? foundation.encode(payload)
            if fastBytes == nil || fastBytes != foundationBytes {
                FuzzDriver.fail("base64 encode (escaping slashes: \(escaping)) differs", input: bytes)
            }
        }
    }

    static func compareDateEncoding(_ bytes: UnsafeRawBufferPointer) {
        var dates: [Date] = []
        var offset = 0
        while offset + 8 <= bytes.count {
            let bits = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let interval = Double(bitPattern: bits)
            dates.append(Date(timeIntervalSinceReferenceDate: interval))
            // Years 1...9999 span about 3.2e11 seconds around the reference date.
            if interval.isFinite {
                dates.append(Date(timeIntervalSinceReferenceDate: interval.truncatingRemainder(dividingBy: 3.2e11) - 6.3e10))
            }
            offset += 8
        }
        let fast = FastJSONEncoder()
        fast.dateEncodingStrategy = .iso8601
        let foundation = JSONEncoder()
        foundation.dateEncodingStrategy = .iso8601
        let fastBytes = try? fast.encode(dates)
        let foundationBytes = try? foundation.encode(dates)
        if fastBytes == nil || fastBytes != foundationBytes {
            let fastText = fastBytes.map { String(decoding: $0, as: UTF8.self) } ?? "nil"
            let foundationText = foundationBytes.map { String(decoding: $0, as: UTF8.self) } ?? "nil"
            FuzzDriver.fail(".iso8601 encode differs: FastJSON \(fastText), Foundation \(foundationText)", input: bytes)
        }
    }
}
