import Hummingbird
import TimelineModels

// The API's answers, returned from Hummingbird routes through the context's response encoder.
extension TimelineDigest: @retroactive ResponseEncodable {}
extension Catalogue: @retroactive ResponseEncodable {}
