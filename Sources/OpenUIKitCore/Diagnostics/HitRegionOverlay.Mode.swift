import Foundation

extension HitRegionOverlay {
    /// What the overlay draws. OpenUIKit extension.
    public enum Mode: String, Sendable, Equatable, CaseIterable {
        /// Each view's touchable area, blocked views, recognizers, touches and the last hit-test (Ctrl+Alt+H,
        /// `OPENUIKIT_DEBUG=hits`).
        case hitRegions
        /// The accessibility tree as assistive technologies read it: each element's `accessibilityFrame` with its
        /// number in reading order, label, value and traits, containers dashed, the focused element thick
        /// (Ctrl+Alt+A, `OPENUIKIT_DEBUG=accessibility`).
        case accessibility
    }
}

extension UIApplication {
    /// Shows the overlay in its accessibility mode over every window (``HitRegionOverlay/Mode/accessibility``):
    /// what a screen reader reads and where, in reading order. Drawing only. OpenUIKit extension with no UIKit
    /// counterpart (Xcode's Accessibility Inspector shows one element at a time).
    public var showsAccessibilityFrames: Bool {
        get { hitRegionOverlay?.mode == .accessibility }
        set {
            guard newValue != showsAccessibilityFrames else { return }
            if newValue {
                showsHitRegions = true
                hitRegionOverlay?.mode = .accessibility
            } else {
                showsHitRegions = false
            }
            for window in windows { window.addDamage(window.bounds) }
        }
    }
}
