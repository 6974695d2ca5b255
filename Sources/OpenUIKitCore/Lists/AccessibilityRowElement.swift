import Foundation

/// A row of a table or collection view that is off screen, as an assistive technology reaches it: an element whose
/// frame is the row's rect (in screen coordinates, so below or above the list's visible bounds), selected when the
/// row is. UIKit lets VoiceOver move to every row, scrolling as it goes; this element is what stands for a row
/// until then, made without asking the data source for a cell.
///
/// Activating it scrolls the row in and selects it as a tap does; ``accessibilityScrollIntoView()`` only scrolls.
/// Difference: it has no label until its row is on screen (its cell is then the row's element): the label lives in
/// the cell, which UIKit's data source makes only for rows shown.
@_spi(Accessibility) @preconcurrency @MainActor
public final class AccessibilityRowElement: UIAccessibilityElement {
    /// The row's index path in its list.
    public let indexPath: IndexPath

    init(list: any AccessibilityList, indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init(accessibilityContainer: list)
    }

    public required convenience init?(coder: NSCoder) { nil }

    /// The table or collection view the row is in (not retained).
    public var list: (any AccessibilityList)? { accessibilityContainer as? AccessibilityList }

    public override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let traits = storedAccessibility?.traits { return traits }
            guard let list, list.accessibilityIsValid(indexPath) else { return .notEnabled }
            return list.accessibilityIsRowSelected(at: indexPath) ? .selected : .none
        }
        set { super.accessibilityTraits = newValue }
    }

    public override var accessibilityFrame: CGRect {
        get {
            if let frame = storedAccessibility?.frame { return frame }
            guard let list, list.accessibilityIsValid(indexPath), let view = list as? UIView else { return .zero }
            return UIAccessibility.convertToScreenCoordinates(list.accessibilityRowRect(at: indexPath), in: view)
        }
        set { super.accessibilityFrame = newValue }
    }

    /// Whether the row is on screen now (its cell is then what assistive technologies read).
    public var isRowOnScreen: Bool { list?.accessibilityCell(at: indexPath) != nil }

    /// Scrolls the list the least that shows the row; whether the row is on screen after.
    @discardableResult
    public func accessibilityScrollIntoView() -> Bool {
        guard let list, list.accessibilityIsValid(indexPath) else { return false }
        list.accessibilityScrollToRow(at: indexPath)
        return isRowOnScreen
    }

    /// Scrolls the row in and selects it as a tap does.
    public override func accessibilityActivate() -> Bool {
        guard let list, accessibilityScrollIntoView() else { return false }
        return list.accessibilitySelectRow(at: indexPath)
    }
}
