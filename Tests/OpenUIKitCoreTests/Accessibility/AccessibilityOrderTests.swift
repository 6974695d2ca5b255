import Foundation
import Testing
@_spi(Rendering) @_spi(Accessibility) import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct AccessibilityOrderTests {
    private func label(_ text: String, _ frame: CGRect, in parent: UIView) -> UILabel {
        let label = namedView(UILabel(), text, frame, in: parent)
        label.text = text
        return label
    }

    @Test func elementsAreReadInRowsFromTheTopEachFromTheLeftWhateverTheSubviewOrder() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        // Added bottom-right first. The switch is taller than its row's label and starts above it: still one row.
        _ = label("Bluetooth", CGRect(x: 10, y: 65, width: 100, height: 21), in: window)
        let row = namedView(UIView(), "row", CGRect(x: 0, y: 0, width: 320, height: 50), in: window)
        _ = namedView(UISwitch(), "wifiSwitch", CGRect(x: 250, y: 5, width: 51, height: 31), in: row)
        _ = label("Wi-Fi", CGRect(x: 10, y: 10, width: 100, height: 21), in: row)
        _ = namedView(UISwitch(), "bluetoothSwitch", CGRect(x: 250, y: 60, width: 51, height: 31), in: window)
        #expect(
            AccessibilityTree.elements(in: window).map { ($0 as? UIView)?.accessibilityIdentifier ?? "?" } == [
                "Wi-Fi", "wifiSwitch", "Bluetooth", "bluetoothSwitch",
            ])
    }

    @Test func aGroupIsReadWholeAndListedElementsKeepTheirOrder() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        // Two columns: without grouping the rows would interleave them (a1 b1 a2 b2).
        let left = namedView(UIView(), "left", CGRect(x: 0, y: 0, width: 160, height: 100), in: window)
        let right = namedView(UIView(), "right", CGRect(x: 160, y: 0, width: 160, height: 100), in: window)
        _ = label("a1", CGRect(x: 0, y: 0, width: 100, height: 20), in: left)
        _ = label("a2", CGRect(x: 0, y: 50, width: 100, height: 20), in: left)
        _ = label("b1", CGRect(x: 0, y: 0, width: 100, height: 20), in: right)
        _ = label("b2", CGRect(x: 0, y: 50, width: 100, height: 20), in: right)
        var orders = [readingOrder(window).map { String($0.prefix(2)) }]
        left.shouldGroupAccessibilityChildren = true
        right.shouldGroupAccessibilityChildren = true
        orders.append(readingOrder(window).map { String($0.prefix(2)) })
        // An explicit list wins over position, and may name elements that are not views.
        let note = UIAccessibilityElement(accessibilityContainer: right)
        note.accessibilityIdentifier = "note"
        right.accessibilityElements = [right.subviews[1], note, right.subviews[0]]
        orders.append(readingOrder(window).map { String($0.prefix(4)) })
        #expect(
            orders == [
                ["a1", "b1", "a2", "b2"], ["a1", "a2", "b1", "b2"], ["a1 l", "a2 l", "b2 l", "note", "b1 l"],
            ])
        #expect(AccessibilityTree.isContainer(left) && AccessibilityTree.isContainer(right))
        #expect(
            AccessibilityTree.children(of: window).map { ($0 as? UIView)?.accessibilityIdentifier } == [
                "left", "right",
            ])
    }

    @Test func hiddenTransparentAndHiddenFromAssistiveTechnologiesAreLeftOutWithTheirSubviews() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let hidden = namedView(UIView(), "hidden", CGRect(x: 0, y: 0, width: 100, height: 40), in: window)
        _ = label("inHidden", CGRect(x: 0, y: 0, width: 50, height: 20), in: hidden)
        let faded = namedView(UIView(), "faded", CGRect(x: 0, y: 50, width: 100, height: 40), in: window)
        _ = label("inFaded", CGRect(x: 0, y: 0, width: 50, height: 20), in: faded)
        let secret = namedView(UIView(), "secret", CGRect(x: 0, y: 100, width: 100, height: 40), in: window)
        _ = label("inSecret", CGRect(x: 0, y: 0, width: 50, height: 20), in: secret)
        let button = namedView(UIButton(), "button", CGRect(x: 0, y: 150, width: 100, height: 40), in: window)
        // An element's subviews are part of it, not elements of their own.
        _ = label("inButton", CGRect(x: 0, y: 0, width: 50, height: 20), in: button)
        var seen = [readingOrder(window).map { String($0.split(separator: " ")[0]) }]
        hidden.isHidden = true
        faded.alpha = 0.01
        secret.accessibilityElementsHidden = true
        seen.append(readingOrder(window).map { String($0.split(separator: " ")[0]) })
        #expect(seen == [["inHidden", "inFaded", "inSecret", "button"], ["button"]])
    }

    @Test func aModalViewHidesTheRestOfItsWindowAndAnAlertIsModal() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        _ = label("behind", CGRect(x: 0, y: 0, width: 100, height: 20), in: controller.view)
        let holder = namedView(UIView(), "holder", CGRect(x: 0, y: 200, width: 320, height: 200), in: window)
        let sheet = namedView(UIView(), "sheet", CGRect(x: 0, y: 0, width: 320, height: 200), in: holder)
        _ = label("onSheet", CGRect(x: 0, y: 0, width: 100, height: 20), in: sheet)
        var seen = [readingOrder(window).map { String($0.split(separator: " ")[0]) }]
        sheet.accessibilityViewIsModal = true
        seen.append(readingOrder(window).map { String($0.split(separator: " ")[0]) })
        sheet.removeFromSuperview()
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        controller.present(alert, animated: false)
        window.layoutIfNeeded()
        seen.append(readingOrder(window))
        #expect(alert.view.accessibilityViewIsModal)
        #expect(seen[0] == ["behind", "onSheet"] && seen[1] == ["onSheet"])
        #expect(seen[2] == ["UILabel label=Delete? [staticText]", "UIButton label=Cancel [button]"])
    }

    @Test func anElementListThatContainsItsOwnAncestorIsWalkedOnce() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let outer = namedView(UIView(), "outer", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        let inner = namedView(UIView(), "inner", CGRect(x: 0, y: 0, width: 50, height: 50), in: outer)
        let leaf = label("leaf", CGRect(x: 0, y: 0, width: 20, height: 20), in: inner)
        outer.accessibilityElements = [inner]
        inner.accessibilityElements = [leaf, outer]
        let elements = AccessibilityTree.elements(in: window)
        #expect(elements.count == 1 && elements.first === leaf)
    }
}
