import CX11
import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Logs the context-menu callbacks and offers Copy and Delete.
@MainActor
private final class MenuLog: UIContextMenuInteractionDelegate {
    let log: CallbackLog
    init(log: CallbackLog) { self.log = log }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.append("configuration at (\(Int(location.x)),\(Int(location.y)))")
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [log] _ in
            UIMenu(children: [
                UIAction(title: "Copy") { _ in log.append("Copy") },
                UIAction(title: "Delete", attributes: .destructive) { _ in log.append("Delete") },
            ])
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.append("willEnd")
    }
}

/// A real right click through XTEST opens the toolkit's menu where the pointer is; the row under the pointer is
/// drawn highlighted on the X window; a left click on it chooses it, and neither click reaches the view.
@MainActor
@Suite(.endsItsXServers, .serialized, .enabled(if: XServer.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct XvfbContextMenuTests {
    @Test func aRightClickOpensTheMenuAndALeftClickOnARowChoosesIt() throws {
        let app = try XvfbBackendTests().launch()
        let view = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 400, height: 300), log: app.log)
        app.window.addSubview(view)
        let delegate = MenuLog(log: app.log)
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        app.injector.move(to: CGPoint(x: 100, y: 80))
        app.injector.button(3, down: true)
        app.injector.button(3, down: false)
        app.backend.synchronize()
        // Onto the second row (Delete): 5 points of padding, then 28-point rows.
        let row = CGPoint(x: 150, y: 80 + 5 + 28 + 14)
        app.injector.move(to: row)
        app.backend.synchronize()
        app.window.layoutIfNeeded()
        app.backend.synchronize()
        let image = try #require(app.backend.screenshot(of: app.window))
        let highlighted = try #require(image.pixel(x: Int(row.x) - 40, y: Int(row.y) - 10))
        let card = try #require(image.pixel(x: Int(row.x), y: 80 + 3))
        #expect(highlighted.blue > 200 && highlighted.red < 60, "the highlighted row is drawn in the tint colour")
        #expect(card.red > 240 && card.green > 240, "the card is drawn where the menu opened")
        app.injector.click(at: row)
        app.backend.synchronize()
        #expect(app.log.take() == ["configuration at (100,80)", "willEnd", "Delete"])
        #expect(app.window.subviews.count == 1, "the menu is gone")
        #expect(app.backend.protocolErrors.isEmpty)
    }
}
