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

/// A row with a title on the left and a control filling the right part.
final class ControlCell: UITableViewCell {
    let title = UILabel(frame: .zero)
    var control: UIControl? {
        didSet {
            if oldValue?.superview === contentView { oldValue?.removeFromSuperview() }
            if let control { contentView.addSubview(control) }
            setNeedsLayout()
        }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.addSubview(title)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        title.frame = CGRect(x: 16, y: 0, width: 110, height: bounds.height)
        let width = max(0, min(220, bounds.width - 142))
        control?.frame = CGRect(x: bounds.width - 16 - width, y: (bounds.height - 32) / 2, width: width, height: 32)
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
        view.addSubview(label)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        label.frame = CGRect(x: 16, y: view.safeAreaInsets.top + 24, width: 300, height: 60)
    }
}
