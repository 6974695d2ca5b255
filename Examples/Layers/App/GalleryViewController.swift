import OpenUIKit

/// The components that component libraries build from layers, as UIKit code writes them: a spinner of replicated
/// dots, a progress ring animating `strokeEnd`, and a toast with a rounded, shadowed background layer.
final class GalleryViewController: UIViewController {
    let spinner = ActivityDotsView(frame: CGRect(x: 40, y: 40, width: 80, height: 80))
    let ring = ProgressRingView(frame: CGRect(x: 200, y: 40, width: 120, height: 120))
    let toast = ToastView(frame: CGRect(x: 40, y: 300, width: 280, height: 56))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)
        view.addSubview(spinner)
        view.addSubview(ring)
        view.addSubview(toast)
        toast.text = "Saved to Photos"
        spinner.startAnimating()
        ring.setProgress(0.75, animated: true)
    }
}
