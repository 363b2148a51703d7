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

    /// `CodingKeys`, `init(from:)` and `encode(to:)`, and `JSONKeyedValue`'s requirement when a
    /// property is `@JSONParentKey`.
    var members: [DeclSyntax] {
        var members = (declaresCodingKeys ? [keyNames.declaration(access: "")] : []) + [initializer, encodeMethod]
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
        if case .lossy(let skippedInto) = property.reading {
            let lossy = property.lossyLocal
            let chain = property.isOptional ? "?" : ""
            lines.append("self.\(property.name) = \(lossy)\(chain).wrappedValue")
            if let skippedInto {
                let empty = property.isOptional ? " ?? []" : ""
                lines.append("self.\(skippedInto) = \(lossy)\(chain).failures\(empty)")
            }
        }
        return lines
    }

    /// The property's value, read from `container`, to be written after `try`.
    private func value(of property: CodedProperty, in container: String) -> String {
        let key = ".\(keyNames.caseName(property.path[property.path.count - 1]))"
        let (required, ifPresent) = reads(property, from: container, key: key)
        let read = property.isOptional ? ifPresent : required
        guard let defaultValue = property.defaultValue, let fallback = property.defaultExpression else { return read }
        switch defaultValue.condition {
        case .missingOrNull:
            return "\(ifPresent) ?? \(fallback)"
        case .missing:
            return "\(container).contains(\(key)) ? \(read) : \(fallback)"
        case .null:
            let isNull = property.isOptional
                ? "(\(container).contains(\(key)) && \(container).decodeNil(forKey: \(key)))"
                : "\(container).decodeNil(forKey: \(key))"
            return "\(isNull) ? \(fallback) : \(read)"
        }
    }

    /// The calls that read the property's base type: one that requires a value, and one that
    /// gives nil for a missing key or `null`.
    private func reads(_ property: CodedProperty, from container: String, key: String) -> (required: String, ifPresent: String) {
        let arguments = "from: \(container), forKey: \(key)"
        switch property.reading {
        case .plain:
            return ("_JSONCodableSupport.decode(\(arguments))", "_JSONCodableSupport.decodeIfPresent(\(arguments))")
        case .lenient:
            return ("_JSONCodableSupport.decodeLenient(\(arguments))", "_JSONCodableSupport.decodeLenientIfPresent(\(arguments))")
        case .date:
            let format = property.dateFormatCall
            return ("_JSONCodableSupport.decodeDate(\(arguments), format: \(format))",
                    "_JSONCodableSupport.decodeDateIfPresent(\(arguments), format: \(format))")
        case .keyedValues:
            return ("_JSONCodableSupport.decodeKeyedValues(\(arguments))", "_JSONCodableSupport.decodeKeyedValuesIfPresent(\(arguments))")
        case .lossy:
            // Nothing else fixes the element type of the `LossyArray` read first.
            let type = CodedProperty.annotationsMember(CodedProperty.typeAlias(property.name)) + ".self"
            return ("_JSONCodableSupport.decodeLossy(\(type), \(arguments))",
                    "_JSONCodableSupport.decodeLossyIfPresent(\(type), \(arguments))")
        }
    }

    // MARK: Encoding

    /// The statements that encode `properties`, whose paths share their first `depth` keys, into
    /// `container`: each wrapper object is opened once, where its first property comes.
    private func encodingLines(for properties: [CodedProperty], depth: Int, container: String, counter: inout Int) -> [String] {
        var lines: [String] = []
        var done: Set<String> = []
        for property in properties {
            let key = property.path[depth]
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
