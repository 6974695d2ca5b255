import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// A scroll view drawn scrolled (with both indicators showing) and zoomed.
@MainActor
@Suite struct ScrollViewSnapshotTests {
    /// A 400×400 checkerboard of 50-point squares in four colours, numbered rows of text down the left.
    func board() -> UIView {
        let board = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        board.backgroundColor = .white
        let colors: [UIColor] = [.red, .blue, .green, .orange]
        for row in 0..<8 {
            for column in 0..<8 where (row + column) % 2 == 0 {
                board.addSubview(
                    box(
                        CGRect(x: column * 50, y: row * 50, width: 50, height: 50),
                        colors[(row / 2 + column / 2) % colors.count]))
            }
            let label = UILabel(frame: CGRect(x: 2, y: row * 50 + 30, width: 46, height: 18))
            label.text = "行 \(row)"
            label.font = UIFont.systemFont(ofSize: 12)
            board.addSubview(label)
        }
        return board
    }

    @Test func scrolledContentWithBothIndicators() {
        let image = renderWindow(CGSize(width: 200, height: 200)) { window in
            let scrollView = UIScrollView(frame: CGRect(x: 20, y: 20, width: 160, height: 160))
            scrollView.backgroundColor = .lightGray
            scrollView.addSubview(board())
            scrollView.contentSize = CGSize(width: 400, height: 400)
            window.addSubview(scrollView)
            scrollView.contentOffset = CGPoint(x: 10, y: 120)
            scrollView.flashScrollIndicators()
        }
        expectSnapshot(image, named: "scrollView-scrolled-indicators")
    }

    @MainActor
    final class ZoomDelegate: UIScrollViewDelegate {
        let view: UIView
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    }

    @Test func zoomedContent() {
        var delegate: ZoomDelegate?
        let image = renderWindow(CGSize(width: 200, height: 200)) { window in
            let scrollView = UIScrollView(frame: CGRect(x: 20, y: 20, width: 160, height: 160))
            let content = board()
            scrollView.addSubview(content)
            scrollView.contentSize = content.bounds.size
            delegate = ZoomDelegate(content)
            scrollView.delegate = delegate
            scrollView.maximumZoomScale = 4
            window.addSubview(scrollView)
            scrollView.zoomScale = 2.5
            scrollView.contentOffset = CGPoint(x: 40, y: 10)
        }
        withExtendedLifetime(delegate) { expectSnapshot(image, named: "scrollView-zoomed") }
    }
}
