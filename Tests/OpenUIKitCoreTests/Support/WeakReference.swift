import Foundation

/// A weak reference a test's closure can capture before the object exists (a closure may not capture a `var` that
/// changes later), set once the object is made.
@MainActor
final class WeakReference<Object: AnyObject> {
    weak var object: Object?
}
