import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// The navigation bar and the alert in the toolkit's look.
@MainActor
@Suite struct ControllerSnapshotTests {
    @Test func navigationBarWithBackButtonTitleAndItems() {
        let image = renderWindow(CGSize(width: 360, height: 120)) { window in
            let list = UIViewController()
            list.title = "Photos"
            let detail = UIViewController()
            detail.title = "Beach, 2024"
            detail.view.backgroundColor = .white
            detail.navigationItem.rightBarButtonItems = [
                UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
                UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
            ]
            let navigation = UINavigationController(rootViewController: list)
            navigation.pushViewController(detail, animated: false)
            window.rootViewController = navigation
        }
        expectSnapshot(image, named: "navigation-bar")
    }

    @Test func alertWithCancelAndDestructiveActions() {
        let image = renderWindow(CGSize(width: 320, height: 260)) { window in
            let root = UIViewController()
            root.view.backgroundColor = .systemBackground
            window.rootViewController = root
            let alert = UIAlertController(
                title: "Delete photo?", message: "It will be removed from all your devices.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            root.present(alert, animated: false)
        }
        expectSnapshot(image, named: "alert")
    }

    @Test func actionSheetWithACancelGroup() {
        let image = renderWindow(CGSize(width: 320, height: 300)) { window in
            let root = UIViewController()
            root.view.backgroundColor = .systemBackground
            window.rootViewController = root
            let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Copy", style: .default))
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            root.present(sheet, animated: false)
        }
        expectSnapshot(image, named: "action-sheet")
    }
}
