@_spi(Reflection) import Swift

/// Where the standard library's box around a container (the class `KeyedDecodingContainer` or
/// `KeyedEncodingContainer` holds) stores it: a pool that alone holds a box changes the container
/// in it there, which the box's API cannot do.
enum ContainerInBox {
    /// The address of the `Container` that `box` stores, valid as long as the box lives; `nil`
    /// unless the box has a stored property named `concrete` of exactly that type, as the standard
    /// library's `_KeyedDecodingContainerBox` and `_KeyedEncodingContainerBox` have (the caller then
    /// does without).
    static func address<Container>(of type: Container.Type, in box: AnyObject) -> UnsafeMutablePointer<Container>? {
        var offset: Int?
        // `.classType`, a `static var` that strict concurrency checking will not read.
        let classType = _EachFieldOptions(rawValue: 1 << 0)
        _ = _forEachField(of: Swift.type(of: box), options: classType) { name, fieldOffset, fieldType, _ in
            guard fieldType == Container.self, String(cString: name) == "concrete" else { return true }
            offset = fieldOffset
            return false
        }
        guard let offset else { return nil }
        return (Unmanaged.passUnretained(box).toOpaque() + offset).assumingMemoryBound(to: Container.self)
    }
}
