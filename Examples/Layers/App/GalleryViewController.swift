import OpenUIKit

/// The components that component libraries build from layers, as UIKit code writes them: a spinner of replicated
/// dots, a progress ring animating `strokeEnd`, and a toast with a rounded, shadowed background layer. Tapping the
/// toast changes its message and then pushes the new one in over the old with a `CATransition`, in that order, as
/// much UIKit code does.
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
        toast.text = messages[0]
        let tap = UITapGestureRecognizer(target: self, action: #Selector(nextMessage))  // UIKit: #selector
        toast.addGestureRecognizer(tap)
        // The messages slide within the toast.
        toast.label.clipsToBounds = true
        spinner.startAnimating()
        ring.setProgress(0.75, animated: true)
    }

    private let messages = ["Saved to Photos", "Copied to Clipboard", "Shared with 3 People"]
    private var shownMessage = 0

    @ObjC func nextMessage() {  // UIKit: @objc
        shownMessage = (shownMessage + 1) % messages.count
        toast.text = messages[shownMessage]
        let push = CATransition()
        push.type = .push
        push.subtype = .fromTop
        push.duration = 0.8
        toast.label.layer.add(push, forKey: kCATransition)
    }
}
