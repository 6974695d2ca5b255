import Foundation
import OpenUIKit

// Small helpers the X11 tests share with the core tests (a test target cannot import another's files).

/// `value` to three decimals, so geometry read back through an X server compares exactly.
func rounded(_ value: CGFloat) -> CGFloat { (value * 1000).rounded() / 1000 }

/// A view that calls back when a touch begins in it.
final class ProbeView: UIView {
    var onBegan: ((UIEvent?) -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?(event) }
}
