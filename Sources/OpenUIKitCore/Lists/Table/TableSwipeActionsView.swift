import Foundation

/// The buttons a swiped row reveals, one per ``UIContextualAction``, the first outermost, each filling its share of
/// the revealed width (the first grows to fill a long swipe, as in UIKit).
@MainActor
final class TableSwipeActionsView: UIView {
    private(set) var actions: [UIContextualAction] = []
    private(set) var buttons: [UIButton] = []
    let trailing: Bool
    private let perform: (UIContextualAction, UIView) -> Void

    init(actions: [UIContextualAction], trailing: Bool, perform: @escaping (UIContextualAction, UIView) -> Void) {
        self.actions = actions
        self.trailing = trailing
        self.perform = perform
        super.init(frame: .zero)
        clipsToBounds = true
        for action in actions {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = action.backgroundColor
            button.addAction(
                UIAction { [weak self, weak button] _ in
                    guard let self, let button else { return }
                    self.perform(action, button)
                }, for: .primaryActionTriggered)
            buttons.append(button)
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) {
        trailing = true
        perform = { _, _ in }
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let count = CGFloat(buttons.count)
        guard count > 0 else { return }
        let natural = UITableView.swipeActionWidth
        // Past the natural width the outermost (first) button takes the extra room.
        let extra = max(0, bounds.width - natural * count)
        let share = min(natural, bounds.width / count)
        var x: CGFloat = 0
        // Trailing actions: the first is at the trailing edge (rightmost); leading: at the leading edge (leftmost).
        let ordered = trailing ? Array(buttons.reversed()) : buttons
        for button in ordered {
            let isFirst = button === buttons.first
            let width = share + (isFirst ? extra : 0)
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width
        }
    }
}
