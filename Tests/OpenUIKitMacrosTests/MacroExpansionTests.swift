import OpenUIKitMacroExpansions
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// The expansions, text for text, and the diagnostics for misuse.
@Suite struct MacroExpansionTests {
    let macros: [String: MacroSpec] = [
        "ActionMethods": MacroSpec(type: ActionMethodsMacro.self),
        "Selector": MacroSpec(type: SelectorMacro.self),
        "ObjC": MacroSpec(type: ObjCMarkerMacro.self),
    ]

    func expect(_ source: String, expandsTo expanded: String, diagnostics: [DiagnosticSpec] = []) {
        assertMacroExpansion(
            source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros,
            failureHandler: { failure in
                Issue.record(
                    Comment(rawValue: failure.message),
                    sourceLocation: SourceLocation(
                        fileID: failure.location.fileID, filePath: failure.location.filePath,
                        line: failure.location.line, column: failure.location.column))
            })
    }

    @Test func everyActionShapeBecomesATableEntry() {
        expect(
            """
            @ActionMethods
            final class Editor: UIViewController {
                @ObjC func save(_ sender: Any?) {}
                @ObjC func refresh() {}
                @ObjC func share(_ sender: UIButton, forEvent event: UIEvent) {}
                @IBAction func tapped(sender: Any?) {}
                func helper(_ x: Int) {}
            }
            """,
            expandsTo: """
                final class Editor: UIViewController {
                    func save(_ sender: Any?) {}
                    func refresh() {}
                    func share(_ sender: UIButton, forEvent event: UIEvent) {}
                    @IBAction func tapped(sender: Any?) {}
                    func helper(_ x: Int) {}

                    override class var actionMethods: [OpenUIKitCore.Selector: OpenUIKitCore.ActionMethod] {
                        super.actionMethods.merging([
                            "save:": .method({ (receiver: Editor) in
                                                receiver.save(_:)
                                            }),
                            "refresh": .method({ (receiver: Editor) in
                                                receiver.refresh
                                            }),
                            "share:forEvent:": .method({ (receiver: Editor) in
                                                receiver.share(_:forEvent:)
                                            }),
                            "tappedWithSender:": .method({ (receiver: Editor) in
                                                receiver.tapped(sender:)
                                            }),
                        ]) {
                            $1
                        }
                    }
                }
                """)
    }

    @Test func misuseIsDiagnosed() {
        expect(
            """
            @ActionMethods
            struct NotAClass {}
            """,
            expandsTo: """
                struct NotAClass {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@ActionMethods applies to a class (a UIResponder subclass)", line: 1, column: 1)
            ])
        expect(
            """
            @ActionMethods
            class A: UIView {
                @ObjC func a(_ x: Any?, _ y: Any?, _ z: Any?) {}
            }
            """,
            expandsTo: """
                class A: UIView {
                    func a(_ x: Any?, _ y: Any?, _ z: Any?) {}

                    override class var actionMethods: [OpenUIKitCore.Selector: OpenUIKitCore.ActionMethod] {
                        super.actionMethods.merging([:]) {
                            $1
                        }
                    }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "an action method takes at most two parameters: the sender and the event", line: 3,
                    column: 16)
            ])
    }

    @Test func selectorsAreSpelledAsObjectiveCsAndReferToTheMethod() {
        expect(
            """
            let a = #Selector(save(_:))
            let b = #Selector(Editor.share(_:forEvent:))
            let c = #Selector(refresh)
            let d = #Selector(tapped(sender:))
            """,
            expandsTo: """
                let a = OpenUIKitCore.Selector._checked("save:") {
                    _ = save(_:)
                }
                let b = OpenUIKitCore.Selector._bound("share:forEvent:", in: Editor.self, .method({ (receiver: Editor) in
                            receiver.share(_:forEvent:)
                        }))
                let c = OpenUIKitCore.Selector._checked(bareName: "refresh") {
                    refresh
                }
                let d = OpenUIKitCore.Selector._checked("tappedWithSender:") {
                    _ = tapped(sender:)
                }
                """)
    }

    @Test func selectorsInAClassRegisterTheMethodForTheClass() {
        expect(
            """
            final class Editor: UIViewController {
                func wire() {
                    let a = #Selector(save(_:))
                    let b = #Selector(refresh)
                    let c = #Selector(self.share(_:forEvent:))
                    let d = #Selector(view.layoutSubviews)
                }
            }
            extension Outer.Inner {
                func wire() { _ = #Selector(tapped(sender:)) }
            }
            struct Model {
                func wire() { _ = #Selector(refresh) }
            }
            """,
            expandsTo: """
                final class Editor: UIViewController {
                    func wire() {
                        let a = OpenUIKitCore.Selector._bound("save:", in: Editor.self, .method({ (receiver: Editor) in
                                    receiver.save(_:)
                                }))
                        let b = OpenUIKitCore.Selector._bound(bareName: "refresh") { (receiver: Editor) in
                            receiver.refresh
                        }
                        let c = OpenUIKitCore.Selector._bound("share:forEvent:", in: Editor.self, .method({ (receiver: Editor) in
                                    receiver.share(_:forEvent:)
                                }))
                        let d = OpenUIKitCore.Selector._checked(bareName: "layoutSubviews") {
                            view.layoutSubviews
                        }
                    }
                }
                extension Outer.Inner {
                    func wire() { _ = OpenUIKitCore.Selector._bound("tappedWithSender:", in: Outer.Inner.self, .method({ (receiver: Outer.Inner) in
                                receiver.tapped(sender:)
                            })) }
                }
                struct Model {
                    func wire() { _ = OpenUIKitCore.Selector._checked(bareName: "refresh") {
                        refresh
                    } }
                }
                """)
    }

    /// UIKit code writes `@objc` on properties, types, protocols and with an explicit name; `@ObjC` expands to nothing
    /// on each, with no diagnostic (it diagnosed everything but a method before).
    @Test func objCIsAcceptedOnEveryDeclarationUIKitCodeMarks() {
        expect(
            """
            @ObjC protocol RatingDelegate: AnyObject {
                @ObjC func ratingChanged(_ rating: Double)
            }
            @ObjC enum Fill: Int {
                case full, half
            }
            @ObjC(StarView) final class StarView: UIView {
                @ObjC dynamic var rating: Double = 0
                @ObjC("fillColor") var color: UIColor = .red
                @ObjC("tapped:") func didTap(_ sender: Any?) {}
            }
            """,
            expandsTo: """
                protocol RatingDelegate: AnyObject {
                    func ratingChanged(_ rating: Double)
                }
                enum Fill: Int {
                    case full, half
                }
                final class StarView: UIView {
                    dynamic var rating: Double = 0
                    var color: UIColor = .red
                    func didTap(_ sender: Any?) {}
                }
                """)
    }
}
