/// The elements of a `Sequence`, for `EncodedChunks`.
final class SequenceElementSource<Elements: IteratorProtocol>: EncodableElementSource where Elements.Element: Encodable {
    private var iterator: Elements

    init(_ iterator: Elements) {
        self.iterator = iterator
    }

    func writeNext(into stream: StreamingElementEncoder, isolation actor: isolated (any Actor)?) async {
        stream.writeNext(from: &iterator)
    }
}
