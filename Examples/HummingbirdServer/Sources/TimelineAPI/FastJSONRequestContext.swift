import FastJSON
import Hummingbird

/// A request context whose coders are FastJSON's (see `FastJSON+Hummingbird.swift`). The same
/// server on Foundation's coders uses Hummingbird's `BasicRequestContext`.
public struct FastJSONRequestContext: RequestContext {
    public typealias Decoder = FastJSONDecoder
    public typealias Encoder = FastJSONEncoder

    /// Hummingbird's per-request storage.
    public var coreContext: CoreRequestContextStorage

    /// Creates the context of one request.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }
}
