import Foundation
@_spi(Windowing) import OpenUIKitCore
import OpenUIKitTesting

/// A view that logs each trait change as "name: old → new (current …)", each side written by `describe` (the
/// traits a suite watches), the last what `UITraitCollection.current` holds during the callback. `onChange` runs
/// after the entry is logged, so a test can mutate the tree from inside the callback.
final class TraitLoggingView: UIView {
    let name: String
    let log: CallbackLog
    let describe: (UITraitCollection?) -> String
    var onChange: (() -> Void)?

    init(_ name: String, log: CallbackLog, describe: @escaping (UITraitCollection?) -> String) {
        self.name = name
        self.log = log
        self.describe = describe
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append(
            "\(name): \(describe(previousTraitCollection)) → \(describe(traitCollection))"
                + " (current \(describe(UITraitCollection.current)))")
        onChange?()
    }
}

/// A controller whose view is a ``TraitLoggingView`` named "root", logging its own changes as
/// "controller: old → new".
final class TraitLoggingController: UIViewController {
    let log: CallbackLog
    let describe: (UITraitCollection?) -> String

    init(log: CallbackLog, describe: @escaping (UITraitCollection?) -> String) {
        self.log = log
        self.describe = describe
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() { view = TraitLoggingView("root", log: log, describe: describe) }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("controller: \(describe(previousTraitCollection)) → \(describe(traitCollection))")
    }
}
