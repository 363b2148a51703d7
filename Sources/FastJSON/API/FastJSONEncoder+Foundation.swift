import Foundation

extension FastJSONEncoder {
    /// Creates an encoder with every setting of Foundation's `encoder`: `outputFormatting`, its four
    /// strategies (a `custom` one with the same closure) and `userInfo`. It then writes what
    /// `encoder` writes.
    ///
    /// ```swift
    /// let encoder = FastJSONEncoder(configuredJSONEncoder)
    /// ```
    ///
    /// - Parameter encoder: The Foundation encoder whose settings to take. It is not kept: later
    ///   changes to it do not reach this encoder.
    public convenience init(_ encoder: JSONEncoder) {
        self.init()
        outputFormatting = OutputFormatting(encoder.outputFormatting)
        dateEncodingStrategy = DateEncodingStrategy(encoder.dateEncodingStrategy)
        dataEncodingStrategy = DataEncodingStrategy(encoder.dataEncodingStrategy)
        nonConformingFloatEncodingStrategy = NonConformingFloatEncodingStrategy(encoder.nonConformingFloatEncodingStrategy)
        keyEncodingStrategy = KeyEncodingStrategy(encoder.keyEncodingStrategy)
        userInfo = encoder.userInfo
    }
}

extension JSONEncoder {
    /// Creates a Foundation encoder with every setting of `encoder`: `outputFormatting`, the four
    /// strategies (a `custom` one with the same closure) and `userInfo`.
    ///
    /// - Parameter encoder: The FastJSON encoder whose settings to take, all read at one moment.
    public convenience init(_ encoder: FastJSONEncoder) {
        self.init()
        let options = encoder.currentOptions.value
        outputFormatting = OutputFormatting(options.outputFormatting)
        dateEncodingStrategy = DateEncodingStrategy(options.dateEncodingStrategy)
        dataEncodingStrategy = DataEncodingStrategy(options.dataEncodingStrategy)
        nonConformingFloatEncodingStrategy = NonConformingFloatEncodingStrategy(options.nonConformingFloatEncodingStrategy)
        keyEncodingStrategy = KeyEncodingStrategy(options.keyEncodingStrategy)
        userInfo = options.userInfo
    }
}
