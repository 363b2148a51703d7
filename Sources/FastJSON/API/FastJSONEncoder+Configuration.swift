import Foundation

extension FastJSONEncoder {
    /// Encodes a value of a type that encodes with the help of a configuration, as Foundation's
    /// `JSONEncoder.encode(_:configuration:)` does.
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - configuration: What `value` needs to encode itself.
    /// - Returns: The JSON text in UTF-8.
    /// - Throws: The errors of `encode(_:)`.
    public func encode<T: EncodableWithConfiguration>(_ value: T, configuration: T.EncodingConfiguration) throws -> Data {
        try write({ writer in
            try EncoderImpl.writeTopLevel(value, with: writer, encodedBy: { try value.encode(to: $0, configuration: configuration) })
        }, { $0.takeData() })
    }

    /// Encodes a value of a type that encodes with the help of a configuration, which
    /// `configuration` provides, as Foundation's `JSONEncoder.encode(_:configuration:)` does.
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - configuration: The type whose `encodingConfiguration` `value` encodes with.
    /// - Returns: The JSON text in UTF-8.
    /// - Throws: The errors of `encode(_:)`.
    public func encode<T, C>(_ value: T, configuration: C.Type) throws -> Data
    where T: EncodableWithConfiguration, C: EncodingConfigurationProviding,
        T.EncodingConfiguration == C.EncodingConfiguration {
        try encode(value, configuration: C.encodingConfiguration)
    }
}
