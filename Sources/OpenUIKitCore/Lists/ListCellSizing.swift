import Foundation

/// How a self-sizing list cell is measured: the one place tables (and, later, collections) ask a cell how tall it
/// wants to be at a given width.
///
/// A table cell whose content view holds constraints (UIKit code's self-sizing cells) is measured as UIKit measures
/// it: the content view's `systemLayoutSizeFitting` at the width, the width required and the height as small as the
/// constraints allow. Any other cell is asked for its ``UIView/sizeThatFits(_:)`` (which for ``UITableViewCell``
/// fits its labels or its content configuration's view).
@MainActor
enum ListCellSizing {
    /// The height `cell` needs at `width`; never negative, never NaN.
    static func fittingHeight(of cell: UIView, width: CGFloat) -> CGFloat {
        let height: CGFloat
        if let cell = cell as? UITableViewCell, !cell.contentView.constraints.isEmpty {
            height =
                cell.contentView.systemLayoutSizeFitting(
                    CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                    withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
                ).height
        } else {
            height = cell.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        return height.isFinite && height >= 0 ? height : 0
    }
}
