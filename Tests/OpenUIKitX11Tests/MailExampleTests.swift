import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
@_spi(Windowing) import OpenUIKitX11
@testable import MailApp

/// The Mail example driven headless (virtual time): a touchpad flick glides the list, a full swipe deletes, a
/// leading swipe marks read, and Edit mode archives several messages at once.
@MainActor
@Suite struct MailExampleTests {
    @MainActor
    struct Scene {
        let driver = EventDriver()
        let window: UIWindow
        let inbox = MailboxViewController()

        init() {
            driver.backend.framesPerSecond = 64
            window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
            window.rootViewController = UINavigationController(rootViewController: inbox)
            window.layoutIfNeeded()
        }

        var table: UITableView { inbox.tableView }

        /// The centre of a row, in window coordinates.
        func centre(of row: IndexPath) -> CGPoint {
            let frame = table.rectForRow(at: row)
            return table.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
        }

        func swipe(_ row: IndexPath, by dx: CGFloat) throws {
            let start = centre(of: row)
            try driver.touchDown(1, at: start)
            for step in 1...8 {
                driver.advance(by: 1.0 / 64)
                try driver.touchMove(1, to: CGPoint(x: start.x + dx * CGFloat(step) / 8, y: start.y))
            }
            driver.advance(by: 0.1)
            try driver.touchUp(1)
            driver.advance(by: 1)
        }
    }

    @Test func theInboxShowsThreeDaysUnderPinnedHeaders() throws {
        let scene = Scene()
        #expect(scene.table.numberOfSections == 3)
        #expect(scene.table.headerView(forSection: 0)?.textLabel?.text == "Today")
        let first = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.textLabel?.text == "Ada Lovelace")
        scene.table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        scene.window.layoutIfNeeded()
        let header = try #require(scene.table.headerView(forSection: 0))
        #expect(header.frame.minY == 300 + scene.table.adjustedContentInset.top, "pinned under the bar")
    }

    @Test func aFastTwoFingerTouchpadScrollGlidesOnAfterTheFingersLift() throws {
        let scene = Scene()
        let point = scene.centre(of: IndexPath(row: 4, section: 0))
        for _ in 0..<8 {
            try scene.driver.scroll(by: 0, -60, at: point)
            scene.driver.advance(by: 1.0 / 64)
        }
        let afterFingers = scene.table.contentOffset.y
        #expect(afterFingers > 400)
        scene.driver.advance(by: 0.5)
        #expect(scene.table.contentOffset.y > afterFingers + 200, "the list glides on")
        scene.driver.advance(by: 5)
        let bottom =
            scene.table.contentSize.height - scene.table.bounds.height + scene.table.adjustedContentInset.bottom
        #expect(scene.table.contentOffset.y <= bottom)
        #expect(scene.table.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 }, "no row opened")
        #expect(scene.driver.finish().isClean)
    }

    @Test func aTwoFingerTouchpadSwipeRevealsAMessagesActions() throws {
        let scene = Scene()
        let row = IndexPath(row: 2, section: 0)
        let id = try #require(scene.inbox.message(at: row)?.id)
        for _ in 0..<6 {
            try scene.driver.scroll(by: -25, 0, at: scene.centre(of: row))
            scene.driver.advance(by: 1.0 / 64)
        }
        scene.driver.advance(by: 0.5)
        let cell = try #require(scene.table.cellForRow(at: row))
        #expect(cell.contentView.frame.minX == CGFloat(-2 * 74), "Delete and Archive showing")
        #expect(scene.table.contentOffset.y == -scene.table.adjustedContentInset.top, "the list did not scroll")
        // Archive is the inner button, left of Delete.
        try scene.driver.tap(at: scene.table.convert(CGPoint(x: 390 - 111, y: cell.frame.midY), to: nil))
        scene.driver.advance(by: 1)
        #expect(scene.inbox.events == ["archive \(id)"])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aFullSwipeDeletesAndALeadingSwipeMarksRead() throws {
        let scene = Scene()
        let first = IndexPath(row: 0, section: 0)
        let id = try #require(scene.inbox.message(at: first)?.id)
        try scene.swipe(first, by: 120)
        try scene.driver.tap(at: CGPoint(x: 37, y: scene.centre(of: first).y))
        scene.driver.advance(by: 1)
        #expect(scene.inbox.events == ["read \(id)"])
        #expect(scene.inbox.message(at: first)?.isUnread == false)
        try scene.swipe(first, by: -360)
        #expect(scene.inbox.events == ["read \(id)", "delete \(id)"])
        #expect(scene.inbox.message(at: first)?.id != id)
        #expect(scene.driver.finish().isClean)
    }

    @Test func editModeSelectsSeveralMessagesAndArchivesThem() throws {
        let scene = Scene()
        let rows = [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)]
        let ids = rows.compactMap { scene.inbox.message(at: $0)?.id }
        scene.inbox.toggleEditing(nil)
        scene.window.layoutIfNeeded()
        #expect(scene.inbox.navigationItem.rightBarButtonItem?.title == "Done")
        for row in rows { try scene.driver.tap(at: scene.centre(of: row)) }
        scene.driver.advance(by: 0.5)
        #expect(scene.table.indexPathsForSelectedRows == rows)
        #expect(scene.inbox.title == "2 Selected")
        scene.inbox.archiveSelected(nil)
        scene.driver.advance(by: 1)
        #expect(scene.inbox.events == ["archive \(ids.map(String.init).joined(separator: ","))"])
        #expect(scene.inbox.archived == ids)
        #expect(!scene.table.isEditing)
        #expect(scene.inbox.title == "Inbox")
        #expect(scene.table.numberOfRows(inSection: 0) == 18)
        #expect(scene.driver.finish().isClean)
    }
}
