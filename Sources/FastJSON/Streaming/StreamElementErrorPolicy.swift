/// What a stream does with one element that fails to decode or encode, in either direction and
/// both synchronously and asynchronously.
///
/// It concerns one element only. A failure of the stream itself (invalid JSON, an error reading
/// the input or writing the output, an error thrown by the asynchronous sequence of elements)
/// always ends the stream.
///
/// ```swift
/// try encoder.encodeElements(records, layout: .concatenatedValues, to: fileHandle,
///                            onElementError: .skip { index, error in log("record \(index): \(error)") })
/// ```
public enum StreamElementErrorPolicy {
    /// The first element that fails ends the stream with its error. What came before it stays:
    /// the elements already decoded, or, when encoding, the elements already written and the
    /// array's closing bracket, so the output is valid JSON.
    case stop
    /// An element that fails is left out, `report` is called with its index in the stream
    /// (counting from 0, the elements left out included) and its error, and the stream goes on.
    /// When encoding, nothing of the element is written.
    case skip(report: (_ index: Int, _ error: any Error) -> Void)

    /// Applies the policy to the failure of element `index`: rethrows it or reports it.
    func handle(_ error: any Error, ofElementAt index: Int) throws {
        switch self {
        case .stop: throw error
        case .skip(let report): report(index, error)
        }
    }
}
