import OpenUIKit  // UIKit: import UIKit

/// A settings screen on an inset grouped table: a switch, a slider and a segmented control in the first section,
/// a row that pushes a page, and a destructive reset behind a confirmation. Ordinary UIKit table code.
final class SettingsViewController: UITableViewController {
    let wifiSwitch = UISwitch(frame: .zero)
    let brightnessSlider = UISlider(frame: .zero)
    let textSize = UISegmentedControl(items: ["Small", "Medium", "Large"])
    private(set) var changes: [String] = []

    private enum Row { case wifi, brightness, textSize, about, reset }
    private let sections: [[Row]] = [[.wifi, .brightness, .textSize], [.about], [.reset]]

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: #Selector(done(_:)))  // UIKit: #selector
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        tableView.register(ControlCell.self, forCellReuseIdentifier: "control")

        wifiSwitch.isOn = true
        wifiSwitch.sizeToFit()
        wifiSwitch.addTarget(self, action: #Selector(wifiChanged(_:)), for: .valueChanged)  // UIKit: #selector
        brightnessSlider.value = 0.5
        brightnessSlider.addTarget(self, action: #Selector(brightnessChanged(_:)), for: .valueChanged)
        textSize.selectedSegmentIndex = 1
        textSize.addTarget(self, action: #Selector(textSizeChanged(_:)), for: .valueChanged)
    }

    /// The row that resets everything.
    var resetIndexPath: IndexPath { IndexPath(row: 0, section: 2) }

    // MARK: UITableViewDataSource

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Display & Network" : nil
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 2 ? "Wi-Fi, brightness and text size go back to their defaults." : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section][indexPath.row]
        switch row {
        case .brightness, .textSize:
            let cell = tableView.dequeueReusableCell(withIdentifier: "control", for: indexPath)
            if let cell = cell as? ControlCell {
                cell.title.text = row == .brightness ? "Brightness" : "Text Size"
                cell.control = row == .brightness ? brightnessSlider : textSize
            }
            cell.selectionStyle = .none
            return cell
        case .wifi, .about, .reset:
            let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = row == .wifi ? "Wi-Fi" : row == .about ? "About" : "Reset All Settings"
            if row == .reset { content.textProperties.color = .systemRed }
            cell.contentConfiguration = content
            cell.accessoryView = row == .wifi ? wifiSwitch : nil
            cell.accessoryType = row == .about ? .disclosureIndicator : .none
            cell.selectionStyle = row == .wifi ? .none : .default
            return cell
        }
    }

    // MARK: UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch sections[indexPath.section][indexPath.row] {
        case .about: navigationController?.pushViewController(AboutViewController(), animated: true)
        case .reset: confirmReset()
        default: break
        }
    }

    // MARK: Actions

    @ObjC func wifiChanged(_ sender: UISwitch) { changes.append("wifi \(sender.isOn)") }  // UIKit: @objc
    @ObjC func brightnessChanged(_ sender: UISlider) { changes.append("brightness") }  // UIKit: @objc
    @ObjC func textSizeChanged(_ sender: UISegmentedControl) {  // UIKit: @objc
        changes.append("text size \(sender.selectedSegmentIndex)")
    }

    @ObjC func done(_ sender: Any?) {  // UIKit: @objc
        changes.append("done")
    }

    func confirmReset() {
        let alert = UIAlertController(
            title: "Reset All Settings?", message: "Wi-Fi, brightness and text size go back to their defaults.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Reset", style: .destructive) { [weak self] _ in
                self?.reset()
            })
        present(alert, animated: true)
    }

    func reset() {
        wifiSwitch.setOn(true, animated: true)
        brightnessSlider.setValue(0.5, animated: true)
        textSize.selectedSegmentIndex = 1
        changes.append("reset")
    }
}

/// A row with a title on the left and a control filling the right part, laid out with Auto Layout as UIKit cells
/// are: the title sets the row's height (its top and bottom at priority 999, so the table's own height wins while
/// the row is being sized), the control sits on the trailing side, at most 220 wide.
final class ControlCell: UITableViewCell {
    let title = UILabel(frame: .zero)
    /// The constraints that place the current control, replaced with it.
    private var controlConstraints: [NSLayoutConstraint] = []
    var control: UIControl? {
        didSet {
            NSLayoutConstraint.deactivate(controlConstraints)
            controlConstraints = []
            if oldValue?.superview === contentView { oldValue?.removeFromSuperview() }
            guard let control else { return }
            control.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(control)
            let preferredWidth = control.widthAnchor.constraint(equalToConstant: 220)
            preferredWidth.priority = .defaultHigh
            controlConstraints = [
                control.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                control.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                control.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 16),
                control.widthAnchor.constraint(lessThanOrEqualToConstant: 220), preferredWidth,
            ]
            NSLayoutConstraint.activate(controlConstraints)
        }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addTitle()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addTitle()
    }

    private func addTitle() {
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        let bottom = title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12)
        bottom.priority = .required - 1
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            title.widthAnchor.constraint(equalToConstant: 110),
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12), bottom,
        ])
    }
}

/// The page "About" pushes.
final class AboutViewController: UIViewController {
    private let label = UILabel(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        view.backgroundColor = .secondarySystemBackground
        label.numberOfLines = 0
        label.text = "OpenUIKit Settings\nVersion 1.0"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: guide.topAnchor, constant: 24),
        ])
    }
}
