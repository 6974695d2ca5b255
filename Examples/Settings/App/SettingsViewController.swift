import OpenUIKit  // UIKit: import UIKit

/// A settings screen: a switch, a slider, a segmented control, a row that pushes a page, and a destructive reset
/// behind a confirmation.
final class SettingsViewController: UIViewController {
    let wifiSwitch = UISwitch(frame: .zero)
    let brightnessSlider = UISlider(frame: .zero)
    let textSize = UISegmentedControl(items: ["Small", "Medium", "Large"])
    let aboutButton = UIButton(type: .system)
    let resetButton = UIButton(type: .system)
    private var rows: [UIView] = []
    private var labels: [UILabel] = []
    private(set) var changes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: #Selector(done(_:)))  // UIKit: #selector

        wifiSwitch.isOn = true
        wifiSwitch.addTarget(self, action: #Selector(wifiChanged(_:)), for: .valueChanged)  // UIKit: #selector
        brightnessSlider.value = 0.5
        brightnessSlider.addTarget(self, action: #Selector(brightnessChanged(_:)), for: .valueChanged)
        textSize.selectedSegmentIndex = 1
        textSize.addTarget(self, action: #Selector(textSizeChanged(_:)), for: .valueChanged)
        aboutButton.setTitle("About  ›", for: .normal)
        aboutButton.contentHorizontalAlignment = .left
        aboutButton.addTarget(self, action: #Selector(showAbout(_:)), for: .touchUpInside)
        resetButton.setTitle("Reset All Settings", for: .normal)
        resetButton.setTitleColor(.systemRed, for: .normal)
        resetButton.addTarget(self, action: #Selector(confirmReset(_:)), for: .touchUpInside)

        for (title, control) in [
            ("Wi-Fi", wifiSwitch as UIView), ("Brightness", brightnessSlider), ("Text Size", textSize),
            ("", aboutButton), ("", resetButton),
        ] {
            let row = UIView(frame: .zero)
            row.backgroundColor = .systemBackground
            let label = UILabel(frame: .zero)
            label.text = title
            row.addSubview(label)
            row.addSubview(control)
            view.addSubview(row)
            rows.append(row)
            labels.append(label)
        }
    }

    // UIKit: a grouped UITableView with static cells; OpenUIKit has none yet (Docs/Porting.md), so rows are laid out
    // here.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        var y = view.safeAreaInsets.top + 24
        for (index, row) in rows.enumerated() {
            if index == 3 || index == 4 { y += 24 }
            row.frame = CGRect(x: 0, y: y, width: view.bounds.width, height: 48)
            labels[index].frame = CGRect(x: 16, y: 0, width: 120, height: 48)
            let control = row.subviews[1]
            let size = control.sizeThatFits(CGSize(width: 200, height: 48))
            switch control {
            case is UISwitch:
                control.frame = CGRect(
                    x: row.bounds.width - 16 - size.width, y: (48 - size.height) / 2, width: size.width,
                    height: size.height)
            case is UIButton:
                control.frame = CGRect(x: 8, y: 0, width: row.bounds.width - 16, height: 48)
            default:
                let width = min(220, row.bounds.width - 160)
                control.frame = CGRect(x: row.bounds.width - 16 - width, y: 8, width: width, height: 32)
            }
            y += 48 + 1
        }
    }

    @ObjC func wifiChanged(_ sender: UISwitch) { changes.append("wifi \(sender.isOn)") }  // UIKit: @objc
    @ObjC func brightnessChanged(_ sender: UISlider) { changes.append("brightness") }  // UIKit: @objc
    @ObjC func textSizeChanged(_ sender: UISegmentedControl) {  // UIKit: @objc
        changes.append("text size \(sender.selectedSegmentIndex)")
    }

    @ObjC func showAbout(_ sender: Any?) {  // UIKit: @objc
        navigationController?.pushViewController(AboutViewController(), animated: true)
    }

    @ObjC func done(_ sender: Any?) {  // UIKit: @objc
        changes.append("done")
    }

    @ObjC func confirmReset(_ sender: Any?) {  // UIKit: @objc
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
