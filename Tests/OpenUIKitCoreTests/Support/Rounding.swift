import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Rounds to three decimals so logs of computed values are stable.
func rounded(_ value: CGFloat) -> CGFloat { (value * 1000).rounded() / 1000 }
