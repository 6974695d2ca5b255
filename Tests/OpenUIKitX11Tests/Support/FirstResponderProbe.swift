import CX11
import CXTest
import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A remote-control and motion probe that can be first responder.
final class FirstResponderProbe: RecordingView {
    override var canBecomeFirstResponder: Bool { true }
}
