/// Where `EncodedChunks` takes the elements it encodes from, whatever their sequence's type; read
/// on the actor of the loop that asks for the chunks.
protocol EncodableElementSource: AnyObject {
    /// Writes the next element into `stream`, or closes it at the end of the elements.
    func writeNext(into stream: StreamingElementEncoder, isolation actor: isolated (any Actor)?) async
}
