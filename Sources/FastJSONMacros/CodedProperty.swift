#if Macros
import SwiftDiagnostics
import SwiftSyntax

/// A stored property of a `@JSONCodable` type, with what its annotations say.
struct CodedProperty {
    enum DefaultCondition: String {
        case missing, null, missingOrNull
    }

    /// How the value is read, past the plain `decode(_:forKey:)`.
    enum Reading {
        case plain
        case lenient
        case date(format: ExprSyntax)
        case lossy(skippedInto: String?)
        /// An object's values as an array, each value's key in its `@JSONParentKey` property.
        case keyedValues
    }

    let name: String
    /// The declared type, and the type without its optional, if it is one; nil when the declaration
    /// gives no type, which only a property that is not decoded may leave out.
    let type: TypeSyntax?
    let baseType: TypeSyntax?
    let isOptional: Bool
    let isLet: Bool
    let hasInitialValue: Bool
    let declaration: VariableDeclSyntax
    let binding: PatternBindingSyntax
    /// The attribute, as written (`@DefaultFalse`), that may be the property's wrapper: the
    /// property is then coded as synthesized `Codable` codes it, through its storage.
    let wrapper: String?

    var path: [String]
    var defaultValue: (value: ExprSyntax, condition: DefaultCondition)?
    var reading: Reading = .plain
    var isIgnored = false
    /// Another property's `@JSONLossy(skippedInto:)` names this one.
    var receivesSkippedElements = false
    /// `@JSONParentKey`: the property holds the key the value is under in its parent object, which
    /// the parent writes; it is read from the coding path and not coded under a key of its own.
    var isParentKey = false

    /// What the generated code reads and writes: the property, or a wrapper's storage (`_flag`).
    var storage: String { wrapper == nil ? name : "_" + name }

    /// Coded under a key of the type's own object.
    var isEncoded: Bool { !isIgnored && !receivesSkippedElements && !isParentKey }
    var isDecoded: Bool { isEncoded && !(isLet && hasInitialValue) }

    /// The value used when the key, or an object on its path, is missing: nil when that is an error.
    var valueWhenMissing: String? {
        if let defaultValue, defaultValue.condition != .null { return defaultExpression }
        return isOptional ? "nil" : nil
    }

    /// The default, as a value of the type that decoding gives (a `LossyArray` for a lossy array).
    var defaultExpression: String? {
        guard defaultValue != nil else { return nil }
        let value = Self.annotationsMember(Self.defaultFunction(name)) + "()"
        if case .lossy = reading { return "LossyArray(wrappedValue: \(value))" }
        return value
    }

    /// The enum, in the type's body, whose static functions give the defaults and date formats, and
    /// whose type aliases name the types a lossy array's elements decode as: there an annotation's
    /// expression or a type means what it means in the declaration, which it may not in an extension.
    static let annotationsEnum = "_JSONCodableAnnotations"
    static func defaultFunction(_ name: String) -> String { "default_\(name)" }
    static func dateFormatFunction(_ name: String) -> String { "dateFormat_\(name)" }
    static func typeAlias(_ name: String) -> String { "type_\(name)" }

    /// A member of the annotations enum, as the generated code names it.
    static func annotationsMember(_ member: String) -> String { "\(annotationsEnum).\(member)" }

    /// The call that gives the property's `@JSONDate` format.
    var dateFormatCall: String { Self.annotationsMember(Self.dateFormatFunction(name)) + "()" }

    /// The local that holds a lossy array's `LossyArray` while its parts are assigned.
    var lossyLocal: String { "lossy_\(name)" }

    /// The type of that local, for a declaration that precedes its assignments.
    var lossyLocalType: String {
        "LossyArray<\(Self.annotationsMember(Self.typeAlias(name))).Element>" + (isOptional ? "?" : "")
    }

    /// The array type a lossy array's read is given, as a metatype expression: nothing else fixes
    /// the element type of the `LossyArray` read first.
    var lossyArrayType: String { Self.annotationsMember(Self.typeAlias(name)) + ".self" }
}

extension CodedProperty {
    /// The stored instance properties of `members`, in declaration order.
    static func storedProperties(of members: MemberBlockItemListSyntax) -> [CodedProperty] {
        var properties: [CodedProperty] = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.isStoredInstanceProperty else { continue }
            let bindings = Array(variable.bindings)
            for (index, binding) in bindings.enumerated() {
                guard binding.accessorBlock.map(\.isObserversOnly) ?? true,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unescapedText
                else { continue }
                // In `var a, b: Int` the annotation after `b` gives both their type.
                let type = bindings[index...].lazy.compactMap { $0.typeAnnotation?.type.trimmed }.first
                let wrapper = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
                    .first(where: Annotation.mayBeAPropertyWrapper).map { "@" + $0.attributeName.trimmedDescription }
                // A wrapper's storage is not optional, whatever the value it wraps.
                let wrapped = wrapper == nil ? type?.optionalWrapped : nil
                properties.append(CodedProperty(
                    name: name, type: type, baseType: wrapped ?? type, isOptional: wrapped != nil,
                    isLet: variable.bindingSpecifier.tokenKind == .keyword(.let),
                    hasInitialValue: binding.initializer != nil, declaration: variable, binding: binding, wrapper: wrapper,
                    path: [name]))
            }
        }
        return properties
    }

    /// The type, which a decoded property must declare.
    func declaredType() throws(Diagnosis) -> TypeSyntax {
        guard let baseType else {
            throw Diagnosis(.missingType(property: name), at: binding.pattern,
                            fixIts: Self.typeAnnotationFixIt(for: binding).map { [$0] } ?? [])
        }
        return baseType
    }

    /// Adds `Int`, `Double`, `String` or `Bool` where the initial value is such a literal.
    private static func typeAnnotationFixIt(for binding: PatternBindingSyntax) -> FixIt? {
        guard let value = binding.initializer?.value else { return nil }
        let typeName: String
        switch value.kind {
        case .integerLiteralExpr: typeName = "Int"
        case .floatLiteralExpr: typeName = "Double"
        case .stringLiteralExpr: typeName = "String"
        case .booleanLiteralExpr: typeName = "Bool"
        default: return nil
        }
        var annotated = binding
        annotated.pattern = binding.pattern.trimmed
        annotated.typeAnnotation = TypeAnnotationSyntax(
            colon: .colonToken(trailingTrivia: .space),
            type: IdentifierTypeSyntax(name: .identifier(typeName), trailingTrivia: .space))
        return FixIt(message: MacroFixIt.addTypeAnnotation, changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(annotated))])
    }
}

extension TokenSyntax {
    /// The identifier without its backticks: `default` for `` `default` ``.
    var unescapedText: String {
        let text = trimmed.text
        guard text.count > 1, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
        return String(text.dropFirst().dropLast())
    }
}

extension VariableDeclSyntax {
    var isStoredInstanceProperty: Bool {
        !modifiers.contains { modifier in
            [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains(modifier.name.tokenKind)
        }
    }
}

extension AccessorBlockSyntax {
    /// Only `willSet` and `didSet`: the property is still stored.
    var isObserversOnly: Bool {
        guard case .accessors(let accessors) = self.accessors else { return false }
        return accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }
}

extension TypeSyntax {
    /// Whether the type is spelled `T?` or `T!`: only then does a `var` without a value start as
    /// `nil` (one declared `Optional<T>` must be given one).
    var isOptionalSugar: Bool { self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) }

    /// `T` for `T?`, `T!` and `Optional<T>`.
    var optionalWrapped: TypeSyntax? {
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType }
        return genericArgument(ofTypeNamed: "Optional")
    }

    /// `E` for `[E]` and `Array<E>`.
    var arrayElement: TypeSyntax? {
        if let array = self.as(ArrayTypeSyntax.self) { return array.element }
        return genericArgument(ofTypeNamed: "Array")
    }

    /// The last component of the type's name: `Date` for `Foundation.Date`.
    var lastName: String? {
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
        return nil
    }

    private func genericArgument(ofTypeNamed name: String) -> TypeSyntax? {
        guard let arguments = standardGenericArguments(named: name), arguments.count == 1 else { return nil }
        return arguments[0]
    }

    /// The generic arguments of the standard library's `name`, spelled `Array<E>` or
    /// `Swift.Array<E>`, if this is that type.
    func standardGenericArguments(named name: String) -> [TypeSyntax]? {
        let clause: GenericArgumentClauseSyntax?
        if let identifier = self.as(IdentifierTypeSyntax.self), identifier.name.text == name {
            clause = identifier.genericArgumentClause
        } else if let member = self.as(MemberTypeSyntax.self), member.name.text == name,
                  member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift" {
            clause = member.genericArgumentClause
        } else {
            return nil
        }
        // Parsed again from their text: an argument's syntax type differs between swift-syntax versions.
        return clause?.arguments.map { TypeSyntax("\(raw: $0.argument.trimmedDescription)") }
    }
}
#endif
