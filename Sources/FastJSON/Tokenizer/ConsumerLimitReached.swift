/// Thrown by a token consumer when a token would take it past a size limit of its own (a streamed
/// element's text, whose tape offsets are 32 bits): the tokenizer reports it as
/// `JSONError.Reason.inputTooLarge` at that token, with line, column and excerpt.
struct ConsumerLimitReached: Error {
    let limit: Int
}
