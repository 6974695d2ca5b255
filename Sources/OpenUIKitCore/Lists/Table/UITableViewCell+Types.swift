import Foundation

extension UITableViewCell {
    /// The built-in layouts of a cell's ``UITableViewCell/textLabel``, ``UITableViewCell/detailTextLabel`` and
    /// ``UITableViewCell/imageView``. Raw values match UIKit's.
    public enum CellStyle: Int, Sendable {
        /// An image and a title on the left; no detail label.
        case `default`
        /// A title on the left and a grey detail on the right.
        case value1
        /// A short tinted title on the left and the detail beside it.
        case value2
        /// A title with a smaller grey subtitle under it.
        case subtitle
    }

    /// The standard views at a cell's trailing edge. Raw values match UIKit's.
    public enum AccessoryType: Int, Sendable {
        case none
        /// A chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A check mark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How a selected or highlighted cell looks. Raw values match UIKit's.
    public enum SelectionStyle: Int, Sendable {
        /// No visible change (the cell still selects).
        case none
        case blue
        case gray
        case `default`
    }

    /// The editing control beside a row in editing mode. Raw values match UIKit's.
    public enum EditingStyle: Int, Sendable {
        case none
        case delete
        case insert
    }

    /// The lines between rows. Raw values match UIKit's.
    public enum SeparatorStyle: Int, Sendable {
        case none
        case singleLine
        case singleLineEtched
    }
}
