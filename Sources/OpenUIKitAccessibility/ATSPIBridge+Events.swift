import CGIO
import Foundation
@_spi(Accessibility) import OpenUIKitCore

/// What a client last saw of an object, to report what changed since: name, value, states, text and caret (text
/// objects), and children (containers).
struct ATSPISeenObject {
    var name: String
    var value: String?
    var states: Set<ATSPIState>
    var text: String?
    var caret: Int?
    var children: [ObjectIdentifier]?
}

// Events: what changed, sent as AT-SPI signals so screen readers speak it. Changes are found by comparing each object
// a client has seen with what it showed then, after every call from the bus, every focus move, every presented frame
// (an app's own changes are drawn) and every `.layoutChanged`/`.screenChanged`: objects no client asked about cost
// nothing, and nothing runs at all while no client listens.
extension ATSPIBridge {
    static let objectEvents = "org.a11y.atspi.Event.Object"

    /// Sends an AT-SPI event from `object`: `(siiva{sv})`, its detail, two numbers and a value.
    func emit(
        _ object: AnyObject, _ member: String, detail: String, _ detail1: Int, _ detail2: Int,
        _ data: OpaquePointer? = nil, interface: String = ATSPIBridge.objectEvents
    ) {
        guard let bus = connectionBus else {
            // Not connected: the value is dropped unused.
            if let data { g_variant_unref(g_variant_ref_sink(data)) }
            return
        }
        let parameters = Variant.tuple([
            Variant.string(detail), Variant.int32(Int32(detail1)), Variant.int32(Int32(detail2)),
            Variant.boxed(data ?? Variant.int32(0)), Variant.emptyProperties,
        ])
        _ = g_dbus_connection_emit_signal(bus, nil, registry.path(for: object), interface, member, parameters, nil)
    }

    /// What `object` shows now.
    func snapshot(of object: AnyObject, states: Set<ATSPIState>? = nil) -> ATSPISeenObject {
        let text = textContent(of: object)
        return ATSPISeenObject(
            name: name(of: object), value: (object as? UIResponder)?.accessibilityValue,
            states: states ?? self.states(of: object), text: text, caret: text == nil ? nil : caretOffset(of: object),
            children: isLeaf(object) ? nil : children(of: object).map(ObjectIdentifier.init))
    }

    /// Elements have no children to watch (what is inside an element is read as part of it).
    private func isLeaf(_ object: AnyObject) -> Bool {
        (object as? UIResponder)?.isAccessibilityElement == true && !(object is UIWindow)
    }

    /// Records what a client has seen of `object`, so that later changes are reported.
    func remember(_ object: AnyObject, states: Set<ATSPIState>? = nil) {
        guard !(object is UIApplication) else { return }
        seen[registry.number(for: object)] = snapshot(of: object, states: states)
    }

    /// Compares every object clients have seen with what it shows now and reports the differences, in this order
    /// per object: name, value, each state turned on or off, text deleted and inserted, the caret, children removed
    /// and added.
    func reportChanges(of only: AnyObject? = nil) {
        guard !seen.isEmpty else { return }
        registry.prune()
        for (number, object) in registry.published where only == nil || only === object {
            guard let before = seen[number] else { continue }
            let now = snapshot(of: object)
            seen[number] = now
            if now.name != before.name {
                emit(object, "PropertyChange", detail: "accessible-name", 0, 0, Variant.string(now.name))
            }
            if now.value != before.value {
                emit(object, "PropertyChange", detail: "accessible-value", 0, 0, Variant.string(now.value ?? ""))
            }
            for state in now.states.symmetricDifference(before.states).sorted(by: { $0.rawValue < $1.rawValue }) {
                emit(object, "StateChanged", detail: state.eventName, now.states.contains(state) ? 1 : 0, 0)
            }
            if let old = before.text, let new = now.text, old != new {
                reportTextChange(of: object, from: old, to: new)
            }
            if let caret = now.caret, caret != before.caret {
                emit(object, "TextCaretMoved", detail: "", caret, 0)
            }
            if let old = before.children, let new = now.children, old != new {
                reportChildrenChange(of: object, from: old, to: new)
            }
        }
        if only == nil { seen = seen.filter { number, _ in registry.published.contains { $0.number == number } } }
    }

    /// The changed run of characters, as GTK reports an edit: the old run deleted, then the new one inserted, at the
    /// first character that differs (offsets and lengths in characters, as AT-SPI counts them).
    private func reportTextChange(of object: AnyObject, from old: String, to new: String) {
        let oldScalars = Array(old.unicodeScalars)
        let newScalars = Array(new.unicodeScalars)
        var prefix = 0
        while prefix < min(oldScalars.count, newScalars.count), oldScalars[prefix] == newScalars[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < min(oldScalars.count, newScalars.count) - prefix,
            oldScalars[oldScalars.count - 1 - suffix] == newScalars[newScalars.count - 1 - suffix]
        {
            suffix += 1
        }
        func run(_ scalars: [Unicode.Scalar]) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[prefix..<(scalars.count - suffix)])
            return String(view)
        }
        let deleted = run(oldScalars)
        let inserted = run(newScalars)
        if !deleted.isEmpty {
            let count = deleted.unicodeScalars.count
            emit(object, "TextChanged", detail: "delete", prefix, count, Variant.string(deleted))
        }
        if !inserted.isEmpty {
            let count = inserted.unicodeScalars.count
            emit(object, "TextChanged", detail: "insert", prefix, count, Variant.string(inserted))
        }
    }

    /// Children gone (from the last, so each index is the one the client knows) and then children new, each with
    /// its index and reference.
    private func reportChildrenChange(of object: AnyObject, from old: [ObjectIdentifier], to new: [ObjectIdentifier]) {
        let children = children(of: object)
        let kept = Set(new)
        for (index, identifier) in old.enumerated().reversed() where !kept.contains(identifier) {
            let path = registry.existingPath(for: identifier) ?? ATSPIObjectRegistry.nullPath
            emit(
                object, "ChildrenChanged", detail: "remove", index, 0,
                Variant.reference(busName: connectionName, path: path))
            emitCacheRemove(path: path)
        }
        let known = Set(old)
        for (index, child) in children.enumerated() where !known.contains(ObjectIdentifier(child)) {
            emit(object, "ChildrenChanged", detail: "add", index, 0, reference(child, parent: object))
            emitCacheAdd(child, parent: object, index: index)
        }
    }

    func posted(_ notification: UIAccessibility.Notification, _ argument: Any?) {
        switch notification {
        case .keyboardFocusChanged:
            // As GTK orders them: the view that had focus loses it, the new one gains it, then the focus event.
            if let previous = focusedObject { reportChanges(of: previous) }
            focusedObject = argument as? UIView
            if let view = argument as? UIView {
                // The window is announced active before the first focus inside it, as GTK's windows are, so a
                // screen reader presents the window and then the focused control.
                if let window = view.window, window !== activeWindow {
                    activeWindow = window
                    emit(window, "Activate", detail: "", 0, 0, interface: "org.a11y.atspi.Event.Window")
                }
                if seen[registry.number(for: view)] == nil {
                    remember(view)
                    seen[registry.number(for: view)]?.states.remove(.focused)
                }
                reportChanges(of: view)
                emit(view, "Focus", detail: "", 0, 0, interface: "org.a11y.atspi.Event.Focus")
            }
            reportChanges()
        case .announcement:
            reportChanges()
            let text = (argument as? String) ?? (argument as? NSAttributedString)?.string ?? ""
            let source: AnyObject = application.keyWindow ?? application
            emit(source, "Announcement", detail: "", 0, 0, Variant.string(text))
        case .screenChanged, .layoutChanged, .windowDidPresent:
            reportChanges()
        default:
            break
        }
    }
}
