@_exported import OpenUIKitCore

/// Writes the class's ``UIResponder/actionMethods`` table from its methods marked `@ObjC` or `@IBAction`, so UIKit
/// action methods port unchanged but for `@objc` becoming `@ObjC` (`@objc` needs the Objective-C runtime, which
/// Swift on Linux does not have). Each method becomes an entry under its Objective-C selector (`save(_:)` is `"save:"`,
/// `share(_:forEvent:)` is `"share:forEvent:"`, `refresh()` is `"refresh"`), merged over the superclass's table.
/// Docs/TargetAction.md, "Macros".
///
/// ```swift
/// @ActionMethods
/// final class EditorViewController: UIViewController {
///     @ObjC func save(_ sender: Any?) { … }
/// }
/// ```
@attached(member, names: named(actionMethods))
public macro ActionMethods() = #externalMacro(module: "OpenUIKitMacrosPlugin", type: "ActionMethodsMacro")

/// UIKit's `@objc`, spelled `@ObjC` (`@objc` needs the Objective-C runtime, which Swift on Linux does not have).
/// On a method it marks an action for ``ActionMethods()``: UIKit's `@objc func save(_:)` is `@ObjC func save(_:)`.
/// On anything else UIKit code writes `@objc` on (a property, `@objc dynamic var`, a class, a protocol and its
/// requirements, an enum) it is accepted and does nothing. It adds no declarations. (`@IBAction` marks an action
/// too, but Swift on Linux accepts it only on methods with exactly one parameter.)
@attached(peer)
public macro ObjC() = #externalMacro(module: "OpenUIKitMacrosPlugin", type: "ObjCMarkerMacro")

/// UIKit's `@objc(name)` with an explicit Objective-C name, spelled `@ObjC("name")` (a selector such as
/// `save:` is not a Swift expression, so the name is a string). The name is accepted and not used: OpenUIKit's
/// selectors are always the Swift name's (`#Selector(save(_:))` is `save:`), so a method renamed
/// with `@objc(name)` answers `#Selector` of its Swift name, as it does in UIKit, but not `Selector("name")`.
@attached(peer)
public macro ObjC(_ name: String) = #externalMacro(module: "OpenUIKitMacrosPlugin", type: "ObjCMarkerMacro")

/// The selector of a method, checked at compile time: UIKit's `#selector(save(_:))` is `#Selector(save(_:))`
/// (`#selector` itself is reserved for the Objective-C runtime). A name that is not a method in scope does not
/// compile. Written in a class (or naming one, `#Selector(Editor.save(_:))`), it also registers the method for that
/// class, so the class handles the action without `@ActionMethods` or a table (`ActionMethodRegistry`).
/// Docs/TargetAction.md, "Macros".
@freestanding(expression)
public macro Selector<T>(_ method: T) -> OpenUIKitCore.Selector =
    #externalMacro(module: "OpenUIKitMacrosPlugin", type: "SelectorMacro")

extension OpenUIKitCore.Selector {
    /// What `#Selector(name(labels:))` expands to: the reference is type-checked, never called.
    public static func _checked(_ name: String, _ reference: () -> Void) -> Self {
        Self(name)
    }

    /// `#Selector(name)` for a method without parameters.
    public static func _checked(bareName: String, _ reference: () -> () -> Void) -> Self {
        Self(bareName)
    }

    /// `#Selector(name)` for a method with one parameter, the sender.
    public static func _checked<Sender>(bareName: String, _ reference: () -> (Sender) -> Void) -> Self {
        Self(bareName + ":")
    }

    /// What `#Selector(save(_:))` expands to in a class: the selector, with the method registered for `Receiver`.
    @preconcurrency @MainActor
    public static func _bound<Receiver: AnyObject>(_ name: String, in receiver: Receiver.Type, _ method: ActionMethod)
        -> Self
    {
        let selector = Self(name)
        ActionMethodRegistry.register(selector, for: receiver, method)
        return selector
    }

    /// `#Selector(refresh)` in a class, for a method without parameters.
    @preconcurrency @MainActor
    public static func _bound<Receiver: AnyObject>(
        bareName: String, _ method: @escaping @MainActor (Receiver) -> () -> Void
    ) -> Self {
        _bound(bareName, in: Receiver.self, .method(method))
    }

    /// `#Selector(refresh)` in a class, for a method with one parameter, the sender.
    @preconcurrency @MainActor
    public static func _bound<Receiver: AnyObject, Sender>(
        bareName: String, _ method: @escaping @MainActor (Receiver) -> (Sender) -> Void
    ) -> Self {
        _bound(bareName + ":", in: Receiver.self, .method(method))
    }
}
