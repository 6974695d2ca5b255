import Foundation

/// What a text-editing responder (``UITextField``) tells the press dispatcher: which keys it handles itself, so a
/// key command without `wantsPriorityOverSystemBehavior` yields to it, and what to do when a held key repeats.
@MainActor
protocol KeyboardSystemBehavior: AnyObject {
    func handlesKeyAsSystemBehavior(_ key: UIKey) -> Bool
    func keyDidRepeat(_ press: UIPress, with event: UIPressesEvent)
}

/// Turns key samples into presses and delivers them (Docs/UIKitParity.md, "Keyboard").
///
/// - A key going down first looks for a key command (``UIKeyCommand``, walking the chain from the first
///   responder); a command that fires takes the key: its presses are never delivered, and it fires again at each
///   auto-repeat. Otherwise a ``UIPress`` begins and goes to the key window's first responder (or the window),
///   through `UIApplication.sendEvent` and `UIWindow.sendEvent`; the responder's default passes it up the chain.
/// - Auto-repeat makes no new press (UIKit sends one `pressesBegan` per physical press); a text field the press was
///   delivered to types the character again.
/// - The responder sent `pressesBegan` is sent the press's end, exactly once: `pressesEnded` when the key comes up,
///   or `pressesCancelled` when the window loses keyboard focus or is hidden, or when the responder left the window
///   meanwhile. The key's later samples are then swallowed quietly.
/// - App code may do anything from a callback; a cancellation it causes runs after the delivery it is in.
@MainActor
final class PressDispatcher {
    private struct KeyID: Hashable {
        var device: Int
        var keyCode: UIKeyboardHIDUsage
    }

    private unowned let application: UIApplication
    /// The application's presses event; made at the first key.
    private(set) var event: UIPressesEvent?
    /// Presses held, oldest first.
    private var held: [UIPress] = []
    /// Keys a key command took while they are held, with the command (to repeat it) and the window.
    private var commandKeys: [KeyID: (command: UIKeyCommand, window: UIWindow.Identifier)] = [:]
    /// Keys whose press was cancelled while down: their repeats and release are dropped without a diagnostic.
    private var swallowed: Set<KeyID> = []
    /// The presses of the delivery under way (`UIWindow.sendEvent` asks for them).
    private var delivering: [UIPress] = []
    private var isDelivering = false
    private var pendingCancellations: [UIWindow.Identifier] = []

    init(application: UIApplication) {
        self.application = application
    }

    /// The keys held now, oldest first.
    var pressesInProgress: [UIPress] { held }

    func handle(_ sample: RawInput.KeySample, in window: UIWindow, timestamp: TimeInterval) {
        let id = KeyID(device: sample.device, keyCode: sample.keyCode)
        let event = presses(at: timestamp)
        switch sample.phase {
        case .down:
            guard
                held.firstIndex(where: {
                    KeyID(device: $0.device, keyCode: $0.key?.keyCode ?? .keyboardErrorUndefined) == id
                }) == nil,
                commandKeys[id] == nil
            else {
                application.report(
                    .duplicateBegin, "key \(sample.keyCode.rawValue) went down while already down; dropped")
                return
            }
            swallowed.remove(id)
            let key = UIKey(sample)
            let responder: UIResponder = window.firstResponder ?? window
            if let command = keyCommand(for: key, from: responder) {
                commandKeys[id] = (command, window.identifier)
                fire(command, event: event)
                return
            }
            let press = UIPress(key: key, device: sample.device, timestamp: timestamp)
            press.window = window
            press.responder = responder
            held.append(press)
            deliver([press], event: event)
        case .repeated:
            if let taken = commandKeys[id] {
                fire(taken.command, event: event)
            } else if let press = heldPress(id) {
                press.timestamp = timestamp
                guard press.reachedResponder && !press.isTakenByRecognizer else { return }
                (press.responder as? any KeyboardSystemBehavior)?.keyDidRepeat(press, with: event)
            } else if !swallowed.contains(id) {
                application.report(
                    .touchNotBegun, "key \(sample.keyCode.rawValue) repeated without going down; dropped")
            }
        case .up:
            if commandKeys.removeValue(forKey: id) != nil { return }
            if swallowed.remove(id) != nil { return }
            guard let press = heldPress(id) else {
                application.report(.touchNotBegun, "key \(sample.keyCode.rawValue) came up without going down; dropped")
                return
            }
            press.timestamp = timestamp
            press.phase = .ended
            deliver([press], event: event)
        }
    }

    /// Cancels every press of `window` (it lost keyboard focus, or was hidden): `pressesCancelled` to each
    /// responder, and the keys' later samples are swallowed. Inside a delivery, after it.
    func cancelPresses(in window: UIWindow.Identifier) {
        if isDelivering {
            pendingCancellations.append(window)
            return
        }
        for (id, taken) in commandKeys where taken.window == window {
            commandKeys[id] = nil
            swallowed.insert(id)
        }
        let cancelled = held.filter { $0.window?.identifier == window || $0.window == nil }
        guard !cancelled.isEmpty, let event else { return }
        for press in cancelled {
            press.phase = .cancelled
            if let keyCode = press.key?.keyCode { swallowed.insert(KeyID(device: press.device, keyCode: keyCode)) }
        }
        deliver(cancelled, event: event)
    }

    // MARK: - Delivery

    private func presses(at timestamp: TimeInterval) -> UIPressesEvent {
        let event = self.event ?? UIPressesEvent(timestamp: timestamp)
        self.event = event
        event.timestamp = timestamp
        return event
    }

    private func heldPress(_ id: KeyID) -> UIPress? {
        held.first { $0.device == id.device && $0.key?.keyCode == id.keyCode && $0.phase != .ended }
    }

    /// Sends `presses` (all in one phase) through `UIApplication.sendEvent`, then forgets those that ended.
    private func deliver(_ presses: [UIPress], event: UIPressesEvent) {
        let outer = isDelivering
        isDelivering = true
        let previous = delivering
        delivering = presses
        event.orderedPresses = held
        application.sendEvent(event)
        delivering = previous
        held.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        event.orderedPresses = held
        isDelivering = outer
        guard !outer else { return }
        while !pendingCancellations.isEmpty {
            cancelPresses(in: pendingCancellations.removeFirst())
        }
    }

    /// The windows the delivery under way concerns (`UIApplication.sendEvent` hands the event to each).
    var windowsOfCurrentDelivery: [UIWindow] {
        var windows: [UIWindow] = []
        for press in delivering {
            guard let window = press.window, !windows.contains(where: { $0 === window }) else { continue }
            windows.append(window)
        }
        return windows
    }

    /// `UIWindow.sendEvent` for a presses event: each press of `window` to its responder, grouped per responder,
    /// in the order they were pressed.
    func deliver(_ event: UIPressesEvent, in window: UIWindow) {
        var groups: [(responder: UIResponder, presses: [UIPress])] = []
        for press in delivering where press.window === window {
            guard let responder = press.responder else { continue }
            if let index = groups.firstIndex(where: { $0.responder === responder }) {
                groups[index].presses.append(press)
            } else {
                groups.append((responder, [press]))
            }
        }
        for (responder, presses) in groups {
            let phase = presses[0].phase
            if phase == .began {
                for press in presses { press.gestureRecognizers = recognizers(receiving: press, from: responder) }
            }
            deliverToRecognizers(presses, phase: phase, event: event)
            // The responder hears of the presses it was sent the beginning of, and of new ones no recognizer took.
            let heard = presses.filter { phase == .began ? !$0.isTakenByRecognizer : $0.reachedResponder }
            guard !heard.isEmpty else { continue }
            let set = Set(heard)
            switch phase {
            case .began:
                for press in heard { press.reachedResponder = true }
                responder.pressesBegan(set, with: event)
            case .changed, .stationary:
                let kept = set.filter { !$0.isTakenByRecognizer }
                if !kept.isEmpty { responder.pressesChanged(kept, with: event) }
            case .ended:
                // A responder that left the window hears only a cancellation, as a view that left hears of touches;
                // so does one whose presses a recognizer took.
                if (responder.firstResponderWindow === window || responder === application)
                    && !heard.contains(where: \.isTakenByRecognizer)
                {
                    responder.pressesEnded(set, with: event)
                } else {
                    for press in heard { press.phase = .cancelled }
                    responder.pressesCancelled(set, with: event)
                }
            case .cancelled: responder.pressesCancelled(set, with: event)
            }
        }
    }

    // MARK: - Key commands

    /// The first command, from `responder` up the chain and then the standard edit shortcuts, that matches `key`
    /// and whose action some responder can perform now.
    private func keyCommand(for key: UIKey, from responder: UIResponder) -> UIKeyCommand? {
        let system = (responder as? any KeyboardSystemBehavior)?.handlesKeyAsSystemBehavior(key) ?? false
        var current: UIResponder? = responder
        var visited = 0
        while let candidate = current, visited < 10_000 {
            for command in candidate.keyCommands ?? [] where command.matches(key) {
                if system && !command.wantsPriorityOverSystemBehavior { continue }
                if canPerform(command, from: responder) { return command }
            }
            current = candidate.next
            visited += 1
        }
        if system { return nil }
        return UIKeyCommand.standardEditCommands.first { $0.matches(key) && canPerform($0, from: responder) }
    }

    private func canPerform(_ command: UIKeyCommand, from responder: UIResponder) -> Bool {
        guard let action = command.action else { return false }
        return responder.target(forAction: action, withSender: command) != nil
    }

    private func fire(_ command: UIKeyCommand, event: UIPressesEvent) {
        guard let action = command.action else { return }
        application.sendAction(action, to: nil, from: command, for: event)
    }
}
