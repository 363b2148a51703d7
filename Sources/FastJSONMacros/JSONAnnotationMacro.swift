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
        let name = Annotation(node)?.spelling ?? node.attributeName.trimmedDescription
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.isStoredInstanceProperty,
              variable.bindings.allSatisfy({ $0.accessorBlock.map(\.isObserversOnly) ?? true })
        else {
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
