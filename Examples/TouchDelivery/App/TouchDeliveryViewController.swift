import OpenUIKit

/// A bench for the seeds' touch-delivery rules: pick a recognizer, set its three delivery properties with switches,
/// touch the pad, and read every call the pad receives next to what its recognizer does.
///
/// The pad logs its own `touchesBegan`/`Moved`/`Ended`/`Cancelled`; the recognizer's state changes and the touches
/// it holds back (`delaysTouchesBegan`, `delaysTouchesEnded`) or takes (`cancelsTouchesInView`) come from the
/// application's event trace (`eventTraceHandler`, an OpenUIKit extension), and its action from target-action.
final class TouchDeliveryViewController: UIViewController {
    let pad = PadView(frame: .zero)
    let scenarioControl = UISegmentedControl(items: DeliveryScenario.allCases.map(\.title))
    let delaysBeganSwitch = UISwitch(frame: .zero)
    let delaysEndedSwitch = UISwitch(frame: .zero)
    let cancelsSwitch = UISwitch(frame: .zero)
    let logLabel = UILabel(frame: .zero)
    let clearButton = UIButton(type: .system)
    private(set) var log = DeliveryLog()
    private(set) var recognizer: UIGestureRecognizer?
    private var scenario = DeliveryScenario.doubleTap
    private static let visibleLines = 30

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let heading = makeLabel(
            "Touch Delivery: what a view hears while a gesture recognizer watches its touches", size: 16, bold: true)
        scenarioControl.selectedSegmentIndex = scenario.rawValue
        scenarioControl.addTarget(self, action: #Selector(scenarioChanged(_:)), for: .valueChanged)
        // UIKit's defaults: touches begin at once, ends wait for the recognizer, recognition cancels the view's touches.
        delaysEndedSwitch.isOn = true
        cancelsSwitch.isOn = true
        // One row per switch: the switch, then two lines saying what it does.
        let switches = UIStackView(
            arrangedSubviews: [
                (delaysBeganSwitch, "delaysTouchesBegan\nholds touchesBegan back until the recognizer fails"),
                (delaysEndedSwitch, "delaysTouchesEnded\nholds touchesEnded back until the recognizer decides"),
                (cancelsSwitch, "cancelsTouchesInView\non recognition, the view's touches are cancelled"),
            ].map { control, name in
                control.addTarget(self, action: #Selector(deliveryChanged(_:)), for: .valueChanged)
                let label = makeLabel(name, size: 12)
                label.numberOfLines = 2
                let row = UIStackView(arrangedSubviews: [control, label])
                row.spacing = 11
                row.alignment = .center
                return row
            })
        switches.axis = .vertical
        switches.spacing = 7
        pad.onCall = { [weak self] call in self?.record("Pad.\(call)") }
        let callsHeading = makeLabel("Calls, in order", size: 14, bold: true)
        logLabel.numberOfLines = 0
        logLabel.font = .systemFont(ofSize: 12)
        logLabel.text = "Touch the pad."
        clearButton.setTitle("Clear", for: .normal)
        clearButton.addTarget(self, action: #Selector(clear(_:)), for: .touchUpInside)
        let views: [String: UIView] = [
            "heading": heading, "scenario": scenarioControl, "switches": switches, "pad": pad,
            "calls": callsHeading, "log": logLabel, "clear": clearButton,
        ]
        for subview in views.values {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-20-[scenario(420)]-30-[calls]", options: .alignAllTop, metrics: nil,
                views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:[scenario(32)]-12-[switches]-13-[pad(296)]", options: [.alignAllLeading],
                    metrics: nil, views: views)
                + [
                    heading.topAnchor.constraint(equalTo: guide.topAnchor, constant: 12),
                    heading.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
                    scenarioControl.topAnchor.constraint(equalTo: guide.topAnchor, constant: 50),
                    switches.widthAnchor.constraint(equalTo: scenarioControl.widthAnchor),
                    pad.widthAnchor.constraint(equalTo: scenarioControl.widthAnchor),
                    clearButton.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
                    clearButton.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
                    clearButton.widthAnchor.constraint(equalToConstant: 80),
                    // The log grows down from under its heading as lines come, up to 500 points.
                    logLabel.topAnchor.constraint(equalTo: callsHeading.bottomAnchor, constant: 8),
                    logLabel.leadingAnchor.constraint(equalTo: callsHeading.leadingAnchor),
                    logLabel.widthAnchor.constraint(equalToConstant: 410),
                    logLabel.heightAnchor.constraint(lessThanOrEqualToConstant: 500),
                ])
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
    }

    private func makeLabel(_ text: String, size: CGFloat, bold: Bool = false) -> UILabel {
        let label = UILabel(frame: .zero)
        label.text = text
        label.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        return label
    }
}
