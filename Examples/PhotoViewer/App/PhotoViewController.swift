import OpenUIKit  // UIKit: import UIKit

/// One photo: pinch to zoom, drag to move, double-tap to fit again, single tap to hide the bar; an action sheet
/// offers Delete.
final class PhotoViewController: UIViewController, UIGestureRecognizerDelegate {
    let photo: Photo
    let imageView = UIImageView(frame: .zero)
    private var zoom: CGFloat = 1
    /// The image's centre, offset from the safe area's by dragging: their constants change as it moves.
    private var centerX: NSLayoutConstraint?
    private var centerY: NSLayoutConstraint?
    /// The image's side, the safe area's shorter side times the zoom: remade when the zoom changes.
    private var zoomConstraints: [NSLayoutConstraint] = []

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    init(photo: Photo) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = photo.name
        view.backgroundColor = .black
        view.clipsToBounds = true
        imageView.image = photo.image(size: CGSize(width: 600, height: 600))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(imageView)
        let guide = view.safeAreaLayoutGuide
        let centerX = imageView.centerXAnchor.constraint(equalTo: guide.centerXAnchor)
        let centerY = imageView.centerYAnchor.constraint(equalTo: guide.centerYAnchor)
        NSLayoutConstraint.activate([
            centerX, centerY, imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),
        ])
        self.centerX = centerX
        self.centerY = centerY
        applyZoom()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .action, target: self, action: #Selector(showActions(_:)))  // UIKit: #selector

        let pinch = UIPinchGestureRecognizer(target: self, action: #Selector(pinched(_:)))  // UIKit: #selector
        let pan = UIPanGestureRecognizer(target: self, action: #Selector(panned(_:)))  // UIKit: #selector
        let doubleTap = UITapGestureRecognizer(target: self, action: #Selector(doubleTapped))  // UIKit: #selector
        doubleTap.numberOfTapsRequired = 2
        let singleTap = UITapGestureRecognizer(target: self, action: #Selector(singleTapped))  // UIKit: #selector
        singleTap.require(toFail: doubleTap)
        pinch.delegate = self
        pan.delegate = self
        for recognizer in [pinch, pan, doubleTap, singleTap] { view.addGestureRecognizer(recognizer) }
    }

    /// The side fits the safe area's width and height times the zoom, and fills the shorter of them (at a high
    /// priority, above the image's own 600-point size).
    private func applyZoom() {
        NSLayoutConstraint.deactivate(zoomConstraints)
        let guide = view.safeAreaLayoutGuide
        let fill = imageView.widthAnchor.constraint(equalTo: guide.widthAnchor, multiplier: zoom)
        fill.priority = .defaultHigh + 1
        zoomConstraints = [
            imageView.widthAnchor.constraint(lessThanOrEqualTo: guide.widthAnchor, multiplier: zoom),
            imageView.widthAnchor.constraint(lessThanOrEqualTo: guide.heightAnchor, multiplier: zoom), fill,
        ]
        NSLayoutConstraint.activate(zoomConstraints)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }

    @ObjC func pinched(_ pinch: UIPinchGestureRecognizer) {  // UIKit: @objc
        zoom = min(max(zoom * pinch.scale, 0.5), 5)
        pinch.scale = 1
        applyZoom()
    }

    @ObjC func panned(_ pan: UIPanGestureRecognizer) {  // UIKit: @objc
        let translation = pan.translation(in: view)
        centerX?.constant += translation.x
        centerY?.constant += translation.y
        pan.setTranslation(.zero, in: view)
    }

    @ObjC func doubleTapped() {  // UIKit: @objc
        zoom = 1
        centerX?.constant = 0
        centerY?.constant = 0
        applyZoom()
    }

    @ObjC func singleTapped() {  // UIKit: @objc
        guard let navigationController else { return }
        navigationController.setNavigationBarHidden(!navigationController.isNavigationBarHidden, animated: true)
    }

    @ObjC func showActions(_ sender: Any?) {  // UIKit: @objc
        let sheet = UIAlertController(title: photo.name, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Fit", style: .default) { [weak self] _ in self?.doubleTapped() })
        sheet.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                self?.navigationController?.popViewController(animated: true)
            })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
