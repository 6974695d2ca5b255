// The port's entry and its storyboard and nib replacements, written for OpenUIKit (the app's own files are
// rewritten only blindly). Main.storyboard's scene is a ViewController whose white view holds a paging scroll
// view filling it (its `scrollView` outlet); each of the three xibs is a view filled by one image of the asset
// catalogue. As in UIKit, a storyboard scene's view is a nib the controller loads before `viewDidLoad`.
import OpenUIKit

/// A xib's view: one image view filling a screen-sized view.
func imageScene(_ name: String) -> UINib.Contents {
    { _ in
        let view = UIView(frame: UIScreen.main.bounds)
        let imageView = UIImageView(frame: view.bounds)
        imageView.image = UIImage(named: name)
        imageView.clipsToBounds = true
        imageView.isMultipleTouchEnabled = true
        view.addSubview(imageView)
        return [view]
    }
}

UINib.register(name: "ChatViewController", contents: imageScene("Chat"))
UINib.register(name: "StoriesViewController", contents: imageScene("Stories"))
UINib.register(name: "DiscoverViewController", contents: imageScene("Discover"))
UINib.register(name: "Main.ViewController") { owner in
    let view = UIView(frame: UIScreen.main.bounds)
    view.backgroundColor = .white
    let scrollView = UIScrollView()
    scrollView.isPagingEnabled = true
    scrollView.clipsToBounds = true
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    NSLayoutConstraint.activate([
        scrollView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        scrollView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        scrollView.widthAnchor.constraint(equalTo: view.widthAnchor),
        scrollView.heightAnchor.constraint(equalTo: view.heightAnchor),
    ])
    (owner as? ViewController)?.scrollView = scrollView
    return [view]
}
UIStoryboard.register(name: "Main", initial: { ViewController(nibName: "Main.ViewController", bundle: nil) })
UIStoryboard.mainStoryboardName = "Main"  // Info.plist's UIMainStoryboardFile
AppDelegate.main()
