import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A controller that logs its life: loading, layout, appearance (with `animated`) and containment.
final class LifecycleController: UIViewController {
    let log: CallbackLog
    var logsLayout = true
    /// Extra facts to log in `viewWillAppear` / `viewWillDisappear`.
    var logsMovement = false

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    init(_ name: String, log: CallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    private func add(_ entry: String) { log.append("\(debugName).\(entry)") }

    override func viewDidLoad() {
        super.viewDidLoad()
        add("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        add("viewWillAppear(\(animated))")
        if logsMovement {
            add(
                "movingTo=\(isMovingToParent) presented=\(isBeingPresented) nav=\(navigationController?.debugName ?? "nil")"
            )
        }
    }
    override func viewDidAppear(_ animated: Bool) { add("viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) {
        add("viewWillDisappear(\(animated))")
        if logsMovement { add("movingFrom=\(isMovingFromParent) dismissed=\(isBeingDismissed)") }
    }
    override func viewDidDisappear(_ animated: Bool) { add("viewDidDisappear(\(animated))") }
    override func viewWillLayoutSubviews() { if logsLayout { add("viewWillLayoutSubviews") } }
    override func viewDidLayoutSubviews() { if logsLayout { add("viewDidLayoutSubviews") } }
    override func willMove(toParent parent: UIViewController?) {
        add("willMove(toParent: \(parent?.debugName ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        add("didMove(toParent: \(parent?.debugName ?? "nil"))")
    }
}
