#if MacroRuntime
/// A value that knows the key it is under in its parent object: `@JSONCodable` makes a type with a
/// `@JSONParentKey` property one, for `@JSONKeyedValues` to write it under that key.
public protocol JSONKeyedValue {
    /// The key to write the value under.
    var _jsonParentKey: String { get }
}
#endif
