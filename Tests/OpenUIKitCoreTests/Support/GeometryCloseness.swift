import Foundation
import Testing

import OpenUIKitCore

/// Compares points with a tolerance suited to a few chained float operations.
func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance)
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

extension CGAffineTransform {
    func isClose(to other: CGAffineTransform, tolerance: CGFloat = 1e-9) -> Bool {
        abs(a - other.a) <= tolerance && abs(b - other.b) <= tolerance && abs(c - other.c) <= tolerance
            && abs(d - other.d) <= tolerance && abs(tx - other.tx) <= tolerance && abs(ty - other.ty) <= tolerance
    }
}
