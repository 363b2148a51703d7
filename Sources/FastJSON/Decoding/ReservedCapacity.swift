/// How many elements to reserve for a decoded collection before any of its elements decode.
///
/// The count comes from the input, and an element may need far more memory than its text: `0`
/// decoded as a large struct fails, but a reservation of a million of them would already have
/// asked for the struct's size a million times. Reserving all of it up front would let a short
/// document ask for more memory than the machine has, and the allocator stops the process when
/// it cannot give it. Past this cap the collection grows as its elements succeed.
enum ReservedCapacity {
    /// The most a reservation asks for before its first element decodes.
    static let byteLimit = 1 << 20

    /// `count`, or as many `Element`s as `byteLimit` holds when `count` of them would not fit.
    @inline(__always)
    static func forDecoding<Element>(_ count: Int, of _: Element.Type) -> Int {
        let stride = MemoryLayout<Element>.stride
        let (bytes, overflow) = count.multipliedReportingOverflow(by: stride)
        if _fastPath(!overflow && bytes <= byteLimit) { return count }
        return byteLimit / Swift.max(stride, 1)
    }
}
