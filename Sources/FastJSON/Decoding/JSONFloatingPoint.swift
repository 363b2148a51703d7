/// The floating-point types JSON numbers decode into, each parsed straight from the text
/// (rounding once, as `strtod`/`strtof` do).
protocol JSONFloatingPoint: BinaryFloatingPoint {
    static func parse(_ text: UnsafeRawBufferPointer) -> Self
}

extension Double: JSONFloatingPoint {
    @inline(__always)
    static func parse(_ text: UnsafeRawBufferPointer) -> Double { FloatParser.parseDouble(text) }
}

extension Float: JSONFloatingPoint {
    @inline(__always)
    static func parse(_ text: UnsafeRawBufferPointer) -> Float { FloatParser.parseFloat(text) }
}
