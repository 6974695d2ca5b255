import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

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
