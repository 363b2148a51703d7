import Foundation

extension FastJSONDecoder {
    /// Decodes a value of a type that decodes with the help of a configuration, as Foundation's
    /// `JSONDecoder.decode(_:from:configuration:)` does: `init(from:configuration:)` of `type` is
    /// given a decoder pointed at the document's root.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The JSON document, in UTF-8, UTF-16 or UTF-32.
    ///   - configuration: What `type` needs to decode itself.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`, as `decode(_:from:)` does.
    public func decode<T: DecodableWithConfiguration>(
        _ type: T.Type, from data: Data, configuration: T.DecodingConfiguration
    ) throws -> T {
        try data.withUnsafeBytes { bytes in
            try decodeRoot(fromBytes: bytes) { decoder in
                try type.init(from: decoder, configuration: configuration)
            }
        }
    }

    /// Decodes a value of a type that decodes with the help of a configuration, which `configuration`
    /// provides, as Foundation's `JSONDecoder.decode(_:from:configuration:)` does.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The JSON document, in UTF-8, UTF-16 or UTF-32.
    ///   - configuration: The type whose `decodingConfiguration` `type` decodes with.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`, as `decode(_:from:)` does.
    public func decode<T, C>(
        _ type: T.Type, from data: Data, configuration: C.Type
    ) throws -> T where T: DecodableWithConfiguration, C: DecodingConfigurationProviding,
        T.DecodingConfiguration == C.DecodingConfiguration {
        try decode(type, from: data, configuration: C.decodingConfiguration)
    }
}
