import CXDrive
import Foundation
import OpenUIKit
@_spi(Windowing) import OpenUIKitCore
@_spi(Windowing) import OpenUIKitX11

/// gtkb's `redraw`, and `cell` (not in gtkb). A 1280×800 window whose root view holds 40×25 cells: cell i (text:
/// decimal i) at (32c+2, 32r+2), 28×28.
/// - `label` mode: a `UILabel`, background #3465a4, `layer.cornerRadius = 6`, white 9 pt DejaVu Sans, centred
///   (GTK: a GtkLabel styled by CSS with border-radius 6px and a 9px font; one point is one pixel at
///   OPENUIKIT_SCALE=1).
/// - `area` mode: a `NumberCell` whose `draw(_:)` fills a rounded rect and centres its number with
///   `String.draw(at:withAttributes:)` (GTK: a GtkDrawingArea with a cached PangoLayout).
///
/// redraw: each frame marks every cell (`setNeedsDisplay()`) and the whole window, so everything is repainted
/// (GTK: `gtk_widget_queue_draw` on all and an `XClearArea` expose). `frame_ms` runs from before the marks — the
/// marks are included, as GTK's tick callback is inside its before-paint → after-paint span — to after the
/// present plus `XSync`; `frame_client_ms` is the same span without the `XSync`. Frames follow each other as fast
/// as the loop runs them: the marks for the next frame are made from the presentation observer of the previous one,
/// and the frame is drawn by the backend's own scheduling. 5 warm-up frames, then `--frames`; `interval_ms` is the
/// time between the starts of consecutive frames; `marks_ms` (not in gtkb) is the marks alone. After them one more
/// frame starts with a black 4×4 square drawn straight on the X window at (4, 14); `fullrepaint_ok` is 1 if the
/// root pixel at (5, 15) is not black after it.
///
/// cell: each frame changes one cell's text (cell i of frame i, to another number), so only that cell is damaged. `cell_ms` runs from before the change to after the present plus `XSync` (render +
/// present + sync); `cell_client_ms` without the `XSync`. `damage_ok` is 1 when every frame's presented
/// rectangles (as the backend reported them) covered the changed cell and not much more.
final class RedrawScenario: UIResponder, UIApplicationDelegate {
    let screen: OnScreen
    let cellOnly: Bool
    let area = Drive.option("--mode") == "area"
    let columns = Drive.option("--cols", default: 40), rows = Drive.option("--rows", default: 25)
    let frames = Drive.option("--frames", default: 100), warmup = Drive.option("--warmup", default: 5)
    let tag = Drive.tag
    var window: UIWindow?
    var cells: [UIView] = []
    var seen = 0
    var frameStart: Int64 = 0
    var work: [Int64] = [], client: [Int64] = [], intervals: [Int64] = [], marks: [Int64] = []
    var marksDone: Int64 = 0
    var previousStart: Int64 = 0
    var damageOK = true
    var changedCell: CGRect = .zero

    static let cellColor = UIColor(rgb: 0x3465a4)
    static let font = UIFont(name: "DejaVu Sans", size: 9) ?? .systemFont(ofSize: 9)

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    init(screen: OnScreen, cellOnly: Bool) {
        self.screen = screen
        self.cellOnly = cellOnly
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.backgroundColor = UIColor(rgb: 0xf6f5f4)
        let root = UIView(frame: window.bounds)
        let cellWidth = 1280 / columns, cellHeight = 800 / rows
        for index in 0..<(columns * rows) {
            let frame = CGRect(
                x: (index % columns) * cellWidth + 2, y: (index / columns) * cellHeight + 2, width: cellWidth - 4,
                height: cellHeight - 4)
            let cell: UIView
            if area {
                cell = NumberCell(frame: frame, text: "\(index)")
            } else {
                let label = UILabel(frame: frame)
                label.text = "\(index)"
                label.font = Self.font
                label.textColor = .white
                label.textAlignment = .center
                label.backgroundColor = Self.cellColor
                label.layer.cornerRadius = 6
                cell = label
            }
            root.addSubview(cell)
            cells.append(cell)
        }
        window.addSubview(root)
        self.window = window
        window.makeKeyAndVisible()
        screen.whenFirstFrameOnScreen(probe: cells[0]) { [self] _ in startFrames() }
        return true
    }

    private func startFrames() {
        screen.application.framePresentationObserver = { [unowned self] _, rectangles in presented(rectangles) }
        nextFrame()
    }

    /// Starts a frame: the time, then the marks.
    private func nextFrame() {
        frameStart = nowNanoseconds()
        if cellOnly {
            changeOneCell()
        } else {
            for cell in cells { cell.setNeedsDisplay() }
            window?.setNeedsDisplay()
        }
        marksDone = nowNanoseconds()
    }

    private func changeOneCell() {
        let index = seen % cells.count
        // Another short number, so the text differs from the one on screen; nothing else moves.
        let text = String(String((index + seen / cells.count + 1) % 1000).reversed())
        if let label = cells[index] as? UILabel {
            label.text = text
        } else if let cell = cells[index] as? NumberCell {
            cell.text = text
        }
        changedCell = cells[index].frame
    }

    private func presented(_ rectangles: [CGRect]) {
        let clientDone = nowNanoseconds()
        screen.sync()
        let done = nowNanoseconds()
        if verifying {
            finishVerification()
            return
        }
        if cellOnly {
            let covered = rectangles.contains { $0.contains(changedCell) }
            let area = rectangles.reduce(0) { $0 + $1.width * $1.height }
            if !covered || area > 4 * changedCell.width * changedCell.height { damageOK = false }
        }
        seen += 1
        if seen > warmup {
            client.append(clientDone - frameStart)
            work.append(done - frameStart)
            marks.append(marksDone - frameStart)
            if seen > warmup + 1 { intervals.append(frameStart - previousStart) }
        }
        previousStart = frameStart
        if work.count == frames {
            cellOnly ? reportCell() : startVerification()
        } else {
            nextFrame()
        }
    }

    // MARK: - The full-repaint check

    private var verifying = false

    private func startVerification() {
        guard let window, let xWindow = screen.backend.xWindow(for: window) else { return }
        verifying = true
        drive_scribble(screen.backend.display, Window(xWindow), 4, 14, 4, 4)
        nextFrame()
    }

    private func finishVerification() {
        guard let window, let point = screen.rootPoint(of: window, at: CGPoint(x: 5, y: 15)) else { return }
        let pixel = screen.rootPixel(x: point.x, y: point.y)
        Drive.log("[\(tag)] repaint check pixel at (\(point.x),\(point.y)) = \(String(pixel, radix: 16))")
        Drive.metric("\(tag)_frames", work.count, "count")
        Drive.metric("\(tag)_frame_ms_median", Stats.median(work) / 1e6, "ms")
        Drive.metric("\(tag)_frame_ms_p90", Stats.percentile(work, 0.9) / 1e6, "ms")
        Drive.metric("\(tag)_frame_client_ms_median", Stats.median(client) / 1e6, "ms")
        Drive.metric("\(tag)_interval_ms_median", Stats.median(intervals) / 1e6, "ms")
        // Not in gtkb: the marks alone (1,000 setNeedsDisplay() and the window's), part of frame_ms.
        Drive.metric("\(tag)_marks_ms_median", Stats.median(marks) / 1e6, "ms")
        Drive.metric("\(tag)_fullrepaint_ok", pixel > 0 ? 1 : 0, "bool")
        exit(0)
    }

    private func reportCell() {
        Drive.metric("\(tag)_frames", work.count, "count")
        Drive.metric("\(tag)_ms_median", Stats.median(work) / 1e6, "ms")
        Drive.metric("\(tag)_ms_p90", Stats.percentile(work, 0.9) / 1e6, "ms")
        Drive.metric("\(tag)_client_ms_median", Stats.median(client) / 1e6, "ms")
        Drive.metric("\(tag)_damage_ok", damageOK ? 1 : 0, "bool")
        exit(0)
    }
}

/// `area` mode's cell: a custom view that draws a rounded rect and its number. The text's size is measured once
/// and kept (re-measured when the text changes), as gtkb keeps its PangoLayout; the drawing itself goes through
/// `String.draw(at:withAttributes:)`, UIKit's way, whatever that does inside.
final class NumberCell: UIView {
    static let attributes: [NSAttributedString.Key: Any] = [
        .font: RedrawScenario.font, .foregroundColor: UIColor.white,
    ]

    var text: String {
        didSet {
            textSize = text.size(withAttributes: Self.attributes)
            setNeedsDisplay()
        }
    }
    private var textSize: CGSize

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    init(frame: CGRect, text: String) {
        self.text = text
        textSize = text.size(withAttributes: Self.attributes)
        super.init(frame: frame)
    }

    override func draw(_ rect: CGRect) {
        RedrawScenario.cellColor.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 6).fill()
        text.draw(
            at: CGPoint(x: (bounds.width - textSize.width) / 2, y: (bounds.height - textSize.height) / 2),
            withAttributes: Self.attributes)
    }
}
