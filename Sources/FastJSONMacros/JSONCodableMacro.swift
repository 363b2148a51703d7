#if Macros
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@JSONCodable`: `CodingKeys`, `init(from:)` and `encode(to:)` from a type's stored properties
/// and their annotations, or from an enum's cases. A struct or an enum gets them in an extension,
/// which keeps a struct's memberwise initializer; a class in its body, where a required
/// initializer must be.
public struct JSONCodableMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let isClass = declaration.is(ClassDeclSyntax.self)
        // With a discriminator, the extension's expansion reports the misuse.
        guard isClass || declaration.is(StructDeclSyntax.self), (try? discriminator(in: node)) == nil else { return [] }
        // A class's expansion reports the diagnostics; a struct's extension does.
        guard let generation = generation(for: declaration, codesSuperclass: codesSuperclass(in: node), in: isClass ? context : nil)
        else { return [] }
        let annotations = generation.annotationsEnum.map { [$0] } ?? []
        return isClass ? generation.members + annotations : annotations
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // `JSONKeyedValue` only for a type with a `@JSONParentKey` property.
        let isKeyedValue = { (type: TypeSyntax) in type.trimmedDescription.hasSuffix("JSONKeyedValue") }
        let keyedValue = protocols.filter(isKeyedValue)
        // `_JSONFastDecodable` and `_JSONFastEncodable` only for a type that gets the fast path.
        let isFastDecodable = { (type: TypeSyntax) in type.trimmedDescription.hasSuffix("_JSONFastDecodable") }
        let isFastEncodable = { (type: TypeSyntax) in type.trimmedDescription.hasSuffix("_JSONFastEncodable") }
        let conformances = protocols
        var protocols = protocols.filter { !isKeyedValue($0) && !isFastDecodable($0) && !isFastEncodable($0) }
        var members: [DeclSyntax] = []
        do throws(Diagnosis) {
            let discriminator = try discriminator(in: node)
            let codesSuperclass = codesSuperclass(in: node)
            if codesSuperclass && !declaration.is(ClassDeclSyntax.self) { throw Diagnosis(.codesSuperclassNotForStructs, at: node) }
            if let enumDecl = declaration.as(EnumDeclSyntax.self) {
                members = EnumGeneration(coded: try CodedEnum(enumDecl, discriminator: discriminator), access: access(of: declaration))
                    .members
            } else if declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) {
                if discriminator != nil { throw Diagnosis(.discriminatorNotForStructs, at: node) }
                // Silent here for a class: its member expansion reports.
                guard let generation = generation(
                    for: declaration, codesSuperclass: codesSuperclass, in: declaration.is(StructDeclSyntax.self) ? context : nil)
                else { return [] }
                if declaration.is(StructDeclSyntax.self) { members = generation.members }
                if generation.parentKey != nil { protocols += keyedValue }
                if generation.hasFastDecode { protocols += conformances.filter(isFastDecodable) }
                if generation.hasFastEncode { protocols += conformances.filter(isFastEncodable) }
            } else {
                throw Diagnosis(.unsupportedDeclaration, at: node)
            }
        } catch {
            context.diagnose(error.diagnostic)
            return []
        }
        let list = protocols.isEmpty ? "" : ": " + protocols.map(\.trimmedDescription).joined(separator: ", ")
        let body = members.isEmpty ? "" : "\n" + members.map(\.description).joined(separator: "\n\n") + "\n"
        return [try ExtensionDeclSyntax("extension \(type.trimmed)\(raw: list) {\(raw: body)}")]
    }

    /// Whether the `codesSuperclass:` argument is `true`.
    private static func codesSuperclass(in node: AttributeSyntax) -> Bool {
        node.arguments?.as(LabeledExprListSyntax.self)?.first(where: { $0.label?.text == "codesSuperclass" })?
            .expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }

    /// The `discriminator:` argument, if there is one.
    private static func discriminator(in node: AttributeSyntax) throws(Diagnosis) -> String? {
        guard let argument = node.arguments?.as(LabeledExprListSyntax.self)?.first(where: { $0.label?.text == "discriminator" })?
            .expression, !argument.is(NilLiteralExprSyntax.self)
        else { return nil }
        guard let value = argument.as(StringLiteralExprSyntax.self)?.representedLiteralValue else {
            throw Diagnosis(.discriminatorNotAStringLiteral, at: argument)
        }
        return value
    }

    /// What to generate, or nil when a diagnosis stops the expansion; diagnostics go to `context`
    /// when there is one.
    private static func generation(
        for declaration: some DeclGroupSyntax, codesSuperclass: Bool, in context: (some MacroExpansionContext)?
    ) -> CodableGeneration? {
        do {
            let handWrittenKeys = handWrittenCodingKeys(in: declaration.memberBlock.members)
            var warnings: [Diagnostic] = []
            let properties = try checkedProperties(of: declaration, handWrittenKeys: handWrittenKeys, warnings: &warnings)
            warnings.forEach { context?.diagnose($0) }
            let keyNames = handWrittenKeys.map { CodingKeyNames(handWritten: $0) }
                ?? CodingKeyNames(properties.filter(\.isEncoded).map(\.path))
            return CodableGeneration(
                properties: properties, keyNames: keyNames, declaresCodingKeys: handWrittenKeys == nil,
                access: access(of: declaration), isClass: declaration.is(ClassDeclSyntax.self),
                isFinal: declaration.modifiers.contains { $0.name.tokenKind == .keyword(.final) },
                isOpen: declaration.modifiers.contains { $0.name.tokenKind == .keyword(.open) },
                callsSuper: codesSuperclass && declaration.is(ClassDeclSyntax.self),
                writesDecode: declaresMember(in: declaration, named: "init", firstLabel: "from"),
                writesEncode: declaresMember(in: declaration, named: "encode", firstLabel: "to"))
        } catch {
            context?.diagnose(error.diagnostic)
            return nil
        }
    }

    private static func checkedProperties(
        of declaration: some DeclGroupSyntax, handWrittenKeys: Set<String>?, warnings: inout [Diagnostic]
    ) throws(Diagnosis) -> [CodedProperty] {
        try checkPropertiesOutOfReach(in: declaration.memberBlock.members)
        var properties = CodedProperty.storedProperties(of: declaration.memberBlock.members)
        for index in properties.indices {
            try properties[index].apply(properties[index].declaration.attributes)
        }
        for property in properties where property.isDecoded {
            _ = try property.declaredType()
        }
        if let second = properties.filter(\.isParentKey).dropFirst().first {
            throw Diagnosis(.severalParentKeys, at: second.declaration)
        }
        var receivers: Set<String> = []
        for property in properties {
            guard case .lossy(let skippedInto?) = property.reading else { continue }
            guard let target = properties.firstIndex(where: { $0.name == skippedInto }) else {
                throw Diagnosis(.lossyTargetNotFound(name: skippedInto), at: property.declaration)
            }
            guard receivers.insert(skippedInto).inserted else {
                throw Diagnosis(.duplicateLossyTarget(name: skippedInto), at: property.declaration)
            }
            if let annotation = properties[target].declaration.attributes.first(where: { $0.as(AttributeSyntax.self).flatMap(Annotation.init) != nil }) {
                throw Diagnosis(.lossyTargetCoded(name: skippedInto), at: annotation)
            }
            if properties[target].isLet && properties[target].hasInitialValue {
                let specifier = properties[target].declaration.bindingSpecifier
                throw Diagnosis(.lossyTargetIsLetWithValue(name: skippedInto), at: specifier, fixIts: [FixIt(
                    message: MacroFixIt.makeVar,
                    changes: [.replace(oldNode: Syntax(specifier), newNode: Syntax(specifier.with(\.tokenKind, .keyword(.var))))])])
            }
            properties[target].receivesSkippedElements = true
        }
        if let handWrittenKeys {
            for index in properties.indices where properties[index].isEncoded {
                let property = properties[index]
                if let key = property.declaration.attributes.first(where: {
                    $0.as(AttributeSyntax.self).flatMap(Annotation.init) == .key
                }) {
                    throw Diagnosis(.keyWithCustomCodingKeys, at: key)
                }
                if !handWrittenKeys.contains(property.name) {
                    guard property.hasInitialValue || (property.isOptional && !property.isLet) else {
                        throw Diagnosis(.notInCodingKeys(property: property.name), at: property.declaration)
                    }
                    properties[index].isIgnored = true
                }
            }
        }
        try checkPaths(of: properties.filter(\.isEncoded))
        for property in properties where property.isEncoded && property.isLet && property.hasInitialValue {
            let specifier = property.declaration.bindingSpecifier
            warnings.append(Diagnostic(
                node: Syntax(specifier), message: MacroDiagnostic.letWithValueNotDecoded(property: property.name),
                fixIts: [FixIt(message: MacroFixIt.makeVar, changes: [
                    .replace(oldNode: Syntax(specifier), newNode: Syntax(specifier.with(\.tokenKind, .keyword(.var)))),
                ])]))
        }
        return properties
    }

    /// Stored properties the generated code cannot name: inside `#if`, whose active branch a
    /// macro does not know (an ignored one with an initial value needs no code), or bound by a
    /// tuple pattern.
    private static func checkPropertiesOutOfReach(
        in members: MemberBlockItemListSyntax, insideConditional: Bool = false
    ) throws(Diagnosis) {
        for member in members {
            if let conditional = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .decls(let inner)? = clause.elements { try checkPropertiesOutOfReach(in: inner, insideConditional: true) }
                }
                continue
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.isStoredInstanceProperty else { continue }
            for binding in variable.bindings where binding.accessorBlock.map(\.isObserversOnly) ?? true {
                if binding.pattern.is(TuplePatternSyntax.self) { throw Diagnosis(.tuplePatternProperty, at: binding.pattern) }
                let isIgnored = variable.attributes.contains { $0.as(AttributeSyntax.self).flatMap(Annotation.init) == .ignored }
                if insideConditional && !(isIgnored && binding.initializer != nil) {
                    throw Diagnosis(.propertyInConditionalBlock(property: binding.pattern.trimmedDescription), at: binding.pattern)
                }
            }
        }
    }

    /// Two properties at one key, or one inside an object that another is coded as, would write
    /// the key twice.
    private static func checkPaths(of properties: [CodedProperty]) throws(Diagnosis) {
        for (index, property) in properties.enumerated() {
            for other in properties[..<index] {
                let shared = min(property.path.count, other.path.count)
                guard property.path.prefix(shared) == other.path.prefix(shared) else { continue }
                let path = property.path.prefix(shared).map { "\"\($0)\"" }.joined(separator: ".")
                if property.path.count == other.path.count {
                    throw Diagnosis(.duplicateKey(property: property.name, other: other.name, path: path), at: property.declaration)
                }
                let (inner, outer) = property.path.count > other.path.count ? (property, other) : (other, property)
                throw Diagnosis(.keyUnderValue(property: inner.name, other: outer.name, path: path), at: property.declaration)
            }
        }
    }

    /// Whether the type's body declares `init(from:)` (`named: "init"`) or a function of one
    /// parameter labelled `firstLabel`.
    private static func declaresMember(in declaration: some DeclGroupSyntax, named name: String, firstLabel: String) -> Bool {
        declaration.memberBlock.members.contains { member in
            let parameters: FunctionParameterListSyntax?
            if name == "init", let initializer = member.decl.as(InitializerDeclSyntax.self) {
                parameters = initializer.signature.parameterClause.parameters
            } else if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name {
                parameters = function.signature.parameterClause.parameters
            } else {
                parameters = nil
            }
            guard let parameters, parameters.count == 1, let only = parameters.first else { return false }
            return only.firstName.text == firstLabel
        }
    }

    /// The case names of the type's own `CodingKeys` enum, if it declares one.
    private static func handWrittenCodingKeys(in members: MemberBlockItemListSyntax) -> Set<String>? {
        for member in members {
            guard let enumDecl = member.decl.as(EnumDeclSyntax.self), enumDecl.name.text == "CodingKeys" else { continue }
            var names: Set<String> = []
            for caseMember in enumDecl.memberBlock.members {
                guard let cases = caseMember.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements { names.insert(element.name.unescapedText) }
            }
            return names
        }
        return nil
    }

    /// `public `, `package ` or nothing: the generated members are as visible as the type.
    private static func access(of declaration: some DeclGroupSyntax) -> String {
        for modifier in declaration.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public "
            case .keyword(.package): return "package "
            default: continue
            }
        }
        return ""
    }
}
#endif
