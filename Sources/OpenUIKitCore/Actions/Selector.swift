/// The name of an action message, standing in for Objective-C's `SEL`.
///
/// Swift on Linux has no Objective-C runtime and no `#selector`, so an action is named by a string that keeps
/// UIKit's spelling (`"copy:"`, `"buttonTapped:forEvent:"`). A responder maps the names it handles to code through
/// ``UIResponder/actionMethods``; see `Docs/TargetAction.md` for the whole design.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.name = name
    }

    public var description: String { name }
}
