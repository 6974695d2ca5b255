import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
func allViews(in view: UIView) -> [UIView] {
    [view] + view.subviews.flatMap { allViews(in: $0) }
}
