import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A recognizer that logs its press hooks and recognizes on a chosen key: discrete (recognized when the key goes
/// down, or when it comes up), or continuous (began while the key is down, ended when it comes up).
@MainActor
final class KeyRecognizer: UIGestureRecognizer {
    enum Mode { case onDown, onUp, whileHeld }
    let log: CallbackLog
    let key: UIKeyboardHIDUsage
    let mode: Mode

    init(_ name: String, key: UIKeyboardHIDUsage, mode: Mode = .onDown, log: CallbackLog) {
        self.log = log
        self.key = key
        self.mode = mode
        super.init(target: nil, action: nil)
        recording(as: name, in: log)
    }

    private func entry(_ hook: String, _ presses: Set<UIPress>) {
        let keys = presses.compactMap { $0.key?.charactersIgnoringModifiers }.sorted().joined(separator: ",")
        log.append(
            "\(debugName).\(hook)(\(keys.unicodeScalars.map { $0.value < 32 ? "^\($0.value)" : "\($0)" }.joined()))")
    }

    private func isMine(_ presses: Set<UIPress>) -> Bool { presses.contains { $0.key?.keyCode == key } }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        entry("pressesBegan", presses)
        guard isMine(presses) else { return }
        switch mode {
        case .onDown: state = .recognized
        case .whileHeld: state = .began
        case .onUp: break
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        entry("pressesEnded", presses)
        guard isMine(presses) else { return }
        switch mode {
        case .onUp: state = .recognized
        case .whileHeld: state = .ended
        case .onDown: break
        }
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        entry("pressesCancelled", presses)
        if state == .began || state == .changed { state = .cancelled }
    }
}
