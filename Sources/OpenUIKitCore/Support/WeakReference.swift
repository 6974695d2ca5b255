/// A non-owning reference to an object, for targets that UIKit does not retain (control and recognizer
/// targets, failure requirements).
final class WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
