import OpenUIKit

/// The seeds' hit-testing figure as live views, with the three cases that cannot receive touches as switches.
///
/// Views A–E are laid out as in the seed's figure: B and C are subviews of A (B added last, so front-most), D and
/// E subviews of C (D front-most). F, G and H sit in B; each has a switch that turns on one of the three rules
/// (`isUserInteractionEnabled = false`, `isHidden = true`, `alpha ≤ 0.01`). Every touch's hit-test is read from the
/// window's trace (`hitTestTraceObserver`, an OpenUIKit extension): the path lights up in the figure (blue borders
/// for the views the point went through, orange for the one chosen) and the panel lists each visited view with the
/// rule that decided it, then the responder chain from the chosen view.
final class HitTestLabViewController: UIViewController {
    let a = FigureView(
        "A", role: "the root of the figure", frame: LabLayout.figure, color: UIColor(white: 0.97, alpha: 1),
        draggable: false)
    let b = FigureView(
        "B", role: "subview of A, added last: tried first", frame: CGRect(x: 0, y: 0, width: 420, height: 110),
        color: UIColor(red: 0.85, green: 0.92, blue: 1, alpha: 1))
    let c = FigureView(
        "C", role: "subview of A, added first", frame: CGRect(x: 0, y: 160, width: 420, height: 260),
        color: UIColor(red: 0.88, green: 0.96, blue: 0.86, alpha: 1))
    let d = FigureView(
        "D", role: "subview of C, added last", frame: CGRect(x: 10, y: 50, width: 190, height: 200),
        color: UIColor(red: 1, green: 0.95, blue: 0.8, alpha: 1))
    let e = FigureView(
        "E", role: "subview of C, added first", frame: CGRect(x: 220, y: 50, width: 190, height: 200),
        color: UIColor(red: 0.96, green: 0.88, blue: 1, alpha: 1))
    let f = HitTestLabViewController.caseTile("F", role: "interaction switch", x: 10)
    let g = HitTestLabViewController.caseTile("G", role: "hidden switch", x: 147)
    let h = HitTestLabViewController.caseTile("H", role: "alpha switch", x: 284)

    let interactionSwitch = UISwitch(frame: .zero)
    let hiddenSwitch = UISwitch(frame: .zero)
    let transparentSwitch = UISwitch(frame: .zero)
    let pathLabel = UILabel(frame: .zero)
    let chainLabel = UILabel(frame: .zero)
    /// The last reading shown, for tests and for restoring highlights.
    private(set) var reading: HitTestPathText?

    private var figureViews: [FigureView] { [a, b, c, d, e, f, g, h] }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(a)
        a.addSubview(c)
        a.addSubview(b)
        c.addSubview(e)
        c.addSubview(d)
        b.addSubview(f)
        b.addSubview(g)
        b.addSubview(h)

        addLabel(
            "Hit-Test Lab: click or touch anywhere in the figure, drag its views, flip the switches", at: 12, size: 16,
            bold: true, x: 20, width: 860)
        addLabel("Views that cannot receive touches", at: 50, size: 14, bold: true)
        let cases: [(UISwitch, String)] = [
            (
                interactionSwitch,
                "F: isUserInteractionEnabled = false\nF and its subviews are skipped; B gets the touch"
            ),
            (hiddenSwitch, "G: isHidden = true\nskipped, and not drawn"),
            (
                transparentSwitch,
                "H: alpha = 0.005 (0.01 or less counts as transparent)\nskipped, though still in the tree"
            ),
        ]
        for (index, (control, text)) in cases.enumerated() {
            let y = 78 + CGFloat(index) * 46
            control.frame = CGRect(x: LabLayout.panelX, y: y + 4, width: 51, height: 31)
            control.addTarget(self, action: #Selector(flagChanged(_:)), for: .valueChanged)
            view.addSubview(control)
            let label = addLabel(text, at: y, size: 12, x: LabLayout.panelX + 62, width: LabLayout.panelWidth - 62)
            label.numberOfLines = 2
            label.frame.size.height = 40
        }
        addLabel("Hit-test path through the figure", at: 222, size: 14, bold: true)
        pathLabel.frame = CGRect(x: LabLayout.panelX, y: 244, width: LabLayout.panelWidth, height: 150)
        pathLabel.numberOfLines = 0
        pathLabel.font = .systemFont(ofSize: 12)
        view.addSubview(pathLabel)
        addLabel("Responder chain from the hit-test view", at: 400, size: 14, bold: true)
        chainLabel.frame = CGRect(x: LabLayout.panelX, y: 422, width: LabLayout.panelWidth, height: 48)
        chainLabel.numberOfLines = 0
        chainLabel.font = .systemFont(ofSize: 12)
        view.addSubview(chainLabel)
        let rule = addLabel(
            """
            The rule: a view returns nil when it is hidden, has interaction off, has alpha 0.01 or less, or when \
            point(inside:with:) is false. Otherwise it asks its subviews from the last added to the first, converting \
            the point into each one's coordinates; the first answer wins, and with none it answers itself. Touches \
            then travel up the responder chain: view, superview (or its view controller), window, application.
            """, at: 486, size: 12, x: 20, width: 860)
        rule.numberOfLines = 0
        rule.frame.size.height = 64
        rule.textColor = .darkGray
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let window = view.window else { return }
        window.hitTestTraceObserver = { [weak self] trace in self?.show(trace) }
        // The first frame already shows a walk: the one a touch at E's centre would take.
        let centreOfE = e.convert(CGPoint(x: e.bounds.midX, y: e.bounds.midY), to: window)
        show(window.tracedHitTest(centreOfE, with: nil).trace)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        view.window?.hitTestTraceObserver = nil
    }

    /// Shows a hit-test's walk through the figure; walks that end outside it (on the panel) leave the reading as is.
    func show(_ trace: HitTestTrace) {
        guard let reading = HitTestPathText(trace, figureRoot: a.letter) else { return }
        self.reading = reading
        pathLabel.text = reading.pathLines.joined(separator: "\n")
        chainLabel.text = reading.responderChain
        // A label centres its text vertically; the readings read from the top, so each label takes its text's height.
        for label in [pathLabel, chainLabel] {
            label.frame.size.height = label.sizeThatFits(CGSize(width: LabLayout.panelWidth, height: 150)).height
        }
        for figureView in figureViews {
            let isChosen = figureView.letter == reading.chosen
            let isOnPath = reading.inside.contains(figureView.letter)
            figureView.layer.borderWidth = isChosen || isOnPath ? 3 : 1
            figureView.layer.borderColor =
                (isChosen ? UIColor.systemOrange : isOnPath ? UIColor.systemBlue : UIColor(white: 0.45, alpha: 1))
                .cgColor
            figureView.backgroundColor =
                isChosen ? UIColor(red: 1, green: 0.8, blue: 0.55, alpha: 1) : figureView.baseColor
        }
    }

    @ObjC func flagChanged(_ sender: UISwitch) {
        switch sender {
        case interactionSwitch: f.isUserInteractionEnabled = !sender.isOn
        case hiddenSwitch: g.setCannotReceive(hidden: sender.isOn)
        default: h.setCannotReceive(alpha: sender.isOn ? 0.005 : 1)
        }
        f.role = interactionSwitch.isOn ? "interaction off" : "interaction switch"
        f.setNeedsDisplay()
    }

    /// One of the three views in B whose switch makes it unable to receive touches.
    private static func caseTile(_ letter: String, role: String, x: CGFloat) -> FigureView {
        FigureView(
            letter, role: role, frame: CGRect(x: x, y: 50, width: 125, height: 52),
            color: UIColor(red: 1, green: 0.9, blue: 0.9, alpha: 1))
    }

    @discardableResult
    private func addLabel(
        _ text: String, at y: CGFloat, size: CGFloat, bold: Bool = false, x: CGFloat = LabLayout.panelX,
        width: CGFloat = LabLayout.panelWidth
    ) -> UILabel {
        let label = UILabel(frame: CGRect(x: x, y: y, width: width, height: size + 8))
        label.text = text
        label.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        view.addSubview(label)
        return label
    }
}
