import Foundation

/// The view a cell's content configuration made, kept so that the next configuration is handed to it in place when
/// it supports it (as UIKit reuses a cell's content view), and replaced when it does not.
@MainActor
struct ConfiguredContentView {
    private(set) var view: (any UIView & UIContentView)?

    /// Shows `configuration` in `container`: in the view already there when it supports it, else in a new one.
    /// Nil removes the view.
    mutating func show(_ configuration: (any UIContentConfiguration)?, in container: UIView) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        made.frame = container.bounds
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(made)
        view = made
    }
}
