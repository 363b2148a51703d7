import Foundation

extension FastJSONDecoder {
    /// Creates a decoder with every setting of Foundation's `decoder`: its four strategies (a
    /// `custom` one with the same closure), `userInfo`, `allowsJSON5` and
    /// `assumesTopLevelDictionary`. It then decodes what `decoder` decodes, as `decoder` does.
    ///
    /// ```swift
    /// let decoder = FastJSONDecoder(configuredJSONDecoder)
    /// ```
    ///
    /// - Parameter decoder: The Foundation decoder whose settings to take. It is not kept: later
    ///   changes to it do not reach this decoder.
    public convenience init(_ decoder: JSONDecoder) {
        self.init()
        dateDecodingStrategy = DateDecodingStrategy(decoder.dateDecodingStrategy)
        dataDecodingStrategy = DataDecodingStrategy(decoder.dataDecodingStrategy)
        nonConformingFloatDecodingStrategy = NonConformingFloatDecodingStrategy(decoder.nonConformingFloatDecodingStrategy)
        keyDecodingStrategy = KeyDecodingStrategy(decoder.keyDecodingStrategy)
        // Foundation keeps assumesTopLevelDictionary in userInfo, under the key FastJSON reads it from.
        userInfo = decoder.userInfo
        allowsJSON5 = decoder.allowsJSON5
    }
}

extension JSONDecoder {
    /// Creates a Foundation decoder with every setting of `decoder` that Foundation has: the four
    /// strategies (a `custom` one with the same closure), `userInfo`, `allowsJSON5` and
    /// `assumesTopLevelDictionary`. FastJSON's own settings, `leniency` and
    /// `invalidArrayElementHandler`, have no counterpart and are not carried.
    ///
    /// - Parameter decoder: The FastJSON decoder whose settings to take, all read at one moment.
    public convenience init(_ decoder: FastJSONDecoder) {
        self.init()
        let options = decoder.currentOptions.value
        dateDecodingStrategy = DateDecodingStrategy(options.dateDecodingStrategy)
        dataDecodingStrategy = DataDecodingStrategy(options.dataDecodingStrategy)
        nonConformingFloatDecodingStrategy = NonConformingFloatDecodingStrategy(options.nonConformingFloatDecodingStrategy)
        keyDecodingStrategy = KeyDecodingStrategy(options.keyDecodingStrategy)
        userInfo = options.userInfo
        allowsJSON5 = options.allowsJSON5
    }
}
