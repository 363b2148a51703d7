#if Macros
import SwiftSyntax

/// Writes a `@JSONCodable` type's `init(from:)` and `encode(to:)`, in the shape synthesized
/// `Codable` has: one keyed container, each property in declaration order.
struct CodableGeneration {
    let properties: [CodedProperty]
    let keyNames: CodingKeyNames
    /// False when the type declares its own `CodingKeys`.
    let declaresCodingKeys: Bool
    /// `public ` or `package `, as the type's, or empty.
    let access: String
    let isClass: Bool
    /// Whether the class is `final`: only a final class satisfies an initializer requirement
    /// without making its subclasses write it.
    let isFinal: Bool

    /// `CodingKeys`, `init(from:)` and `encode(to:)`, and `JSONKeyedValue`'s requirement when a
    /// property is `@JSONParentKey`.
    var members: [DeclSyntax] {
        var members = (declaresCodingKeys ? [keyNames.declaration(access: "")] : []) + [initializer, encodeMethod]
        if hasFastPath { members += [fastInitializer, fastEncodeMethod] }
        if let parentKey {
            members.append("\(raw: access)var _jsonParentKey: String { self.\(raw: parentKey.name) }")
        }
        return members
    }

    /// The `@JSONParentKey` property, if there is one.
    var parentKey: CodedProperty? { properties.first(where: \.isParentKey) }

    var initializer: DeclSyntax {
        var lines: [String] = []
        if !properties.contains(where: \.isDecoded) {
            lines.append("_ = try decoder.container(keyedBy: CodingKeys.self)")
        } else {
            lines.append("let container = try decoder.container(keyedBy: CodingKeys.self)")
        }
        for property in properties {
            if property.isParentKey {
                lines.append("self.\(property.name) = try _JSONCodableSupport.parentKey(of: decoder)")
            } else if property.isDecoded {
                lines += decodingLines(for: property)
            }
        }
        let required = isClass ? "required " : ""
        return "\(raw: access)\(raw: required)init(from decoder: any Decoder) throws {\n\(raw: lines.joined(separator: "\n"))\n}"
    }

    /// What must be written in the type's body: the annotations' expressions, each in a static
    /// function that the generated code calls, and the types it must name; nil when there are none.
    var annotationsEnum: DeclSyntax? {
        let functions = properties.filter(\.isEncoded).flatMap { property -> [String] in
            var functions: [String] = []
            if property.isDecoded, let defaultValue = property.defaultValue, let type = property.type {
                functions.append("""
                    static func \(CodedProperty.defaultFunction(property.name))() -> \(type) {
                    \(defaultValue.value.trimmed)
                    }
                    """)
            }
            if case .lossy = property.reading, property.isDecoded, let type = property.baseType {
                functions.append("typealias \(CodedProperty.typeAlias(property.name)) = \(type)")
            }
            if case .date(let format) = property.reading {
                functions.append("""
                    static func \(CodedProperty.dateFormatFunction(property.name))() -> JSONDateFormat {
                    \(format)
                    }
                    """)
            }
            return functions
        }
        guard !functions.isEmpty else { return nil }
        return "enum \(raw: CodedProperty.annotationsEnum) {\n\(raw: functions.joined(separator: "\n\n"))\n}"
    }

    var encodeMethod: DeclSyntax {
        let encoded = properties.filter(\.isEncoded)
        var lines: [String] = []
        if encoded.isEmpty {
            lines.append("_ = encoder.container(keyedBy: CodingKeys.self)")
        } else {
            lines.append("var container = encoder.container(keyedBy: CodingKeys.self)")
            var counter = 0
            lines += encodingLines(for: encoded, depth: 0, container: "container", counter: &counter)
        }
        return "\(raw: access)func encode(to encoder: any Encoder) throws {\n\(raw: lines.joined(separator: "\n"))\n}"
    }

    // MARK: Decoding

    private func decodingLines(for property: CodedProperty) -> [String] {
        let wrappers = property.path.dropLast()
        let keys = keyNames.caseList(wrappers)
        let nested = "container_\(property.name)"
        var lines: [String] = []
        // The generated code names no type: a type written in the model may not resolve in the
        // extension, outside the scopes that enclose the type. The helpers infer it instead.
        if case .lossy = property.reading {
            // A lossy array is read as a `LossyArray` first, for its skipped elements.
            let lossy = property.lossyLocal
            if wrappers.isEmpty {
                lines.append("let \(lossy) = try \(value(of: property, in: "container"))")
            } else if let fallback = property.valueWhenMissing {
                lines.append("let \(lossy) = try _JSONCodableSupport.containerIfPresent(container, at: [\(keys)]).map { \(nested) in")
                lines.append("try \(value(of: property, in: nested))")
                lines.append("} ?? \(fallback)")
            } else {
                lines.append("let \(nested) = try _JSONCodableSupport.container(container, at: [\(keys)])")
                lines.append("let \(lossy) = try \(value(of: property, in: nested))")
            }
        } else if wrappers.isEmpty {
            lines.append("self.\(property.name) = try \(value(of: property, in: "container"))")
        } else if let fallback = property.valueWhenMissing {
            lines.append("if let \(nested) = try _JSONCodableSupport.containerIfPresent(container, at: [\(keys)]) {")
            lines.append("self.\(property.name) = try \(value(of: property, in: nested))")
            lines.append("} else {")
            lines.append("self.\(property.name) = \(fallback)")
            lines.append("}")
        } else {
            lines.append("let \(nested) = try _JSONCodableSupport.container(container, at: [\(keys)])")
            lines.append("self.\(property.name) = try \(value(of: property, in: nested))")
        }
        return lines + lossyAssignments(for: property)
    }

    /// For a lossy array read into its local, the assignments of its elements and of the ones
    /// skipped; none for another property.
    private func lossyAssignments(for property: CodedProperty) -> [String] {
        guard case .lossy(let skippedInto) = property.reading else { return [] }
        let lossy = property.lossyLocal
        let chain = property.isOptional ? "?" : ""
        var lines = ["self.\(property.name) = \(lossy)\(chain).wrappedValue"]
        if let skippedInto {
            let empty = property.isOptional ? " ?? []" : ""
            lines.append("self.\(skippedInto) = \(lossy)\(chain).failures\(empty)")
        }
        return lines
    }

    /// The calls that read one key: its value as the property's base type, required or nil for a
    /// missing key or `null`, whether the key is there, and whether its value is `null`.
    private struct KeyReads {
        var required: String
        var ifPresent: String
        var contains: String
        var isNull: String
    }

    /// The property's value, read with `reads`, to be written after `try`.
    private func value(of property: CodedProperty, _ reads: KeyReads) -> String {
        let read = property.isOptional ? reads.ifPresent : reads.required
        guard let defaultValue = property.defaultValue, let fallback = property.defaultExpression else { return read }
        switch defaultValue.condition {
        case .missingOrNull:
            return "\(reads.ifPresent) ?? \(fallback)"
        case .missing:
            return "\(reads.contains) ? \(read) : \(fallback)"
        case .null:
            let isNull = property.isOptional ? "(\(reads.contains) && \(reads.isNull))" : reads.isNull
            return "\(isNull) ? \(fallback) : \(read)"
        }
    }

    /// The property's value, read from `container`, to be written after `try`.
    private func value(of property: CodedProperty, in container: String) -> String {
        value(of: property, reads(property, from: container))
    }

    /// How `init(from:)` reads the property's last key from `container`.
    private func reads(_ property: CodedProperty, from container: String) -> KeyReads {
        let key = ".\(keyNames.caseName(property.path[property.path.count - 1]))"
        let arguments = "from: \(container), forKey: \(key)"
        let (required, ifPresent): (String, String)
        switch property.reading {
        case .plain:
            (required, ifPresent) = ("_JSONCodableSupport.decode(\(arguments))", "_JSONCodableSupport.decodeIfPresent(\(arguments))")
        case .lenient:
            (required, ifPresent) = (
                "_JSONCodableSupport.decodeLenient(\(arguments))", "_JSONCodableSupport.decodeLenientIfPresent(\(arguments))")
        case .date:
            let format = property.dateFormatCall
            (required, ifPresent) = ("_JSONCodableSupport.decodeDate(\(arguments), format: \(format))",
                                     "_JSONCodableSupport.decodeDateIfPresent(\(arguments), format: \(format))")
        case .keyedValues:
            (required, ifPresent) = (
                "_JSONCodableSupport.decodeKeyedValues(\(arguments))", "_JSONCodableSupport.decodeKeyedValuesIfPresent(\(arguments))")
        case .lossy:
            let type = property.lossyArrayType
            (required, ifPresent) = ("_JSONCodableSupport.decodeLossy(\(type), \(arguments))",
                                     "_JSONCodableSupport.decodeLossyIfPresent(\(type), \(arguments))")
        }
        return KeyReads(
            required: required, ifPresent: ifPresent,
            contains: "\(container).contains(\(key))", isNull: "\(container).decodeNil(forKey: \(key))")
    }

    // MARK: The fast path

    /// Whether the type also gets the fast path, `_JSONFastDecodable`'s initializer and
    /// `_JSONFastEncodable`'s method: a struct or a final class (a subclass would have to write
    /// them) with the generated `CodingKeys`, whose key strings the generated code knows.
    var hasFastPath: Bool {
        declaresCodingKeys && (!isClass || isFinal)
    }

    /// How the fast initializer reads the property from the object itself, if it does: the read
    /// (with `IfPresent` added, the read that gives nil for a missing key or `null`) and the
    /// arguments before and after the key's. It reads a plain property, a date or a lossy array, of
    /// one key; the other annotations read through a keyed container, with `init(from:)`'s code.
    private func fastRead(of property: CodedProperty) -> (name: String, leading: String, trailing: String)? {
        guard property.path.count == 1 else { return nil }
        switch property.reading {
        case .plain: return ("decode", "", "")
        case .date: return ("decodeDate", "", ", format: \(property.dateFormatCall)")
        case .lossy: return ("decodeLossy", "\(property.lossyArrayType), ", "")
        case .lenient, .keyedValues: return nil
        }
    }

    /// `_JSONFastDecodable`'s initializer: `init(from:)`'s reads, in its order, from the object
    /// FastJSON lends it.
    var fastInitializer: DeclSyntax {
        var lines: [String] = []
        if properties.contains(where: { $0.isDecoded && fastRead(of: $0) == nil }) {
            lines.append("let container = try object.decoder.container(keyedBy: CodingKeys.self)")
        }
        for property in properties {
            if property.isParentKey {
                lines.append("self.\(property.name) = try _JSONCodableSupport.parentKey(of: object.decoder)")
            } else if !property.isDecoded {
                continue
            } else if let read = fastRead(of: property) {
                let key = property.path[0]
                let arguments = "CodingKeys.\(keyNames.caseName(key)), \(StringLiteralExprSyntax(content: key))"
                let readArguments = read.leading + arguments + read.trailing
                let reads = KeyReads(
                    required: "object.\(read.name)(\(readArguments))", ifPresent: "object.\(read.name)IfPresent(\(readArguments))",
                    contains: "object.contains(\(arguments))", isNull: "object.decodeNil(\(arguments))")
                let target = if case .lossy = property.reading { "let \(property.lossyLocal)" } else { "self.\(property.name)" }
                lines.append("\(target) = try \(value(of: property, reads))")
                lines += lossyAssignments(for: property)
            } else {
                lines += decodingLines(for: property)
            }
        }
        let body = lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n") + "\n"
        return "\(raw: access)init(_jsonFastObject object: borrowing _JSONFastObject) throws {\(raw: body)}"
    }

    /// `_JSONFastEncodable`'s method: `encode(to:)`'s writes, in its order, into the object
    /// FastJSON lends it. A property of one key, not keyed values, is written into the object
    /// itself; the others through a keyed container, with `encode(to:)`'s code.
    var fastEncodeMethod: DeclSyntax {
        let encoded = properties.filter(\.isEncoded)
        var lines: [String] = []
        if encoded.contains(where: { !writesFast($0) }) {
            lines.append("var container = object.encoder.container(keyedBy: CodingKeys.self)")
        }
        var counter = 0
        lines += encodingLines(for: encoded, depth: 0, container: "container", counter: &counter, fast: true)
        let body = lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n") + "\n"
        return "\(raw: access)func encode(_jsonFastObject object: borrowing _JSONFastObjectWriter) throws {\(raw: body)}"
    }

    /// Whether the fast method writes the property into the object itself: one key, and a value
    /// written as it is or as a date.
    private func writesFast(_ property: CodedProperty) -> Bool {
        switch property.reading {
        case .keyedValues: return false
        case .plain, .lenient, .lossy, .date: return property.path.count == 1
        }
    }

    // MARK: Encoding

    /// The statements that encode `properties`, whose paths share their first `depth` keys, into
    /// `container`: each wrapper object is opened once, where its first property comes. With
    /// `fast`, the properties the fast method writes itself go to `object` instead.
    private func encodingLines(
        for properties: [CodedProperty], depth: Int, container: String, counter: inout Int, fast: Bool = false
    ) -> [String] {
        var lines: [String] = []
        var done: Set<String> = []
        for property in properties {
            let key = property.path[depth]
            if fast && writesFast(property) {
                let ifPresent = property.isOptional ? "IfPresent" : ""
                let arguments = "CodingKeys.\(keyNames.caseName(key)), \(StringLiteralExprSyntax(content: key))"
                if case .date = property.reading {
                    let format = property.dateFormatCall
                    lines.append("try object.encodeDate\(ifPresent)(self.\(property.name), \(arguments), format: \(format))")
                } else {
                    lines.append("try object.encode\(ifPresent)(self.\(property.name), \(arguments))")
                }
                continue
            }
            if property.path.count == depth + 1 {
                lines.append(encodingLine(for: property, into: container, key: ".\(keyNames.caseName(key))"))
                continue
            }
            guard done.insert(key).inserted else { continue }
            counter += 1
            let nested = "container\(counter)"
            let inside = properties.filter { $0.path.count > depth + 1 && $0.path[depth] == key }
            lines.append("do {")
            lines.append("var \(nested) = \(container).nestedContainer(keyedBy: CodingKeys.self, forKey: .\(keyNames.caseName(key)))")
            lines += encodingLines(for: inside, depth: depth + 1, container: nested, counter: &counter)
            lines.append("}")
        }
        return lines
    }

    private func encodingLine(for property: CodedProperty, into container: String, key: String) -> String {
        let ifPresent = property.isOptional ? "IfPresent" : ""
        if case .keyedValues = property.reading {
            return "try _JSONCodableSupport.encodeKeyedValues\(ifPresent)(self.\(property.name), to: &\(container), forKey: \(key))"
        }
        if case .date = property.reading {
            let format = property.dateFormatCall
            return "try _JSONCodableSupport.encodeDate\(ifPresent)(self.\(property.name), to: &\(container), forKey: \(key), format: \(format))"
        }
        return "try \(container).encode\(ifPresent)(self.\(property.name), forKey: \(key))"
    }
}
#endif
