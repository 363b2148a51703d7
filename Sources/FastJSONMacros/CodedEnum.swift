#if Macros
import SwiftDiagnostics
import SwiftSyntax

/// A `@JSONCodable` enum: its cases and how they are laid out in JSON.
struct CodedEnum {
    /// One associated value: its label, or nil, and its type.
    struct Value {
        let label: String?
        let type: TypeSyntax
        var isOptional: Bool { type.optionalWrapped != nil }
    }

    struct Case {
        let name: String
        /// The case's key (Foundation's layout) or its discriminator value: `@JSONKey`'s, or the name.
        let key: String
        let values: [Value]
        let isUnknownFallback: Bool
        let declaration: EnumCaseDeclSyntax
    }

    enum Layout {
        /// Synthesized `Codable`'s: `{"case": {"label": value, "_1": value}}`.
        case foundation
        /// `{"type": "case", "label": value}`, or the one unlabeled value's own object with the
        /// discriminator added.
        case discriminator(String)
        /// A raw-value enum with a fallback case: the raw value, as `RawRepresentable` codes it.
        case rawValue
    }

    let cases: [Case]
    let layout: Layout

    /// The fallback case, if there is one.
    var fallback: Case? { cases.first(where: \.isUnknownFallback) }

    /// The key of an associated value: its label, or `_` and its position, as synthesized `Codable`'s.
    static func key(of value: Value, at position: Int) -> String { value.label ?? "_\(position)" }
}

extension CodedEnum {
    /// The first case declared inside `conditional`, at any depth of `#if`.
    private static func firstCase(in conditional: IfConfigDeclSyntax) -> EnumCaseDeclSyntax? {
        for clause in conditional.clauses {
            guard case .decls(let decls)? = clause.elements else { continue }
            for item in decls {
                if let found = item.decl.as(EnumCaseDeclSyntax.self) ?? item.decl.as(IfConfigDeclSyntax.self).flatMap(firstCase) {
                    return found
                }
            }
        }
        return nil
    }

    /// Reads and checks the cases of `declaration`, laid out by `discriminator` when there is one.
    init(_ declaration: EnumDeclSyntax, discriminator: String?) throws(Diagnosis) {
        var cases: [Case] = []
        for member in declaration.memberBlock.members {
            // The generated `switch` would miss a case that only some builds have.
            if let conditional = member.decl.as(IfConfigDeclSyntax.self), let inner = Self.firstCase(in: conditional) {
                throw Diagnosis(.caseInConditionalBlock, at: inner)
            }
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            var key: String?
            var isUnknown = false
            for element in caseDecl.attributes {
                guard let attribute = element.as(AttributeSyntax.self), let annotation = Annotation(attribute) else { continue }
                switch annotation {
                case .key:
                    let arguments = attribute.arguments?.as(LabeledExprListSyntax.self).map(Array.init) ?? []
                    guard arguments.count == 1, let literal = arguments.first?.expression.as(StringLiteralExprSyntax.self),
                          let value = literal.representedLiteralValue
                    else { throw Diagnosis(.caseKeyNotOneLiteral, at: attribute) }
                    guard caseDecl.elements.count == 1 else { throw Diagnosis(.caseKeyOnSeveralCases, at: attribute) }
                    key = value
                case .unknown:
                    isUnknown = true
                default:
                    throw Diagnosis(.annotationNotForCases(annotation.spelling), at: attribute)
                }
            }
            for element in caseDecl.elements {
                let values = (element.parameterClause?.parameters).map(Array.init)?.map { parameter -> Value in
                    let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.unescapedText }
                    return Value(label: label, type: parameter.type.trimmed)
                } ?? []
                if isUnknown && !values.isEmpty {
                    throw Diagnosis(.unknownCaseWithValues(element.name.unescapedText), at: element)
                }
                // As synthesized `Codable` refuses: the label would be the key of an unlabelled value.
                let keys = values.enumerated().map { Self.key(of: $1, at: $0) }
                if let label = values.compactMap(\.label).first(where: { label in keys.filter { $0 == label }.count > 1 }) {
                    throw Diagnosis(.valueLabelClashes(element.name.unescapedText, label), at: element)
                }
                cases.append(Case(
                    name: element.name.unescapedText, key: key ?? element.name.unescapedText, values: values,
                    isUnknownFallback: isUnknown, declaration: caseDecl))
            }
        }
        let fallbacks = cases.filter(\.isUnknownFallback)
        if fallbacks.count > 1 {
            throw Diagnosis(.severalUnknownCases, at: fallbacks[1].declaration)
        }
        if let duplicate = cases.enumerated().first(where: { index, item in cases[..<index].contains { $0.key == item.key } }) {
            throw Diagnosis(.duplicateCaseKey(duplicate.element.key), at: duplicate.element.declaration)
        }

        if let discriminator {
            for item in cases {
                try Self.checkPayload(of: item, discriminator: discriminator)
            }
            self.init(cases: cases, layout: .discriminator(discriminator))
        } else if Self.hasRawType(declaration) {
            if let keyed = cases.first(where: { $0.key != $0.name }) {
                throw Diagnosis(.caseKeyWithRawValues, at: keyed.declaration)
            }
            self.init(cases: cases, layout: .rawValue)
        } else {
            self.init(cases: cases, layout: .foundation)
        }
    }

    /// With a discriminator, the values are keys of the same object as the discriminator: a label
    /// may not be its key, and one unlabeled value must be an object itself.
    private static func checkPayload(of item: Case, discriminator: String) throws(Diagnosis) {
        if item.values.count == 1, item.values[0].label == nil {
            let type = item.values[0].type
            if type.arrayElement != nil || type.optionalWrapped != nil
                || type.lastName.map({ Annotation.lenientTypes.contains($0) || ["String", "Date", "Data", "Decimal", "URL"].contains($0) }) == true {
                throw Diagnosis(.discriminatedPayloadNotAnObject(item.name), at: item.declaration)
            }
            return
        }
        if item.values.contains(where: { $0.label == nil }) {
            throw Diagnosis(.discriminatedValuesNeedLabels(item.name), at: item.declaration)
        }
        if item.values.contains(where: { $0.label == discriminator }) {
            throw Diagnosis(.labelIsDiscriminator(item.name, discriminator), at: item.declaration)
        }
    }

    /// Whether the enum declares a raw type: the first inherited type is one a raw value can have.
    private static func hasRawType(_ declaration: EnumDeclSyntax) -> Bool {
        guard let first = declaration.inheritanceClause?.inheritedTypes.first?.type.lastName else { return false }
        return Annotation.lenientTypes.contains(first) || ["String", "Character"].contains(first)
    }
}
#endif
