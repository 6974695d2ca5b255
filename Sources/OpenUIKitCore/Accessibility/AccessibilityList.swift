import Foundation

/// A list whose rows are accessibility elements: table views and collection views. Assistive technologies read it
/// as one node (a list, as GTK's list views are published) whose children are the rows on screen, each with its
/// index path, and select rows through it as a user's tap would (the delegate is asked and told).
///
/// Rows off screen have no cell, so they are not elements until scrolled in: the list reports how many rows it has
/// (``accessibilityRowCount``), as UIKit's tables tell VoiceOver "row 3 of 40".
@_spi(Accessibility) @preconcurrency @MainActor
public protocol AccessibilityList: AnyObject {
    /// The list's items on screen, in index-path order: section headers, cells and footers as they come.
    var accessibilityListItems: [AnyObject] { get }
    /// The index path of `item` when it is a row's cell on screen.
    func accessibilityIndexPath(of item: AnyObject) -> IndexPath?
    /// How many rows the list has in all its sections, on screen or not.
    var accessibilityRowCount: Int { get }
    /// Selects the row of `item` as a tap would (nothing for an item that is no row); whether it is selected after.
    func accessibilitySelect(_ item: AnyObject) -> Bool
    /// Deselects the row of `item` as a tap on a selected row of a multiple-selection list would; whether it is
    /// deselected after.
    func accessibilityDeselect(_ item: AnyObject) -> Bool
}
