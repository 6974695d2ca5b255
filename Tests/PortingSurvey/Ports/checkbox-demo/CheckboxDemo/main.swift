// The port's entry and its storyboard replacement, written for OpenUIKit (the app's own files are rewritten only
// blindly). Main.storyboard's one scene: a ViewController whose white view holds a 60-point Checkbox, centred, with
// the attributes Interface Builder set on it. As in UIKit, the scene's view is a nib the controller loads before
// `viewDidLoad`.
import OpenUIKit
import SimpleCheckbox

UINib.register(name: "Main.ViewController") { _ in
    let view = UIView(frame: UIScreen.main.bounds)
    view.backgroundColor = .white
    let checkbox = Checkbox(frame: .zero)
    checkbox.translatesAutoresizingMaskIntoConstraints = false
    checkbox.borderLineWidth = 10
    checkbox.isChecked = true
    checkbox.borderCornerRadius = 17
    checkbox.checkmarkStyle = .tick
    checkbox.checkmarkSize = 0.4
    checkbox.checkedBorderColor = UIColor(red: 0.955, green: 0.466, blue: 0.136, alpha: 1)
    checkbox.uncheckedBorderColor = UIColor(red: 0.285, green: 0.640, blue: 0.257, alpha: 1)
    checkbox.checkmarkColor = UIColor(red: 0.175, green: 0.583, blue: 0.843, alpha: 1)
    view.addSubview(checkbox)
    NSLayoutConstraint.activate([
        checkbox.widthAnchor.constraint(equalToConstant: 60),
        checkbox.heightAnchor.constraint(equalTo: checkbox.widthAnchor),
        checkbox.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        checkbox.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    return [view]
}
UIStoryboard.register(name: "Main", initial: { ViewController(nibName: "Main.ViewController", bundle: nil) })
UIStoryboard.mainStoryboardName = "Main"  // Info.plist's UIMainStoryboardFile
AppDelegate.main()
