// FastJSON as Vapor 4's JSON content coders.
//
// Copy this file into your app (it needs the FastJSON package with its `NIO` trait, and Vapor 4),
// then, in `configure(_:)`:
//
//     ContentConfiguration.global.useFastJSON()
//
// `req.content.decode(_:)`, every `Content` a route returns and Vapor's own error bodies then go
// through FastJSON, for `application/json` and `application/vnd.api+json`, with Vapor's default
// settings (ISO 8601 dates). What Vapor does with Foundation's coders stays the same: the
// `Content-Type` it sets, `userInfo` passed per call (merged over the coder's own, on a copy, so a
// shared coder is never changed), a body over the route's limit answered with a 413 before any
// decoding, and a `DecodingError` answered with a 400 whose reason includes the error's message,
// which for FastJSON says where and why (line, column and an excerpt for invalid JSON, the keys
// present for a missing key). The body is decoded where it is, in the request's `ByteBuffer`, and
// never becomes `Data`; the response is written straight into the response's `ByteBuffer`.

import FastJSON
import Vapor

extension FastJSONDecoder: @retroactive ContentDecoder {
    /// Decodes the readable bytes of a request or response body, in place.
    ///
    /// - Parameters:
    ///   - decodable: The type to decode.
    ///   - body: The body.
    ///   - headers: The message's headers (not read: the content type chose this decoder).
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`, which Vapor answers with a 400.
    public func decode<D: Decodable>(_ decodable: D.Type, from body: ByteBuffer, headers: HTTPHeaders) throws -> D {
        try decode(decodable, from: body, headers: headers, userInfo: [:])
    }

    /// Decodes the readable bytes of a body in place, with `userInfo` merged over the decoder's own.
    ///
    /// - Parameters:
    ///   - decodable: The type to decode.
    ///   - body: The body.
    ///   - headers: The message's headers (not read).
    ///   - userInfo: Values for `Decoder.userInfo`, taking precedence over the decoder's.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`, which Vapor answers with a 400.
    public func decode<D: Decodable>(
        _ decodable: D.Type, from body: ByteBuffer, headers: HTTPHeaders, userInfo: [CodingUserInfoKey: any Sendable]
    ) throws -> D {
        let decoder = userInfo.isEmpty ? self : copy(mergingUserInfo: userInfo)
        return try decoder.decode(decodable, from: body)
    }

    /// A new decoder with this one's settings and `userInfo` merged over its own: a decoder may be
    /// shared by concurrent requests, so it is never changed.
    private func copy(mergingUserInfo extra: [CodingUserInfoKey: any Sendable]) -> FastJSONDecoder {
        let copy = FastJSONDecoder()
        copy.dateDecodingStrategy = dateDecodingStrategy
        copy.dataDecodingStrategy = dataDecodingStrategy
        copy.nonConformingFloatDecodingStrategy = nonConformingFloatDecodingStrategy
        copy.keyDecodingStrategy = keyDecodingStrategy
        copy.invalidArrayElementHandler = invalidArrayElementHandler
        copy.leniency = leniency
        copy.allowsJSON5 = allowsJSON5
        // `assumesTopLevelDictionary` lives in `userInfo`, so it comes along.
        copy.userInfo = userInfo.merging(extra) { $1 }
        return copy
    }
}

extension FastJSONEncoder: @retroactive ContentEncoder {
    /// Encodes `encodable` at the writer index of `body` and sets the JSON content type.
    ///
    /// - Parameters:
    ///   - encodable: The value to encode.
    ///   - body: The body to write into.
    ///   - headers: The message's headers; `Content-Type` becomes `application/json; charset=utf-8`.
    /// - Throws: `EncodingError`, as `FastJSONEncoder.encode(_:)`.
    public func encode<E: Encodable>(_ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders) throws {
        try encode(encodable, to: &body, headers: &headers, userInfo: [:])
    }

    /// Encodes `encodable` at the writer index of `body`, with `userInfo` merged over the encoder's
    /// own, and sets the JSON content type.
    ///
    /// - Parameters:
    ///   - encodable: The value to encode.
    ///   - body: The body to write into.
    ///   - headers: The message's headers; `Content-Type` becomes `application/json; charset=utf-8`.
    ///   - userInfo: Values for `Encoder.userInfo`, taking precedence over the encoder's.
    /// - Throws: `EncodingError`, as `FastJSONEncoder.encode(_:)`.
    public func encode<E: Encodable>(
        _ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders, userInfo: [CodingUserInfoKey: any Sendable]
    ) throws {
        headers.contentType = .json
        let encoder = userInfo.isEmpty ? self : copy(mergingUserInfo: userInfo)
        try body.writeJSONEncodable(encodable, encoder: encoder)
    }

    /// A new encoder with this one's settings and `userInfo` merged over its own.
    private func copy(mergingUserInfo extra: [CodingUserInfoKey: any Sendable]) -> FastJSONEncoder {
        let copy = FastJSONEncoder()
        copy.outputFormatting = outputFormatting
        copy.dateEncodingStrategy = dateEncodingStrategy
        copy.dataEncodingStrategy = dataEncodingStrategy
        copy.nonConformingFloatEncodingStrategy = nonConformingFloatEncodingStrategy
        copy.keyEncodingStrategy = keyEncodingStrategy
        copy.userInfo = userInfo.merging(extra) { $1 }
        return copy
    }
}

extension ContentConfiguration {
    /// Uses FastJSON for JSON and JSON:API bodies, with Vapor's default JSON settings (ISO 8601
    /// dates both ways).
    public mutating func useFastJSON() {
        let encoder = FastJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let decoder = FastJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        for mediaType in [HTTPMediaType.json, .jsonAPI] {
            use(encoder: encoder, for: mediaType)
            use(decoder: decoder, for: mediaType)
        }
    }
}
