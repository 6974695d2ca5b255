import Foundation
import OpenUIKitCore

/// What a recording responder does after logging an event: keep it, or pass it to `next` as an unhandled event
/// would be.
public enum RecordingDisposition: Sendable {
    case handle
    case forward
}

/// The recording responders share this: log the callback, then forward it if asked.
@MainActor
protocol CallbackRecording: AnyObject {
    var log: CallbackLog { get }
}

extension CallbackRecording {
    func record(_ line: String, forward disposition: RecordingDisposition, _ forwardToSuper: () -> Void) {
        log.append(line)
        if disposition == .forward { forwardToSuper() }
    }
}

/// A view that logs every responder callback to a ``CallbackLog``, then handles or forwards it.
@preconcurrency @MainActor
open class RecordingView: UIView, CallbackRecording {
    public let log: CallbackLog
    public var disposition: RecordingDisposition

    /// A recorder needs its name and log: one made from an archive fails (returns nil).
    public required init?(coder: NSCoder) { return nil }

    public init(_ name: String, frame: CGRect, log: CallbackLog, disposition: RecordingDisposition = .handle) {
        self.log = log
        self.disposition = disposition
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    private var name: String { debugName }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(entry(name, "touchesBegan", touches), forward: disposition) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(entry(name, "touchesMoved", touches), forward: disposition) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(entry(name, "touchesEnded", touches), forward: disposition) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(entry(name, "touchesCancelled", touches), forward: disposition) {
            super.touchesCancelled(touches, with: event)
        }
    }

    open override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        record("\(name).motionBegan(\(motion))", forward: disposition) { super.motionBegan(motion, with: event) }
    }

    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        record("\(name).motionEnded(\(motion))", forward: disposition) { super.motionEnded(motion, with: event) }
    }

    open override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        record("\(name).motionCancelled(\(motion))", forward: disposition) {
            super.motionCancelled(motion, with: event)
        }
    }

    open override func remoteControlReceived(with event: UIEvent?) {
        record("\(name).remoteControlReceived(\(event?.subtype ?? .none))", forward: disposition) {
            super.remoteControlReceived(with: event)
        }
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record(pressEntry(name, "pressesBegan", presses), forward: disposition) {
            super.pressesBegan(presses, with: event)
        }
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record(pressEntry(name, "pressesChanged", presses), forward: disposition) {
            super.pressesChanged(presses, with: event)
        }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record(pressEntry(name, "pressesEnded", presses), forward: disposition) {
            super.pressesEnded(presses, with: event)
        }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record(pressEntry(name, "pressesCancelled", presses), forward: disposition) {
            super.pressesCancelled(presses, with: event)
        }
    }

    /// Set to let this view become first responder.
    public var acceptsFirstResponder = false
    open override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
}

/// A plain responder that logs every callback; use it as an application delegate at the end of the chain, or
/// subclass it for other responders.
@preconcurrency @MainActor
open class RecordingResponder: UIResponder, UIApplicationDelegate, CallbackRecording {
    public let log: CallbackLog
    public let name: String
    public var disposition: RecordingDisposition

    /// A recorder needs its name and log: one made from an archive fails (returns nil).
    public required init?(coder: NSCoder) { return nil }

    public init(_ name: String, log: CallbackLog, disposition: RecordingDisposition = .handle) {
        self.name = name
        self.log = log
        self.disposition = disposition
        super.init()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(entry(name, "touchesBegan", touches), forward: disposition) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(entry(name, "touchesMoved", touches), forward: disposition) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(entry(name, "touchesEnded", touches), forward: disposition) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(entry(name, "touchesCancelled", touches), forward: disposition) {
            super.touchesCancelled(touches, with: event)
        }
    }

    open override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        record("\(name).motionBegan(\(motion))", forward: disposition) { super.motionBegan(motion, with: event) }
    }

    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        record("\(name).motionEnded(\(motion))", forward: disposition) { super.motionEnded(motion, with: event) }
    }

    open override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        record("\(name).motionCancelled(\(motion))", forward: disposition) {
            super.motionCancelled(motion, with: event)
        }
    }

    open override func remoteControlReceived(with event: UIEvent?) {
        record("\(name).remoteControlReceived(\(event?.subtype ?? .none))", forward: disposition) {
            super.remoteControlReceived(with: event)
        }
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record(pressEntry(name, "pressesBegan", presses), forward: disposition) {
            super.pressesBegan(presses, with: event)
        }
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record(pressEntry(name, "pressesChanged", presses), forward: disposition) {
            super.pressesChanged(presses, with: event)
        }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record(pressEntry(name, "pressesEnded", presses), forward: disposition) {
            super.pressesEnded(presses, with: event)
        }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record(pressEntry(name, "pressesCancelled", presses), forward: disposition) {
            super.pressesCancelled(presses, with: event)
        }
    }
}

/// A view controller that logs the touch, motion and remote-control callbacks that reach it, then handles or
/// forwards them.
@preconcurrency @MainActor
open class RecordingViewController: UIViewController, CallbackRecording {
    public let log: CallbackLog
    public var disposition: RecordingDisposition

    /// A recorder needs its name and log: one made from an archive fails (returns nil).
    public required init?(coder: NSCoder) { return nil }

    public init(_ name: String, log: CallbackLog, disposition: RecordingDisposition = .forward) {
        self.log = log
        self.disposition = disposition
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(entry(debugName, "touchesBegan", touches), forward: disposition) {
            super.touchesBegan(touches, with: event)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(entry(debugName, "touchesMoved", touches), forward: disposition) {
            super.touchesMoved(touches, with: event)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(entry(debugName, "touchesEnded", touches), forward: disposition) {
            super.touchesEnded(touches, with: event)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(entry(debugName, "touchesCancelled", touches), forward: disposition) {
            super.touchesCancelled(touches, with: event)
        }
    }

    open override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        record("\(debugName).motionBegan(\(motion))", forward: disposition) { super.motionBegan(motion, with: event) }
    }

    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        record("\(debugName).motionEnded(\(motion))", forward: disposition) { super.motionEnded(motion, with: event) }
    }

    open override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        record("\(debugName).motionCancelled(\(motion))", forward: disposition) {
            super.motionCancelled(motion, with: event)
        }
    }

    open override func remoteControlReceived(with event: UIEvent?) {
        record("\(debugName).remoteControlReceived(\(event?.subtype ?? .none))", forward: disposition) {
            super.remoteControlReceived(with: event)
        }
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record(pressEntry(debugName, "pressesBegan", presses), forward: disposition) {
            super.pressesBegan(presses, with: event)
        }
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record(pressEntry(debugName, "pressesChanged", presses), forward: disposition) {
            super.pressesChanged(presses, with: event)
        }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record(pressEntry(debugName, "pressesEnded", presses), forward: disposition) {
            super.pressesEnded(presses, with: event)
        }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record(pressEntry(debugName, "pressesCancelled", presses), forward: disposition) {
            super.pressesCancelled(presses, with: event)
        }
    }
}
