import Foundation

// Each strategy converts to Foundation's and back, case by case; a `custom` case carries the same
// closure. Foundation on Linux has no `formatted` case: its `.formatted(_:)` makes a `custom` one.

extension FastJSONDecoder.DateDecodingStrategy {
    /// The strategy that decodes dates as Foundation's `strategy` does.
    ///
    /// - Parameter strategy: A `JSONDecoder` date strategy.
    public init(_ strategy: JSONDecoder.DateDecodingStrategy) {
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

extension JSONDecoder.DateDecodingStrategy {
    /// Foundation's strategy that decodes dates as FastJSON's `strategy` does.
    ///
    /// - Parameter strategy: A `FastJSONDecoder` date strategy.
    public init(_ strategy: FastJSONDecoder.DateDecodingStrategy) {
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

extension FastJSONDecoder.DataDecodingStrategy {
    /// The strategy that decodes `Data` as Foundation's `strategy` does.
    ///
    /// - Parameter strategy: A `JSONDecoder` data strategy.
    public init(_ strategy: JSONDecoder.DataDecodingStrategy) {
        switch strategy {
        case .deferredToData: self = .deferredToData
        case .base64: self = .base64
        case .custom(let closure): self = .custom(closure)
        }
    }
}

extension JSONDecoder.DataDecodingStrategy {
    /// Foundation's strategy that decodes `Data` as FastJSON's `strategy` does.
    ///
    /// - Parameter strategy: A `FastJSONDecoder` data strategy.
    public init(_ strategy: FastJSONDecoder.DataDecodingStrategy) {
        switch strategy {
        case .deferredToData: self = .deferredToData
        case .base64: self = .base64
        case .custom(let closure): self = .custom(closure)
        }
    }
}

extension FastJSONDecoder.NonConformingFloatDecodingStrategy {
    /// The strategy that decodes infinities and NaN as Foundation's `strategy` does.
    ///
    /// - Parameter strategy: A `JSONDecoder` non-conforming float strategy.
    public init(_ strategy: JSONDecoder.NonConformingFloatDecodingStrategy) {
        switch strategy {
        case .throw: self = .throw
        case .convertFromString(let positiveInfinity, let negativeInfinity, let nan):
            self = .convertFromString(positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan)
        }
    }
}

extension JSONDecoder.NonConformingFloatDecodingStrategy {
    /// Foundation's strategy that decodes infinities and NaN as FastJSON's `strategy` does.
    ///
    /// - Parameter strategy: A `FastJSONDecoder` non-conforming float strategy.
    public init(_ strategy: FastJSONDecoder.NonConformingFloatDecodingStrategy) {
        switch strategy {
        case .throw: self = .throw
        case .convertFromString(let positiveInfinity, let negativeInfinity, let nan):
            self = .convertFromString(positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan)
        }
    }
}

extension FastJSONDecoder.KeyDecodingStrategy {
    /// The strategy that matches keys as Foundation's `strategy` does.
    ///
    /// - Parameter strategy: A `JSONDecoder` key strategy.
    public init(_ strategy: JSONDecoder.KeyDecodingStrategy) {
        switch strategy {
        case .useDefaultKeys: self = .useDefaultKeys
        case .convertFromSnakeCase: self = .convertFromSnakeCase
        case .custom(let closure): self = .custom(closure)
        }
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    /// Foundation's strategy that matches keys as FastJSON's `strategy` does.
    ///
    /// - Parameter strategy: A `FastJSONDecoder` key strategy.
    public init(_ strategy: FastJSONDecoder.KeyDecodingStrategy) {
        switch strategy {
        case .useDefaultKeys: self = .useDefaultKeys
        case .convertFromSnakeCase: self = .convertFromSnakeCase
        case .custom(let closure): self = .custom(closure)
        }
    }
}
