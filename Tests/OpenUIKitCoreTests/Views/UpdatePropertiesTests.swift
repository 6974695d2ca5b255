import Foundation
import Observation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A model as UIKit's observation tracking expects it.
@Observable private final class BarModel {
    var colourName = "blue"
    var unread = 0
}

/// A view that logs the update-properties pass against the layout phases, and reads a model in it.
private final class PropertiesView: UIView {
    let name: String
    let log: CallbackLog
    var model: BarModel?
    var onUpdate: (() -> Void)?

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func updateProperties() {
        super.updateProperties()
        log.append("\(name).updateProperties\(model.map { " \($0.colourName)" } ?? "")")
        onUpdate?()
    }
    override func updateConstraints() {
        log.append("\(name).updateConstraints")
        super.updateConstraints()
    }
    override func layoutSubviews() { log.append("\(name).layoutSubviews") }
}

private final class PropertiesController: UIViewController {
    let log: CallbackLog
    init(log: CallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    override func loadView() { view = PropertiesView("view", log: log) }
    override func updateProperties() {
        super.updateProperties()
        log.append("controller.updateProperties")
    }
}

@MainActor
@Suite struct UpdatePropertiesTests {
    @Test func runsOnceBeforeTheFirstLayoutThenOnlyWhenAskedAndBeforeLayout() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let parent = PropertiesView("parent", log: log)
        let child = PropertiesView("child", log: log)
        parent.addSubview(child)
        window.addSubview(parent)
        window.layoutIfNeeded()
        #expect(log.take() == ["parent.updateProperties", "child.updateProperties"])

        // Requests are coalesced into one call in the next pass, and ask for no layout.
        child.setNeedsUpdateProperties()
        child.setNeedsUpdateProperties()
        window.layoutIfNeeded()
        #expect(log.take() == ["child.updateProperties"])

        // With layout due as well, the properties come first, then the constraints, then layout, top-down.
        parent.setNeedsUpdateProperties()
        child.setNeedsUpdateProperties()
        child.setNeedsUpdateConstraints()
        parent.setNeedsLayout()
        child.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "parent.updateProperties", "child.updateProperties", "child.updateConstraints",
                "parent.layoutSubviews", "child.layoutSubviews",
            ])
        window.layoutIfNeeded()
        #expect(log.take() == [])
    }

    @Test func aControllerUpdatesJustBeforeItsView() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let controller = PropertiesController(log: log)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(
            log.take().filter { $0.contains("updateProperties") } == [
                "controller.updateProperties", "view.updateProperties",
            ])
        controller.setNeedsUpdateProperties()
        controller.updatePropertiesIfNeeded()
        #expect(log.take() == ["controller.updateProperties"])
    }

    @Test func anObservedPropertyReadInUpdatePropertiesAsksForTheNextUpdate() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let model = BarModel()
        let view = PropertiesView("bar", log: log)
        view.model = model
        window.addSubview(view)
        window.layoutIfNeeded()
        model.unread = 3  // not read in updateProperties: no update
        window.layoutIfNeeded()
        model.colourName = "red"
        model.colourName = "green"
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(log.take() == ["bar.updateProperties blue", "bar.updateProperties green"])
    }

    @Test func appCodeMayChangeTheHierarchyFromUpdateProperties() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let first = PropertiesView("first", log: log)
        let second = PropertiesView("second", log: log)
        let third = PropertiesView("third", log: log)
        window.addSubview(first)
        window.addSubview(second)
        // The first removes its next sibling and adds a new view, and asks for its own update again.
        let added = PropertiesView("added", log: log)
        var rounds = 0
        first.onUpdate = {
            rounds += 1
            guard rounds == 1 else { return }
            second.removeFromSuperview()
            window.addSubview(added)
            window.addSubview(third)
            first.setNeedsUpdateProperties()
        }
        window.layoutIfNeeded()
        #expect(log.take() == ["first.updateProperties", "added.updateProperties", "third.updateProperties"])
        window.layoutIfNeeded()
        #expect(log.take() == ["first.updateProperties"])
    }
}
