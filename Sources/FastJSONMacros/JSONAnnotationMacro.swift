#if Macros
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// The property annotations (`@JSONKey`, `@JSONDefault`…): they generate nothing themselves, since
/// `@JSONCodable` reads them, but say so when they are put where it does not look.
public struct JSONAnnotationMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let annotation = Annotation(node)
        let name = annotation?.spelling ?? node.attributeName.trimmedDescription
        if declaration.is(EnumCaseDeclSyntax.self) {
            // `@JSONCodable` checks what applies to a case.
        } else if annotation == .unknown {
            context.diagnose(Diagnostic(node: Syntax(node), message: MacroDiagnostic.annotationOnlyForCases(name)))
            return []
        } else if let variable = declaration.as(VariableDeclSyntax.self), variable.isStoredInstanceProperty,
                  variable.bindings.allSatisfy({ $0.accessorBlock.map(\.isObserversOnly) ?? true }) {
            // A stored property: `@JSONCodable` checks the rest.
        } else {
            context.diagnose(Diagnostic(node: Syntax(node), message: MacroDiagnostic.annotationOnNonStoredProperty(name)))
            return []
        }
        let enclosingType = context.lexicalContext.first
        let isInJSONCodable = enclosingType.map { type in
            type.asProtocol(WithAttributesSyntax.self)?.attributes.contains { attribute in
                attribute.as(AttributeSyntax.self)?.attributeName.lastName == "JSONCodable"
            } ?? false
        } ?? false
        if !isInJSONCodable {
            context.diagnose(Diagnostic(node: Syntax(node), message: MacroDiagnostic.annotationOutsideJSONCodable(name)))
        }
        return []
    }
}
#endif
