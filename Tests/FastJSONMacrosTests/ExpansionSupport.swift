#if Macros
import FastJSONMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// The macros under their own names, as the library declares them.
let macroSpecs: [String: MacroSpec] = [
    "JSONCodable": MacroSpec(type: JSONCodableMacro.self, conformances: ["Decodable", "Encodable", "_JSONFastDecodable", "_JSONFastEncodable"]),
    "JSONKey": MacroSpec(type: JSONAnnotationMacro.self),
    "JSONDefault": MacroSpec(type: JSONAnnotationMacro.self),
    "JSONLenient": MacroSpec(type: JSONAnnotationMacro.self),
    "JSONDate": MacroSpec(type: JSONAnnotationMacro.self),
    "JSONLossy": MacroSpec(type: JSONAnnotationMacro.self),
    "JSONIgnored": MacroSpec(type: JSONAnnotationMacro.self),
    "JSONUnknown": MacroSpec(type: JSONAnnotationMacro.self),
]

/// `assertMacroExpansion`, reporting through Swift Testing.
func expectExpansion(
    _ source: String, _ expanded: String, diagnostics: [DiagnosticSpec] = [], fixedSource: String? = nil,
    macroSpecs: [String: MacroSpec] = macroSpecs, sourceLocation: SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macroSpecs,
        applyFixIts: fixedSource == nil ? nil : diagnostics.flatMap { $0.fixIts.map(\.message) },
        fixedSource: fixedSource,
        failureHandler: { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        })
}

/// What `@JSONCodable` adds to a struct `type` whose one coded property is `property`, with the
/// `where` clause `requirements`.
func singlePropertyExtension(of type: String, property: String, requirements: String = "") -> String {
    """
    extension \(type): Decodable, Encodable, _JSONFastDecodable, _JSONFastEncodable \(requirements.isEmpty ? "" : requirements + " "){
        enum CodingKeys: String, CodingKey {
            case \(property)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.\(property) = try _JSONCodableSupport.decode(from: container, forKey: .\(property))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.\(property), forKey: .\(property))
        }

        init(_jsonFastObject object: borrowing _JSONFastObject) throws {
            self.\(property) = try object.decode(CodingKeys.\(property), "\(property)")
        }

        func encode(_jsonFastObject object: borrowing _JSONFastObjectWriter) throws {
            try object.encode(self.\(property), CodingKeys.\(property), "\(property)")
        }
    }
    """
}
#endif
