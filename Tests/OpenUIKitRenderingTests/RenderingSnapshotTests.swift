import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// Renders a window of `size` built by `build` and returns its back buffer.
@MainActor
func renderWindow(
    _ size: CGSize = CGSize(width: 200, height: 200), scale: CGFloat = 1,
    _ build: @MainActor (UIWindow) -> Void
) -> UIImage {
    let driver = EventDriver()
    let window = driver.makeWindow(frame: CGRect(origin: .zero, size: size))
    window.screenScale = scale
    window.backgroundColor = .white
    build(window)
    return window.renderer.image()
}

@MainActor
func box(_ frame: CGRect, _ color: UIColor) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    return view
}

@MainActor
@Suite struct CompositingSnapshotTests {
    @Test func alphaIsAGroupOpacity() {
        let image = renderWindow { window in
            let group = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 160))
            group.alpha = 0.5
            group.addSubview(box(CGRect(x: 0, y: 0, width: 100, height: 100), .systemRed))
            group.addSubview(box(CGRect(x: 60, y: 60, width: 100, height: 100), .systemBlue))
            window.addSubview(group)
        }
        // Where the two squares overlap the blue one alone shows, at half strength: no red shows through.
        let overlap = image.pixel(x: 100, y: 100)!
        #expect(overlap.blue > 200 && overlap.red > 120 && overlap.red < 135)
        expectSnapshot(image, named: "alpha-group")
    }

    @Test func nestedClipsRotationScrollingCornersAndBorders() {
        let image = renderWindow(CGSize(width: 240, height: 240)) { window in
            let clipper = box(CGRect(x: 10, y: 10, width: 100, height: 100), .systemGray5)
            clipper.clipsToBounds = true
            let inner = box(CGRect(x: 50, y: 50, width: 100, height: 100), .systemOrange)
            inner.clipsToBounds = true
            inner.addSubview(box(CGRect(x: 20, y: 20, width: 100, height: 30), .systemGreen))
            clipper.addSubview(inner)
            window.addSubview(clipper)

            let turned = box(CGRect(x: 140, y: 30, width: 80, height: 40), .systemPurple)
            turned.transform = CGAffineTransform(rotationAngle: .pi / 6)
            window.addSubview(turned)

            let scroller = box(CGRect(x: 10, y: 130, width: 100, height: 100), .systemGray6)
            scroller.clipsToBounds = true
            scroller.bounds.origin = CGPoint(x: 0, y: 40)
            scroller.addSubview(box(CGRect(x: 10, y: 50, width: 80, height: 20), .systemTeal))
            scroller.addSubview(box(CGRect(x: 10, y: 20, width: 80, height: 20), .systemRed))
            window.addSubview(scroller)

            let card = box(CGRect(x: 130, y: 130, width: 90, height: 90), .systemYellow)
            card.layer.cornerRadius = 16
            card.layer.borderWidth = 4
            card.layer.borderColor = UIColor.systemIndigo.cgColor
            card.layer.shadowOpacity = 0.4
            card.layer.shadowOffset = CGSize(width: 3, height: 4)
            card.layer.shadowRadius = 4
            window.addSubview(card)
        }
        expectSnapshot(image, named: "compositing")
    }
}

@MainActor
@Suite struct TextSnapshotTests {
    @Test func labelsInLatinAndChinese() {
        let image = renderWindow(CGSize(width: 320, height: 200)) { window in
            let title = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
            title.text = "Hit-testing & the responder chain"
            title.font = .boldSystemFont(ofSize: 17)
            let chinese = UILabel(frame: CGRect(x: 10, y: 45, width: 300, height: 30))
            chinese.text = "事件的传递和响应者链条"
            chinese.font = .systemFont(ofSize: 20)
            chinese.textColor = .systemBlue
            chinese.textAlignment = .center
            let wrapped = UILabel(frame: CGRect(x: 10, y: 85, width: 150, height: 100))
            wrapped.numberOfLines = 0
            wrapped.font = .systemFont(ofSize: 13)
            wrapped.text = "A touch stays with the view it began in, even when the finger leaves that view."
            wrapped.backgroundColor = .systemGray6
            let truncated = UILabel(frame: CGRect(x: 170, y: 85, width: 140, height: 20))
            truncated.font = .systemFont(ofSize: 13)
            truncated.text = "触摸事件会调用以下方法，一层一层到UIApplication"
            let right = UILabel(frame: CGRect(x: 170, y: 115, width: 140, height: 20))
            right.font = .italicSystemFont(ofSize: 13)
            right.textAlignment = .right
            right.text = "right aligned"
            for label in [title, chinese, wrapped, truncated, right] { window.addSubview(label) }
        }
        expectSnapshot(image, named: "labels-latin-chinese", tolerance: 8, allowedMismatch: 0.002)
    }

    @Test func labelSizesComeFromTheText() {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 20)
        label.text = "Hello"
        let one = label.intrinsicContentSize
        label.text = "Hello Hello"
        let two = label.intrinsicContentSize
        #expect(one.width > 40 && one.width < 70)
        #expect(two.width > one.width * 1.8)
        #expect(one.height >= 20 && one.height <= 30)
        label.sizeToFit()
        #expect(label.bounds.size == two)
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: one.width + 5, height: 1000))
        #expect(wrapped.height > one.height * 1.8)
        #expect(UIFont.systemFont(ofSize: 20).lineHeight > 20)
        #expect(UIFont(name: "DejaVu Sans-Bold", size: 12)?.fontName == "DejaVu Sans-Bold")
        #expect(UIFont(name: "No Such Family", size: 12) == nil)
    }

    @Test func stringDrawingWithAttributes() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 60)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 200, height: 60))
            "draw(at:)".draw(
                at: CGPoint(x: 4, y: 4),
                withAttributes: [
                    .font: UIFont.systemFont(ofSize: 14),
                    .foregroundColor: UIColor.systemRed,
                ])
            "draw(in:) 居中".draw(
                in: CGRect(x: 0, y: 30, width: 200, height: 30),
                withAttributes: [
                    .font: UIFont.boldSystemFont(ofSize: 14), .paragraphStyle: style,
                    .backgroundColor: UIColor.systemYellow,
                ])
        }
        #expect("draw(at:)".size(withAttributes: [.font: UIFont.systemFont(ofSize: 14)]).width > 50)
        expectSnapshot(image, named: "string-drawing", tolerance: 8, allowedMismatch: 0.002)
    }
}

/// A view with its own drawing, as apps write them.
final class TargetView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        for (index, color) in [UIColor.systemRed, .white, .systemRed, .white, .systemRed].enumerated() {
            color.setFill()
            let inset = CGFloat(index) * 10
            context.fillEllipse(in: bounds.insetBy(dx: inset, dy: inset))
        }
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: bounds.minX, y: bounds.midY))
        cross.addLine(to: CGPoint(x: bounds.maxX, y: bounds.midY))
        cross.move(to: CGPoint(x: bounds.midX, y: bounds.minY))
        cross.addLine(to: CGPoint(x: bounds.midX, y: bounds.maxY))
        cross.lineWidth = 2
        cross.lineCapStyle = .round
        UIColor.black.setStroke()
        cross.stroke()
        let arc = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 2,
            startAngle: 0, endAngle: .pi / 2, clockwise: true)
        arc.lineWidth = 3
        UIColor.systemGreen.setStroke()
        arc.stroke()
        let curve = UIBezierPath()
        curve.move(to: CGPoint(x: 0, y: bounds.maxY))
        curve.addQuadCurve(
            to: CGPoint(x: bounds.maxX, y: bounds.maxY), controlPoint: CGPoint(x: bounds.midX, y: bounds.midY))
        UIColor.systemBlue.setStroke()
        curve.stroke()
    }
}

@MainActor
@Suite struct DrawOverrideSnapshotTests {
    @Test func drawOverridesRunInTheViewsSpaceAndUnderItsTransform() {
        let image = renderWindow(CGSize(width: 240, height: 120), scale: 2) { window in
            window.addSubview(TargetView(frame: CGRect(x: 10, y: 10, width: 100, height: 100)))
            let turned = TargetView(frame: CGRect(x: 130, y: 10, width: 100, height: 100))
            turned.transform = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 0.8, y: 0.8)
            window.addSubview(turned)
        }
        #expect(image.size == CGSize(width: 240, height: 120) && image.scale == 2)
        expectSnapshot(image, named: "draw-overrides")
    }

    @Test func snapshotsOfAnyViewTree() {
        let tree = box(CGRect(x: 0, y: 0, width: 80, height: 60), .systemTeal)
        tree.layer.cornerRadius = 10
        tree.addSubview(box(CGRect(x: 10, y: 10, width: 30, height: 30), .systemPink))
        let viaHierarchy = UIGraphicsImageRenderer(size: CGSize(width: 160, height: 120)).image { _ in
            tree.drawHierarchy(in: CGRect(x: 0, y: 0, width: 160, height: 120), afterScreenUpdates: true)
        }
        let viaLayer = UIGraphicsImageRenderer(size: tree.bounds.size).image { context in
            tree.layer.render(in: context.cgContext)
        }
        #expect(viaHierarchy.pixel(x: 50, y: 50)?.red == 255)
        #expect(viaLayer.pixel(x: 25, y: 25)?.red == 255)
        #expect(viaLayer.pixel(x: 1, y: 1)?.alpha == 0)
        let decoded = UIImage(data: viaLayer.pngData()!)
        #expect(decoded?.size == CGSize(width: 80, height: 60))
        #expect(decoded?.pixel(x: 60, y: 50)?.green == viaLayer.pixel(x: 60, y: 50)?.green)
        expectSnapshot(viaHierarchy, named: "draw-hierarchy")
    }
}

@MainActor
@Suite struct ControlSnapshotTests {
    @Test func everyControlInEveryState() {
        let image = renderWindow(CGSize(width: 420, height: 330)) { window in
            @MainActor func row(_ y: CGFloat, _ make: (CGFloat) -> UIView) {
                for (column, x) in [10, 150, 290].enumerated() {
                    let view = make(CGFloat(column))
                    view.frame.origin = CGPoint(x: CGFloat(x), y: y)
                    window.addSubview(view)
                }
            }
            @MainActor func state(_ control: UIControl, _ column: CGFloat) {
                if column == 1 { control.isHighlighted = true }
                if column == 2 { control.isEnabled = false }
            }
            row(10) { column in
                let button = UIButton(type: .system)
                button.frame = CGRect(x: 0, y: 0, width: 120, height: 36)
                button.setTitle(["Normal", "Highlighted", "Disabled"][Int(column)], for: .normal)
                button.backgroundColor = .systemGray6
                button.layer.cornerRadius = 8
                state(button, column)
                return button
            }
            row(56) { column in
                let button = UIButton(type: .system)
                button.frame = CGRect(x: 0, y: 0, width: 120, height: 36)
                button.setTitle("Selected", for: .normal)
                button.isSelected = column == 0
                if column == 1 { button.setTitleColor(.systemRed, for: .normal) }
                if column == 2 { button.contentHorizontalAlignment = .left }
                return button
            }
            row(104) { column in
                let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
                slider.value = [0.25, 0.5, 0.9][Int(column)]
                if column == 2 { slider.isEnabled = false }
                return slider
            }
            row(146) { column in
                let toggle = UISwitch(frame: .zero)
                toggle.isOn = column != 0
                state(toggle, column)
                return toggle
            }
            row(190) { column in
                let stepper = UIStepper(frame: .zero)
                stepper.value = column == 0 ? 0 : 5
                state(stepper, column)
                return stepper
            }
            row(236) { column in
                let segmented = UISegmentedControl(items: ["One", "Two", "三"])
                segmented.frame = CGRect(x: 0, y: 0, width: 120, height: 30)
                segmented.selectedSegmentIndex = Int(column)
                if column == 2 { segmented.setEnabled(false, forSegmentAt: 0) }
                return segmented
            }
            row(282) { column in
                let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
                pages.numberOfPages = 5
                pages.currentPage = Int(column) * 2
                if column == 2 { pages.isEnabled = false }
                return pages
            }
        }
        expectSnapshot(image, named: "controls", tolerance: 8, allowedMismatch: 0.002)
    }
}
