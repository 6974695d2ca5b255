import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo

/// `NSString`'s drawing methods draw and measure exactly as `String`'s.
@MainActor
@Suite struct NSStringDrawingTests {
    @Test func nsStringDrawsAndMeasuresAsString() {
        // Written without a type, as UIKit code often is: fonts, colours and paragraph styles are NSObjects, as there.
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let attributes = [
            NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.red,
            .paragraphStyle: style,
        ]
        let text = "Checked ✓"
        let ns = text as NSString
        #expect(ns.size(withAttributes: attributes) == text.size(withAttributes: attributes))
        let limit = CGSize(width: 40, height: 200)
        #expect(
            ns.boundingRect(with: limit, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
                == text.boundingRect(
                    with: limit, options: .usesLineFragmentOrigin, attributes: attributes, context: nil))
        func png(_ draw: () -> Void) -> Data? {
            UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40)).image { _ in draw() }.pngData()
        }
        let fromString = png { text.draw(in: CGRect(x: 2, y: 2, width: 96, height: 36), withAttributes: attributes) }
        let fromNSString = png { ns.draw(in: CGRect(x: 2, y: 2, width: 96, height: 36), withAttributes: attributes) }
        let blank = png {}
        #expect(fromNSString == fromString && fromString != blank)
        let atString = png { text.draw(at: CGPoint(x: 5, y: 5), withAttributes: attributes) }
        #expect(png { ns.draw(at: CGPoint(x: 5, y: 5), withAttributes: attributes) } == atString)
    }
}
