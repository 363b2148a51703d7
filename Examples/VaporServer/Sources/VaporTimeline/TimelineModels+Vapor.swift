import TimelineModels
import Vapor

// The API's answers, returned from Vapor routes through the JSON content encoder.
extension TimelineDigest: @retroactive Content {}
extension Catalogue: @retroactive Content {}
extension StatusPage: @retroactive Content {}
