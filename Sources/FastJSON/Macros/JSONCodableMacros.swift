#if Macros
/// Generates `Codable` for a struct, a class or an enum: a `CodingKeys` enum, `init(from:)` and
/// `encode(to:)`, shaped like the ones the compiler synthesizes, and reading the property
/// annotations below.
///
/// An enum is coded in synthesized `Codable`'s layout, `{"case": {"label": value}}`; with
/// `discriminator:`, as one object whose discriminator key names the case (`@JSONKey` on a case
/// renames it), with the case's labelled values beside it, or its one unlabelled value's own
/// members. A raw-value enum is coded as its raw value. `@JSONUnknown` marks the case for values
/// that name no case.
///
/// A class whose superclass is `Codable` passes `codesSuperclass: true`: its own properties are
/// coded, then the superclass's, through `super.init(from:)` and `super.encode(to:)`.
///
/// What it generates is ordinary `Codable`: Foundation's coders decode and encode the type to the
/// same values and bytes as FastJSON's. Without annotations, the type codes exactly as with
/// synthesized `Codable`.
///
/// ```swift
/// @JSONCodable
/// struct Order {
///     @JSONKey("order_id") var id: Int
///     @JSONKey("data", "customer", "name") var customer: String
///     @JSONDefault(false) var paid: Bool
///     @JSONLenient var quantity: Int
///     @JSONDate(.iso8601) var placedAt: Date
///     @JSONLossy var items: [Item]
///     @JSONIgnored var cached: Int = 0
/// }
///
/// @JSONCodable(discriminator: "type")
/// enum Target {
///     case user(User)                  // {"type": "user", "id": 1, "name": "Ada"}
///     @JSONKey("song") case track(id: Int)
///     @JSONUnknown case other
/// }
/// ```
@attached(member, names: named(init(from:)), named(encode(to:)), named(init(_jsonFastObject:)), named(encode(_jsonFastObject:)), named(CodingKeys), named(_JSONCodableAnnotations), named(_jsonParentKey))
@attached(extension, conformances: Decodable, Encodable, JSONKeyedValue, _JSONFastDecodable, _JSONFastEncodable, names: named(init(from:)), named(encode(to:)), named(init(_jsonFastObject:)), named(encode(_jsonFastObject:)), named(CodingKeys), named(_jsonParentKey))
public macro JSONCodable(discriminator: String? = nil, codesSuperclass: Bool = false) = #externalMacro(module: "FastJSONMacros", type: "JSONCodableMacro")

/// The property's key, when it is not the property's name; with more than one key, the path to it
/// through nested objects: `@JSONKey("data", "user", "id")` reads `{"data": {"user": {"id": …}}}`.
///
/// On an optional property, or one with a default for a missing key, a missing or `null` object on
/// the way gives `nil` or the default; otherwise it is an error, as for a missing key.
@attached(peer)
public macro JSONKey(_ key: String, _ nestedKeys: String...) = #externalMacro(module: "FastJSONMacros", type: "JSONAnnotationMacro")

/// The value to use when the key is missing, `null`, or either (the default).
///
/// The argument is type-checked on its own before the macro runs, so give an empty collection its
/// type: `@JSONDefault([String]())`.
@attached(peer)
public macro JSONDefault<Value>(_ value: Value, when condition: JSONDefaultCondition = .missingOrNull) = #externalMacro(module: "FastJSONMacros", type: "JSONAnnotationMacro")

/// When `@JSONDefault`'s value replaces the key's.
public enum JSONDefaultCondition: Sendable {
    /// Only when the key is absent; a `null` is decoded as the property's type decodes it.
    case missing
    /// Only when the key holds `null`; an absent key is an error, as without a default.
    case null
    /// When the key is absent or holds `null`.
    case missingOrNull
}

/// Decodes a `Bool` also from the numbers `0` and `1` and the strings `"true"` and `"false"`, and a
/// number also from a string holding a JSON number (`"42"`): `FastJSONDecoder.Leniency`'s
/// conversions, for one property and with any decoder. Encoding is unchanged.
///
/// A decoder does not show a number's text, so a `Bool` takes any number equal to 0 or 1, `1.0`
/// too, where the decoder-wide option takes only `0` and `1`.
@attached(peer)
public macro JSONLenient() = #externalMacro(module: "FastJSONMacros", type: "JSONAnnotationMacro")

/// Decodes and encodes a `Date` property in this format, whatever the coder's date strategy.
@attached(peer)
public macro JSONDate(_ format: JSONDateFormat) = #externalMacro(module: "FastJSONMacros", type: "JSONAnnotationMacro")

/// Decodes the elements of an array that decode and steps over the others, instead of failing as a
/// whole, as `LossyArray` does.
///
/// With `skippedInto:`, the named stored property, of type `[LossyArray<Element>.Failure]`, gets
/// the elements that were skipped, with their index and error. It is not coded itself.
@attached(peer)
public macro JSONLossy(skippedInto failures: String? = nil) = #externalMacro(module: "FastJSONMacros", type: "JSONAnnotationMacro")

/// Decodes an object's members as an array of its values, and encodes the array as that object:
/// `{"Ada": {"age": 36}, "Alan": {"age": 41}}` as `[Member]`, where `Member`'s `@JSONParentKey`
/// property holds each value's key. The values come in the order of their keys, since Foundation's
/// decoder does not keep the document's order; two values with one key cannot be encoded.
@attached(peer)
public macro JSONKeyedValues() = #externalMacro(module: "FastJSONMacros", type: "JSONAnnotationMacro")

/// A `String` property that holds the key this value is under in its parent object, read from the
/// coding path; the property is not coded itself. With `@JSONKeyedValues`, the parent writes it as
/// the value's key. A value at the top level, or in an array, has no such key: decoding it is an
/// error.
@attached(peer)
public macro JSONParentKey() = #externalMacro(module: "FastJSONMacros", type: "JSONAnnotationMacro")

/// The case an enum decodes to when the JSON names no case it has: an unknown discriminator value,
/// an unknown key in Foundation's layout, or an unknown raw value. It has no associated values, and
/// encodes as its own name, key or raw value.
@attached(peer)
public macro JSONUnknown() = #externalMacro(module: "FastJSONMacros", type: "JSONAnnotationMacro")

/// Leaves the property out of coding: it is neither read nor written, and keeps its initial value
/// when the type is decoded (an optional without one gets `nil`).
@attached(peer)
public macro JSONIgnored() = #externalMacro(module: "FastJSONMacros", type: "JSONAnnotationMacro")
#endif
