import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Selector(save(_:))`: the selector UIKit's `#selector(save(_:))` names (`"save:"`), checked at compile time
/// because the expansion refers to the method (a misspelt name does not compile). A bare name (`#Selector(refresh)`)
/// takes the number of parameters from the method's type: none is `"refresh"`, one is `"refresh:"`.
///
/// When the method's class is known — the enclosing class for `save(_:)` or `self.save(_:)`, the named type for
/// `Editor.save(_:)` — the expansion also registers the method under the selector for that class
/// (`ActionMethodRegistry`), so the class needs no `actionMethods` table: UIKit code ports without `@ActionMethods`.
public struct SelectorMacro: ExpressionMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        guard let argument = node.arguments.first?.expression, node.arguments.count == 1 else {
            context.diagnose(Diagnostic(node: node, message: ActionMacroMessage.notAMethodReference))
            return "OpenUIKitCore.Selector(\"\")"
        }
        let reference: DeclReferenceExprSyntax
        var receiver: String?
        if let plain = argument.as(DeclReferenceExprSyntax.self) {
            reference = plain
            receiver = enclosingClass(context.lexicalContext)
        } else if let member = argument.as(MemberAccessExprSyntax.self) {
            reference = member.declName
            receiver = member.base.flatMap { receiverType(of: $0, in: context.lexicalContext) }
        } else {
            context.diagnose(Diagnostic(node: argument, message: ActionMacroMessage.notAMethodReference))
            return "OpenUIKitCore.Selector(\"\")"
        }
        let base = reference.baseName.text
        let check = argument.trimmed
        if let names = reference.argumentNames {
            let selector = ObjCSelectorName.make(base: base, labels: names.arguments.map { $0.name.text })
            guard let receiver else {
                return "OpenUIKitCore.Selector._checked(\(literal: selector)) { _ = \(check) }"
            }
            // A closure, not the unapplied method `Receiver.name(_:)`: in Swift 5 language mode converting that to
            // a main-actor function warns about data races; a closure literal is main-actor isolated silently.
            let method = "{ (receiver: \(receiver)) in receiver.\(reference.trimmedDescription) }"
            return
                "OpenUIKitCore.Selector._bound(\(literal: selector), in: \(raw: receiver).self, .method(\(raw: method)))"
        }
        guard let receiver else {
            return "OpenUIKitCore.Selector._checked(bareName: \(literal: base)) { \(check) }"
        }
        return
            "OpenUIKitCore.Selector._bound(bareName: \(literal: base)) { (receiver: \(raw: receiver)) in receiver.\(raw: base) }"
    }

    /// The type a member reference's base names: the enclosing class for `self`/`Self`, the written type for a
    /// capitalised (type) name; nil for an instance expression, whose class the macro cannot know.
    static func receiverType(of base: ExprSyntax, in lexicalContext: [Syntax]) -> String? {
        let text = base.trimmedDescription
        if text == "self" || text == "Self" { return enclosingClass(lexicalContext) }
        let last = text.split(separator: ".").last.map(String.init) ?? text
        guard let first = last.first, first.isUppercase,
            base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self)
        else { return nil }
        return text
    }

    /// The qualified name of the class (or class extension) the expression is written in; nil outside a class (a
    /// struct's, enum's or protocol's methods cannot be action methods, as in UIKit).
    static func enclosingClass(_ lexicalContext: [Syntax]) -> String? {
        var names: [String] = []
        var innermostIsClass: Bool?
        for syntax in lexicalContext {
            let name: String
            let isClass: Bool
            if let declaration = syntax.as(ClassDeclSyntax.self) {
                (name, isClass) = (declaration.name.text, true)
            } else if let declaration = syntax.as(ExtensionDeclSyntax.self) {
                names.insert(declaration.extendedType.trimmedDescription, at: 0)
                innermostIsClass = innermostIsClass ?? true
                break
            } else if let declaration = syntax.as(StructDeclSyntax.self) {
                (name, isClass) = (declaration.name.text, false)
            } else if let declaration = syntax.as(EnumDeclSyntax.self) {
                (name, isClass) = (declaration.name.text, false)
            } else if syntax.is(ProtocolDeclSyntax.self) || syntax.is(ActorDeclSyntax.self) {
                return nil
            } else {
                continue
            }
            names.insert(name, at: 0)
            innermostIsClass = innermostIsClass ?? isClass
        }
        guard innermostIsClass == true else { return nil }
        return names.joined(separator: ".")
    }
}
