import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

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
