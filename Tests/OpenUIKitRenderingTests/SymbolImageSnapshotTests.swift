import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

@MainActor
@Suite struct SymbolImageSnapshotTests {
    /// Every symbol `UIImage(systemName:)` draws, in image views, in name order, six to a row; the last row at
    /// 28 points bold.
    @Test func everySymbolDrawn() {
        let names = UIImage.availableSystemSymbolNames
        let image = renderWindow(CGSize(width: 240, height: 40 * CGFloat((names.count + 5) / 6) + 50)) { window in
            for (index, name) in names.enumerated() {
                let view = UIImageView(
                    frame: CGRect(x: 10 + 38 * (index % 6), y: 10 + 40 * (index / 6), width: 30, height: 30))
                view.image = UIImage(systemName: name)
                view.contentMode = .center
                window.addSubview(view)
            }
            for (index, name) in ["gear", "trash", "photo", "paintbrush"].enumerated() {
                let view = UIImageView(
                    frame: CGRect(x: 10 + 56 * index, y: 10 + 40 * ((names.count + 5) / 6), width: 40, height: 40))
                view.image = UIImage(systemName: name, withConfiguration: .init(pointSize: 28, weight: .bold))
                view.contentMode = .center
                window.addSubview(view)
            }
        }
        // The chevron's stroke is black where its middle vertex is.
        #expect(image.pixel(x: 10 + 38 * 3 + 5 + 7, y: 10 + 5 + 10)?.alpha == 255)
        expectSnapshot(image, named: "system-symbols")
    }
}
