import Foundation
import Testing
import OpenUIKitCore
@testable import OpenUIKitCairo
import OpenUIKitTesting

/// A `CATransition` added after the change it shows, in the same transaction, starts from the look the transaction
/// started from, as one added before the change does: standalone layers' colours and contents, labels' text and
/// image views' images, drawn half way on virtual time and compared pixel by pixel with the other order.
@MainActor
@Suite(.serialized) struct TransitionAfterChangeRenderingTests {
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let white = [255, 255, 255, 255]

    final class Log: CAAnimationDelegate {
        var entries: [String] = []
        func animationDidStart(_ anim: CAAnimation) { entries.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { entries.append("stop \(flag)") }
    }

    /// A white 100×100 window at 64 frames a second, drawn once after `build` fills it.
    @MainActor
    final class Scene {
        let driver = EventDriver()
        let window: UIWindow

        init(_ build: (UIWindow) -> Void) {
            driver.backend.framesPerSecond = 64
            window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.backgroundColor = .white
            build(window)
            _ = window.renderer.image()
        }

        /// Runs `change` and adds a one-second `type` transition from the right to `layer`, in one transaction
        /// with actions off, in the order `changeFirst` says; returns the whole window drawn half way through.
        func halfWay(
            _ type: CATransitionType, on layer: CALayer, changeFirst: Bool, log: Log? = nil, _ change: () -> Void
        ) -> UIImage {
            let transition = CATransition()
            transition.type = type
            transition.subtype = .fromRight
            transition.duration = 1
            transition.delegate = log
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            if changeFirst { change() }
            layer.add(transition, forKey: kCATransition)
            if !changeFirst { change() }
            CATransaction.commit()
            driver.advance(by: 0.5)
            // Drawn whole, so nothing outside the damage is left from earlier frames.
            window.renderer.invalidateAll()
            return window.renderer.image()
        }
    }

    static func solidImage(_ color: UIColor, size: Int = 60) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: size, height: size))
        }
    }

    /// Every pixel of the two images, row by row, as the rows that differ (empty when they are the same).
    static func differingRows(_ a: UIImage, _ b: UIImage) -> [Int] {
        (0..<100).filter { y in (0..<100).contains { x in a.rgbaValues(x, y) != b.rgbaValues(x, y) } }
    }

    /// Half way through a push from the right, a blue 60×60 look at (20, 20) has moved 30 points left and the red
    /// one has come in to 50 … 110; through a fade, half of each over white.
    static func expectBlueToRedHalfWay(
        _ push: UIImage, _ fade: UIImage, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(push.rgbaValues(15, 50) == [0, 0, 255, 255], sourceLocation: sourceLocation)
        #expect(push.rgbaValues(45, 50) == [0, 0, 255, 255], sourceLocation: sourceLocation)
        #expect(push.rgbaValues(55, 50) == [255, 0, 0, 255], sourceLocation: sourceLocation)
        #expect(push.rgbaValues(95, 50) == [255, 0, 0, 255], sourceLocation: sourceLocation)
        #expect(push.rgbaValues(50, 10) == white, sourceLocation: sourceLocation)
        #expect(
            pixelsNear(fade.rgbaValues(50, 50), [191, 64, 128, 255]), "\(fade.rgbaValues(50, 50))",
            sourceLocation: sourceLocation)
        #expect(fade.rgbaValues(10, 50) == white, sourceLocation: sourceLocation)
    }

    /// A blue 60×60 standalone layer at (20, 20) in a scene.
    static func blueCard() -> (CALayer, Scene) {
        let card = CALayer()
        let scene = Scene { window in
            card.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
            card.backgroundColor = Self.blue
            window.layer.addSublayer(card)
        }
        return (card, scene)
    }

    /// A standalone layer turning from blue to red, with the transition added before or after the change.
    static func standaloneLayer(_ type: CATransitionType, changeFirst: Bool, log: Log? = nil) -> UIImage {
        let (card, scene) = Self.blueCard()
        return scene.halfWay(type, on: card, changeFirst: changeFirst, log: log) { card.backgroundColor = Self.red }
    }

    @Test func aStandaloneLayersColourChangedBeforeTheTransitionIsAddedStartsFromTheOldColour() {
        let log = Log()
        let push = Self.standaloneLayer(.push, changeFirst: true, log: log)
        let fade = Self.standaloneLayer(.fade, changeFirst: true)
        Self.expectBlueToRedHalfWay(push, fade)
        // The other order draws the same pixels, as it did before.
        let pushBefore = Self.standaloneLayer(.push, changeFirst: false)
        let fadeBefore = Self.standaloneLayer(.fade, changeFirst: false)
        Self.expectBlueToRedHalfWay(pushBefore, fadeBefore)
        #expect(Self.differingRows(push, pushBefore) == [])
        #expect(Self.differingRows(fade, fadeBefore) == [])
        #expect(log.entries == ["start"])
    }

    @Test func theDelegateHearsTheSameCallsInBothOrders() {
        for changeFirst in [true, false] {
            let (card, scene) = Self.blueCard()
            let log = Log()
            _ = scene.halfWay(.push, on: card, changeFirst: changeFirst, log: log) { card.backgroundColor = Self.red }
            scene.driver.advance(by: 0.5)
            let done = scene.window.renderer.image()
            #expect(log.entries == ["start", "stop true"], "changeFirst \(changeFirst)")
            #expect(done.rgbaValues(15, 50) == Self.white && done.rgbaValues(45, 50) == [255, 0, 0, 255])
        }
    }

    @Test func aStandaloneLayersContentsChangedBeforeTheTransitionStartFromTheOldImage() {
        for changeFirst in [true, false] {
            var images: [UIImage] = []
            for type in [CATransitionType.push, .fade] {
                let card = CALayer()
                let scene = Scene { window in
                    card.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
                    card.contents = Self.solidImage(.blue).cgImage
                    window.layer.addSublayer(card)
                }
                images.append(
                    scene.halfWay(type, on: card, changeFirst: changeFirst) {
                        card.contents = Self.solidImage(.red).cgImage
                    })
            }
            Self.expectBlueToRedHalfWay(images[0], images[1])
        }
    }

    @Test func severalChangesInOneTransactionStartFromTheFirstLook() {
        let (card, scene) = Self.blueCard()
        let push = scene.halfWay(.push, on: card, changeFirst: true) {
            card.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            card.cornerRadius = 30
            card.backgroundColor = Self.red
            card.cornerRadius = 0
            card.position.y += 10
            card.position.y -= 10
        }
        #expect(push.rgbaValues(15, 50) == [0, 0, 255, 255] && push.rgbaValues(55, 50) == [255, 0, 0, 255])
        // The square's corners: not rounded in either look.
        #expect(push.rgbaValues(51, 21) == [255, 0, 0, 255] && push.rgbaValues(49, 21) == [0, 0, 255, 255])
        #expect(card.backgroundColor === Self.red && card.cornerRadius == 0 && card.position == CGPoint(x: 50, y: 50))
    }

    /// Core Animation runs a transition set as a property's action after the property changed: it still starts
    /// from the old look.
    @Test func aTransitionRunAsAPropertysActionStartsFromTheOldLook() {
        let (card, scene) = Self.blueCard()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 1
        card.actions = ["backgroundColor": transition]
        card.backgroundColor = Self.red
        #expect(card.animationKeys() == ["backgroundColor"])
        scene.driver.advance(by: 0.5)
        let push = scene.window.renderer.image()
        #expect(push.rgbaValues(15, 50) == [0, 0, 255, 255] && push.rgbaValues(45, 50) == [0, 0, 255, 255])
        #expect(push.rgbaValues(55, 50) == [255, 0, 0, 255] && push.rgbaValues(95, 50) == [255, 0, 0, 255])
    }

    @Test func anImageViewsImageChangedBeforeTheTransitionStartsFromTheOldImage() {
        for changeFirst in [true, false] {
            var images: [UIImage] = []
            for type in [CATransitionType.push, .fade] {
                let imageView = UIImageView(image: Self.solidImage(.blue))
                let scene = Scene { window in
                    imageView.frame.origin = CGPoint(x: 20, y: 20)
                    window.addSubview(imageView)
                }
                images.append(
                    scene.halfWay(type, on: imageView.layer, changeFirst: changeFirst) {
                        imageView.image = Self.solidImage(.red)
                    })
            }
            Self.expectBlueToRedHalfWay(images[0], images[1])
        }
    }

    /// A label whose text changes from "Old" to "New": half way through a push from the right, every pixel left of
    /// x = 50 is the old label's 30 points to its right, and every pixel right of it the new label's 30 points to
    /// its left; half way through a fade, a pixel inked by one text only is half ink.
    @Test func aLabelsTextChangedBeforeTheTransitionStartsFromTheOldText() {
        func label(_ text: String) -> (UILabel, Scene) {
            let label = UILabel(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
            label.text = text
            label.font = .boldSystemFont(ofSize: 24)
            label.textAlignment = .center
            return (label, Scene { $0.addSubview(label) })
        }
        let old = label("Old").1.window.renderer.image()
        let new = label("New").1.window.renderer.image()
        for changeFirst in [true, false] {
            let (pushed, pushScene) = label("Old")
            let push = pushScene.halfWay(.push, on: pushed.layer, changeFirst: changeFirst) { pushed.text = "New" }
            var mismatches: [String] = []
            for y in 20..<80 {
                for x in 0..<100 {
                    let expected = x < 50 ? old.rgbaValues(x + 30, y) : new.rgbaValues(x - 30, y)
                    if push.rgbaValues(x, y) != expected { mismatches.append("(\(x), \(y))") }
                }
            }
            #expect(mismatches.isEmpty, "changeFirst \(changeFirst): \(mismatches.prefix(10))")
            #expect(pushed.text == "New")

            let (faded, fadeScene) = label("Old")
            let fade = fadeScene.halfWay(.fade, on: faded.layer, changeFirst: changeFirst) { faded.text = "New" }
            let black = [0, 0, 0, 255]
            var inkedByOne: [(Int, Int)] = []
            for y in 20..<80 {
                for x in 20..<80 where (old.rgbaValues(x, y) == black) != (new.rgbaValues(x, y) == black) {
                    if (old.rgbaValues(x, y) == Self.white) || (new.rgbaValues(x, y) == Self.white) {
                        inkedByOne.append((x, y))
                    }
                }
            }
            #expect(inkedByOne.count > 20)
            for (x, y) in inkedByOne {
                #expect(
                    pixelsNear(fade.rgbaValues(x, y), [128, 128, 128, 255]), "(\(x), \(y)): \(fade.rgbaValues(x, y))")
            }
        }
    }

    /// A layer that changed and went away in the transaction leaves nothing behind for the transition's picture.
    @Test func aLayerFreedAfterItsChangeIsNotTouchedByALaterTransition() {
        var loose: CALayer? = CALayer()
        weak let gone = loose
        // Made before the scene's first frame, so committed: its changes are recorded.
        let (card, scene) = Self.blueCard()
        let push = scene.halfWay(.push, on: card, changeFirst: true) {
            loose?.backgroundColor = Self.red
            loose?.contents = Self.solidImage(.red, size: 2).cgImage
            loose = nil
            card.backgroundColor = Self.red
        }
        #expect(gone == nil)
        #expect(push.rgbaValues(15, 50) == [0, 0, 255, 255] && push.rgbaValues(55, 50) == [255, 0, 0, 255])
    }

    final class Drawer: CALayerDelegate {
        var log: [String] = []
        var onDraw: () -> Void = {}
        func draw(_ layer: CALayer, in context: CGContext) {
            log.append("draw")
            onDraw()
        }
    }

    /// App code that runs while the old look is pictured (a delegate drawing a layer of the picture) may change a
    /// layer the transaction already changed: its change is kept, and a transition added later in the same
    /// transaction still starts from the look before both.
    @Test func aChangeMadeWhileTheOldLookIsPicturedIsKept() {
        let container = CALayer(), drawn = CALayer(), other = CALayer()
        let drawer = Drawer()
        let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let scene = Scene { window in
            container.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            drawn.frame = container.bounds
            drawn.delegate = drawer
            container.addSublayer(drawn)
            window.layer.addSublayer(container)
            other.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
            other.backgroundColor = Self.blue
            window.layer.addSublayer(other)
        }
        drawer.log = []
        let push = scene.halfWay(.push, on: other, changeFirst: true) {
            other.backgroundColor = Self.red
            drawer.onDraw = { other.backgroundColor = green }
            drawn.setNeedsDisplay()
            container.add(CATransition(), forKey: kCATransition)
            #expect(drawer.log == ["draw"])
            #expect(other.backgroundColor === green)
        }
        // Blue pushed out by green: the red between them was never drawn.
        #expect(push.rgbaValues(15, 50) == [0, 0, 255, 255] && push.rgbaValues(45, 50) == [0, 0, 255, 255])
        #expect(push.rgbaValues(55, 50) == [0, 255, 0, 255] && push.rgbaValues(95, 50) == [0, 255, 0, 255])
        #expect(drawer.log == ["draw"])
    }

    /// A layer that masks to its bounds (a view that clips to them) keeps the sliding looks inside them, in a frame
    /// drawn whole: half way through a push from the right, the old blue half on the left and the new red half on the
    /// right, and nothing outside the 60×60 square.
    @Test func aPushStaysInsideALayerThatMasksToItsBounds() {
        let (card, scene) = Self.blueCard()
        card.masksToBounds = true
        let layerPush = scene.halfWay(.push, on: card, changeFirst: true) { card.backgroundColor = Self.red }
        let panel = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        let viewScene = Scene { window in
            panel.backgroundColor = .blue
            panel.clipsToBounds = true
            window.addSubview(panel)
        }
        let viewPush = viewScene.halfWay(.push, on: panel.layer, changeFirst: true) { panel.backgroundColor = .red }
        for (name, push) in [("layer", layerPush), ("view", viewPush)] {
            let row = [5, 15, 25, 45, 55, 75, 85, 95].map { push.rgbaValues($0, 50) }
            let blue = [0, 0, 255, 255], red = [255, 0, 0, 255]
            #expect(row == [Self.white, Self.white, blue, blue, red, red, Self.white, Self.white], "\(name)")
        }
    }

    /// A rasterized layer pictured with its old look (inside the transition's layer) keeps no bitmap of it: half
    /// way it is old on the left and new on the right, and after the transition it shows the new look.
    @Test func aRasterizedLayerShowsItsNewLookAfterTheTransition() {
        let (card, scene) = Self.blueCard()
        let inner = CALayer()
        inner.frame = card.bounds
        inner.backgroundColor = Self.blue
        inner.shouldRasterize = true
        card.addSublayer(inner)
        _ = scene.window.renderer.image()
        let push = scene.halfWay(.push, on: card, changeFirst: true) { inner.backgroundColor = Self.red }
        #expect(push.rgbaValues(15, 50) == [0, 0, 255, 255] && push.rgbaValues(55, 50) == [255, 0, 0, 255])
        scene.driver.advance(by: 0.5)
        let done = scene.window.renderer.image()
        #expect(done.rgbaValues(25, 50) == [255, 0, 0, 255] && done.rgbaValues(75, 50) == [255, 0, 0, 255])
    }
}
