import Foundation

extension FastJSONDecoder {
    /// Decodes the value that a JSON Pointer (RFC 6901) reaches in a document, such as
    /// `"/data/items/0"`, with no wrapper types for what surrounds it. Only that value is decoded,
    /// but the whole document is checked: invalid JSON anywhere throws `.dataCorrupted`.
    ///
    /// ```swift
    /// let user = try decoder.decode(User.self, from: data, at: "/data/user")
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - bytes: The JSON document.
    ///   - pointer: `""` for the whole document, else `/` before each key or array index, with
    ///     `~1` for a `/` and `~0` for a `~` inside a key. Keys are matched as they are in the
    ///     document: no key strategy applies to them.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`: `.keyNotFound` for a key the document does not have,
    ///   `.valueNotFound` for an index past the end of its array, `.dataCorrupted` for a malformed
    ///   pointer or a token that is not an index of the array it reaches, `.typeMismatch` for a
    ///   token that reaches into a string, number or `Bool`. An error inside the value has a
    ///   coding path that starts with the pointer's tokens.
    public func decode<T: Decodable, Bytes: ContiguousBytes>(_ type: T.Type, from bytes: Bytes, at pointer: String) throws -> T {
        let pointer = try JSONPointer(parsing: pointer)
        return try bytes.withUnsafeBytes {
            try decodeRoot(fromBytes: $0) { decoder in
                let target = try decoder.resolve(pointer, decoding: type)
                return try decoder.unwrap(valueAt: target.index, as: type, parent: target.path)
            }
        }
    }
}
