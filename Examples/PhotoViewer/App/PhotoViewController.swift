import OpenUIKit  // UIKit: import UIKit

/// One photo: pinch to zoom, drag to move, double-tap to fit again, single tap to hide the bar; an action sheet
/// offers Delete.
final class PhotoViewController: UIViewController, UIGestureRecognizerDelegate {
    let photo: Photo
    let imageView = UIImageView(frame: .zero)
    private var zoom: CGFloat = 1
    private var offset = CGPoint.zero

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
        view.addSubview(imageView)
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

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutImage()
    }

    private func layoutImage() {
        let area = view.safeAreaLayoutGuide.layoutFrame
        let side = min(area.width, area.height) * zoom
        imageView.frame = CGRect(
            x: area.midX - side / 2 + offset.x, y: area.midY - side / 2 + offset.y, width: side, height: side)
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
        layoutImage()
    }

    @ObjC func panned(_ pan: UIPanGestureRecognizer) {  // UIKit: @objc
        let translation = pan.translation(in: view)
        offset.x += translation.x
        offset.y += translation.y
        pan.setTranslation(.zero, in: view)
        layoutImage()
    }

    @ObjC func doubleTapped() {  // UIKit: @objc
        zoom = 1
        offset = .zero
        layoutImage()
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
