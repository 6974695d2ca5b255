import Foundation
import Testing
@_spi(Rendering) import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// TextKit 1 over Pango, as labels with tappable links use it: where characters are, the character under a point on
/// any line, and drawing.
@MainActor
@Suite struct TextKitLayoutTests {
    /// "Hello world" at 20 points in a container `width` wide, with no padding.
    private func makeStack(width: CGFloat) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let storage = NSTextStorage(
            string: "Hello world", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.black])
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: width, height: .greatestFiniteMagnitude))
        container.lineFragmentPadding = 0
        storage.addLayoutManager(manager)
        manager.addTextContainer(container)
        return (storage, manager, container)
    }

    @Test func oneLineCharactersAreFoundWhereTheirBoxesAre() {
        let (storage, manager, container) = makeStack(width: 1000)
        #expect(manager.textStorage === storage && container.layoutManager === manager)
        #expect(storage.layoutManagers.count == 1 && manager.numberOfGlyphs == 11)
        let used = manager.usedRect(for: container)
        #expect(used.minX == 0 && used.width > 80 && used.height > 20 && used.height < 30)
        let world = manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 5), in: container)
        let hello = manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 5), in: container)
        #expect(hello.minX == 0 && hello.maxX < world.minX && world.maxX <= used.maxX + 0.5)
        #expect(world.minY == hello.minY && world.height == hello.height)
        // The character under a point, and how far through it.
        var fraction: CGFloat = -1
        let index = manager.glyphIndex(
            for: CGPoint(x: world.minX + 1, y: world.midY), in: container, fractionOfDistanceThroughGlyph: &fraction)
        #expect(index == 6 && fraction > 0 && fraction < 0.5)
        #expect(manager.glyphIndex(for: CGPoint(x: hello.minX + 0.5, y: 2), in: container) == 0)
        // Past the end: the nearest glyph, as UIKit.
        #expect(
            manager.characterIndex(
                for: CGPoint(x: used.maxX + 100, y: used.midY), in: container,
                fractionOfDistanceBetweenInsertionPoints: nil)
                == 10)
        // The padding moves everything right.
        container.lineFragmentPadding = 5
        #expect(
            manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 5), in: container).minX == world.minX + 5)
        #expect(manager.usedRect(for: container).width == used.width + 10)
    }

    @Test func wrappedTextIsFoundOnItsSecondLineAndEditsAreSeen() {
        let (storage, manager, container) = makeStack(width: 70)
        let hello = manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 5), in: container)
        let world = manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 5), in: container)
        #expect(world.minY >= hello.maxY - 0.5 && world.minX == 0)
        #expect(manager.glyphIndex(for: CGPoint(x: world.minX + 2, y: world.midY), in: container) == 6)
        let both = manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 11), in: container)
        #expect(both == hello.union(world))
        // Edits to the storage are laid out at the next question; a line limit cuts the second line.
        storage.replaceCharacters(in: NSRange(location: 5, length: 6), with: "")
        #expect(manager.numberOfGlyphs == 5 && manager.usedRect(for: container).height == hello.height)
        storage.setAttributedString(NSAttributedString(string: ""))
        #expect(manager.usedRect(for: container) == .zero && manager.glyphRange(for: container).length == 0)
    }

    @Test func drawsItsGlyphsAtTheOriginAndBackgroundsBehindThem() throws {
        let (storage, manager, container) = makeStack(width: 200)
        storage.addAttribute(.backgroundColor, value: UIColor.red, range: NSRange(location: 6, length: 5))
        let world = manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 5), in: container)
        var format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 60), format: format).image { _ in
            UIColor.white.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 200, height: 60)).fill()
            let range = NSRange(location: 0, length: storage.length)
            manager.drawBackground(forGlyphRange: range, at: CGPoint(x: 0, y: 20))
            manager.drawGlyphs(forGlyphRange: range, at: CGPoint(x: 0, y: 20))
        }
        let pixels = try #require(image.cgImage?.pixels)
        // Red behind "world" (sampled at its box's bottom-left corner, below the glyphs' ink), dark ink in "Hello",
        // white above the origin.
        let red = try #require(pixels.pixel(x: Int(world.minX) + 1, y: 20 + Int(world.maxY) - 2))
        #expect(red.red > 200 && red.green < 60)
        var inked = 0
        for x in 0..<50 { for y in 20..<45 { if let p = pixels.pixel(x: x, y: y), p.red < 100 { inked += 1 } } }
        #expect(inked > 20)
        for x in 0..<200 { #expect(pixels.pixel(x: x, y: 5)?.red == 255) }
    }

    @Test func aMinimumLineHeightMakesEachLineThatTall() {
        let (storage, manager, container) = makeStack(width: 70)
        let natural = manager.usedRect(for: container).height
        let style = NSMutableParagraphStyle()
        style.minimumLineHeight = 40
        storage.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: storage.length))
        #expect(natural < 60 && manager.usedRect(for: container).height == 80)
        // A minimum below the font's own line height changes nothing.
        style.minimumLineHeight = 5
        storage.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: storage.length))
        #expect(manager.usedRect(for: container).height == natural)
    }
}
