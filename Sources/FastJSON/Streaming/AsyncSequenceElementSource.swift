/// The elements of an `AsyncSequence`, for `EncodedChunks`.
final class AsyncSequenceElementSource<Elements: AsyncIteratorProtocol>: EncodableElementSource
where Elements.Element: Encodable {
    private var iterator: Elements

    init(_ iterator: Elements) {
        self.iterator = iterator
    }

    func writeNext(into stream: StreamingElementEncoder, isolation actor: isolated (any Actor)?) async {
        await stream.writeNext(from: &iterator, isolation: actor)
    }
}
