import Foundation

/// How a self-sizing list cell is measured: the one place tables (and, later, collections) ask a cell how tall it
/// wants to be at a given width.
///
/// Today it is the cell's ``UIView/sizeThatFits(_:)`` (which for ``UITableViewCell`` fits its labels or its content
/// configuration's view). Cells laid out with Auto Layout are measured here once the layout engine offers a
/// fitting-size query (`systemLayoutSizeFitting`).
@MainActor
enum ListCellSizing {
    /// The height `cell` needs at `width`; never negative, never NaN.
    static func fittingHeight(of cell: UIView, width: CGFloat) -> CGFloat {
        let height = cell.sizeThatFits(CGSize(width: width, height: 0)).height
        return height.isFinite && height >= 0 ? height : 0
    }
}
