import Foundation
import Testing
@_spi(Windowing) import OpenUIKitCore
import OpenUIKitTesting

/// An observer that logs each change as "key: old → new (context)".
private final class Watcher: UIView {
    let log: CallbackLog
    var onChange: ((String) -> Void)?
    static let mine = UnsafeMutableRawPointer(bitPattern: 0x10)

    init(log: CallbackLog) {
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        guard context == Watcher.mine else {
            return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        func describe(_ value: Any?) -> String {
            switch value {
            case nil: "-"
            case is NSNull: "nil"
            case let value as NSValue:
                keyPath == "contentOffset"
                    ? "(\(value.pointValue.x), \(value.pointValue.y))"
                    : "(\(value.rectValue.minX), \(value.rectValue.minY), \(value.rectValue.width), \(value.rectValue.height))"
            case let font as UIFont: "\(font.pointSize)"
            case let some?: "\(some)"
            }
        }
        let kind = (change?[.kindKey] as? NSNumber)?.uintValue
        log.append(
            "\(keyPath ?? "?"): \(describe(change?[.oldKey])) → \(describe(change?[.newKey])) kind \(kind ?? 0)")
        onChange?(keyPath ?? "")
    }
}

@MainActor
@Suite struct KeyValueObservingTests {
    @Test func aLabelsFontAndTextTellTheirObserversWithTheOptionsValues() {
        let driver = EventDriver()
        let log = CallbackLog()
        let watcher = Watcher(log: log)
        let label = UILabel(frame: .zero)
        label.text = "a"
        label.addObserver(watcher, forKeyPath: "font", options: [.old, .new], context: Watcher.mine)
        label.addObserver(watcher, forKeyPath: "text", options: [.new, .initial], context: Watcher.mine)
        #expect(log.take() == ["text: - → a kind 1"])
        label.font = .systemFont(ofSize: 20)
        label.text = nil
        label.text = "b"
        #expect(log.take() == ["font: 17.0 → 20.0 kind 1", "text: - → nil kind 1", "text: - → b kind 1"])
        label.removeObserver(watcher, forKeyPath: "font", context: Watcher.mine)
        label.removeObserver(watcher, forKeyPath: "text")
        label.font = .systemFont(ofSize: 12)
        label.text = "c"
        #expect(log.take() == [])
        #expect(driver.diagnostics.isEmpty)
    }

    @Test func geometryAndContentOffsetAreObservableAlsoWhenOpenUIKitSetsThem() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let watcher = Watcher(log: log)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(view)
        window.addSubview(parent)
        view.addObserver(watcher, forKeyPath: "frame", options: [.old, .new], context: Watcher.mine)
        view.addObserver(watcher, forKeyPath: "center", options: [], context: Watcher.mine)
        view.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        view.center = CGPoint(x: 1, y: 1)
        #expect(
            log.take() == [
                "frame: (0.0, 0.0, 10.0, 10.0) → (5.0, 5.0, 10.0, 10.0) kind 1", "center: - → - kind 1",
            ])
        view.removeObserver(watcher, forKeyPath: "frame", context: Watcher.mine)
        view.removeObserver(watcher, forKeyPath: "center", context: Watcher.mine)

        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        window.addSubview(scrollView)
        scrollView.addObserver(watcher, forKeyPath: "contentOffset", options: [.new], context: Watcher.mine)
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        scrollView.setContentOffset(CGPoint(x: 0, y: 30), animated: false)  // unchanged: no change to report
        #expect(log.take() == ["contentOffset: - → (0.0, 30.0) kind 1"])
        scrollView.removeObserver(watcher, forKeyPath: "contentOffset", context: Watcher.mine)
    }

    @Test func unsupportedKeysAndUnknownRemovalsAreReportedAndAnObserverGoneIsSkipped() {
        let driver = EventDriver()
        let log = CallbackLog()
        let view = UIView(frame: .zero)
        var watcher: Watcher? = Watcher(log: log)
        view.addObserver(watcher!, forKeyPath: "alpha", options: [.new], context: nil)
        view.removeObserver(watcher!, forKeyPath: "frame", context: nil)
        view.addObserver(watcher!, forKeyPath: "bounds", options: [.new], context: Watcher.mine)
        watcher = nil
        view.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        #expect(log.take() == [])
        #expect(
            driver.diagnostics.map(\.message) == [
                "addObserver(_:forKeyPath:): \"alpha\" of UIView is not observable in OpenUIKit (frame, bounds, "
                    + "center; UILabel text, font; UIScrollView contentOffset); not added",
                "removeObserver(_:forKeyPath:): Watcher is not registered for \"frame\" of UIView; nothing removed",
            ])
    }

    /// An observer removes itself and registers another from the call, and sets the value again: the change in
    /// progress reaches the observers registered when it happened, the nested change the new ones.
    @Test func observersMayChangeRegistrationsAndTheValueFromTheirCall() {
        let driver = EventDriver()
        let log = CallbackLog()
        let first = Watcher(log: log), second = Watcher(log: log)
        let label = UILabel(frame: .zero)
        label.addObserver(first, forKeyPath: "text", options: [.new], context: Watcher.mine)
        label.addObserver(second, forKeyPath: "text", options: [.new], context: Watcher.mine)
        first.onChange = { _ in
            first.onChange = nil
            label.removeObserver(first, forKeyPath: "text", context: Watcher.mine)
            label.text = "nested"
        }
        label.text = "outer"
        #expect(
            log.take() == [
                "text: - → outer kind 1", "text: - → nested kind 1", "text: - → outer kind 1",
            ])
        label.removeObserver(second, forKeyPath: "text", context: Watcher.mine)
        #expect(driver.diagnostics.isEmpty)
    }

    @Test func anObserverThatDoesNotHandleItsContextIsReported() {
        let driver = EventDriver()
        let log = CallbackLog()
        let watcher = Watcher(log: log)
        let label = UILabel(frame: .zero)
        label.addObserver(watcher, forKeyPath: "text", options: [], context: nil)
        label.text = "x"
        #expect(log.take() == [])
        #expect(
            driver.diagnostics.map(\.message) == [
                "Watcher was told of a change of \"text\" but does not handle it "
                    + "(override observeValue(forKeyPath:of:change:context:))"
            ])
        label.removeObserver(watcher, forKeyPath: "text", context: nil)
    }
}
