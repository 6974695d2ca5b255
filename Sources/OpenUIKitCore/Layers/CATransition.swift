import Foundation

/// An animated change of a layer's whole look, as Core Animation's `CATransition`.
///
/// Added to a layer (usually under ``kCATransition``), it takes a picture of what the layer showed at the start of
/// the transaction, so the changes the app makes in the transaction, before adding it or after, show through the
/// transition: `.fade` crossfades from the picture to the new look, `.push`
/// slides the new look in from the `subtype` side while the picture slides out the other way, `.moveIn` slides the
/// new look in over the picture, `.reveal` slides the picture out uncovering the new look. `subtype` is
/// `.fromLeft` (the default), `.fromRight`, `.fromTop` or `.fromBottom`; `startProgress` and `endProgress` cut the
/// transition short. Works on standalone layers and on a view's own layer (the view and its subviews are pictured).
/// Like other animations it runs on the frame clock, has timing, a delegate and transaction completions; the
/// sliding parts are clipped only when the layer masks to its bounds.
///
/// The look at the start of the transaction comes from an undo log of the transaction's changes (see
/// `TransactionLookJournal`), undone while the picture is taken: rather than the window's last frame, so the
/// picture holds the layer alone, not what is behind or over it.
///
/// Differences: the log holds property changes of committed layers and of views in a window (background, alpha,
/// visibility, labels' text, image views' images); other changes made before the transition is added (sublayers
/// and subviews added or removed, views' frames, a custom `draw(_:)`'s state) show as they are now in the old
/// look. Filters (`filter`) are not supported.
open class CATransition: CAAnimation {
    public var type = CATransitionType.fade
    public var subtype: CATransitionSubtype?
    public var startProgress: Float = 0
    public var endProgress: Float = 1
    /// What the layer showed when the transition was added, and where (in the layer's bounds space).
    var picture: (image: CGImage, rect: CGRect)?

    public override init() {
        super.init()
    }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let other = other as? CATransition else { return }
        (type, subtype, startProgress, endProgress) = (
            other.type, other.subtype, other.startProgress, other.endProgress
        )
        picture = other.picture
    }

    override func values(at progress: Double, local: CFTimeInterval, for layer: CALayer, into values: inout LayerValues)
    {
        let start = Double(min(max(startProgress, 0), 1)), end = Double(min(max(endProgress, 0), 1))
        values[.transitionProgress] = .number(start + (end - start) * progress)
    }

    /// The unit step the new look comes in along (the subtype's side towards the middle).
    var direction: CGVector {
        switch subtype {
        case .fromRight?: CGVector(dx: -1, dy: 0)
        case .fromTop?: CGVector(dx: 0, dy: 1)
        case .fromBottom?: CGVector(dx: 0, dy: -1)
        default: CGVector(dx: 1, dy: 0)
        }
    }

    /// How far the moving parts reach from `rect`.
    func reach(of rect: CGRect) -> CGRect {
        guard type != .fade else { return rect }
        let d = direction
        return rect.union(rect.offsetBy(dx: d.dx * rect.width, dy: d.dy * rect.height))
            .union(rect.offsetBy(dx: -d.dx * rect.width, dy: -d.dy * rect.height))
    }
}

/// The key Core Animation's transitions are usually added under.
public let kCATransition = "transition"

/// How a transition moves from the old look to the new, as `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a transition's movement starts from, as `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// A running transition as the renderer draws it: the old picture, where it goes, how far along.
@_spi(Rendering) public struct LayerTransitionFrame {
    public let picture: CGImage
    public let rect: CGRect
    /// 0 … 1.
    public let progress: CGFloat
    /// Where the old picture and the new look are drawn from their places, and how opaque.
    public let oldOffset: CGVector
    public let newOffset: CGVector
    public let oldAlpha: CGFloat
    public let newAlpha: CGFloat
    /// Whether the old picture is drawn over the new look (`.reveal`) rather than under it.
    public let oldOnTop: Bool
    /// The bounds both are cut to when the layer masks to them (a view clips to them); nil when they may slide out.
    public let clip: CGRect?
}

extension CALayer {
    /// The transition running now, for the renderer; nil when there is none.
    @_spi(Rendering) public var transitionFrame: LayerTransitionFrame? {
        guard case .number(let value)? = presentationValues?[.transitionProgress],
            let transition = runningTransition, let picture = transition.picture
        else { return nil }
        let p = CGFloat(min(max(value, 0), 1))
        let d = transition.direction, size = picture.rect.size
        let towards = CGVector(dx: -d.dx * size.width, dy: -d.dy * size.height)
        func scaled(_ v: CGVector, _ k: CGFloat) -> CGVector { CGVector(dx: v.dx * k, dy: v.dy * k) }
        let (old, new): (CGVector, CGVector)
        switch transition.type {
        case .push: (old, new) = (scaled(towards, -p), scaled(towards, 1 - p))
        case .moveIn: (old, new) = (.zero, scaled(towards, 1 - p))
        case .reveal: (old, new) = (scaled(towards, -p), .zero)
        default: (old, new) = (.zero, .zero)
        }
        let fades = transition.type == .fade
        return LayerTransitionFrame(
            picture: picture.image, rect: picture.rect, progress: p, oldOffset: old, newOffset: new,
            oldAlpha: fades ? 1 - p : 1, newAlpha: fades ? p : 1, oldOnTop: transition.type == .reveal,
            clip: masksToBounds ? (view?.bounds ?? bounds) : nil)
    }

    /// The newest transition added and not yet removed.
    var runningTransition: CATransition? {
        for entry in animationEntries.reversed() {
            if let transition = entry.animation as? CATransition { return transition }
        }
        return nil
    }

    /// A picture of what the layer showed at the start of the transaction (a view's layer: the view and its
    /// subviews), for a transition: the transaction's recorded changes are undone while it is painted.
    func pictureForTransition() -> (image: CGImage, rect: CGRect)? {
        var picture: (image: CGImage, rect: CGRect)?
        TransactionLookJournal.withStartOfTransaction { picture = pictureOfCurrentLook() }
        return picture
    }

    private func pictureOfCurrentLook() -> (image: CGImage, rect: CGRect)? {
        let rect = view?.bounds ?? bounds.union(visualRect)
        let scale = max(UIScreen.main.scale, 1)
        let width = Int((rect.width * scale).rounded(.up)), height = Int((rect.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= 8192, height <= 8192 else { return nil }
        let canvas = Graphics.backend.makeBitmapCanvas(pixelWidth: width, pixelHeight: height, opaque: false)
        canvas.scaleBy(x: scale, y: scale)
        canvas.translateBy(x: -rect.minX, y: -rect.minY)
        let context = CGContext(canvas: canvas)
        if let view {
            Graphics.backend.paintHierarchy(of: view, in: context)
        } else {
            // The body only: the layer's opacity applies to the old picture and the new look together.
            withPresentationValues {
                let opacity = ownOpacity
                ownOpacity = 1
                Graphics.backend.paintLayerTree(self, in: context)
                ownOpacity = opacity
            }
        }
        return (CGImage(pixels: canvas.makeImage()), rect)
    }
}
