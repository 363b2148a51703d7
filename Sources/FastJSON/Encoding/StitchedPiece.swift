/// A run of buffer bytes copied by `JSONWriter.appendStitched`, so that offsets recorded in it can
/// be moved to where the run now is.
struct StitchedPiece {
    let source: Range<Int>
    let destination: Int
}
