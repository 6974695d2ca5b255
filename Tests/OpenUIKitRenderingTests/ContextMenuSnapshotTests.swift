import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// Offers a menu with a title, a checked row, a section, a disabled and a destructive row.
@MainActor
private final class PhotoMenu: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(
                title: "Photo",
                children: [
                    UIAction(title: "Copy") { _ in },
                    UIAction(title: "Favourite", state: .on) { _ in },
                    UIMenu(
                        options: .displayInline,
                        children: [
                            UIAction(title: "Rotate Left") { _ in },
                            UIAction(title: "Paste", attributes: .disabled) { _ in },
                        ]),
                    UIAction(title: "Delete", attributes: .destructive) { _ in },
                ])
        }
    }
}

/// The open context menu in the toolkit's look: the card at the click, kept inside the window, the row under the
/// pointer highlighted.
@MainActor
@Suite struct ContextMenuSnapshotTests {
    @Test func anOpenContextMenuWithTheRowUnderThePointerHighlighted() throws {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 260))
        window.backgroundColor = .white
        let photo = UIView(frame: CGRect(x: 20, y: 20, width: 260, height: 220))
        photo.backgroundColor = .systemTeal
        window.addSubview(photo)
        let delegate = PhotoMenu()
        photo.addInteraction(UIContextMenuInteraction(delegate: delegate))
        // Near the right edge: the card moves left to stay inside the window.
        try driver.click(.secondary, at: CGPoint(x: 230, y: 40))
        try driver.pointerMove(to: CGPoint(x: 200, y: 40 + 5 + 24 + 28 + 14))
        expectSnapshot(window.renderer.image(), named: "context-menu")
        #expect(driver.diagnostics.isEmpty)
    }
}
