import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Selector(save(_:))`: the selector UIKit's `#selector(save(_:))` names (`"save:"`), checked at compile time
/// because the expansion refers to the method (a misspelt name does not compile). A bare name (`#Selector(refresh)`)
/// takes the number of parameters from the method's type: none is `"refresh"`, one is `"refresh:"`.
public struct SelectorMacro: ExpressionMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        guard let argument = node.arguments.first?.expression, node.arguments.count == 1 else {
            context.diagnose(Diagnostic(node: node, message: ActionMacroMessage.notAMethodReference))
            return "OpenUIKitCore.Selector(\"\")"
        }
        let reference: DeclReferenceExprSyntax
        if let plain = argument.as(DeclReferenceExprSyntax.self) {
            reference = plain
        } else if let member = argument.as(MemberAccessExprSyntax.self) {
            reference = member.declName
        } else {
            context.diagnose(Diagnostic(node: argument, message: ActionMacroMessage.notAMethodReference))
            return "OpenUIKitCore.Selector(\"\")"
        }
        let base = reference.baseName.text
        let check = argument.trimmed
        if let names = reference.argumentNames {
            let selector = ObjCSelectorName.make(base: base, labels: names.arguments.map { $0.name.text })
            return "OpenUIKitCore.Selector._checked(\(literal: selector)) { _ = \(check) }"
        }
        return "OpenUIKitCore.Selector._checked(bareName: \(literal: base)) { \(check) }"
    }
}
