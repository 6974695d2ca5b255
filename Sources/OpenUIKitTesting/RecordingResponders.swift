import Foundation
import OpenUIKitCore

/// What a recording responder does after logging an event: keep it, or pass it to `next` as an unhandled event
/// would be.
public enum RecordingDisposition: Sendable {
    case handle
    case forward
}

/// A view that logs every responder callback to a ``CallbackLog``, then handles or forwards it.
@MainActor
open class RecordingView: UIView {
    public let log: CallbackLog
    public var disposition: RecordingDisposition

    public init(_ name: String, frame: CGRect, log: CallbackLog, disposition: RecordingDisposition = .handle) {
        self.log = log
        self.disposition = disposition
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    private var name: String { debugName }
    private var forwards: Bool { disposition == .forward }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append(entry(name, "touchesBegan", touches))
        if forwards { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append(entry(name, "touchesMoved", touches))
        if forwards { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append(entry(name, "touchesEnded", touches))
        if forwards { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append(entry(name, "touchesCancelled", touches))
        if forwards { super.touchesCancelled(touches, with: event) }
    }

    open override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("\(name).motionBegan(\(motion))")
        if forwards { super.motionBegan(motion, with: event) }
    }

    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("\(name).motionEnded(\(motion))")
        if forwards { super.motionEnded(motion, with: event) }
    }

    open override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("\(name).motionCancelled(\(motion))")
        if forwards { super.motionCancelled(motion, with: event) }
    }

    open override func remoteControlReceived(with event: UIEvent?) {
        log.append("\(name).remoteControlReceived(\(event?.subtype ?? .none))")
        if forwards { super.remoteControlReceived(with: event) }
    }

    /// Set to let this view become first responder.
    public var acceptsFirstResponder = false
    open override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
}

/// A plain responder that logs every callback; use it as an application delegate at the end of the chain, or
/// subclass it for other responders.
@MainActor
open class RecordingResponder: UIResponder, UIApplicationDelegate {
    public let log: CallbackLog
    public let name: String
    public var disposition: RecordingDisposition

    public init(_ name: String, log: CallbackLog, disposition: RecordingDisposition = .handle) {
        self.name = name
        self.log = log
        self.disposition = disposition
        super.init()
    }

    private var forwards: Bool { disposition == .forward }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append(entry(name, "touchesBegan", touches))
        if forwards { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append(entry(name, "touchesMoved", touches))
        if forwards { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append(entry(name, "touchesEnded", touches))
        if forwards { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append(entry(name, "touchesCancelled", touches))
        if forwards { super.touchesCancelled(touches, with: event) }
    }

    open override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("\(name).motionBegan(\(motion))")
        if forwards { super.motionBegan(motion, with: event) }
    }

    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("\(name).motionEnded(\(motion))")
        if forwards { super.motionEnded(motion, with: event) }
    }

    open override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("\(name).motionCancelled(\(motion))")
        if forwards { super.motionCancelled(motion, with: event) }
    }

    open override func remoteControlReceived(with event: UIEvent?) {
        log.append("\(name).remoteControlReceived(\(event?.subtype ?? .none))")
        if forwards { super.remoteControlReceived(with: event) }
    }
}

/// A view controller that logs the touch, motion and remote-control callbacks that reach it, then handles or
/// forwards them.
@MainActor
open class RecordingViewController: UIViewController {
    public let log: CallbackLog
    public var disposition: RecordingDisposition

    public init(_ name: String, log: CallbackLog, disposition: RecordingDisposition = .forward) {
        self.log = log
        self.disposition = disposition
        super.init()
        title = name
    }

    private var forwards: Bool { disposition == .forward }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append(entry(debugName, "touchesBegan", touches))
        if forwards { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append(entry(debugName, "touchesMoved", touches))
        if forwards { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append(entry(debugName, "touchesEnded", touches))
        if forwards { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append(entry(debugName, "touchesCancelled", touches))
        if forwards { super.touchesCancelled(touches, with: event) }
    }

    open override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("\(debugName).motionBegan(\(motion))")
        if forwards { super.motionBegan(motion, with: event) }
    }

    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("\(debugName).motionEnded(\(motion))")
        if forwards { super.motionEnded(motion, with: event) }
    }

    open override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("\(debugName).motionCancelled(\(motion))")
        if forwards { super.motionCancelled(motion, with: event) }
    }

    open override func remoteControlReceived(with event: UIEvent?) {
        log.append("\(debugName).remoteControlReceived(\(event?.subtype ?? .none))")
        if forwards { super.remoteControlReceived(with: event) }
    }
}
