// A small app for the AT-SPI bridge's tests with real clients (Tests/OpenUIKitX11Tests/ATSPIBridgeTests.swift):
// one control of each kind, each logging what it is sent, one line at a time on standard output, so the test can
// compare what a client did through the accessibility bus with what the app saw.
import Foundation
@_spi(Windowing) import OpenUIKit
@_spi(Accessibility) import OpenUIKitAccessibility
@_spi(Platform) import OpenUIKitPlatform

/// Prints one line of the log at once (the test reads it from a file).
func log(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

final class ProbeDelegate: UIResponder, UIApplicationDelegate, UITextFieldDelegate {
    var window: UIWindow?
    let table = ProbeTable()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        if CommandLine.arguments.contains("table") {
            let window = table.makeWindow()
            self.window = window
            window.makeKeyAndVisible()
            log("launched")
            return true
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
        let controller = UIViewController()
        controller.title = "Probe"
        window.rootViewController = controller
        let content = controller.view!
        content.backgroundColor = .white

        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 21))
        label.text = "Volume"
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 50, width: 100, height: 30)
        button.setTitle("Save", for: .normal)
        button.accessibilityHint = "Saves the document"
        button.addAction(UIAction { _ in log("button: primaryActionTriggered") }, for: .primaryActionTriggered)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 90, width: 51, height: 31))
        toggle.accessibilityLabel = "Wi-Fi"
        toggle.addAction(UIAction { _ in log("switch: valueChanged isOn=\(toggle.isOn)") }, for: .valueChanged)
        let slider = UISlider(frame: CGRect(x: 20, y: 130, width: 200, height: 31))
        slider.accessibilityLabel = "Level"
        slider.maximumValue = 100
        slider.value = 50
        slider.addAction(UIAction { _ in log("slider: valueChanged value=\(slider.value)") }, for: .valueChanged)
        let field = UITextField(frame: CGRect(x: 20, y: 170, width: 200, height: 30))
        field.placeholder = "Name"
        field.delegate = self
        field.addAction(UIAction { _ in log("field: editingChanged text=\(field.text ?? "")") }, for: .editingChanged)
        let segmented = UISegmentedControl(items: ["Day", "Week"])
        segmented.frame = CGRect(x: 20, y: 210, width: 160, height: 32)
        segmented.selectedSegmentIndex = 0
        segmented.addAction(
            UIAction { _ in log("segmented: valueChanged index=\(segmented.selectedSegmentIndex)") }, for: .valueChanged
        )
        let row = UIView(frame: CGRect(x: 20, y: 250, width: 280, height: 44))
        row.isAccessibilityElement = true
        row.accessibilityLabel = "Message from Ada"
        row.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Archive") { _ in
                log("row: Archive")
                return true
            },
            // Changes the screen as apps do, for the events test: a label renamed, a view added, an announcement.
            UIAccessibilityCustomAction(name: "Update") { _ in
                log("row: Update")
                label.text = "Loud"
                let added = UILabel(frame: CGRect(x: 20, y: 296, width: 200, height: 21))
                added.text = "Saved"
                content.addSubview(added)
                UIAccessibility.post(notification: .announcement, argument: "Changes saved")
                return true
            },
        ]
        for view in [label, button, toggle, slider, field, segmented, row] as [UIView] { content.addSubview(view) }
        self.window = window
        if CommandLine.arguments.contains("startup") {
            // What runs when at start-up: the first frame, then the bridge's steps.
            var presented = false
            application.framePresentationObserver = { _, _ in
                if !presented { log("first frame presented") }
                presented = true
            }
            ATSPIBridge.stageObserver = { stage in log("bridge: \(stage)") }
        }
        window.makeKeyAndVisible()
        log("launched")
        if CommandLine.arguments.contains("idle") { Thread.detachNewThread(Self.idle) }
        return true
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        log("field delegate: shouldChangeCharactersIn \(range.location),\(range.length) \"\(string)\"")
        return true
    }
}

extension ProbeDelegate {
    /// Runs `body` on the main actor from another thread, through the main queue (one wake-up of the loop).
    nonisolated static func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
        DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }

    /// Once the bridge is registered with the accessibility registry and the loop has settled, how many times the
    /// main loop wakes up in a second of doing nothing (each asking for the count is one), with the bus's
    /// connections on the loop. Then quits.
    nonisolated static func idle() {
        let deadline = Date().addingTimeInterval(20)
        while !onMain({ ATSPIBridge.current?.isConnected ?? false }), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        log("bridge connected: \(onMain { ATSPIBridge.current?.isConnected ?? false })")
        // Until two 0.2-s spans in a row woke the loop only for the asking (at most 5 s).
        var quiet = 0
        for _ in 0..<25 where quiet < 2 {
            let before = onMain { MainLoop.main.wakeUps }
            Thread.sleep(forTimeInterval: 0.2)
            quiet = onMain { MainLoop.main.wakeUps } - before == 1 ? quiet + 1 : 0
        }
        let before = onMain { MainLoop.main.wakeUps }
        Thread.sleep(forTimeInterval: 1)
        log("idle for 1 s: \(onMain { MainLoop.main.wakeUps } - before) wake-up")
        onMain { exit(0) }
    }
}

let status = MainActor.assumeIsolated { () -> Int32 in
    do {
        return UIApplicationMain(delegate: ProbeDelegate(), backend: try X11Backend())
    } catch {
        log("error: \(error)")
        return 1
    }
}
exit(status)
