import CGIO
import Foundation
@_spi(Accessibility) import OpenUIKitCore

// The Component interface: where an object is on the screen, what is at a point, and focus.
extension ATSPIBridge {
    /// AT-SPI's coordinate types.
    enum CoordinateType: UInt32 {
        case screen = 0
        case window = 1
        case parent = 2
    }

    /// `object`'s frame in `type` coordinates: screen ones are `accessibilityFrame` (a window's frame is its place on
    /// the screen), window ones are relative to the object's window, parent ones to the parent's frame.
    func extents(of object: AnyObject, in type: CoordinateType) -> CGRect {
        let screen = screenFrame(of: object)
        switch type {
        case .screen:
            return screen
        case .window:
            guard let window = window(of: object) else { return screen }
            return screen.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
        case .parent:
            guard let parent = parent(of: object), !(parent is UIApplication) else { return screen }
            let origin = screenFrame(of: parent).origin
            return screen.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    func screenFrame(of object: AnyObject) -> CGRect {
        if let window = object as? UIWindow { return window.frame }
        return (object as? UIResponder)?.accessibilityFrame ?? .zero
    }

    func window(of object: AnyObject) -> UIWindow? {
        if let view = object as? UIView { return view.window }
        var current: AnyObject? = (object as? UIAccessibilityElement)?.accessibilityContainer
        var steps = 0
        while let step = current, steps < 64 {
            if let view = step as? UIView { return view.window }
            current = (step as? UIAccessibilityElement)?.accessibilityContainer
            steps += 1
        }
        return nil
    }

    func component(_ call: ATSPICall, _ object: AnyObject) -> OpaquePointer? {
        func argument(_ index: Int) -> OpaquePointer { Variant.child(call.parameters, index) }
        func coordinateType(_ index: Int) -> CoordinateType {
            let value = argument(index)
            defer { g_variant_unref(value) }
            return CoordinateType(rawValue: Variant.uint32Value(value) ?? 0) ?? .screen
        }
        func point() -> CGPoint {
            let x = argument(0), y = argument(1)
            defer { g_variant_unref(x); g_variant_unref(y) }
            return CGPoint(x: Int(Variant.int32Value(x) ?? 0), y: Int(Variant.int32Value(y) ?? 0))
        }
        switch call.method {
        case "GetExtents":
            let rect = extents(of: object, in: coordinateType(0))
            return Variant.tuple([
                Variant.tuple([
                    Variant.int32(Int32(rect.minX.rounded())), Variant.int32(Int32(rect.minY.rounded())),
                    Variant.int32(Int32(rect.width.rounded())), Variant.int32(Int32(rect.height.rounded())),
                ])
            ])
        case "GetPosition":
            let rect = extents(of: object, in: coordinateType(0))
            return Variant.tuple([Variant.int32(Int32(rect.minX.rounded())), Variant.int32(Int32(rect.minY.rounded()))])
        case "GetSize":
            let rect = screenFrame(of: object)
            return Variant.tuple([
                Variant.int32(Int32(rect.width.rounded())), Variant.int32(Int32(rect.height.rounded())),
            ])
        case "Contains":
            let type = coordinateType(2)
            return Variant.tuple([Variant.bool(extents(of: object, in: type).contains(point()))])
        case "GetAccessibleAtPoint":
            let type = coordinateType(2)
            let point = point()
            let hit = children(of: object).last { extents(of: $0, in: type).contains(point) }
            return Variant.tuple([reference(hit, parent: object)])
        case "GetLayer":
            return Variant.tuple([Variant.uint32(object is UIWindow ? 7 : 3)])
        case "GetMDIZOrder":
            return Variant.tuple([Variant.int16(0)])
        case "GetAlpha":
            return Variant.tuple([Variant.double(Double((object as? UIView)?.alpha ?? 1))])
        case "GrabFocus":
            // A row off screen is scrolled in first; its cell then takes the focus.
            if let row = object as? AccessibilityRowElement {
                guard row.accessibilityScrollIntoView(), let list = row.list,
                    let cell = list.accessibilityCell(at: row.indexPath), let window = cell.window
                else { return Variant.tuple([Variant.bool(false)]) }
                if cell.canBecomeFocused { window.focusSystem.requestFocusUpdate(to: cell) }
                return Variant.tuple([Variant.bool(true)])
            }
            guard let view = object as? UIView, let window = view.window, view.canBecomeFocused else {
                return Variant.tuple([Variant.bool(false)])
            }
            window.focusSystem.requestFocusUpdate(to: view)
            return Variant.tuple([Variant.bool(view.isFocused)])
        default:
            return nil
        }
    }
}
