import CGIO
import Foundation
@_spi(Accessibility) import OpenUIKitCore

// Events: what changed, sent as AT-SPI signals so screen readers speak it.
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

    /// Records what a client has seen of `object`, so that later changes are reported.
    func remember(_ object: AnyObject, states: Set<ATSPIState>? = nil) {
        guard !(object is UIApplication) else { return }
        let number = registry.number(for: object)
        seen[number] = (
            name(of: object), (object as? UIResponder)?.accessibilityValue, states ?? self.states(of: object)
        )
    }

    /// Compares every object clients have seen with what it shows now and reports the differences: name and value
    /// changes as property changes, each state turned on or off.
    func reportChanges() {
        registry.prune()
        for (number, object) in registry.published {
            guard let before = seen[number] else { continue }
            let name = name(of: object)
            let value = (object as? UIResponder)?.accessibilityValue
            let states = states(of: object)
            if name != before.name {
                emit(object, "PropertyChange", detail: "accessible-name", 0, 0, Variant.string(name))
            }
            if value != before.value {
                emit(object, "PropertyChange", detail: "accessible-value", 0, 0, Variant.string(value ?? ""))
            }
            for state in states.symmetricDifference(before.states).sorted(by: { $0.rawValue < $1.rawValue }) {
                emit(object, "StateChanged", detail: state.eventName, states.contains(state) ? 1 : 0, 0)
            }
            seen[number] = (name, value, states)
        }
        seen = seen.filter { number, _ in registry.published.contains { $0.number == number } }
    }

    func posted(_ notification: UIAccessibility.Notification, _ argument: Any?) {
        switch notification {
        case .keyboardFocusChanged:
            reportChanges()
            if let view = argument as? UIView {
                remember(view)
                emit(view, "StateChanged", detail: "focused", 1, 0)
                emit(view, "Focus", detail: "", 0, 0, interface: "org.a11y.atspi.Event.Focus")
            }
        case .announcement:
            let text = (argument as? String) ?? (argument as? NSAttributedString)?.string ?? ""
            let source: AnyObject = application.keyWindow ?? application
            emit(source, "Announcement", detail: "", 0, 0, Variant.string(text))
        case .screenChanged, .layoutChanged:
            reportChanges()
            for window in application.windows where !window.isHidden {
                let children = children(of: window)
                guard let first = children.first else { continue }
                emit(window, "ChildrenChanged", detail: "add", 0, 0, reference(first, parent: window))
            }
        default:
            break
        }
    }
}
