import Foundation

/// An action an alert offers: a button with a title and a style, and a handler run once the alert is dismissed.
///
/// Mirrors `UIAlertAction`.
@preconcurrency @MainActor
open class UIAlertAction {
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: (@MainActor (UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// A message with buttons, presented over the window: a centred alert or an action sheet at the bottom.
///
/// Mirrors `UIAlertController`: present it with `present(_:animated:completion:)`; a tap on an action dismisses the
/// alert and then runs the action's handler; in an action sheet a tap outside the sheet does what the cancel action
/// does (nothing, without one). The presenter stays on screen and hears no appearance callbacks. Layout as UIKit's:
/// two actions of an alert side by side (cancel on the left), more stacked (cancel last); an action sheet's cancel
/// action in a group of its own under the others. Differences: no text fields, no content view controller; the
/// toolkit's flat look.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    public let preferredStyle: Style
    open var message: String?
    public private(set) var actions: [UIAlertAction] = []
    /// The action drawn in bold (the cancel action, when this is nil).
    open var preferredAction: UIAlertAction?

    /// An alert needs its title, message and style: one made from an archive fails (returns nil).
    public required init?(coder: NSCoder) { return nil }

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .overFullScreen
    }

    /// Adds an action; a second `.cancel` action is a programming error (UIKit raises) and is not added.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            UIApplication.reportProgrammingError("UIAlertController: only one cancel action is allowed")
            return
        }
        actions.append(action)
        (viewIfLoaded as? AlertView)?.rebuild()
    }

    open override func loadView() {
        view = AlertView(controller: self)
    }

    /// Told of the chosen action before the alert is dismissed (``UIAlertView`` reports the click to its delegate).
    var actionWillDismiss: ((UIAlertAction) -> Void)?

    /// A tap on an action: dismiss, then run its handler.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, !isBeingDismissed else { return }
        actionWillDismiss?(action)
        // The hook's app code may have dismissed the alert itself (at once, when not animated).
        guard !isBeingDismissed, presentingViewController != nil else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// A tap outside an action sheet.
    func tappedOutside() {
        guard preferredStyle == .actionSheet else { return }
        if let cancel = actions.first(where: { $0.style == .cancel }) {
            choose(cancel)
        } else if !isBeingDismissed {
            dismiss(animated: true)
        }
    }
}

/// The alert's view: a dimmed window with the card (or the sheet's two cards) on it.
///
/// Like any controller's view it does not keep its controller alive: app code may hold on to `alert.view` after
/// the alert is gone, and then the view lays out what it last showed and its buttons run nothing.
@MainActor
final class AlertView: UIView {
    private weak var controller: UIAlertController?
    /// The controller's style and actions as of the last ``rebuild()``: what layout uses once the controller is gone.
    private let style: UIAlertController.Style
    private var shownActions: [UIAlertAction] = []
    private let card = UIView(frame: .zero)
    private let cancelCard = UIView(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    private let messageLabel = UILabel(frame: .zero)
    private var buttons: [(button: UIButton, action: UIAlertAction)] = []
    private var separators: [UIView] = []

    static let alertWidth: CGFloat = 270
    static let buttonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57

    /// Toolkit-internal: never made from an archive.
    required init?(coder: NSCoder) { return nil }

    init(controller: UIAlertController) {
        self.controller = controller
        style = controller.preferredStyle
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0, alpha: 0.2)
        for view in [card, cancelCard] {
            view.backgroundColor = UIColor(white: 0.97, alpha: 1)
            view.layer.cornerRadius = controller.preferredStyle == .alert ? 14 : 13
            view.clipsToBounds = true
            addSubview(view)
        }
        titleLabel.font = .systemFont(ofSize: controller.preferredStyle == .alert ? 17 : 13, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
        for label in [titleLabel, messageLabel] {
            label.textAlignment = .center
            label.numberOfLines = 0
            card.addSubview(label)
        }
        titleLabel.textColor = controller.preferredStyle == .alert ? .label : .secondaryLabel
        messageLabel.textColor = controller.preferredStyle == .alert ? .label : .secondaryLabel
        rebuild()
    }

    private var actions: [UIAlertAction] { controller?.actions ?? shownActions }

    private var sheetCancel: UIAlertAction? {
        style == .actionSheet ? actions.first { $0.style == .cancel } : nil
    }

    /// Side by side: an alert with exactly two actions whose titles are short.
    private var sideBySide: Bool {
        style == .alert && actions.count == 2 && actions.allSatisfy { ($0.title ?? "").count <= 12 }
    }

    /// The actions in the order they are drawn.
    private var orderedActions: [UIAlertAction] {
        let actions = actions.filter { $0 !== sheetCancel }
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        return sideBySide ? cancel + others : others + cancel
    }

    func rebuild() {
        guard let controller else { return }
        shownActions = controller.actions
        for (button, _) in buttons { button.removeFromSuperview() }
        for separator in separators { separator.removeFromSuperview() }
        buttons = []
        separators = []
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        let bold = controller.preferredAction ?? controller.actions.first { $0.style == .cancel }
        for action in orderedActions + [sheetCancel].compactMap({ $0 }) {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.titleFont = .systemFont(
                ofSize: style == .alert ? 17 : 20, weight: action === bold ? .semibold : .regular)
            if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
            button.isEnabled = action.isEnabled
            button.addAction(
                UIAction { [weak controller, weak action] _ in
                    guard let controller, let action else { return }
                    controller.choose(action)
                }, for: .primaryActionTriggered)
            (action === sheetCancel ? cancelCard : card).addSubview(button)
            buttons.append((button, action))
            let separator = UIView(frame: .zero)
            separator.backgroundColor = .separator
            separator.isUserInteractionEnabled = false
            card.addSubview(separator)
            separators.append(separator)
        }
        cancelCard.isHidden = sheetCancel == nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let isAlert = style == .alert
        let width = isAlert ? Self.alertWidth : min(bounds.width - 16, 400)
        let rowHeight = isAlert ? Self.buttonHeight : Self.sheetButtonHeight
        let textWidth = width - 32
        var y: CGFloat = (titleLabel.text ?? "").isEmpty && (messageLabel.text ?? "").isEmpty ? 0 : 19
        for label in [titleLabel, messageLabel] where !(label.text ?? "").isEmpty {
            let height = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: 16, y: y, width: textWidth, height: ceil(height))
            y += ceil(height) + 4
        }
        if y > 0 { y += 15 }
        let inCard = buttons.filter { $0.action !== sheetCancel }
        if sideBySide, inCard.count == 2 {
            separators[0].frame = CGRect(x: 0, y: y, width: width, height: 0.5)
            separators[1].frame = CGRect(x: width / 2, y: y, width: 0.5, height: rowHeight)
            inCard[0].button.frame = CGRect(x: 0, y: y, width: width / 2, height: rowHeight)
            inCard[1].button.frame = CGRect(x: width / 2, y: y, width: width / 2, height: rowHeight)
            y += rowHeight
        } else {
            for (index, entry) in inCard.enumerated() {
                let showsSeparator = y > 0 || index > 0
                separators[index].frame = CGRect(x: 0, y: y, width: width, height: showsSeparator ? 0.5 : 0)
                entry.button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                y += rowHeight
            }
        }
        for index in inCard.count..<separators.count { separators[index].frame = .zero }
        let cancelHeight = sheetCancel == nil ? 0 : rowHeight
        if let cancel = buttons.first(where: { $0.action === sheetCancel }) {
            cancel.button.frame = CGRect(x: 0, y: 0, width: width, height: rowHeight)
        }
        if isAlert {
            card.frame = CGRect(
                x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - y) / 2).rounded(), width: width,
                height: y)
        } else {
            let bottom = bounds.height - 8 - (cancelHeight > 0 ? cancelHeight + 8 : 0)
            card.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: bottom - y, width: width, height: y)
            cancelCard.frame = CGRect(
                x: card.frame.minX, y: bounds.height - 8 - cancelHeight, width: width, height: cancelHeight)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        // Only touches that began on the dimmed area itself end here (the cards' buttons take their own).
        guard let touch = touches.first, touch.view === self else { return }
        let point = touch.location(in: self)
        if !card.frame.contains(point), cancelCard.isHidden || !cancelCard.frame.contains(point) {
            controller?.tappedOutside()
        }
    }
}
