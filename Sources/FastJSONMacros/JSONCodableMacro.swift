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
        // The extension's expansion reports a misused argument.
        guard let codesSuperclass = try? codesSuperclass(in: node), !codesSuperclass || declaration.inheritanceClause != nil,
              let generation = generation(
                for: declaration, access: access(of: declaration, in: context), codesSuperclass: codesSuperclass,
                reportingTo: isClass ? context : nil)
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
        var codedTypes: [TypeSyntax] = []
        do throws(Diagnosis) {
            let discriminator = try discriminator(in: node)
            let codesSuperclass = try codesSuperclass(in: node)
            if codesSuperclass && !declaration.is(ClassDeclSyntax.self) { throw Diagnosis(.codesSuperclassNotForStructs, at: node) }
            if codesSuperclass && declaration.inheritanceClause == nil { throw Diagnosis(.codesSuperclassWithoutSuperclass, at: node) }
            if let enumDecl = declaration.as(EnumDeclSyntax.self) {
                let written = enumDecl.memberBlock.members
                let writesDecode = try declaresCodingMember("init(from:)", in: written)
                let writesEncode = try declaresCodingMember("encode(to:)", in: written)
                let coded = try CodedEnum(enumDecl, discriminator: discriminator)
                codedTypes = coded.cases.flatMap(\.values).map(\.type)
                members = EnumGeneration(coded: coded, access: access(of: declaration, in: context))
                    .members.filter { member in
                        !(writesDecode && codingMemberName(member) == "init(from:)" || writesEncode && codingMemberName(member) == "encode(to:)")
                    }
            } else if declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) {
                if discriminator != nil { throw Diagnosis(.discriminatorNotForStructs, at: node) }
                // Silent here for a class: its member expansion reports.
                guard let generation = generation(
                    for: declaration, access: access(of: declaration, in: context), codesSuperclass: codesSuperclass,
                    reportingTo: declaration.is(StructDeclSyntax.self) ? context : nil)
                else { return [] }
                if declaration.is(StructDeclSyntax.self) {
                    members = generation.members
                    codedTypes = generation.properties.filter(\.isEncoded).compactMap(\.type)
                }
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
        let addsCodable = Set(protocols.compactMap(\.lastName)).isSuperset(of: ["Decodable", "Encodable"])
        let parameters = ([Syntax(declaration)] + context.lexicalContext).flatMap(genericParameters(of:))
        let requirements = codableRequirements(of: parameters, for: codedTypes, addsCodable: addsCodable)
        return [try ExtensionDeclSyntax("extension \(type.trimmed)\(raw: list)\(raw: requirements) {\(raw: body)}")]
    }

    /// The `where` clause of a generic type's extension. Each parameter, or member type of one
    /// (`Item.ID`), that a coded type is or holds in an optional, array, set or dictionary must be
    /// `Codable`: no conformance does without it, so the clause asks it even of a type that
    /// declares `Codable` (where it is redundant) or conforms in a conditional extension of its
    /// own (which needs it in the generated members too). A parameter named elsewhere in a coded
    /// type (`Box<Item>`, `Tagged<Owner, UUID>`) is asked to be `Codable` only where the macro adds
    /// the conformance: a type that declares it may need no such requirement.
    private static func codableRequirements(of parameters: [String], for types: [TypeSyntax], addsCodable: Bool) -> String {
        var required: [String] = []
        func require(_ spelled: String) {
            if !required.contains(spelled) { required.append(spelled) }
        }
        func visit(_ type: TypeSyntax) {
            if let wrapped = type.optionalWrapped ?? type.arrayElement { return visit(wrapped) }
            if let dictionary = type.as(DictionaryTypeSyntax.self) { return [dictionary.key, dictionary.value].forEach(visit) }
            if let arguments = type.standardGenericArguments(named: "Set") ?? type.standardGenericArguments(named: "Dictionary") {
                return arguments.forEach(visit)
            }
            var base = type
            while let member = base.as(MemberTypeSyntax.self) { base = member.baseType }
            if let parameter = base.as(IdentifierTypeSyntax.self), parameter.genericArgumentClause == nil,
               parameters.contains(parameter.name.text) {
                return require(type.trimmedDescription)
            }
            guard addsCodable else { return }
            // A name after a period is a member's (`Stats.Value`), not the parameter.
            for token in type.tokens(viewMode: .sourceAccurate)
            where parameters.contains(token.text) && token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period {
                require(token.text)
            }
        }
        types.forEach(visit)
        return required.isEmpty ? "" : " where " + required.map { "\($0): Codable" }.joined(separator: ", ")
    }

    /// The names of `syntax`'s type parameters, if it is a generic type: a pack (`each T`) or a
    /// value (`let N: Int`), whose name follows a keyword, is left out.
    private static func genericParameters(of syntax: Syntax) -> [String] {
        let clause = syntax.as(StructDeclSyntax.self)?.genericParameterClause ?? syntax.as(EnumDeclSyntax.self)?.genericParameterClause
            ?? syntax.as(ClassDeclSyntax.self)?.genericParameterClause ?? syntax.as(ActorDeclSyntax.self)?.genericParameterClause
        return clause?.parameters.filter { $0.firstToken(viewMode: .sourceAccurate)?.id == $0.name.id }.map(\.name.text) ?? []
    }

    /// Whether the `codesSuperclass:` argument is `true`.
    private static func codesSuperclass(in node: AttributeSyntax) throws(Diagnosis) -> Bool {
        guard let argument = node.arguments?.as(LabeledExprListSyntax.self)?.first(where: { $0.label?.text == "codesSuperclass" })?
            .expression
        else { return false }
        guard let literal = argument.as(BooleanLiteralExprSyntax.self) else { throw Diagnosis(.codesSuperclassNotALiteral, at: argument) }
        return literal.literal.tokenKind == .keyword(.true)
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
        for declaration: some DeclGroupSyntax, access: String, codesSuperclass: Bool, reportingTo context: (some MacroExpansionContext)?
    ) -> CodableGeneration? {
        do {
            let handWrittenKeys = handWrittenCodingKeys(in: declaration.memberBlock.members)
            let writesDecode = try declaresCodingMember("init(from:)", in: declaration.memberBlock.members)
            let writesEncode = try declaresCodingMember("encode(to:)", in: declaration.memberBlock.members)
            var warnings: [Diagnostic] = []
            let properties = try checkedProperties(
                of: declaration, handWrittenKeys: handWrittenKeys, writesDecode: writesDecode, writesEncode: writesEncode,
                warnings: &warnings)
            warnings.forEach { context?.diagnose($0) }
            let keyNames = handWrittenKeys.map { CodingKeyNames(handWritten: $0) }
                ?? CodingKeyNames(properties.filter(\.isEncoded).map(\.path))
            return CodableGeneration(
                typeName: declaration.asProtocol(NamedDeclSyntax.self)?.name.text ?? "Self", properties: properties,
                keyNames: keyNames, declaresCodingKeys: handWrittenKeys == nil, access: access,
                isClass: declaration.is(ClassDeclSyntax.self),
                isFinal: declaration.modifiers.contains { $0.name.tokenKind == .keyword(.final) },
                isOpen: declaration.modifiers.contains { $0.name.tokenKind == .keyword(.open) },
                callsSuper: codesSuperclass && declaration.is(ClassDeclSyntax.self),
                writesDecode: writesDecode, writesEncode: writesEncode)
        } catch {
            context?.diagnose(error.diagnostic)
            return nil
        }
    }

    /// The properties to code, checked; `writesDecode`: the type writes its own `init(from:)`,
    /// so nothing generated decodes them, and what only decoding reads is reported as unused;
    /// `writesEncode`: the type writes its own `encode(to:)`.
    private static func checkedProperties(
        of declaration: some DeclGroupSyntax, handWrittenKeys: Set<String>?, writesDecode: Bool, writesEncode: Bool,
        warnings: inout [Diagnostic]
    ) throws(Diagnosis) -> [CodedProperty] {
        try checkPropertiesOutOfReach(in: declaration.memberBlock.members)
        var properties = CodedProperty.storedProperties(of: declaration.memberBlock.members)
        for index in properties.indices {
            try properties[index].apply(properties[index].declaration.attributes)
        }
        if writesDecode {
            for property in properties {
                for attribute in property.declaration.attributes.compactMap({ $0.as(AttributeSyntax.self) }) {
                    guard let annotation = Annotation(attribute), [.defaultValue, .lenient, .lossy].contains(annotation) else { continue }
                    warnings.append(Diagnostic(
                        node: Syntax(attribute), message: MacroDiagnostic.decodingAnnotationUnused("@" + annotation.rawValue)))
                }
            }
        } else {
            // A wrapped property's storage type is inferred from the storage itself.
            for property in properties where property.isDecoded && property.wrapper == nil {
                _ = try property.declaredType()
            }
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
                    guard property.hasInitialValue || (property.type?.isOptionalSugar == true && !property.isLet) else {
                        throw Diagnosis(.notInCodingKeys(property: property.name), at: property.declaration)
                    }
                    properties[index].isIgnored = true
                }
            }
        }
        if !(writesDecode && writesEncode) {
            for property in properties where property.isEncoded {
                if let conditional = property.declaration.attributes.lazy.compactMap({ $0.as(IfConfigDeclSyntax.self) }).first {
                    throw Diagnosis(.attributesInConditionalBlock(property: property.name), at: conditional)
                }
            }
        }
        try checkPaths(of: properties.filter(\.isEncoded))
        for property in properties where !writesDecode && property.isEncoded && property.isLet && property.hasInitialValue {
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
            let isIgnored = variable.attributes.contains { $0.as(AttributeSyntax.self).flatMap(Annotation.init) == .ignored }
            for binding in variable.bindings where binding.accessorBlock.map(\.isObserversOnly) ?? true {
                // As outside `#if`, an ignored property needs a value, or to be an optional `var`.
                let needsNoCode = isIgnored && (binding.initializer != nil
                    || variable.bindingSpecifier.tokenKind == .keyword(.var) && binding.typeAnnotation?.type.isOptionalSugar == true)
                if needsNoCode { continue }
                if binding.pattern.is(TuplePatternSyntax.self) { throw Diagnosis(.tuplePatternProperty, at: binding.pattern) }
                if insideConditional {
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

    /// Whether `members` declare `name`, `init(from:)` or `encode(to:)` (its parameter typed
    /// `Decoder`, `any Decoder` or `Swift.Decoder`, or the same for `Encoder`): one the type
    /// wrote, which the macro leaves as it is. One inside `#if` is refused, as the macro cannot
    /// tell whether the type has it.
    private static func declaresCodingMember(_ name: String, in members: MemberBlockItemListSyntax) throws(Diagnosis) -> Bool {
        try checkCodingMembersOutOfReach(in: members)
        return members.contains { codingMemberName($0.decl) == name }
    }

    /// `init(from:)` or `encode(to:)`, if `decl` is the `Decodable` or `Encodable` requirement.
    private static func codingMemberName(_ decl: DeclSyntax) -> String? {
        let parameters: FunctionParameterListSyntax
        let name: String
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            (parameters, name) = (initializer.signature.parameterClause.parameters, "init")
        } else if let function = decl.as(FunctionDeclSyntax.self), function.name.text == "encode",
                  !function.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) {
            (parameters, name) = (function.signature.parameterClause.parameters, "encode")
        } else {
            return nil
        }
        guard parameters.count == 1, let only = parameters.first else { return nil }
        var spelled = only.type.trimmedDescription
        if spelled.hasPrefix("any ") { spelled.removeFirst(4) }
        let typeName = spelled.split(separator: ".").last.map(String.init)
        switch (name, only.firstName.text, typeName) {
        case ("init", "from", "Decoder"): return "init(from:)"
        case ("encode", "to", "Encoder"): return "encode(to:)"
        default: return nil
        }
    }

    /// Refuses an `init(from:)` or `encode(to:)` inside `#if`.
    private static func checkCodingMembersOutOfReach(in members: MemberBlockItemListSyntax, insideConditional: Bool = false) throws(Diagnosis) {
        for member in members {
            if let conditional = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .decls(let inner)? = clause.elements { try checkCodingMembersOutOfReach(in: inner, insideConditional: true) }
                }
            } else if insideConditional, let name = codingMemberName(member.decl) {
                throw Diagnosis(.codingMemberInConditionalBlock(name), at: member.decl)
            }
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

    /// The access the generated members need: the type's, `public`, `package` or none. A type
    /// without an access modifier in a `public` or `package` extension has the extension's.
    private static func access(of declaration: some DeclGroupSyntax, in context: some MacroExpansionContext) -> String {
        let modifiers = declaration.modifiers.contains(where: { $0.name.isAccessLevel })
            ? declaration.modifiers : context.lexicalContext.first?.as(ExtensionDeclSyntax.self)?.modifiers ?? []
        for modifier in modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public "
            case .keyword(.package): return "package "
            default: continue
            }
        }
        return ""
    }
}

extension TokenSyntax {
    /// Whether the token is an access-level keyword.
    fileprivate var isAccessLevel: Bool {
        [.keyword(.public), .keyword(.open), .keyword(.package), .keyword(.internal), .keyword(.fileprivate), .keyword(.private)]
            .contains(tokenKind)
    }
}
#endif
