import CGIO
import Foundation
@_spi(Accessibility) import OpenUIKitCore

// The Action and Value interfaces.
extension ATSPIBridge {
    /// What `object` offers through the Action interface (the core's one dispatch).
    func actions(of object: AnyObject) -> [AccessibilityAction] {
        AccessibilityAction.actions(of: object)
    }

    func action(_ call: ATSPICall, _ object: AnyObject) -> OpaquePointer? {
        let actions = actions(of: object)
        func indexed() -> AccessibilityAction? {
            let index = Variant.child(call.parameters, 0)
            defer { g_variant_unref(index) }
            let position = Int(Variant.int32Value(index) ?? -1)
            return actions.indices.contains(position) ? actions[position] : nil
        }
        switch call.method {
        case "GetName", "GetLocalizedName":
            return Variant.tuple([Variant.string(indexed()?.name ?? "")])
        case "GetDescription":
            let hint = indexed() == .activate ? (object as? UIResponder)?.accessibilityHint : nil
            return Variant.tuple([Variant.string(hint ?? "")])
        case "GetKeyBinding":
            return Variant.tuple([Variant.string(indexed() == .activate ? "space" : "")])
        case "GetActions":
            let entries = actions.map { action in
                Variant.tuple([
                    Variant.string(action.name), Variant.string(""),
                    Variant.string(action == .activate ? "space" : ""),
                ])
            }
            return Variant.tuple([Variant.array("(sss)", entries)])
        case "DoAction":
            guard let action = indexed() else { return Variant.tuple([Variant.bool(false)]) }
            let done = action.perform(on: object)
            return Variant.tuple([Variant.bool(done)])
        default:
            return nil
        }
    }

    /// The numeric range of sliders, steppers and page controls: minimum, maximum, step and current value.
    func valueRange(of object: AnyObject) -> (minimum: Double, maximum: Double, step: Double, current: Double)? {
        switch object {
        case let slider as UISlider:
            let span = Double(slider.maximumValue - slider.minimumValue)
            return (Double(slider.minimumValue), Double(slider.maximumValue), span / 10, Double(slider.value))
        case let stepper as UIStepper:
            return (stepper.minimumValue, stepper.maximumValue, stepper.stepValue, stepper.value)
        case let pages as UIPageControl:
            return (0, Double(max(pages.numberOfPages - 1, 0)), 1, Double(pages.currentPage))
        default:
            return nil
        }
    }

    func valueProperty(_ name: String, _ object: AnyObject) -> OpaquePointer? {
        guard let range = valueRange(of: object) else { return nil }
        switch name {
        case "MinimumValue": return Variant.double(range.minimum)
        case "MaximumValue": return Variant.double(range.maximum)
        case "MinimumIncrement": return Variant.double(range.step)
        case "CurrentValue": return Variant.double(range.current)
        case "Text": return Variant.string((object as? UIResponder)?.accessibilityValue ?? "")
        default: return nil
        }
    }

    /// Sets a value as a user would: clamped to the range, and `.valueChanged` sent when it changed.
    func setCurrentValue(_ number: Double, of object: AnyObject) -> Bool {
        guard number.isFinite else { return false }
        switch object {
        case let slider as UISlider:
            guard slider.isEnabled else { return false }
            let old = slider.value
            slider.value = Float(number)
            if slider.value != old {
                slider.sendActions(for: .valueChanged)
                slider.sendActions(for: .primaryActionTriggered)
            }
        case let stepper as UIStepper:
            guard stepper.isEnabled else { return false }
            let old = stepper.value
            stepper.value = number
            if stepper.value != old { stepper.sendActions(for: .valueChanged) }
        case let pages as UIPageControl:
            guard pages.isEnabled, pages.numberOfPages > 0 else { return false }
            let page = min(max(Int(number.rounded()), 0), pages.numberOfPages - 1)
            if page != pages.currentPage {
                pages.currentPage = page
                pages.sendActions(for: .valueChanged)
                pages.sendActions(for: .primaryActionTriggered)
            }
        default:
            return false
        }
        return true
    }
}
