import Foundation

/// The alert of iOS 2–8: a title, a message and buttons, shown with ``show()`` over the key window, with a
/// delegate told which button was tapped.
///
/// Mirrors `UIAlertView`, which UIKit deprecated in iOS 9 but still ships (games and older apps use it). As in
/// UIKit since iOS 8, it is built on ``UIAlertController``: ``show()`` presents an alert controller with one action
/// per button (the cancel button as the `.cancel` action) from the key window's front-most presented controller.
/// Button indexes count in the order the titles were given: the cancel button first when the initializer names
/// one, then the others, then those added with ``addButton(withTitle:)``. The delegate's calls and their order are
/// UIKit's (``UIAlertViewDelegate``).
///
/// Differences: no text-field styles (``alertViewStyle`` other than `.default` is reported and shows none), and no
/// deprecation warning (OpenUIKit's own warnings-as-errors tests use it).
@preconcurrency @MainActor
open class UIAlertView: UIView {
    /// Mirrors `UIAlertViewStyle`.
    public enum Style: Int, Sendable {
        case `default` = 0
        case secureTextInput = 1
        case plainTextInput = 2
        case loginAndPasswordInput = 3
    }

    open var title: String = ""
    open var message: String?
    /// The object told about the alert's life (a ``UIAlertViewDelegate``; other objects are not called), not
    /// retained, as in UIKit.
    open weak var delegate: AnyObject?
    /// The index of the cancel button, or -1 when there is none.
    open var cancelButtonIndex = -1
    open var alertViewStyle: Style = .default {
        didSet {
            guard alertViewStyle != .default else { return }
            UIApplication.reportProgrammingError(
                "UIAlertView: text-field styles are not supported; the alert shows no text field", about: self)
        }
    }
    private var buttonTitles: [String] = []
    /// The controller shown while the alert is visible.
    private var controller: UIAlertController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// An alert with a title, a message, a delegate and a cancel button (index 0 when given).
    public init(title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?) {
        super.init(frame: .zero)
        self.title = title ?? ""
        self.message = message
        self.delegate = delegate.map { $0 as AnyObject }
        if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
    }

    /// UIKit's variadic form: the cancel button, then the other buttons in order.
    public convenience init(
        title: String, message: String, delegate: Any?, cancelButtonTitle: String?,
        otherButtonTitles firstButtonTitle: String, _ moreButtonTitles: String...
    ) {
        self.init(title: title, message: message, delegate: delegate, cancelButtonTitle: cancelButtonTitle)
        for buttonTitle in [firstButtonTitle] + moreButtonTitles { addButton(withTitle: buttonTitle) }
    }

    /// Adds a button and returns its index.
    @discardableResult
    open func addButton(withTitle title: String?) -> Int {
        buttonTitles.append(title ?? "")
        return buttonTitles.count - 1
    }

    /// The title of the button at `buttonIndex`, or nil for an index that names no button.
    open func buttonTitle(at buttonIndex: Int) -> String? {
        buttonTitles.indices.contains(buttonIndex) ? buttonTitles[buttonIndex] : nil
    }

    open var numberOfButtons: Int { buttonTitles.count }

    /// The index of the first button that is not the cancel button, or -1.
    open var firstOtherButtonIndex: Int {
        buttonTitles.indices.first { $0 != cancelButtonIndex } ?? -1
    }

    /// Whether the alert is on screen (from ``show()`` until it is dismissed).
    open var isVisible: Bool { controller != nil }

    private var alertDelegate: (any UIAlertViewDelegate)? { delegate as? any UIAlertViewDelegate }

    /// Presents the alert over the key window's front-most presented controller. An alert already visible, or with
    /// no window to show in, is reported and not shown.
    open func show() {
        guard controller == nil else {
            return UIApplication.reportProgrammingError("UIAlertView: show() called while visible", about: self)
        }
        // A deprecated global entry point with no view to ask: the current application is reached directly, as
        // UIKit's alert view finds its own window.
        guard var presenter = UIApplication.current.keyWindow?.rootViewController else {
            return UIApplication.reportProgrammingError(
                "UIAlertView: show() needs a key window with a root view controller", about: self)
        }
        while let presented = presenter.presentedViewController, !presented.isBeingDismissed {
            presenter = presented
        }
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        // The actions hold the alert view strongly: apps show an alert view held by nothing else, and UIKit keeps it
        // alive while it is visible. The cycle ends when the alert is dismissed (`didDismiss` drops the controller).
        for (index, buttonTitle) in buttonTitles.enumerated() {
            alert.addAction(
                UIAlertAction(title: buttonTitle, style: index == cancelButtonIndex ? .cancel : .default) { _ in
                    self.didDismiss(buttonIndex: index)
                })
        }
        alert.actionWillDismiss = { [weak self, weak alert] action in
            guard let self, let alert, let index = alert.actions.firstIndex(where: { $0 === action }) else { return }
            self.alertDelegate?.alertView(self, clickedButtonAt: index)
            // The delegate may have dismissed the alert with an index of its own (at once, when not animated).
            guard self.controller === alert, !alert.isBeingDismissed else { return }
            self.alertDelegate?.alertView(self, willDismissWithButtonIndex: index)
        }
        controller = alert
        alertDelegate?.willPresent(self)
        presenter.present(alert, animated: true) { [weak self] in
            guard let self else { return }
            self.alertDelegate?.didPresent(self)
        }
    }

    /// Dismisses the alert as if the button at `buttonIndex` had been chosen, without
    /// ``UIAlertViewDelegate/alertView(_:clickedButtonAt:)``, as in UIKit.
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        guard let controller, !controller.isBeingDismissed else { return }
        alertDelegate?.alertView(self, willDismissWithButtonIndex: buttonIndex)
        controller.dismiss(animated: animated) { [weak self] in self?.didDismiss(buttonIndex: buttonIndex) }
    }

    private func didDismiss(buttonIndex: Int) {
        controller = nil
        alertDelegate?.alertView(self, didDismissWithButtonIndex: buttonIndex)
    }
}
