import Foundation

/// Where an asynchronous stream's input comes from, read on the actor of the loop that decodes it.
protocol AsyncChunkSource: AnyObject {
    /// The next chunk, or `nil` at the end.
    func next(isolation actor: isolated (any Actor)?) async throws -> (any DataProtocol)?
}
