import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

@MainActor
@Suite struct DamageTrackingTests {
    /// A 1280×800 window of 1,000 cells (40×25, 28×28 at 32-point pitch), each with a label.
    private func makeGrid() -> (EventDriver, UIWindow, [UIView]) {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.backgroundColor = .white
        var cells: [UIView] = []
        for row in 0..<25 {
            for column in 0..<40 {
                let cell = UIView(frame: CGRect(x: 32 * column + 2, y: 32 * row + 2, width: 28, height: 28))
                cell.backgroundColor = UIColor(rgb: 0x3465A4)
                cell.layer.cornerRadius = 6
                let label = UILabel(frame: cell.bounds)
                label.text = String(row * 40 + column)
                label.font = .systemFont(ofSize: 9)
                label.textColor = .white
                label.textAlignment = .center
                cell.addSubview(label)
                window.addSubview(cell)
                cells.append(cell)
            }
        }
        return (driver, window, cells)
    }

    @Test func theFirstFrameDrawsEverythingAndAnIdleFrameDrawsNothing() {
        let (_, window, _) = makeGrid()
        let first = window.renderer.renderIfNeeded()
        #expect(first?.isFullRedraw == true)
        #expect(first?.viewsPainted == 2_001)
        #expect(window.renderer.renderIfNeeded() == nil)
        #expect(window.renderer.frameCount == 1)
    }

    /// One definition of a full redraw: a frame whose damage covers the window is full, and is drawn without
    /// culling, even when marks made before the window scrolled its bounds lie outside them.
    @Test func aFrameThatCoversTheWindowIsAFullRedrawWhateverElseWasMarked() {
        let (_, window, cells) = makeGrid()
        window.renderer.renderIfNeeded()
        cells[0].backgroundColor = .systemRed
        window.bounds.origin = CGPoint(x: 100, y: 0)
        let frame = window.renderer.renderIfNeeded()
        #expect(
            frame.map { "\($0.rectangles) full \($0.isFullRedraw) views \($0.viewsPainted)" }
                == "\([window.bounds]) full true views 2001")
    }

    @Test func changingOneCellRedrawsOnlyThatCell() {
        let (_, window, cells) = makeGrid()
        window.renderer.renderIfNeeded()
        let cell = cells[417]
        cell.backgroundColor = .systemRed
        let frame = window.renderer.renderIfNeeded()
        #expect(frame?.rectangles == [cell.frame])
        #expect(frame?.area == CGFloat(28 * 28))
        // The window, the cell and its label: nothing else is entered.
        #expect(frame?.viewsPainted == 3)
        #expect(window.renderer.image().pixel(x: Int(cell.frame.midX), y: Int(cell.frame.minY) + 2)?.red == 255)
    }

    @Test func manyChangesInOneFrameMakeOneRedraw() {
        let (_, window, cells) = makeGrid()
        window.renderer.renderIfNeeded()
        for _ in 0..<100 { cells[5].setNeedsDisplay() }
        (cells[5].subviews[0] as! UILabel).text = "new"
        cells[6].alpha = 0.5
        let frame = window.renderer.renderIfNeeded()
        #expect(frame?.rectangles == [cells[5].frame, cells[6].frame])
        #expect(window.renderer.frameCount == 2)
    }

    @Test func movingAViewDamagesWhereItWasAndWhereItIs() {
        let (_, window, cells) = makeGrid()
        window.renderer.renderIfNeeded()
        let old = cells[0].frame
        cells[0].center = CGPoint(x: 500, y: 500)
        let frame = window.renderer.renderIfNeeded()
        #expect(frame?.rectangles == [old, cells[0].frame])
    }

    @Test func transformedAndNestedViewsDamageTheirAreaInWindowCoordinates() {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        parent.bounds.origin = CGPoint(x: 10, y: 20)
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 10))
        parent.addSubview(child)
        window.addSubview(parent)
        window.renderer.renderIfNeeded()
        child.setNeedsDisplay()
        #expect(window.renderer.renderIfNeeded()?.rectangles == [CGRect(x: 140, y: 130, width: 20, height: 10)])
        parent.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.renderer.renderIfNeeded()
        child.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        let rotated = window.renderer.renderIfNeeded()?.rectangles.first
        let expected = child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil)
        #expect(
            rotated
                == CGRect(
                    x: expected.minX.rounded(.down), y: expected.minY.rounded(.down),
                    width: expected.maxX.rounded(.up) - expected.minX.rounded(.down),
                    height: expected.maxY.rounded(.up) - expected.minY.rounded(.down)))
    }

    @Test func shadowsBordersAndHidingDamageTheRightArea() {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let card = box(CGRect(x: 100, y: 100, width: 50, height: 50), .systemYellow)
        window.addSubview(card)
        window.renderer.renderIfNeeded()
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        // The shadow reaches radius + offset beyond the bounds; each step of the change marks its own reach
        // (the default offset of 3 with the radius of 4 reaches 7), all redrawn in one frame.
        #expect(window.renderer.renderIfNeeded()?.rectangles == [CGRect(x: 93, y: 93, width: 64, height: 64)])
        card.isHidden = true
        #expect(window.renderer.renderIfNeeded()?.rectangles == [CGRect(x: 94, y: 94, width: 62, height: 62)])
        #expect(window.renderer.image().pixel(x: 125, y: 125)?.alpha == 0)
        card.backgroundColor = .red
        #expect(window.renderer.renderIfNeeded() == nil)
    }

    /// An opaque window background is painted over the damage without clearing it first; a translucent one, or
    /// a window of fractional size, is cleared first. Either way a removed view leaves the background behind.
    @Test func aRemovedViewLeavesTheWindowBackgroundWhetherOrNotTheDamageIsCleared() {
        var seen: [String] = []
        for (background, width) in [(UIColor.white, 100.0), (UIColor(white: 1, alpha: 0.5), 100), (.white, 100.5)] {
            let driver = EventDriver()
            let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: width, height: 100))
            window.backgroundColor = background
            let view = box(CGRect(x: 10, y: 10, width: 50, height: 50), .systemRed)
            window.addSubview(view)
            window.renderer.renderIfNeeded()
            view.removeFromSuperview()
            window.renderer.renderIfNeeded()
            let pixel = window.renderer.image().pixel(x: 30, y: 30).map {
                "\($0.red),\($0.green),\($0.blue),\($0.alpha)"
            }
            seen.append(pixel ?? "none")
        }
        #expect(seen == ["255,255,255,255", "255,255,255,128", "255,255,255,255"])
    }

    @Test func scatteredDamageCollapsesIntoItsBoundingBox() {
        let (_, window, cells) = makeGrid()
        window.renderer.renderIfNeeded()
        for index in stride(from: 0, to: 40 * 17, by: 40) { cells[index].setNeedsDisplay() }
        let frame = window.renderer.renderIfNeeded()
        #expect(frame?.rectangles.count == 1)
        #expect(frame?.rectangles.first == cells[0].frame.union(cells[40 * 16].frame))
    }
}
