import Foundation

extension Date: JSONDirectEncodable {
    /// The date as the date strategy says, as Foundation's encoder special-cases it.
    func writeJSON(into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws {
        let writer = encoder.writer
        switch writer.options.dateEncodingStrategy {
        case .deferredToDate:
            try encoder.writeFloat(timeIntervalSinceReferenceDate, path: encoder.codingPath(appending: key))
        case .secondsSince1970:
            // Foundation throws for non-finite dates whatever the float strategy.
            try encoder.checkFiniteDate(timeIntervalSince1970, key: key)
        case .millisecondsSince1970:
            try encoder.checkFiniteDate(1000.0 * timeIntervalSince1970, key: key)
        case .iso8601:
            if !writer.out.appendISO8601Quoted(self) {
                writer.out.appendQuoted(formatted(.iso8601), escapingSlashes: writer.escapingSlashes)
            }
        case .formatted(let formatter):
            writer.out.appendQuoted(formatter.string(from: self), escapingSlashes: writer.escapingSlashes)
        case .custom(let closure):
            try encoder.withChildEncoder(key: key, depth: depth) { try closure(self, $0) }
        }
    }
}

extension Data: JSONDirectEncodable {
    /// The data as the data strategy says, as Foundation's encoder special-cases it.
    func writeJSON(into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws {
        let writer = encoder.writer
        switch writer.options.dataEncodingStrategy {
        case .deferredToData:
            try encoder.writeThroughEncodable(self, key: key, depth: depth)
        case .base64:
            writer.out.appendBase64Quoted(self, escapingSlashes: writer.escapingSlashes)
        case .custom(let closure):
            try encoder.withChildEncoder(key: key, depth: depth) { try closure(self, $0) }
        }
    }
}

extension URL: JSONDirectEncodable {
    /// A URL is written as its absolute string, as Foundation does.
    func writeJSON(into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws {
        encoder.writer.out.appendQuoted(absoluteString, escapingSlashes: encoder.writer.escapingSlashes)
    }
}

extension Decimal: JSONDirectEncodable {
    /// A decimal is written as a number with the digits of its description, as Foundation does.
    func writeJSON(into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws {
        var text = description
        text.withUTF8 { encoder.writer.out.append(UnsafeRawBufferPointer($0)) }
    }
}

extension EncoderImpl {
    fileprivate func checkFiniteDate(_ value: Double, key: CodingPathStep) throws {
        guard value.isFinite else {
            throw EncodingErrors.nonConformingFloat(value, path: codingPath(appending: key))
        }
        writer.out.appendFinite(value)
    }
}
