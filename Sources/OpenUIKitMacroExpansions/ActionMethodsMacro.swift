import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ActionMethods` on a responder class: writes the class's `actionMethods` table from its methods marked `@ObjC`
/// or `@IBAction` (Docs/TargetAction.md), so a port keeps UIKit's action methods as they are.
public struct ActionMethodsMacro: MemberMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: ActionMacroMessage.notAClass))
            return []
        }
        let typeName = classDecl.name.trimmedDescription
        var entries: [String] = []
        var seen: [String: FunctionDeclSyntax] = [:]
        for member in classDecl.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), isAction(function) else { continue }
            if function.modifiers.contains(where: {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            }) {
                context.diagnose(Diagnostic(node: function.name, message: ActionMacroMessage.staticAction))
                continue
            }
            let parameters = function.signature.parameterClause.parameters
            guard parameters.count <= 2 else {
                context.diagnose(Diagnostic(node: function.name, message: ActionMacroMessage.tooManyParameters))
                continue
            }
            let labels = parameters.map { $0.firstName.text }
            let base = function.name.text
            let selector = ObjCSelectorName.make(base: base, labels: labels)
            if seen[selector] != nil {
                context.diagnose(Diagnostic(node: function.name, message: ActionMacroMessage.duplicate(selector)))
                continue
            }
            seen[selector] = function
            let reference = labels.isEmpty ? base : "\(base)(\(labels.map { "\($0):" }.joined()))"
            // A closure, not the unapplied method: see SelectorMacro (Swift 5 language mode warns on the latter).
            entries.append("\"\(selector)\": .method({ (receiver: \(typeName)) in receiver.\(reference) })")
        }
        let table =
            entries.isEmpty ? "[:]" : "[\n" + entries.map { "        \($0)," }.joined(separator: "\n") + "\n    ]"
        let access =
            classDecl.modifiers.contains {
                $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open)
            } ? "open " : ""
        return [
            """
            \(raw: access)override class var actionMethods: [OpenUIKitCore.Selector: OpenUIKitCore.ActionMethod] {
                super.actionMethods.merging(\(raw: table)) { $1 }
            }
            """
        ]
    }

    /// Marked as an action: `@ObjC` (what a port writes where UIKit code says `@objc`) or `@IBAction`.
    static func isAction(_ function: FunctionDeclSyntax) -> Bool {
        function.attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            let name = attribute.attributeName.trimmedDescription
            return name == "ObjC" || name == "OpenUIKitMacros.ObjC" || name == "IBAction"
        }
    }
}

/// `@ObjC` and `@ObjC("name")`: on a method it marks an action for `@ActionMethods`; on any declaration it expands
/// to nothing, as UIKit code writes `@objc` on properties, types and protocols too.
public struct ObjCMarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

enum ActionMacroMessage: DiagnosticMessage {
    case notAClass, staticAction, tooManyParameters
    case duplicate(String)
    case notAMethodReference

    var message: String {
        switch self {
        case .notAClass: "@ActionMethods applies to a class (a UIResponder subclass)"
        case .staticAction: "an action method must be an instance method"
        case .tooManyParameters: "an action method takes at most two parameters: the sender and the event"
        case .duplicate(let name): "two action methods have the selector \(name)"
        case .notAMethodReference:
            "#Selector takes a method reference: #Selector(save(_:)), #Selector(refresh) or #Selector(Type.save(_:))"
        }
    }

    var diagnosticID: MessageID {
        MessageID(domain: "OpenUIKitMacros", id: "\(self)")
    }

    var severity: DiagnosticSeverity { .error }
}
