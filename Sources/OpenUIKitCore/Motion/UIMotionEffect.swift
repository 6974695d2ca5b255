import Foundation

/// A change of a view's properties that follows how the device is tilted (the parallax of iOS's home screen), as
/// UIKit's `UIMotionEffect`: subclasses answer ``keyPathsAndRelativeValues(forViewerOffset:)`` with the offsets to
/// add to key paths of the view (`"center.x"`, …) for a viewer offset in -1 … 1 on each axis.
///
/// Difference: a desktop has no sensor that tells where the viewer is, so the viewer offset is always zero and
/// OpenUIKit applies no motion effect; views keep their effects (``UIView/motionEffects``) and the effects compute
/// their values as UIKit's do, so code that sets them up runs unchanged and shows the views at rest.
@preconcurrency @MainActor
open class UIMotionEffect {
    public init() {}

    /// Core Animation's archive initializer: no archive is read.
    public required init?(coder: NSCoder) {}

    /// The offsets to apply for the viewer's offset from straight ahead (-1 … 1 on each axis), by key path; nil
    /// for none. The base class applies nothing.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}
