extension FastJSONDecoder {
    /// Conversions for data that real APIs send but JSON's types do not allow. All are off by
    /// default (Foundation makes none of them); turn on only what a service needs.
    public struct Leniency: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: Int

        /// The options with these bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Decode `Bool` also from the numbers `0` and `1` and the strings `"true"` and `"false"`:
        /// for services (often backed by MySQL's `TINYINT(1)` or by form encodings) that send
        /// flags that way.
        public static let boolsFromNumbersAndStrings = Leniency(rawValue: 1 << 0)

        /// Decode integers and floating-point numbers also from strings holding a JSON number
        /// (`"42"`, `"-1.5e3"`): for services that quote numbers, often 64-bit ids, to protect
        /// them from JavaScript's doubles.
        public static let numbersFromStrings = Leniency(rawValue: 1 << 1)

        /// Decode a missing key or a `null` as the type's empty value for strings (`""`), numbers
        /// (`0`), `Bool` (`false`) and arrays (`[]`): for services that omit or null out empty
        /// fields that a model declares as non-optional.
        public static let nullAndMissingAsDefault = Leniency(rawValue: 1 << 2)

        /// Accept a comma after the last element of an array or the last member of an object
        /// (`[1,]`, `{"a": 1,}`), as Foundation's `JSONDecoder` does: for services whose clients
        /// send them. A comma that follows no value (`[,]`, `[1,,]`) is still an error. Applies to
        /// whole documents (`decode`, with or without a JSON Pointer); `decodeElements` reads
        /// JSON only, and JSON5 allows them anyway.
        public static let trailingCommas = Leniency(rawValue: 1 << 3)
    }
}
