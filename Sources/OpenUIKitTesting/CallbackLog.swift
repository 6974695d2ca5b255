import Foundation
import OpenUIKitCore

/// An ordered log of callbacks, shared by the recording responders of one test, so a test asserts the whole
/// sequence at once: `#expect(log.take() == ["A.touchesBegan(1)", "A.touchesEnded(1)"])`.
@preconcurrency @MainActor
public final class CallbackLog {
    public private(set) var entries: [String] = []

    public init() {}

    public func append(_ entry: String) {
        entries.append(entry)
    }

    /// Returns the entries so far and empties the log.
    public func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }

    public func clear() {
        entries.removeAll()
    }
}

/// Formats touches as their finger numbers in ascending order ("1,2"); the mouse's touch is "mouse", and the touch of
/// the driver's pen (``EventDriver/penDevice``) "pen".
@preconcurrency @MainActor
public func fingerList(_ touches: Set<UITouch>) -> String {
    touches.map(\.inputIdentifier)
        .sorted { ($0.device, $0.number) < ($1.device, $1.number) }
        .map {
            $0.number == EventDriver.pointerTouchNumber
                ? "mouse" : ($0.device == EventDriver.penDevice ? "pen" : String($0.number))
        }
        .joined(separator: ",")
}

/// `"A.pressesBegan(⌃c)"`: the keys of `presses` (modifiers, then what the key types ignoring them), sorted.
@MainActor
func pressEntry(_ name: String, _ callback: String, _ presses: Set<UIPress>) -> String {
    "\(name).\(callback)(\(presses.map { $0.key.map(keyName) ?? "?" }.sorted().joined(separator: ",")))"
}

/// How logs name a key: `"⌃c"`, `"⇧A"`, `"UIKeyInputLeftArrow"`; control characters by their escapes.
@MainActor
func keyName(_ key: UIKey) -> String {
    let text = key.charactersIgnoringModifiers.isEmpty ? "#\(key.keyCode.rawValue)" : key.charactersIgnoringModifiers
    return "\(key.modifierFlags)"
        + text.unicodeScalars.map { $0.value < 32 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
}

/// The log line for one responder callback: `"name.touchesBegan(1,2)"`, `"name.motionBegan(motionShake)"`.
@MainActor
func entry(_ name: String, _ callback: String, _ touches: Set<UITouch>) -> String {
    "\(name).\(callback)(\(fingerList(touches)))"
}

extension UIGestureRecognizer {
    /// Names the recognizer and logs `"name.action(state)"` to `log` on every action it sends, so tests see
    /// recognizer actions and view callbacks in one ordered log.
    @discardableResult
    public func recording(as name: String, in log: CallbackLog) -> Self {
        self.name = name
        addHandler { recognizer in log.append("\(name).action(\(recognizer.state))") }
        return self
    }
}

extension UIControl {
    /// Logs `"name.event"` to `log` for every control event the control sends (one closure action per event
    /// kind, added after any existing registrations), so tests see control events and other callbacks in one
    /// ordered log.
    @discardableResult
    public func recordingEvents(as name: String, in log: CallbackLog) -> Self {
        accessibilityIdentifier = name
        let events: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
            (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"),
            (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]
        for (event, label) in events {
            addAction(
                UIAction(identifier: .init("record.\(name).\(label)")) { _ in log.append("\(name).\(label)") },
                for: event)
        }
        return self
    }
}
