import Foundation

// Each setting converts to Foundation's and back, case by case; a `custom` case carries the same
// closure. Foundation on Linux has no `formatted` case: its `.formatted(_:)` makes a `custom` one.

extension FastJSONEncoder.OutputFormatting {
    /// The formatting with the options of Foundation's `formatting` (the raw values are the same).
    ///
    /// - Parameter formatting: A `JSONEncoder` output formatting.
    public init(_ formatting: JSONEncoder.OutputFormatting) {
        self.init(rawValue: formatting.rawValue)
    }
}

extension JSONEncoder.OutputFormatting {
    /// Foundation's formatting with the options of FastJSON's `formatting`.
    ///
    /// - Parameter formatting: A `FastJSONEncoder` output formatting.
    public init(_ formatting: FastJSONEncoder.OutputFormatting) {
        self.init(rawValue: formatting.rawValue)
    }
}

extension FastJSONEncoder.DateEncodingStrategy {
    /// The strategy that writes dates as Foundation's `strategy` does.
    ///
    /// - Parameter strategy: A `JSONEncoder` date strategy.
    public init(_ strategy: JSONEncoder.DateEncodingStrategy) {
        switch strategy {
        case .deferredToDate: self = .deferredToDate
        case .secondsSince1970: self = .secondsSince1970
        case .millisecondsSince1970: self = .millisecondsSince1970
        case .iso8601: self = .iso8601
        #if canImport(Darwin)
        case .formatted(let formatter): self = .formatted(formatter)
        #endif
        case .custom(let closure): self = .custom(closure)
        }
    }
}

extension JSONEncoder.DateEncodingStrategy {
    /// Foundation's strategy that writes dates as FastJSON's `strategy` does.
    ///
    /// - Parameter strategy: A `FastJSONEncoder` date strategy.
    public init(_ strategy: FastJSONEncoder.DateEncodingStrategy) {
        switch strategy {
        case .deferredToDate: self = .deferredToDate
        case .secondsSince1970: self = .secondsSince1970
        case .millisecondsSince1970: self = .millisecondsSince1970
        case .iso8601: self = .iso8601
        case .formatted(let formatter): self = .formatted(formatter)
        case .custom(let closure): self = .custom(closure)
        }
    }
}

extension FastJSONEncoder.DataEncodingStrategy {
    /// The strategy that writes `Data` as Foundation's `strategy` does.
    ///
    /// - Parameter strategy: A `JSONEncoder` data strategy.
    public init(_ strategy: JSONEncoder.DataEncodingStrategy) {
        switch strategy {
        case .deferredToData: self = .deferredToData
        case .base64: self = .base64
        case .custom(let closure): self = .custom(closure)
        }
    }
}

extension JSONEncoder.DataEncodingStrategy {
    /// Foundation's strategy that writes `Data` as FastJSON's `strategy` does.
    ///
    /// - Parameter strategy: A `FastJSONEncoder` data strategy.
    public init(_ strategy: FastJSONEncoder.DataEncodingStrategy) {
        switch strategy {
        case .deferredToData: self = .deferredToData
        case .base64: self = .base64
        case .custom(let closure): self = .custom(closure)
        }
    }
}

extension FastJSONEncoder.NonConformingFloatEncodingStrategy {
    /// The strategy that writes infinities and NaN as Foundation's `strategy` does.
    ///
    /// - Parameter strategy: A `JSONEncoder` non-conforming float strategy.
    public init(_ strategy: JSONEncoder.NonConformingFloatEncodingStrategy) {
        switch strategy {
        case .throw: self = .throw
        case .convertToString(let positiveInfinity, let negativeInfinity, let nan):
            self = .convertToString(positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan)
        }
    }
}

extension JSONEncoder.NonConformingFloatEncodingStrategy {
    /// Foundation's strategy that writes infinities and NaN as FastJSON's `strategy` does.
    ///
    /// - Parameter strategy: A `FastJSONEncoder` non-conforming float strategy.
    public init(_ strategy: FastJSONEncoder.NonConformingFloatEncodingStrategy) {
        switch strategy {
        case .throw: self = .throw
        case .convertToString(let positiveInfinity, let negativeInfinity, let nan):
            self = .convertToString(positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan)
        }
    }
}

extension FastJSONEncoder.KeyEncodingStrategy {
    /// The strategy that writes keys as Foundation's `strategy` does.
    ///
    /// - Parameter strategy: A `JSONEncoder` key strategy.
    public init(_ strategy: JSONEncoder.KeyEncodingStrategy) {
        switch strategy {
        case .useDefaultKeys: self = .useDefaultKeys
        case .convertToSnakeCase: self = .convertToSnakeCase
        case .custom(let closure): self = .custom(closure)
        }
    }
}

extension JSONEncoder.KeyEncodingStrategy {
    /// Foundation's strategy that writes keys as FastJSON's `strategy` does.
    ///
    /// - Parameter strategy: A `FastJSONEncoder` key strategy.
    public init(_ strategy: FastJSONEncoder.KeyEncodingStrategy) {
        switch strategy {
        case .useDefaultKeys: self = .useDefaultKeys
        case .convertToSnakeCase: self = .convertToSnakeCase
        case .custom(let closure): self = .custom(closure)
        }
    }
}
