import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
@_spi(Windowing) import OpenUIKitX11
@testable import MailApp

/// The Mail example on a real Xvfb: its first screen matches the reference screenshot, and a mouse swipe on a row
/// (XTEST, as a user's hand) reveals Delete and Archive; a click on Archive archives the message.
@MainActor
@Suite(.endsItsXServers, .serialized, .enabled(if: XServer.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct MailExampleXvfbTests {
    @Test func theInboxMatchesItsReferenceAndAMouseSwipeArchivesAMessage() throws {
        let port = try ExampleUnderXvfb(MailApp.AppDelegate())
        let navigation = try #require(port.window.rootViewController as? UINavigationController)
        let inbox = try #require(navigation.topViewController as? MailboxViewController)
        #expect(port.wait { inbox.tableView.visibleCells.count > 5 })
        _ = port.wait(upTo: 0.3) { false }
        let image = try #require(port.screenshot())
        expectScreenshot(image, named: "mail-inbox")

        let row = IndexPath(row: 1, section: 0)
        let cell = try #require(inbox.tableView.cellForRow(at: row))
        let id = try #require(inbox.message(at: row)?.id)
        let start = cell.convert(CGPoint(x: cell.bounds.width - 40, y: cell.bounds.midY), to: nil)
        port.injector.move(to: start)
        port.injector.button(1, down: true)
        for step in 1...10 {
            port.injector.move(to: CGPoint(x: start.x - CGFloat(step) * 20, y: start.y))
            _ = port.wait(upTo: 0.016) { false }
        }
        port.injector.button(1, down: false)
        #expect(port.wait { cell.contentView.frame.minX == -148 }, "open: Delete and Archive showing")
        port.injector.click(at: cell.convert(CGPoint(x: cell.bounds.width - 111, y: cell.bounds.midY), to: nil))
        #expect(port.wait { inbox.events == ["archive \(id)"] })
        #expect(port.wait { inbox.message(at: row)?.id != id })
    }
}
