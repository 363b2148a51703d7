#if MacroRuntime
/// A value that knows the key it is under in its parent object: `@JSONCodable` makes a type with a
/// `@JSONParentKey` property one, for `@JSONKeyedValues` to write it under that key.
public protocol JSONKeyedValue {
    /// The key to write the value under.
    var _jsonParentKey: String { get }
}

extension _JSONFastObject {
    /// The key this object is under in its parent object, for a `@JSONParentKey` property, as
    /// `_JSONCodableSupport.parentKey(of:)` reads it from the decoder.
    public func parentKey() throws -> String {
        try _JSONCodableSupport.parentKey(at: codingPath)
    }
}
#endif
