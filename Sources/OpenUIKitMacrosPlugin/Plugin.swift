import OpenUIKitMacroExpansions
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

// The compiler plugin. The macros' code lives in OpenUIKitMacroExpansions, an ordinary library, so the expansion
// tests can use it without depending on a macro target (which makes SwiftPM build every test target a second time,
// for the host). The compiler finds a macro by its type in the plugin's own module, hence these forwarders.

@main
struct OpenUIKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [ActionMethodsMacro.self, ObjCMarkerMacro.self, SelectorMacro.self]
}

struct ActionMethodsMacro: MemberMacro {
    static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try OpenUIKitMacroExpansions.ActionMethodsMacro.expansion(
            of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
    }
}

struct ObjCMarkerMacro: PeerMacro {
    static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try OpenUIKitMacroExpansions.ObjCMarkerMacro.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}

struct SelectorMacro: ExpressionMacro {
    static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        try OpenUIKitMacroExpansions.SelectorMacro.expansion(of: node, in: context)
    }
}
