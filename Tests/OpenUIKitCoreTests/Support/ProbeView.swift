import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A view that calls back when a touch begins in it.
final class ProbeView: UIView {
    var onBegan: ((UIEvent?) -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?(event) }
}
