import CGIO
import Foundation
@_spi(Accessibility) import OpenUIKitCore

// The Accessible interface: names, roles, states and the tree.
extension ATSPIBridge {
    func name(of object: AnyObject) -> String {
        if object is UIApplication { return ProcessInfo.processInfo.processName }
        if let window = object as? UIWindow {
            return window.accessibilityLabel ?? window.rootViewController?.title ?? ProcessInfo.processInfo.processName
        }
        return (object as? UIResponder)?.accessibilityLabel ?? ""
    }

    func accessibleProperty(_ name: String, _ object: AnyObject) -> OpaquePointer? {
        switch name {
        case "Name": return Variant.string(self.name(of: object))
        case "Description": return Variant.string((object as? UIResponder)?.accessibilityHint ?? "")
        case "Parent":
            if object is UIApplication {
                return Variant.reference(busName: parentReference.busName, path: parentReference.path)
            }
            return reference(parent(of: object))
        case "ChildCount": return Variant.int32(Int32(children(of: object).count))
        case "Locale": return Variant.string(Locale.current.identifier)
        case "AccessibleId": return Variant.string(identifier(of: object))
        case "HelpText": return Variant.string((object as? UIResponder)?.accessibilityHint ?? "")
        default: return nil
        }
    }

    func identifier(of object: AnyObject) -> String {
        (object as? UIView)?.accessibilityIdentifier ?? (object as? UIAccessibilityElement)?.accessibilityIdentifier
            ?? ""
    }

    func accessible(_ call: ATSPICall, _ object: AnyObject) -> OpaquePointer? {
        switch call.method {
        case "GetChildAtIndex":
            let index = Variant.child(call.parameters, 0)
            defer { g_variant_unref(index) }
            let children = children(of: object)
            let position = Int(Variant.int32Value(index) ?? -1)
            return Variant.tuple([
                reference(children.indices.contains(position) ? children[position] : nil, parent: object)
            ])
        case "GetChildren":
            return Variant.tuple([Variant.array("(so)", children(of: object).map { reference($0, parent: object) })])
        case "GetIndexInParent":
            let siblings = parent(of: object).map(children(of:)) ?? []
            return Variant.tuple([Variant.int32(Int32(siblings.firstIndex { $0 === object } ?? -1))])
        case "GetRelationSet":
            return Variant.tuple([Variant.array("(ua(so))", [])])
        case "GetRole":
            return Variant.tuple([Variant.uint32(role(of: object).rawValue)])
        case "GetRoleName", "GetLocalizedRoleName":
            return Variant.tuple([Variant.string(role(of: object).name)])
        case "GetState":
            let states = states(of: object)
            remember(object, states: states)
            return Variant.tuple([Variant.array("u", ATSPIState.bits(states).map(Variant.uint32))])
        case "GetAttributes":
            var attributes = [Variant.dictEntry(Variant.string("toolkit"), Variant.string("OpenUIKit"))]
            let id = identifier(of: object)
            if !id.isEmpty { attributes.append(Variant.dictEntry(Variant.string("id"), Variant.string(id))) }
            // A text field's placeholder, as GTK 4 publishes an entry's (screen readers speak it while it is empty).
            if let placeholder = (object as? UITextField)?.placeholder, !placeholder.isEmpty {
                attributes.append(
                    Variant.dictEntry(Variant.string("placeholder-text"), Variant.string(placeholder)))
            }
            for (key, value) in listPosition(of: object) {
                attributes.append(Variant.dictEntry(Variant.string(key), Variant.string(value)))
            }
            return Variant.tuple([Variant.array("{ss}", attributes)])
        case "GetApplication":
            return Variant.tuple([reference(application)])
        case "GetInterfaces":
            return Variant.tuple([Variant.array("s", interfaces(of: object).map(Variant.string))])
        default:
            return nil
        }
    }

    /// A row's place in its list, as object attributes: its section and row, and its position among all the
    /// list's rows (`posinset`, from 1) and their count (`setsize`), which screen readers speak as "3 of 40".
    func listPosition(of object: AnyObject) -> [(String, String)] {
        guard let (list, indexPath) = listRow(of: object) else { return [] }
        let position = list.accessibilityRow(of: indexPath) + 1
        return [
            ("section", "\(indexPath.section)"), ("row", "\(indexPath.row)"), ("posinset", "\(position)"),
            ("setsize", "\(list.accessibilityRowCount)"),
        ]
    }

    /// The list and index path of a row's cell, or of an off-screen row's element.
    func listRow(of object: AnyObject) -> (any AccessibilityList, IndexPath)? {
        if let row = object as? AccessibilityRowElement, let list = row.list, list.accessibilityIsValid(row.indexPath) {
            return (list, row.indexPath)
        }
        guard let view = object as? UIView, let list = enclosingList(of: view),
            let indexPath = list.accessibilityIndexPath(of: view)
        else { return nil }
        return (list, indexPath)
    }

    /// The table or collection view a cell is in.
    func enclosingList(of view: UIView) -> (any AccessibilityList)? {
        var current = view.superview
        while let candidate = current {
            if let list = candidate as? AccessibilityList { return list }
            current = candidate.superview
        }
        return nil
    }

    func role(of object: AnyObject) -> ATSPIRole {
        object is UIApplication ? .application : ATSPIRole.of(object)
    }

    func states(of object: AnyObject) -> Set<ATSPIState> {
        object is UIApplication ? [] : ATSPIState.of(object)
    }
}
