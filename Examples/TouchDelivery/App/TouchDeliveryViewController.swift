import OpenUIKit

/// A bench for the seeds' touch-delivery rules: pick a recognizer, set its three delivery properties with switches,
/// touch the pad, and read every call the pad receives next to what its recognizer does.
///
/// The pad logs its own `touchesBegan`/`Moved`/`Ended`/`Cancelled`; the recognizer's state changes and the touches
/// it holds back (`delaysTouchesBegan`, `delaysTouchesEnded`) or takes (`cancelsTouchesInView`) come from the
/// application's event trace (`eventTraceHandler`, an OpenUIKit extension), and its action from target-action.
final class TouchDeliveryViewController: UIViewController {
    let pad = PadView(frame: CGRect(x: 20, y: 214, width: 420, height: 296))
    let scenarioControl = UISegmentedControl(items: DeliveryScenario.allCases.map(\.title))
    let delaysBeganSwitch = UISwitch(frame: .zero)
    let delaysEndedSwitch = UISwitch(frame: .zero)
    let cancelsSwitch = UISwitch(frame: .zero)
    let logLabel = UILabel(frame: CGRect(x: 470, y: 78, width: 410, height: 500))
    let clearButton = UIButton(type: .system)
    private(set) var log = DeliveryLog()
    private(set) var recognizer: UIGestureRecognizer?
    private var scenario = DeliveryScenario.doubleTap
    private static let visibleLines = 30

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        addLabel(
            "Touch Delivery: what a view hears while a gesture recognizer watches its touches", x: 20, y: 12,
            width: 760, size: 16, bold: true)
        scenarioControl.frame = CGRect(x: 20, y: 50, width: 420, height: 32)
        scenarioControl.selectedSegmentIndex = scenario.rawValue
        scenarioControl.addTarget(self, action: #Selector(scenarioChanged(_:)), for: .valueChanged)
        view.addSubview(scenarioControl)
        // UIKit's defaults: touches begin at once, ends wait for the recognizer, recognition cancels the view's touches.
        delaysEndedSwitch.isOn = true
        cancelsSwitch.isOn = true
        for (index, (control, name)) in [
            (delaysBeganSwitch, "delaysTouchesBegan\nholds touchesBegan back until the recognizer fails"),
            (delaysEndedSwitch, "delaysTouchesEnded\nholds touchesEnded back until the recognizer decides"),
            (cancelsSwitch, "cancelsTouchesInView\non recognition, the view's touches are cancelled"),
        ].enumerated() {
            let y = 94 + CGFloat(index) * 38
            control.frame = CGRect(x: 20, y: y, width: 51, height: 31)
            control.addTarget(self, action: #Selector(deliveryChanged(_:)), for: .valueChanged)
            view.addSubview(control)
            addLabel(name, x: 82, y: y, width: 360, size: 12).numberOfLines = 2
        }
        view.addSubview(pad)
        pad.onCall = { [weak self] call in self?.record("Pad.\(call)") }
        addLabel("Calls, in order", x: 470, y: 50, width: 300, size: 14, bold: true)
        logLabel.numberOfLines = 0
        logLabel.font = .systemFont(ofSize: 12)
        logLabel.text = "Touch the pad."
        // A label's text is centred vertically; the log grows from the top, so the label is resized to its lines.
        view.addSubview(logLabel)
        clearButton.setTitle("Clear", for: .normal)
        clearButton.frame = CGRect(x: 800, y: 8, width: 80, height: 32)
        clearButton.addTarget(self, action: #Selector(clear(_:)), for: .touchUpInside)
        view.addSubview(clearButton)
        attach(scenario)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIApplication.shared.eventTraceHandler = { [weak self] entry in self?.traced(entry) }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIApplication.shared.eventTraceHandler = nil
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        fitLog()
    }

    /// Replaces the pad's recognizer with the scenario's, carrying the switches' settings.
    func attach(_ scenario: DeliveryScenario) {
        if let recognizer { pad.removeGestureRecognizer(recognizer) }
        self.scenario = scenario
        let made = scenario.makeRecognizer(target: self, action: #Selector(recognized(_:)))
        pad.addGestureRecognizer(made)
        recognizer = made
        applySwitches()
        pad.hint = scenario.hint
        pad.setNeedsDisplay()
    }

    @ObjC func scenarioChanged(_ sender: UISegmentedControl) {
        guard let chosen = DeliveryScenario(rawValue: sender.selectedSegmentIndex) else { return }
        attach(chosen)
        record("— \(chosen.title) —")
    }

    @ObjC func deliveryChanged(_ sender: UISwitch) { applySwitches() }

    @ObjC func recognized(_ sender: UIGestureRecognizer) {
        record("action from \(sender.name ?? "recognizer") (state \(sender.state))")
    }

    @ObjC func clear(_ sender: UIButton) {
        log.removeAll()
        logLabel.text = ""
        fitLog()
    }

    private func applySwitches() {
        recognizer?.delaysTouchesBegan = delaysBeganSwitch.isOn
        recognizer?.delaysTouchesEnded = delaysEndedSwitch.isOn
        recognizer?.cancelsTouchesInView = cancelsSwitch.isOn
    }

    private func traced(_ entry: EventTraceEntry) {
        guard let name = recognizer?.name,
            let line = DeliveryLog.line(for: entry, recognizer: name, view: pad.debugName)
        else { return }
        record(line)
    }

    private func record(_ line: String) {
        log.append(line)
        logLabel.text = log.text(limit: Self.visibleLines)
        fitLog()
    }

    private func fitLog() {
        let fitted = logLabel.sizeThatFits(CGSize(width: 410, height: 500))
        logLabel.frame.size.height = min(500, fitted.height)
    }

    @discardableResult
    private func addLabel(_ text: String, x: CGFloat, y: CGFloat, width: CGFloat, size: CGFloat, bold: Bool = false)
        -> UILabel
    {
        let label = UILabel(frame: CGRect(x: x, y: y, width: width, height: (size + 8) * 1.4))
        label.text = text
        label.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        view.addSubview(label)
        return label
    }
}
