import OpenUIKit  // UIKit: import UIKit

/// The canvas under a navigation bar: Clear asks first (an alert), Colour cycles the ink, a shake clears too.
final class PaintViewController: UIViewController {
    let canvas = CanvasView(frame: .zero)
    private let colors: [UIColor] = [.systemBlue, .systemRed, .systemGreen, .systemOrange, .label]
    private var colorIndex = 0

    override func loadView() {
        view = canvas
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Finger Paint"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Clear", style: .plain, target: self, action: #Selector(clearTapped(_:)))  // UIKit: #selector
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Colour", style: .plain, target: self, action: #Selector(nextColor))  // UIKit: #selector
    }

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { confirmClear() }
    }

    @ObjC func clearTapped(_ sender: Any?) {  // UIKit: @objc
        confirmClear()
    }

    @ObjC func nextColor() {  // UIKit: @objc
        colorIndex = (colorIndex + 1) % colors.count
        canvas.strokeColor = colors[colorIndex]
    }

    func confirmClear() {
        guard presentedViewController == nil, !canvas.strokes.isEmpty else { return }
        let alert = UIAlertController(
            title: "Clear the canvas?", message: "Your drawing will be lost.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Clear", style: .destructive) { [weak self] _ in
                self?.canvas.clear()
            })
        present(alert, animated: true)
    }
}
