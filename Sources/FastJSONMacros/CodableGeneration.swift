#if Macros
import SwiftSyntax

/// Writes a `@JSONCodable` type's `init(from:)` and `encode(to:)`, in the shape synthesized
/// `Codable` has: one keyed container, each property in declaration order.
struct CodableGeneration {
    /// The type's name, which stands for `Self` in the annotations' enum.
    let typeName: String
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
    /// Whether the class is `open`, so that subclasses elsewhere can override `encode(to:)`.
    let isOpen: Bool
    /// Whether the class inherits `Codable` from its superclass, whose properties the generated
    /// members then code too, through `super.init(from:)` and `super.encode(to:)`.
    let callsSuper: Bool
    /// Whether the type writes its own `init(from:)` or `encode(to:)`, which is then left as it
    /// is, as synthesized `Codable` does.
    let writesDecode: Bool
    let writesEncode: Bool

    /// `CodingKeys`, `init(from:)` and `encode(to:)`, and `JSONKeyedValue`'s requirement when a
    /// property is `@JSONParentKey`.
    var members: [DeclSyntax] {
        var members = declaresCodingKeys ? [keyNames.declaration(access: "")] : []
        if !writesDecode { members.append(initializer) }
        if !writesEncode { members.append(encodeMethod) }
        if hasFastDecode { members.append(fastInitializer) }
        if hasFastEncode { members.append(fastEncodeMethod) }
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
        if callsSuper { lines.append("try super.init(from: decoder)") }
        let required = isClass ? "required " : ""
        return "\(raw: access)\(raw: required)init(from decoder: any Decoder) throws {\n\(raw: lines.joined(separator: "\n"))\n}"
    }

    /// What must be written in the type's body: the annotations' expressions, each in a static
    /// function that the generated code calls, and the types it must name; nil when there are none.
    /// A default's function returns the property's declared type: the array reads rely on it, as an
    /// inline `[]` beside a `[Line?]` property would let the read of fast values win through a
    /// conversion of its elements.
    var annotationsEnum: DeclSyntax? {
        let functions = properties.filter(\.isEncoded).flatMap { property -> [String] in
            var functions: [String] = []
            if property.isDecoded, !writesDecode, let defaultValue = property.defaultValue, let type = property.type {
                functions.append("""
                    static func \(CodedProperty.defaultFunction(property.name))() -> \(spelledOutside(type)) {
                    \(spelledOutside(defaultValue.value))
                    }
                    """)
            }
            if case .lossy = property.reading, property.isDecoded, !writesDecode, let type = property.baseType {
                functions.append("typealias \(CodedProperty.typeAlias(property.name)) = \(spelledOutside(type))")
            }
            if case .date(let format) = property.reading {
                functions.append("""
                    static func \(CodedProperty.dateFormatFunction(property.name))() -> JSONDateFormat {
                    \(spelledOutside(format))
                    }
                    """)
            }
            return functions
        }
        guard !functions.isEmpty else { return nil }
        // Private, so that it may name the type's private types.
        return "private enum \(raw: CodedProperty.annotationsEnum) {\n\(raw: functions.joined(separator: "\n\n"))\n}"
    }

    /// `syntax` with `Self` written as the type's name: in the annotations' enum, `Self` is the enum.
    private func spelledOutside(_ syntax: some SyntaxProtocol) -> String {
        syntax.trimmed.tokens(viewMode: .sourceAccurate).map { token in
            token.tokenKind == .keyword(.Self) ? token.with(\.tokenKind, .identifier(typeName)).description : token.description
        }.joined()
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
        if callsSuper { lines.append("try super.encode(to: encoder)") }
        let modifiers = (isOpen ? "open " : access) + (callsSuper ? "override " : "")
        return "\(raw: modifiers)func encode(to encoder: any Encoder) throws {\n\(raw: lines.joined(separator: "\n"))\n}"
    }

    // MARK: Decoding

    /// The statements that read the property in `init(from:)`, from `container`, or with a
    /// `fastRead` in the fast initializer, from `object`: through the objects of its key path, then
    /// its key.
    private func decodingLines(for property: CodedProperty, fastRead: FastRead? = nil) -> [String] {
        let fast = fastRead != nil
        let wrappers = Array(property.path.dropLast())
        let isLossy = if case .lossy = property.reading { true } else { false }
        // A lossy array is read as a `LossyArray` first, for its skipped elements.
        let target = isLossy ? property.lossyLocal : "self.\(property.storage)"
        let declaration = isLossy ? "let " : ""
        var lines: [String] = []
        let source: String
        // The generated code names no type the model wrote: it may not resolve in the extension,
        // outside the scopes that enclose the type. The helpers infer it, or the annotations enum
        // names it.
        if wrappers.isEmpty {
            source = fast ? "object" : "container"
        } else if let fallback = property.valueWhenMissing {
            let objects = fast ? fastObjects(of: property, ifPresent: true) : containerObjects(of: property, ifPresent: true)
            source = objects.innermost
            if isLossy {
                lines.append("let \(target): \(property.lossyLocalType)")
            }
            lines.append("if \(objects.statements.joined(separator: ", ")) {")
            lines.append("\(target) = try \(value(of: property, from: source, fastRead: fastRead))")
            lines.append("} else {")
            lines.append("\(target) = \(fallback)")
            lines.append("}")
            return lines + lossyAssignments(for: property)
        } else {
            let objects = fast ? fastObjects(of: property, ifPresent: false) : containerObjects(of: property, ifPresent: false)
            source = objects.innermost
            lines += objects.statements
        }
        lines.append("\(declaration)\(target) = try \(value(of: property, from: source, fastRead: fastRead))")
        return lines + lossyAssignments(for: property)
    }

    /// The statements that bind the innermost object of the property's key path, through a keyed
    /// container; with `ifPresent`, as `if` conditions that fail on a missing or `null` object.
    private func containerObjects(of property: CodedProperty, ifPresent: Bool) -> (statements: [String], innermost: String) {
        let keys = keyNames.caseList(property.path.dropLast())
        let nested = "container_\(property.name)"
        let statement = ifPresent
            ? "let \(nested) = try _JSONCodableSupport.containerIfPresent(container, at: [\(keys)])"
            : "let \(nested) = try _JSONCodableSupport.container(container, at: [\(keys)])"
        return ([statement], nested)
    }

    /// `containerObjects`, on the fast path: each object of the key path read from the one before.
    private func fastObjects(of property: CodedProperty, ifPresent: Bool) -> (statements: [String], innermost: String) {
        var statements: [String] = []
        var outer = "object"
        for (depth, key) in property.path.dropLast().enumerated() {
            let nested = "object_\(property.name)_\(depth)"
            let read = ifPresent ? "nestedObjectIfPresent" : "nestedObject"
            statements.append("let \(nested) = try \(outer).\(read)(\(fastArguments(key)))")
            outer = nested
        }
        return (statements, outer)
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

    /// The property's value, read from `source`, a keyed container or with `fastRead` a fast
    /// object, to be written after `try`.
    private func value(of property: CodedProperty, from source: String, fastRead: FastRead?) -> String {
        value(of: property, fastRead.map { fastReads(property, from: source, $0) } ?? reads(property, from: source))
    }

    /// How `init(from:)` reads the property's last key from `container`.
    private func reads(_ property: CodedProperty, from container: String) -> KeyReads {
        let key = ".\(keyNames.caseName(property.path[property.path.count - 1]))"
        let arguments = "from: \(container), forKey: \(key)"
        let (required, ifPresent): (String, String)
        switch property.reading {
        case .plain where property.wrapper != nil:
            // The storage's type, which the macro cannot spell, named to the container by a closure
            // that reads it: the container's overloads for that type apply, as they do to the call
            // synthesized `Codable` makes. A wrapper's storage is read whatever it holds.
            let storageType = "_JSONCodableSupport.storageType { (value: \(isClass ? typeName : "Self")) in value.\(property.storage) }"
            required = "\(container).decode(\(storageType), forKey: \(key))"
            ifPresent = required
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
    /// them) with the generated `CodingKeys`, whose key strings the generated code knows, no
    /// superclass to code, and no wrapped property (its container's overloads may read it); each
    /// only beside the `init(from:)` or `encode(to:)` it generates, as one that the type wrote is
    /// what must run.
    private var hasFastPath: Bool {
        declaresCodingKeys && (!isClass || isFinal) && !callsSuper && !properties.contains { $0.isEncoded && $0.wrapper != nil }
    }

    var hasFastDecode: Bool { hasFastPath && !writesDecode }
    var hasFastEncode: Bool { hasFastPath && !writesEncode }

    /// The fast object's read of a key: its name (with `IfPresent` added, the read that gives nil
    /// for a missing key or `null`), and the arguments before and after the key's.
    private struct FastRead {
        var name: String
        var leading = ""
        var trailing = ""
    }

    /// How the fast initializer reads the property's last key.
    private func fastRead(of property: CodedProperty) -> FastRead {
        switch property.reading {
        // A declared array has reads of its own, which make an array of `@JSONCodable` values in the
        // model's code; the key's other reads serve any type, optionals of arrays among them.
        case .plain: FastRead(name: property.baseType?.arrayElement == nil ? "decode" : "decodeArray")
        case .lenient: FastRead(name: "decodeLenient")
        case .date: FastRead(name: "decodeDate", trailing: ", format: \(property.dateFormatCall)")
        case .lossy: FastRead(name: "decodeLossy", leading: "\(property.lossyArrayType), ")
        case .keyedValues: FastRead(name: "decodeKeyedValues")
        }
    }

    /// The arguments that name a key to a fast object: its coding key, for errors, and its string.
    private func fastArguments(_ key: String) -> String {
        "CodingKeys.\(keyNames.caseName(key)), \(StringLiteralExprSyntax(content: key))"
    }

    /// The reads of the property's last key from the fast object `object`, with `read`.
    private func fastReads(_ property: CodedProperty, from object: String, _ read: FastRead) -> KeyReads {
        let arguments = fastArguments(property.path[property.path.count - 1])
        let readArguments = read.leading + arguments + read.trailing
        return KeyReads(
            required: "\(object).\(read.name)(\(readArguments))", ifPresent: "\(object).\(read.name)IfPresent(\(readArguments))",
            contains: "\(object).contains(\(arguments))", isNull: "\(object).decodeNil(\(arguments))")
    }

    /// `_JSONFastDecodable`'s initializer: `init(from:)`'s reads, in its order, from the object
    /// FastJSON lends it.
    var fastInitializer: DeclSyntax {
        var lines: [String] = []
        for property in properties {
            if property.isParentKey {
                lines.append("self.\(property.name) = try object.parentKey()")
            } else if property.isDecoded {
                lines += decodingLines(for: property, fastRead: fastRead(of: property))
            }
        }
        let body = lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n") + "\n"
        return "\(raw: access)init(_jsonFastObject object: borrowing _JSONFastObject) throws {\(raw: body)}"
    }

    /// `_JSONFastEncodable`'s method: `encode(to:)`'s writes, in its order, into the object
    /// FastJSON lends it and the wrapper objects it opens in it.
    var fastEncodeMethod: DeclSyntax {
        var counter = 0
        let lines = encodingLines(for: properties.filter(\.isEncoded), depth: 0, container: "object", counter: &counter, fast: true)
        let body = lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n") + "\n"
        return "\(raw: access)func encode(_jsonFastObject object: borrowing _JSONFastObjectWriter) throws {\(raw: body)}"
    }

    // MARK: Encoding

    /// The statements that encode `properties`, whose paths share their first `depth` keys, into
    /// `container`, a keyed container or with `fast` a fast object: each wrapper object is opened
    /// once, where its first property comes.
    private func encodingLines(
        for properties: [CodedProperty], depth: Int, container: String, counter: inout Int, fast: Bool = false
    ) -> [String] {
        var lines: [String] = []
        var done: Set<String> = []
        for property in properties {
            let key = property.path[depth]
            if property.path.count == depth + 1 {
                lines.append(fast
                    ? fastEncodingLine(for: property, into: container, key: key)
                    : encodingLine(for: property, into: container, key: ".\(keyNames.caseName(key))"))
                continue
            }
            guard done.insert(key).inserted else { continue }
            counter += 1
            let inside = properties.filter { $0.path.count > depth + 1 && $0.path[depth] == key }
            let nested = fast ? "object\(counter)" : "container\(counter)"
            lines.append("do {")
            lines.append(fast
                ? "let \(nested) = \(container).nestedObject(CodingKeys.\(keyNames.caseName(key)))"
                : "var \(nested) = \(container).nestedContainer(keyedBy: CodingKeys.self, forKey: .\(keyNames.caseName(key)))")
            lines += encodingLines(for: inside, depth: depth + 1, container: nested, counter: &counter, fast: fast)
            lines.append("}")
        }
        return lines
    }

    /// The fast method's write of the property's last key into the fast object `object`.
    private func fastEncodingLine(for property: CodedProperty, into object: String, key: String) -> String {
        let ifPresent = property.isOptional ? "IfPresent" : ""
        switch property.reading {
        case .keyedValues:
            return "try \(object).encodeKeyedValues\(ifPresent)(self.\(property.name), CodingKeys.\(keyNames.caseName(key)))"
        case .date:
            return "try \(object).encodeDate\(ifPresent)(self.\(property.name), \(fastArguments(key)), format: \(property.dateFormatCall))"
        case .plain, .lenient, .lossy:
            return "try \(object).encode\(ifPresent)(self.\(property.name), \(fastArguments(key)))"
        }
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
        if property.wrapper != nil { return "try \(container).encode(self.\(property.storage), forKey: \(key))" }
        return "try \(container).encode\(ifPresent)(self.\(property.name), forKey: \(key))"
    }
}
#endif
