import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

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
