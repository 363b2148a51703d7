/// Thrown through the values still being encoded once the output nests deeper than the limit; the
/// top level turns it into Foundation's error for the whole value.
struct NestingLimitReached: Error {}
