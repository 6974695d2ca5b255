import Foundation
import Testing
import OpenUIKitCore
@testable import OpenUIKitCairo
import OpenUIKitTesting

/// `CATextLayer` drawn by the Cairo renderer: where its ink lands for each wrapping, truncation and alignment mode,
/// in its foreground colour or an attributed string's own.
@MainActor
@Suite(.serialized) struct TextLayerRenderingTests {
    /// The box of the pixels that are not white, in window pixels; nil when there are none.
    static func ink(_ image: UIImage, in area: CGRect? = nil) -> CGRect? {
        let box = area ?? CGRect(origin: .zero, size: image.size)
        var result = CGRect.null
        for y in Int(box.minY)..<Int(box.maxY) {
            for x in Int(box.minX)..<Int(box.maxX) {
                guard let p = image.pixel(x: x, y: y), p.red < 200 || p.green < 200 || p.blue < 200 else { continue }
                result = result.union(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return result.isNull ? nil : result
    }

    /// A white 200×100 window showing one text layer over all of it.
    static func render(_ configure: (CATextLayer) -> Void) -> UIImage {
        let window = EventDriver().makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        let text = CATextLayer()
        text.frame = window.bounds
        text.fontSize = 24
        text.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        configure(text)
        window.layer.addSublayer(text)
        return window.renderer.image()
    }

    static let long = "Wrapping words over lines"

    @Test func oneLineUnlessWrapped() throws {
        let single = Self.render { $0.string = Self.long }
        let line = try #require(Self.ink(single))
        #expect(line.minY >= 0 && line.maxY < 34)
        // Clipped at the bounds' right edge (the glyph cut there may end a few pixels short of it).
        #expect(line.maxX >= 190)
        let wrapped = Self.render {
            $0.string = Self.long
            $0.isWrapped = true
        }
        let lines = try #require(Self.ink(wrapped))
        #expect(lines.maxY > 40)
        #expect(lines.maxX < 196)
    }

    @Test func truncationEndsTheLineWithinTheBounds() throws {
        let clipped = Self.render { $0.string = Self.long }
        let truncated = Self.render {
            $0.string = Self.long
            $0.truncationMode = .end
        }
        let box = try #require(Self.ink(truncated))
        #expect(box.maxY < 34)
        #expect(box.maxX < 196)
        #expect(
            Self.ink(clipped, in: CGRect(x: 0, y: 0, width: 60, height: 34))
                == Self.ink(truncated, in: CGRect(x: 0, y: 0, width: 60, height: 34)))
    }

    @Test func alignmentModesPlaceTheLine() throws {
        func box(_ mode: CATextLayerAlignmentMode) throws -> CGRect {
            try #require(
                Self.ink(
                    Self.render {
                        $0.string = "Hi"
                        $0.alignmentMode = mode
                    }))
        }
        let left = try box(.left), center = try box(.center), right = try box(.right)
        #expect(left.minX < 10)
        #expect(abs(center.midX - 100) < 4)
        #expect(right.maxX > 190 && right.maxX <= 200)
        #expect(abs(left.width - right.width) <= 1)
    }

    @Test func anAttributedStringKeepsItsOwnColourAndTheLayersColourFillsIn() throws {
        let attributed = NSMutableAttributedString(string: "Blue")
        attributed.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 0, length: 4))
        let image = Self.render { $0.string = attributed }
        let box = try #require(Self.ink(image))
        var blue = 0, red = 0
        for y in Int(box.minY)..<Int(box.maxY) {
            for x in Int(box.minX)..<Int(box.maxX) {
                guard let p = image.pixel(x: x, y: y) else { continue }
                if p.blue > 200 && p.red < 60 { blue += 1 }
                if p.red > 200 && p.blue < 60 { red += 1 }
            }
        }
        #expect(blue > 20 && red == 0)
        let plain = Self.render { $0.string = "Red" }
        let plainBox = try #require(Self.ink(plain))
        let p = try #require(plain.pixel(x: Int(plainBox.minX) + 1, y: Int(plainBox.midY)))
        #expect(p.red > p.blue)
    }
}
