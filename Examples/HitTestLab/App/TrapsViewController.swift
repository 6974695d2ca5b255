import OpenUIKit

/// Six buttons, five of which a tap never reaches: the classic "why doesn't my tap fire?" traps, side by side, each
/// with its cause in a caption. Open it with `swift run hit-test-lab --traps`, and turn the hit-region overlay on
/// (`OPENUIKIT_DEBUG=hits`, or Ctrl+Alt+H) to see every trap named in the window; with `OPENUIKIT_TRACE=trace.jsonl`,
/// `openuikit-trace explain trace.jsonl --view a.button` says in one sentence why a click did not arrive.
///
/// The traps: a button half outside its parent (`a`), a button in a container of zero size (`b`), a button in a
/// panel with interaction off (`c`), a button at alpha 0.005 (`d`), a button under a transparent view (`e`), and
/// a working button (`f`). Each button that fires writes its name in the status line.
final class TrapsViewController: UIViewController {
    let status = UILabel(frame: CGRect(x: 20, y: 556, width: 860, height: 24))
    /// The views of each trap, by name: the buttons and the views that make the traps.
    private(set) var views: [String: UIView] = [:]
    /// The buttons that fired, in order, for tests.
    private(set) var fired: [String] = []
    private var stages: [Int: UIView] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        caption(
            "Six buttons, one fires. Ctrl+Alt+H (or OPENUIKIT_DEBUG=hits) shows why the others do not.",
            frame: CGRect(x: 20, y: 12, width: 860, height: 24), size: 16, bold: true)

        // a: the parent clips nothing, so the whole button shows, but its right half lies outside the parent.
        let parent = box(
            "a.parent", CGRect(x: 30, y: 20, width: 150, height: 70), in: cell(0, "a: half outside its parent"))
        parent.addSubview(button("a.button", CGRect(x: 90, y: 20, width: 120, height: 32)))
        note(0, "The right half is outside a.parent's bounds: hit-testing looks for subviews only inside them.")

        // b: a container left at zero size (say, never laid out) with a button drawn outside it.
        let zeroBox = box(
            "b.zeroBox", CGRect(x: 70, y: 40, width: 0, height: 0), in: cell(1, "b: in a zero-size box"))
        zeroBox.addSubview(button("b.button", CGRect(x: 0, y: 0, width: 120, height: 32)))
        note(1, "b.zeroBox has no size, so no point is inside it, and its button is never asked.")

        // c: a panel whose interaction is off: it and all its subviews are skipped.
        let panel = box(
            "c.panel", CGRect(x: 30, y: 20, width: 200, height: 70), in: cell(2, "c: interaction off"))
        panel.isUserInteractionEnabled = false
        panel.addSubview(button("c.button", CGRect(x: 40, y: 20, width: 120, height: 32)))
        note(2, "c.panel has isUserInteractionEnabled = false: its whole subtree is skipped.")

        // d: a button faded to alpha 0.005: still in the tree, but at 0.01 or less hit-testing skips it.
        let faded = button("d.button", CGRect(x: 70, y: 40, width: 120, height: 32))
        faded.alpha = 0.005
        cell(3, "d: alpha 0.005").addSubview(faded)
        note(3, "d.button is in the middle, at alpha 0.005: 0.01 or less counts as transparent, and is skipped.")

        // e: a clear view in front of the button, added later: it takes every touch there.
        let holder = cell(4, "e: under a transparent view")
        holder.addSubview(button("e.button", CGRect(x: 70, y: 40, width: 120, height: 32)))
        let cover = box("e.cover", CGRect(x: 40, y: 24, width: 180, height: 64), in: holder)
        cover.backgroundColor = .clear
        note(4, "e.cover is clear but in front (added later): it takes the touch. Turn its interaction off.")

        // f: the control case.
        cell(5, "f: a working button").addSubview(
            button("f.button", CGRect(x: 70, y: 40, width: 120, height: 32)))
        note(5, "Nothing in the way: the tap fires.")

        status.font = .systemFont(ofSize: 13)
        status.text = "No button has fired yet."
        view.addSubview(status)
    }

    /// The view of a trap, or of a part of one, by name (tests click them).
    subscript(name: String) -> UIView? { views[name] }

    private func cellFrame(_ index: Int) -> CGRect {
        CGRect(x: 20 + CGFloat(index % 3) * 290, y: 50 + CGFloat(index / 3) * 250, width: 280, height: 240)
    }

    /// The stage of cell `index` of the 3×2 grid (a light box with a title), made on first use.
    @discardableResult
    private func cell(_ index: Int, _ title: String? = nil) -> UIView {
        if let stage = stages[index] { return stage }
        let cell = UIView(frame: cellFrame(index))
        cell.accessibilityIdentifier = "cell \(index)"
        cell.backgroundColor = UIColor(white: 0.96, alpha: 1)
        view.addSubview(cell)
        caption(title ?? "", frame: CGRect(x: 10, y: 6, width: 260, height: 20), size: 14, bold: true, in: cell)
        // The trap sits on a stage below the title, so that the frames in the captions read from its corner.
        let stage = UIView(frame: CGRect(x: 0, y: 30, width: 280, height: 120))
        stage.accessibilityIdentifier = "stage \(index)"
        cell.addSubview(stage)
        stages[index] = stage
        return stage
    }

    private func note(_ index: Int, _ text: String) {
        let frame = cellFrame(index)
        let label = caption(
            text, frame: CGRect(x: frame.minX + 10, y: frame.minY + 160, width: 260, height: 70), size: 12)
        label.numberOfLines = 0
        label.textColor = .darkGray
    }

    private func box(_ name: String, _ frame: CGRect, in parent: UIView) -> UIView {
        let box = UIView(frame: frame)
        box.accessibilityIdentifier = name
        box.backgroundColor = UIColor(red: 0.85, green: 0.9, blue: 1, alpha: 1)
        parent.addSubview(box)
        views[name] = box
        return box
    }

    private func button(_ name: String, _ frame: CGRect) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = frame
        button.accessibilityIdentifier = name
        button.setTitle(name, for: .normal)
        button.backgroundColor = UIColor(red: 1, green: 0.85, blue: 0.6, alpha: 1)
        button.addAction(
            UIAction { [weak self] _ in
                self?.fired.append(name)
                self?.status.text = "\(name) fired."
            }, for: .touchUpInside)
        views[name] = button
        return button
    }

    @discardableResult
    private func caption(
        _ text: String, frame: CGRect, size: CGFloat, bold: Bool = false, in parent: UIView? = nil
    ) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        (parent ?? view).addSubview(label)
        return label
    }
}
