import Foundation

/// A view that shows text.
///
/// Mirrors `UILabel`'s event behaviour: user interaction is off by default. Text layout and drawing arrive with
/// the renderer (Pango); until then the label only stores its text.
@MainActor
open class UILabel: UIView {
    open var text: String?
    open var textColor: UIColor? = .black
    open var numberOfLines = 1

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}
