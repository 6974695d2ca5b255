import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Logs every scroll-view delegate callback as `"name.callback(args)"`, offsets and velocities rounded to whole
/// points (velocities in points per second).
@MainActor
final class RecordingScrollDelegate: UIScrollViewDelegate {
    let name: String
    let log: CallbackLog
    var zoomView: UIView?
    /// Replaces the proposed target in `scrollViewWillEndDragging`, when set.
    var targetOverride: CGPoint?
    /// Runs after each callback is logged: the place tests mutate things from.
    var onCallback: ((String, UIScrollView) -> Void)?

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
    }

    private func record(_ entry: String, _ scrollView: UIScrollView) {
        log.append("\(name).\(entry)")
        onCallback?(entry, scrollView)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        record("didScroll\(point(scrollView.contentOffset))", scrollView)
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        record("didZoom(\(String(format: "%.2f", scrollView.zoomScale)))", scrollView)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { record("willBeginDragging", scrollView) }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let perSecond = CGPoint(x: velocity.x * 1000, y: velocity.y * 1000)
        record("willEndDragging(v: \(point(perSecond)), target: \(point(targetContentOffset.pointee)))", scrollView)
        if let targetOverride { targetContentOffset.pointee = targetOverride }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        record("didEndDragging(willDecelerate: \(decelerate))", scrollView)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { record("willBeginDecelerating", scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        record("didEndDecelerating\(point(scrollView.contentOffset))", scrollView)
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        record("didEndScrollingAnimation\(point(scrollView.contentOffset))", scrollView)
    }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        record("willBeginZooming(\(view?.debugName ?? "nil"))", scrollView)
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        record("didEndZooming(\(view?.debugName ?? "nil"), \(String(format: "%.2f", scale)))", scrollView)
    }
}

/// `(x,y)` rounded to whole points.
func point(_ p: CGPoint) -> String { "(\(Int(p.x.rounded())),\(Int(p.y.rounded())))" }

/// A 200×200 scroll view at the window's origin over 200×1000 points of content, with a 100×40 button at
/// (50, 50) in the content; the display runs at 64 Hz so frame times are exact.
@MainActor
struct ScrollScene {
    let log = CallbackLog()
    let driver: EventDriver
    let window: UIWindow
    let scrollView: UIScrollView
    let delegate: RecordingScrollDelegate
    let button: UIButton

    init(scrollView: UIScrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))) {
        driver = EventDriver()
        driver.backend.framesPerSecond = 64
        window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        self.scrollView = scrollView
        scrollView.accessibilityIdentifier = "scroll"
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        scrollView.panGestureRecognizer.name = "pan"
        delegate = RecordingScrollDelegate("scroll", log: log)
        scrollView.delegate = delegate
        window.addSubview(scrollView)
        button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 40)).recordingEvents(as: "button", in: log)
        scrollView.addSubview(button)
    }

    /// Logs the state changes of the scroll view's recognizers (`"pan: began"`, `"delaysContentTouches: failed"`).
    func logRecognizerStates() {
        driver.application.gestureDecisionObserver = { [log] decision in
            if case .stateChanged = decision.kind { log.append(decision.description) }
        }
    }

    /// Drags finger 1 from `start` through `points`, one move every `interval` seconds, then lifts it.
    func drag(from start: CGPoint, through points: [CGPoint], interval: TimeInterval = 1.0 / 64, lift: Bool = true)
        throws
    {
        try driver.touchDown(1, at: start)
        for p in points {
            driver.advance(by: interval)
            try driver.touchMove(1, to: p)
        }
        if lift { try driver.touchUp(1) }
    }

    /// The log with each run of consecutive `didScroll` entries of one scroll view shortened to its count and
    /// last offset: `"scroll.didScroll×12(0,480)"`.
    func takeCollapsed() -> [String] {
        var result: [String] = []
        var run: (prefix: String, count: Int, last: String)?
        func flush() {
            if let r = run { result.append(r.count == 1 ? "\(r.prefix)\(r.last)" : "\(r.prefix)×\(r.count)\(r.last)") }
            run = nil
        }
        for entry in log.take() {
            if let range = entry.range(of: ".didScroll(") {
                let prefix = String(entry[..<range.lowerBound]) + ".didScroll"
                let last = String(entry[entry.index(before: range.upperBound)...])
                if run?.prefix == prefix {
                    run!.count += 1
                    run!.last = last
                } else {
                    flush()
                    run = (prefix, 1, last)
                }
            } else {
                flush()
                result.append(entry)
            }
        }
        flush()
        return result
    }
}
