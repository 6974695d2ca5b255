import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct AccessibilityDefaultsTests {
    @Test func everyControlAnswersUIKitsDefaults() {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let label = namedView(UILabel(), "label", CGRect(x: 10, y: 10, width: 100, height: 20), in: window)
        label.text = "Volume"
        let button = namedView(
            UIButton(type: .system), "button", CGRect(x: 10, y: 40, width: 100, height: 30), in: window)
        button.setTitle("Save", for: .normal)
        let toggle = namedView(UISwitch(), "switch", CGRect(x: 10, y: 80, width: 51, height: 31), in: window)
        toggle.isOn = true
        let slider = namedView(UISlider(), "slider", CGRect(x: 10, y: 120, width: 200, height: 31), in: window)
        slider.minimumValue = 10
        slider.maximumValue = 30
        slider.value = 15
        let stepper = namedView(UIStepper(), "stepper", CGRect(x: 10, y: 160, width: 94, height: 32), in: window)
        stepper.value = 3
        let pages = namedView(UIPageControl(), "pages", CGRect(x: 10, y: 200, width: 100, height: 20), in: window)
        pages.numberOfPages = 3
        pages.currentPage = 1
        let field = namedView(UITextField(), "field", CGRect(x: 10, y: 230, width: 200, height: 30), in: window)
        field.placeholder = "Name"
        let plainImage = namedView(
            UIImageView(), "plainImage", CGRect(x: 10, y: 270, width: 20, height: 20), in: window)
        let labelledImage = namedView(
            UIImageView(), "labelledImage", CGRect(x: 40, y: 270, width: 20, height: 20), in: window)
        labelledImage.accessibilityLabel = "Logo"
        _ = namedView(UIView(), "plain", CGRect(x: 10, y: 300, width: 20, height: 20), in: window)
        let emptyLabel = namedView(UILabel(), "emptyLabel", CGRect(x: 40, y: 300, width: 20, height: 20), in: window)
        let segmented = namedView(
            UISegmentedControl(items: ["Day", "Week"]), "segmented", CGRect(x: 10, y: 330, width: 200, height: 32),
            in: window)
        segmented.selectedSegmentIndex = 1
        let disabled = namedView(UIButton(), "disabled", CGRect(x: 10, y: 370, width: 100, height: 30), in: window)
        disabled.setTitle("Delete", for: .normal)
        disabled.isEnabled = false

        #expect(
            readingOrder(window) == [
                "label label=Volume [staticText]",
                "button label=Save [button]",
                "switch value=1 [button,toggleButton]",
                "slider value=25% [adjustable]",
                "stepper value=3 [adjustable]",
                "pages value=page 2 of 3 [adjustable]",
                "field value=Name [supportsTextEntry]",
                "labelledImage label=Logo [image]",
                "SegmentAccessibilityElement label=Day value=1 of 2 [button]",
                "SegmentAccessibilityElement label=Week value=2 of 2 [button,selected]",
                "disabled label=Delete [button,notEnabled]",
            ])
        #expect(!plainImage.isAccessibilityElement && !window.isAccessibilityElement)
        #expect(!segmented.isAccessibilityElement && !emptyLabel.isAccessibilityElement)
        // The values follow the controls, and typing replaces the placeholder.
        toggle.isOn = false
        field.text = "Ada"
        #expect([toggle.accessibilityValue, field.accessibilityValue] == ["0", "Ada"])
    }

    @Test func aPropertySetWinsOverTheDefaultAndNilRestoresIt() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        var seen: [String?] = [button.accessibilityLabel]
        button.accessibilityLabel = "Save document"
        seen.append(button.accessibilityLabel)
        button.setTitle("Store", for: .normal)
        seen.append(button.accessibilityLabel)
        button.accessibilityLabel = nil
        seen.append(button.accessibilityLabel)
        #expect(seen == ["Save", "Save document", "Save document", "Store"])
        button.accessibilityTraits = .link
        button.isAccessibilityElement = false
        #expect(button.accessibilityTraits == .link && !button.isAccessibilityElement)
    }

    @Test func subclassOverridesAreWhatTheTreeReads() {
        final class Gauge: UIView {
            var level = 7
            override var isAccessibilityElement: Bool {
                get { true }
                set {}
            }
            override var accessibilityLabel: String? {
                get { "Fuel" }
                set {}
            }
            override var accessibilityValue: String? {
                get { "\(level) litres" }
                set {}
            }
            override var accessibilityTraits: UIAccessibilityTraits {
                get { [.adjustable, .updatesFrequently] }
                set {}
            }
            override func accessibilityIncrement() { level += 1 }
        }
        let driver = EventDriver()
        let window = driver.makeWindow()
        let gauge = namedView(Gauge(), "gauge", CGRect(x: 0, y: 0, width: 50, height: 50), in: window)
        gauge.accessibilityIncrement()
        #expect(readingOrder(window) == ["gauge label=Fuel value=8 litres [updatesFrequently,adjustable]"])
    }

    @Test func framesAreInScreenCoordinatesAndElementsFollowTheirContainer() {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 50, y: 60, width: 300, height: 300))
        let chart = namedView(UIView(), "chart", CGRect(x: 10, y: 20, width: 200, height: 100), in: window)
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "March"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 5, y: 5, width: 10, height: 50)
        let fixed = UIAccessibilityElement(accessibilityContainer: chart)
        fixed.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        chart.accessibilityElements = [bar, fixed]
        var frames = [chart.accessibilityFrame, bar.accessibilityFrame, fixed.accessibilityFrame]
        chart.center.x += 100
        frames.append(bar.accessibilityFrame)
        #expect(
            frames == [
                CGRect(x: 60, y: 80, width: 200, height: 100), CGRect(x: 65, y: 85, width: 10, height: 50),
                CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 165, y: 85, width: 10, height: 50),
            ])
        #expect(bar.isAccessibilityElement && bar.next === chart)
        #expect(bar.accessibilityActivationPoint == CGPoint(x: 170, y: 110))
    }
}
