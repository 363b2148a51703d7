#if Macros
import SwiftDiagnostics
import SwiftSyntax

/// The property annotations, by name.
enum Annotation: String, CaseIterable {
    case key = "JSONKey"
    case defaultValue = "JSONDefault"
    case lenient = "JSONLenient"
    case date = "JSONDate"
    case lossy = "JSONLossy"
    case ignored = "JSONIgnored"
    case unknown = "JSONUnknown"
    case keyedValues = "JSONKeyedValues"
    case parentKey = "JSONParentKey"

    var spelling: String { "@\(rawValue)" }

    /// The annotation `attribute` spells, if any: `@JSONKey` or `@FastJSON.JSONKey`.
    init?(_ attribute: AttributeSyntax) {
        guard let name = attribute.attributeName.lastName else { return nil }
        self.init(rawValue: name)
    }

    /// The annotations that change how a value is read; at most one applies.
    static let readings: [Annotation] = [.lenient, .date, .lossy, .keyedValues]

    static let lenientTypes: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    ]

    /// The attributes of a stored property that leave its coding as it is: Swift's own, those of
    /// the Observation module, and MemberwiseInit's. Any other, but a global actor's, may be a
    /// property wrapper, whose storage synthesized `Codable` codes in place of the value.
    private static let plainAttributes: Set<String> = [
        "available", "objc", "nonobjc", "NSCopying", "NSManaged", "IBOutlet", "IBInspectable", "GKInspectable",
        "usableFromInline", "preconcurrency", "exclusivity", "_spi", "_documentation", "noDerivative", "abi",
        "ObservationIgnored", "ObservationTracked", "Init", "InitRaw", "InitWrapper",
    ]

    /// Whether `attribute` may be a property wrapper: none of FastJSON's or the plain ones, nor a
    /// global actor, whose names end in `Actor` by convention.
    static func mayBeAPropertyWrapper(_ attribute: AttributeSyntax) -> Bool {
        guard Annotation(attribute) == nil, let name = attribute.attributeName.lastName else { return false }
        return !plainAttributes.contains(name) && !name.hasSuffix("Actor")
    }
}

extension CodedProperty {
    /// Reads the property's annotations into it, checking each against the property's type.
    mutating func apply(_ attributes: AttributeListSyntax) throws(Diagnosis) {
        var seen: [Annotation: AttributeSyntax] = [:]
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), let annotation = Annotation(attribute) else { continue }
            if seen[annotation] != nil {
                throw Diagnosis(.repeatedAnnotation(annotation.spelling), at: attribute,
                                fixIts: [Self.removing(attribute, annotation, from: attributes)])
            }
            seen[annotation] = attribute
        }
        let present = Annotation.allCases.filter { seen[$0] != nil }
        // `@JSONIgnored` and `@JSONParentKey` say the property has no key of its own: nothing else applies.
        for alone in [Annotation.ignored, .parentKey] where seen[alone] != nil {
            if let other = present.first(where: { $0 != alone }), let otherAttribute = seen[other] {
                throw Diagnosis(.conflictingAnnotations(alone.spelling, other.spelling), at: otherAttribute,
                                fixIts: [Self.removing(otherAttribute, other, from: attributes)])
            }
        }
        let readings = Annotation.readings.filter { seen[$0] != nil }
        if readings.count > 1, let second = seen[readings[1]] {
            throw Diagnosis(.conflictingAnnotations(readings[0].spelling, readings[1].spelling), at: second,
                            fixIts: [Self.removing(second, readings[1], from: attributes)])
        }
        // A wrapped property is coded as its wrapper codes it: only its key can be named.
        if let wrapper, let other = present.first(where: { ![.key, .ignored].contains($0) }), let otherAttribute = seen[other] {
            throw Diagnosis(.annotationOnWrappedProperty(other.spelling, property: name, wrapper: wrapper), at: otherAttribute,
                            fixIts: [Self.removing(otherAttribute, other, from: attributes)])
        }
        for annotation in present {
            if let attribute = seen[annotation] { try apply(annotation, attribute) }
        }
    }

    private mutating func apply(_ annotation: Annotation, _ attribute: AttributeSyntax) throws(Diagnosis) {
        let arguments = attribute.arguments?.as(LabeledExprListSyntax.self).map(Array.init) ?? []
        switch annotation {
        case .key:
            var keys: [String] = []
            for argument in arguments {
                guard let literal = argument.expression.as(StringLiteralExprSyntax.self),
                      let key = literal.representedLiteralValue
                else { throw Diagnosis(.keyNotAStringLiteral, at: argument.expression) }
                keys.append(key)
            }
            guard !keys.isEmpty else { throw Diagnosis(.emptyKey, at: attribute) }
            path = keys
        case .defaultValue:
            guard let value = arguments.first?.expression else { return }
            var condition = DefaultCondition.missingOrNull
            if let when = arguments.first(where: { $0.label?.text == "when" })?.expression {
                guard let name = when.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                      let named = DefaultCondition(rawValue: name)
                else { throw Diagnosis(.defaultConditionNotLiteral, at: when) }
                condition = named
            }
            defaultValue = (value, condition)
        case .lenient:
            guard let typeName = try declaredType().lastName, Annotation.lenientTypes.contains(typeName) else {
                throw Diagnosis(.lenientType(property: name), at: attribute)
            }
            reading = .lenient
        case .date:
            guard try declaredType().lastName == "Date", let format = arguments.first?.expression else {
                throw Diagnosis(.dateType(property: name), at: attribute)
            }
            reading = .date(format: format.trimmed)
        case .lossy:
            guard try declaredType().arrayElement != nil else { throw Diagnosis(.lossyType(property: name), at: attribute) }
            var target: String?
            if let argument = arguments.first(where: { $0.label?.text == "skippedInto" })?.expression,
               !argument.is(NilLiteralExprSyntax.self) {
                guard let literal = argument.as(StringLiteralExprSyntax.self), let value = literal.representedLiteralValue else {
                    throw Diagnosis(.lossyTargetNotAStringLiteral, at: argument)
                }
                target = value
            }
            reading = .lossy(skippedInto: target)
        case .unknown:
            throw Diagnosis(.annotationOnlyForCases(annotation.spelling), at: attribute)
        case .keyedValues:
            guard try declaredType().arrayElement != nil else {
                throw Diagnosis(.keyedValuesType(property: name), at: attribute)
            }
            reading = .keyedValues
        case .parentKey:
            guard try declaredType().lastName == "String", !isOptional else {
                throw Diagnosis(.parentKeyType(property: name), at: attribute)
            }
            isParentKey = true
        case .ignored:
            isIgnored = true
            let isImplicitlyNil = type?.isOptionalSugar == true && !isLet
            if !hasInitialValue && !isImplicitlyNil {
                var initialized = binding
                initialized.initializer = InitializerClauseSyntax(
                    equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space),
                    value: EditorPlaceholderExprSyntax(placeholder: .identifier("<#value#>")))
                throw Diagnosis(.ignoredNeedsValue(property: name), at: binding, fixIts: [
                    FixIt(message: MacroFixIt.addInitialValue, changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(initialized))]),
                ])
            }
        }
    }

    private static func removing(_ attribute: AttributeSyntax, _ annotation: Annotation, from attributes: AttributeListSyntax) -> FixIt {
        // The list's leading trivia, the line break and indentation before the declaration, stays
        // when the first attribute is the one removed.
        let remaining = attributes.filter { $0.as(AttributeSyntax.self)?.id != attribute.id }
            .with(\.leadingTrivia, attributes.leadingTrivia)
        return FixIt(message: MacroFixIt.remove(annotation.spelling), changes: [
            .replace(oldNode: Syntax(attributes), newNode: Syntax(remaining)),
        ])
    }
}
#endif
