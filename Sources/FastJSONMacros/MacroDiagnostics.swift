#if Macros
import SwiftDiagnostics
import SwiftSyntax

/// Every diagnostic the macros give, worded in one place.
enum MacroDiagnostic: DiagnosticMessage {
    case unsupportedDeclaration
    case discriminatorNotForStructs
    case discriminatorNotAStringLiteral
    case codesSuperclassNotForStructs
    case codesSuperclassNotALiteral
    case codesSuperclassWithoutSuperclass
    case codingMemberInConditionalBlock(String)
    case caseInConditionalBlock
    case decodingAnnotationUnused(String)
    case caseKeyNotOneLiteral
    case caseKeyOnSeveralCases
    case caseKeyWithRawValues
    case annotationNotForCases(String)
    case annotationOnlyForCases(String)
    case unknownCaseWithValues(String)
    case valueLabelClashes(String, String)
    case severalUnknownCases
    case duplicateCaseKey(String)
    case discriminatedPayloadNotAnObject(String)
    case discriminatedValuesNeedLabels(String)
    case labelIsDiscriminator(String, String)
    case missingType(property: String)
    case ignoredNeedsValue(property: String)
    case keyNotAStringLiteral
    case defaultConditionNotLiteral
    case lossyTargetNotAStringLiteral
    case duplicateLossyTarget(name: String)
    case emptyKey
    case duplicateKey(property: String, other: String, path: String)
    case keyUnderValue(property: String, other: String, path: String)
    case keyWithCustomCodingKeys
    case notInCodingKeys(property: String)
    case conflictingAnnotations(String, String)
    case repeatedAnnotation(String)
    case lenientType(property: String)
    case dateType(property: String)
    case lossyType(property: String)
    case keyedValuesType(property: String)
    case parentKeyType(property: String)
    case severalParentKeys
    case lossyTargetNotFound(name: String)
    case lossyTargetCoded(name: String)
    case lossyTargetIsLetWithValue(name: String)
    case annotationOnNonStoredProperty(String)
    case annotationOutsideJSONCodable(String)
    case letWithValueNotDecoded(property: String)
    case propertyInConditionalBlock(property: String)
    case tuplePatternProperty
    case annotationOnWrappedProperty(String, property: String, wrapper: String)
    case attributesInConditionalBlock(property: String)

    var message: String {
        switch self {
        case .unsupportedDeclaration:
            "@JSONCodable applies to a struct, a class or an enum"
        case .discriminatorNotForStructs:
            "'discriminator:' applies to enums"
        case .discriminatorNotAStringLiteral:
            "'discriminator:' takes a string literal"
        case .codesSuperclassNotALiteral:
            "'codesSuperclass:' takes 'true' or 'false'"
        case .codesSuperclassWithoutSuperclass:
            "'codesSuperclass: true' needs a superclass that is Codable"
        case .codingMemberInConditionalBlock(let name):
            "@JSONCodable cannot tell whether the type has the \(name) inside '#if'; write it outside the block"
        case .caseInConditionalBlock:
            "@JSONCodable cannot code a case inside '#if'; declare it outside the block"
        case .annotationOnWrappedProperty(let name, let property, let wrapper):
            "\(name) cannot apply to '\(property)': \(wrapper) may be a property wrapper, which codes '\(property)' as synthesized Codable does; only @JSONKey and @JSONIgnored can"
        case .attributesInConditionalBlock(let property):
            "@JSONCodable cannot tell which attributes '\(property)' has inside '#if'; write them outside the block"
        case .decodingAnnotationUnused(let name):
            "\(name) has no effect: the type writes its own init(from:)"
        case .codesSuperclassNotForStructs:
            "'codesSuperclass:' applies to classes, whose superclass is Codable"
        case .caseKeyNotOneLiteral:
            "@JSONKey on an enum case takes one string literal"
        case .caseKeyOnSeveralCases:
            "@JSONKey applies to one case; declare the cases separately"
        case .caseKeyWithRawValues:
            "a raw-value enum is coded as its raw values; set the raw value instead of @JSONKey"
        case .annotationNotForCases(let name):
            "\(name) applies to properties, not enum cases"
        case .annotationOnlyForCases(let name):
            "\(name) applies to enum cases"
        case .unknownCaseWithValues(let name):
            "the @JSONUnknown case '\(name)' cannot have associated values"
        case .valueLabelClashes(let name, let label):
            "'\(name)' has a value labelled '\(label)', the key of one of its unlabelled values"
        case .severalUnknownCases:
            "only one case can be @JSONUnknown"
        case .duplicateCaseKey(let key):
            "two cases are coded as \"\(key)\""
        case .discriminatedPayloadNotAnObject(let name):
            "'\(name)''s value does not code as an object, which the discriminator must join; label it to code it under a key"
        case .discriminatedValuesNeedLabels(let name):
            "'\(name)''s values need labels: with a discriminator they are keys of the same object"
        case .labelIsDiscriminator(let name, let discriminator):
            "'\(name)' has a value labelled '\(discriminator)', the discriminator's key"
        case .missingType(let property):
            "'\(property)' needs a type annotation: @JSONCodable reads the type from the declaration"
        case .ignoredNeedsValue(let property):
            "'\(property)' is left out of coding, so it needs an initial value"
        case .keyNotAStringLiteral:
            "@JSONKey takes string literals"
        case .defaultConditionNotLiteral:
            "'when:' takes .missing, .null or .missingOrNull, written out"
        case .lossyTargetNotAStringLiteral:
            "'skippedInto:' takes a property's name as a string literal"
        case .duplicateLossyTarget(let name):
            "'\(name)' already receives another property's skipped elements"
        case .emptyKey:
            "@JSONKey needs at least one key"
        case .duplicateKey(let property, let other, let path):
            "'\(property)' is coded at \(path), as '\(other)' is"
        case .keyUnderValue(let property, let other, let path):
            "'\(property)' is coded inside \(path), where '\(other)' is coded as a value"
        case .keyWithCustomCodingKeys:
            "@JSONKey cannot be used with a hand-written CodingKeys enum; name the key there, or remove the enum"
        case .notInCodingKeys(let property):
            "'\(property)' is not in CodingKeys, so it is not decoded, and it needs an initial value"
        case .conflictingAnnotations(let first, let second):
            "\(first) and \(second) cannot be used together"
        case .repeatedAnnotation(let name):
            "\(name) is used more than once"
        case .lenientType(let property):
            "@JSONLenient applies to Bool, integer, Double and Float properties; '\(property)' is none of them"
        case .dateType(let property):
            "@JSONDate applies to Date properties; '\(property)' is not one"
        case .lossyType(let property):
            "@JSONLossy applies to array properties; '\(property)' is not one"
        case .keyedValuesType(let property):
            "@JSONKeyedValues applies to array properties; '\(property)' is not one"
        case .parentKeyType(let property):
            "@JSONParentKey applies to a String property; '\(property)' is not one"
        case .severalParentKeys:
            "only one property can be @JSONParentKey"
        case .lossyTargetNotFound(let name):
            "@JSONLossy's skippedInto names no stored property '\(name)' of this type"
        case .lossyTargetCoded(let name):
            "'\(name)' receives skipped elements, so it cannot be annotated for coding"
        case .lossyTargetIsLetWithValue(let name):
            "'\(name)' receives skipped elements, so it cannot be a 'let' with an initial value"
        case .annotationOnNonStoredProperty(let name):
            "\(name) applies to stored instance properties"
        case .annotationOutsideJSONCodable(let name):
            "\(name) has no effect outside a @JSONCodable type"
        case .letWithValueNotDecoded(let property):
            "'\(property)' is a 'let' with an initial value, so it is encoded but never decoded; make it a 'var' to decode it"
        case .propertyInConditionalBlock(let property):
            "@JSONCodable cannot code '\(property)' inside '#if'; declare it outside the block, or mark it @JSONIgnored with an initial value"
        case .tuplePatternProperty:
            "@JSONCodable codes properties one name at a time; declare each of these separately"
        }
    }

    var severity: DiagnosticSeverity {
        switch self {
        case .annotationOutsideJSONCodable, .letWithValueNotDecoded, .decodingAnnotationUnused: .warning
        default: .error
        }
    }

    var diagnosticID: MessageID {
        MessageID(domain: "FastJSONMacros", id: "\(self)".prefix { $0 != "(" }.description)
    }
}

/// The fix-its the diagnostics offer.
struct MacroFixIt: FixItMessage {
    let message: String

    var fixItID: MessageID { MessageID(domain: "FastJSONMacros", id: message) }

    static let addInitialValue = MacroFixIt(message: "Add an initial value")
    static let addTypeAnnotation = MacroFixIt(message: "Add a type annotation")
    static let makeVar = MacroFixIt(message: "Make it a 'var'")
    static func remove(_ annotation: String) -> MacroFixIt { MacroFixIt(message: "Remove \(annotation)") }
}

/// A diagnosis to report: what and where, with its fix-its.
struct Diagnosis: Error {
    let diagnostic: Diagnostic

    init(_ message: MacroDiagnostic, at node: some SyntaxProtocol, fixIts: [FixIt] = []) {
        diagnostic = Diagnostic(node: Syntax(node), message: message, fixIts: fixIts)
    }
}
#endif
