#if Macros
import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct FastJSONMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [JSONCodableMacro.self, JSONAnnotationMacro.self]
}
#else
// Without the Macros trait there is nothing to expand; an empty program keeps a plain
// `swift build` of the package building every target.
@main
enum FastJSONMacrosPlugin {
    static func main() {}
}
#endif
